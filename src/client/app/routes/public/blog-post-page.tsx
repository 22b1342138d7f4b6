/**
 * /blog/:slug (requirements "Public site"): one post; an unknown slug shows the
 * not-found content.
 */
import { paths } from "@client/config/paths";
import { Link, useParams } from "react-router";
import { NotFoundContent } from "../../screens/not-found";
import { ArticleBody } from "./article-body";
import { findPost, formatPostDate } from "./content";

/** One blog post (default export: loaded lazily by the router). */
export default function BlogPostPage() {
  const post = findPost(useParams().slug);
  if (!post) {
    return (
      <div className="px-4 py-12">
        <NotFoundContent />
      </div>
    );
  }
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="text-sm">
        <Link className="text-indigo-700 underline underline-offset-2" to={paths.blog}>
          All posts
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-semibold text-slate-900">{post.meta.title}</h1>
      <p className="mt-2 text-sm text-slate-700">
        <time dateTime={post.meta.date}>{formatPostDate(post.meta.date)}</time>
      </p>
      <p className="mt-4 text-lg text-slate-700">{post.meta.summary}</p>
      <ArticleBody html={post.html} />
    </article>
  );
}
