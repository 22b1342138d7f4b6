/**
 * Vite plugin for the public site's content (requirements "Screens and routes": "Public site"):
 * - turns each Markdown file (`content/**.md`, YAML front matter + body) into a module exporting
 *   `meta` (the front matter plus `slug`), `html` (rendered by `marked` at build time, so no Markdown
 *   parser ships to the browser) and `text` (plain words, for the help centre's search);
 * - serves `virtual:site` with the build-time settings `siteUrl` (`APP_URL`) and `supportEmail`
 *   (`SUPPORT_EMAIL`);
 * - emits `blog/feed.xml` (Atom, by the `feed` package), `sitemap.xml` and `robots.txt` into the build.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Feed } from "feed";
import matter from "gray-matter";
import { marked } from "marked";
import type { Plugin } from "vite";

/** Build-time settings of the public site. */
export interface SiteSettings {
  /** Public origin without a trailing slash, e.g. `https://iep.example.org`. */
  siteUrl: string;
  /** Address the signed-out "Contact support" link writes to. */
  supportEmail: string;
}

/** Reads the settings from `env` (APP_URL, SUPPORT_EMAIL, PORT), with the server's own defaults. */
export function siteSettings(env: NodeJS.ProcessEnv): SiteSettings {
  const siteUrl = (env.APP_URL || `http://localhost:${env.PORT || "3000"}`).replace(/\/+$/, "");
  return { siteUrl, supportEmail: env.SUPPORT_EMAIL || "support@iepworkspace.org" };
}

/** One parsed Markdown file. */
export interface ContentEntry {
  slug: string;
  data: Record<string, unknown>;
  html: string;
  text: string;
}

/** Parses one Markdown source: front matter, HTML body, plain text. */
export function parseMarkdown(source: string, slug: string): ContentEntry {
  const { data, content } = matter(source);
  const html = marked.parse(content, { async: false });
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { slug, data: normaliseDates(data), html, text };
}

/** YAML dates become `YYYY-MM-DD` strings (they are serialised into modules). */
function normaliseDates(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v]),
  );
}

/** The URL slug of a content file: its name without `.md` and without a leading ordering number (`01-`). */
export function slugOf(file: string): string {
  return path.basename(file, ".md").replace(/^\d+-/, "");
}

/** Every Markdown entry of `dir` (sorted by file name). */
export function readEntries(dir: string): ContentEntry[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => parseMarkdown(readFileSync(path.join(dir, f), "utf8"), slugOf(f)));
}

/** The public pages that go into the sitemap, besides one per blog post and help article. */
const STATIC_PAGES = ["/", "/pricing", "/blog", "/help", "/privacy", "/terms"];

function atomFeed(site: SiteSettings, posts: ContentEntry[]): string {
  const feed = new Feed({
    title: "IEP Workspace blog",
    description: "Articles for special-education teachers.",
    id: `${site.siteUrl}/blog`,
    link: `${site.siteUrl}/blog`,
    language: "en",
    copyright: "IEP Workspace",
    feedLinks: { atom: `${site.siteUrl}/blog/feed.xml` },
    updated: posts[0] ? new Date(String(posts[0].data.date)) : new Date(0),
  });
  for (const post of posts) {
    const url = `${site.siteUrl}/blog/${post.slug}`;
    feed.addItem({
      title: String(post.data.title),
      id: url,
      link: url,
      description: String(post.data.summary),
      content: post.html,
      date: new Date(String(post.data.date)),
    });
  }
  return feed.atom1();
}

function sitemap(site: SiteSettings, blog: ContentEntry[], help: ContentEntry[]): string {
  const urls = [
    ...STATIC_PAGES,
    ...blog.map((p) => `/blog/${p.slug}`),
    ...help.map((a) => `/help/${a.slug}`),
  ];
  const body = urls.map((u) => `  <url><loc>${site.siteUrl}${u}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** Blog posts newest first. */
export function byDateDesc(a: ContentEntry, b: ContentEntry): number {
  return String(b.data.date).localeCompare(String(a.data.date));
}

/** The plugin. `contentDir` holds `blog/` and `help/`. */
export function contentPlugin(contentDir: string, site: SiteSettings): Plugin {
  const VIRTUAL = "virtual:site";
  return {
    name: "iep-content",
    resolveId(id) {
      return id === VIRTUAL ? `\0${VIRTUAL}` : undefined;
    },
    load(id) {
      if (id === `\0${VIRTUAL}`) return `export const site = ${JSON.stringify(site)};`;
      return undefined;
    },
    transform(code, id) {
      if (!id.endsWith(".md")) return undefined;
      const entry = parseMarkdown(code, slugOf(id));
      const meta = { ...entry.data, slug: entry.slug };
      return {
        code: `export const meta = ${JSON.stringify(meta)};\nexport const html = ${JSON.stringify(entry.html)};\nexport const text = ${JSON.stringify(entry.text)};\n`,
        map: null,
      };
    },
    generateBundle() {
      if (this.environment?.name && this.environment.name !== "client") return;
      const blog = readEntries(path.join(contentDir, "blog")).sort(byDateDesc);
      const help = readEntries(path.join(contentDir, "help"));
      this.emitFile({ type: "asset", fileName: "blog/feed.xml", source: atomFeed(site, blog) });
      this.emitFile({ type: "asset", fileName: "sitemap.xml", source: sitemap(site, blog, help) });
      this.emitFile({
        type: "asset",
        fileName: "robots.txt",
        source: `User-agent: *\nDisallow: /dashboard\nDisallow: /api/\nDisallow: /admin\nSitemap: ${site.siteUrl}/sitemap.xml\n`,
      });
    },
  };
}
