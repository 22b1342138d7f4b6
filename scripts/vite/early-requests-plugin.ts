/**
 * Writes the teacher area's early reads (`src/client/early-requests-entry.ts`, decision 022) into
 * `index.html` as an inline script at the top of `<head>`, compiled and minified by esbuild, in
 * development and in the build. The page runs it before any module has downloaded. The server allows
 * it by the SHA-256 of its text in the Content-Security-Policy (`src/server/lib/inline-scripts.ts`).
 */
import { build } from "esbuild";
import type { Plugin } from "vite";

/** Compiles `entry` and its imports into one minified script for the browsers the client targets. */
async function compile(entry: string): Promise<string> {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "iife",
    minify: true,
    target: "es2022",
    legalComments: "none",
  });
  return (out.outputFiles[0]?.text ?? "").trim();
}

/** The plugin: `entry` is the script's source file. Only `index.html` (the teacher area's shell) gets it. */
export function earlyRequestsPlugin(entry: string): Plugin {
  return {
    name: "iep:early-requests",
    transformIndexHtml: {
      order: "pre",
      async handler(html, ctx) {
        if (!/(?:^|\/)index\.html$/.test(ctx.filename)) return html;
        const code = await compile(entry);
        return [{ tag: "script", children: code, injectTo: "head-prepend" }];
      },
    },
  };
}
