/**
 * The built client (`dist/`, architecture "Layout") as the server sends it: every file from its
 * Brotli or gzip copy written at build time (`vite-plugin-compression2` in `vite.config.ts`: `.br`,
 * `.gz` next to each text file over 1 KB) when the request accepts one, with
 * `Vary: Accept-Encoding` — the pages included: the landing at `/` (`public.html`, pre-rendered,
 * requirements "Public site") and the teacher area's shell (`index.html`) answered for every other
 * path that is not a file (SPA fallback). A client that accepts neither gets the file itself.
 *
 * The negotiation is @hono/node-server's `serveStatic` (`precompressed`), which serves a fixed file
 * for a route through its `path` option; it prefers br, then zstd, then gzip among the encodings the
 * request names (without reading q-values).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { type ServeStaticOptions, serveStatic } from "@hono/node-server/serve-static";
import type { Context, Env, Hono, MiddlewareHandler } from "hono";

/**
 * `serveStatic(options)` whose answers also carry `headers(file)` (`file`: the path it sent, `.br`
 * or `.gz` included). Set on the response once it exists: @hono/node-server 2.x calls `onFound`
 * after building the response, so headers set there with `c.header` never reach the client.
 */
function serveFiles<E extends Env>(
  options: Omit<ServeStaticOptions<E>, "onFound">,
  headers: (file: string) => Record<string, string>,
): MiddlewareHandler<E> {
  const found = new WeakMap<Context, string>();
  const serve = serveStatic<E>({ ...options, onFound: (file, c) => void found.set(c, file) });
  return async (c, next) => {
    const res = await serve(c, next);
    const file = found.get(c);
    if (res && file !== undefined) {
      for (const [name, value] of Object.entries(headers(file))) res.headers.set(name, value);
    }
    return res;
  };
}

/**
 * A page: checked on every visit (it names the release's hashed files), and one answer per
 * encoding for caches (a compressed answer names `Vary` already; set, not appended, so once).
 */
const PAGE_HEADERS = { "Cache-Control": "no-cache", Vary: "Accept-Encoding" };

/**
 * Adds to `app` the routes of the client built in `clientDir`: `/` (the landing, when `public.html`
 * exists), `/assets/*` (hashed: cached for a year), every other file of `clientDir`, then the SPA
 * fallback (`index.html`) for any other GET. Nothing is added when `clientDir/index.html` is missing.
 * Register after the API routes: the fallback answers every GET path left.
 */
export function serveClient<E extends Env>(app: Hono<E>, clientDir: string): void {
  const indexFile = path.join(clientDir, "index.html");
  if (!existsSync(indexFile)) return;
  const root = path.relative(process.cwd(), clientDir) || ".";
  // The landing page, pre-rendered into the public pages' document (requirements "Public site"); the
  // other public pages are `<path>/index.html` files, found by the static handler below.
  const landingFile = path.join(clientDir, "public.html");
  if (existsSync(landingFile)) {
    app.get(
      "/",
      serveFiles({ path: landingFile, precompressed: true }, () => PAGE_HEADERS),
    );
  }
  app.use(
    "/assets/*",
    serveFiles({ root, precompressed: true }, () => ({
      "Cache-Control": "public, max-age=31536000, immutable",
    })),
  );
  app.use(
    "*",
    serveFiles(
      { root, precompressed: true },
      (file): Record<string, string> =>
        // The service worker and manifest must be checked on every visit, or an update waits a day.
        // Pre-rendered pages change with every release: checked on every visit too.
        /(?:^|\/)(?:sw\.js|manifest\.webmanifest|[^/]+\.html)(?:\.br|\.gz|\.zst)?$/.test(file)
          ? { "Cache-Control": "no-cache" }
          : {},
    ),
  );
  // SPA fallback: every other GET is a client route (the client shows its own not-found page).
  app.get(
    "*",
    serveFiles({ path: indexFile, precompressed: true }, () => PAGE_HEADERS),
  );
}
