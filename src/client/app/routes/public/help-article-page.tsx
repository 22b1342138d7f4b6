/**
 * /help/:slug (requirements "Public site"): one help article and "Contact
 * support"; an unknown slug shows the not-found content.
 */
import { paths } from "@client/config/paths";
import { Link, useParams } from "react-router";
import { NotFoundContent } from "../../screens/not-found";
import { ArticleBody } from "./article-body";
import { ContactSupport } from "./contact-support";
import { findHelpArticle } from "./content";

/** One help article (default export: loaded lazily by the router). */
export default function HelpArticlePage() {
  const article = findHelpArticle(useParams().slug);
  if (!article) {
    return (
      <div className="px-4 py-12">
        <NotFoundContent />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="text-sm">
        <Link className="text-indigo-700 underline underline-offset-2" to={paths.help}>
          All help articles
        </Link>
      </p>
      <article>
        <h1 className="mt-4 text-3xl font-semibold text-slate-900">{article.meta.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{article.meta.summary}</p>
        <p className="mt-2 text-sm text-slate-700">
          Screen: <code className="rounded bg-slate-100 px-1">{article.meta.screen}</code>
        </p>
        <ArticleBody html={article.html} />
      </article>
      <ContactSupport />
    </div>
  );
}
