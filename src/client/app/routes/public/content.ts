/**
 * The public site's Markdown content (requirements "Public site"): blog posts
 * and help articles from the repository's `content/` folder, turned into modules at build time by
 * the content Vite plugin (`meta` front matter + slug, `html`, `text`).
 */

/** A blog post's front matter. `date` is `YYYY-MM-DD`. */
export interface PostMeta {
  slug: string;
  title: string;
  date: string;
  summary: string;
}

/** A help article's front matter; `screen` is the app path the article explains. */
export interface HelpMeta {
  slug: string;
  title: string;
  summary: string;
  screen: string;
}

interface ContentModule<M> {
  meta: M;
  html: string;
  text: string;
}

const postModules = import.meta.glob<ContentModule<PostMeta>>("../../../../../content/blog/*.md", {
  eager: true,
});
const helpModules = import.meta.glob<ContentModule<HelpMeta>>("../../../../../content/help/*.md", {
  eager: true,
});

/** Blog posts, newest first. */
export const posts: ContentModule<PostMeta>[] = Object.values(postModules).sort((a, b) =>
  b.meta.date.localeCompare(a.meta.date),
);

/** Help articles in their file order (the order of the app's screens). */
export const helpArticles: ContentModule<HelpMeta>[] = Object.keys(helpModules)
  .sort()
  .map((k) => helpModules[k] as ContentModule<HelpMeta>);

/** The post with `slug`, or undefined. */
export function findPost(slug: string | undefined) {
  return posts.find((p) => p.meta.slug === slug);
}

/** The help article with `slug`, or undefined. */
export function findHelpArticle(slug: string | undefined) {
  return helpArticles.find((a) => a.meta.slug === slug);
}

/** `2026-11-02` → "November 2, 2026" (dates are calendar dates, read in UTC). */
export function formatPostDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
