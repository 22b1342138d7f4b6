/**
 * The HTML of a Markdown article (blog post or help article), rendered at build time from the
 * repository's own `content/` files by `marked`, with the site's article typography.
 */

/** Article typography around trusted, build-time HTML (never user input). */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className="mt-8 text-slate-800 [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML compiled at build time from the repository's own Markdown.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
