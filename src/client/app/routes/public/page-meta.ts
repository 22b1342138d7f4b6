/**
 * The pre-rendered pages' paths and head data (requirements "Public site"). Used
 * at build time only (the prerender script), so the content index never ships with the public entry.
 */
import { paths } from "@client/config/paths";
import { findHelpArticle, findPost, helpArticles, posts } from "./content";
import type { PublicHandle } from "./public-routes";

/** Every pre-rendered path: the static pages, each blog post and each help article. */
export function publicPaths(): string[] {
  return [
    paths.home,
    paths.pricing,
    paths.privacy,
    paths.terms,
    paths.blog,
    ...posts.map((p) => `${paths.blog}/${p.meta.slug}`),
    paths.help,
    ...helpArticles.map((a) => `${paths.help}/${a.meta.slug}`),
  ];
}

/**
 * Title, description and Open Graph type of the page at `pathname`, given its route's `handle`.
 * Blog posts and help articles take theirs from the front matter.
 */
export function pageMeta(pathname: string, handle: PublicHandle | undefined) {
  const [, section, slug] = pathname.split("/");
  const post = section === "blog" && slug ? findPost(slug) : undefined;
  if (post) return { title: post.meta.title, description: post.meta.summary, type: "article" };
  const article = section === "help" && slug ? findHelpArticle(slug) : undefined;
  if (article) return { title: article.meta.title, description: article.meta.summary, type: "article" };
  return { title: handle?.title ?? "", description: handle?.description ?? "", type: "website" };
}
