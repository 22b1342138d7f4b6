import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { contentPlugin, siteSettings } from "./scripts/vite/content-plugin.ts";
import { earlyRequestsPlugin } from "./scripts/vite/early-requests-plugin.ts";
import { preloadDependencies } from "./scripts/vite/preload-deps.ts";
import { prerenderPlugin } from "./scripts/vite/prerender-plugin.ts";
import { pwaPlugin } from "./scripts/vite/pwa-plugin.ts";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
// The dashboard, where a signed-in teacher starts, keeps its dependency list; see
// scripts/vite/preload-deps.ts and decision 019.
const preload = preloadDependencies(/^assets\/dashboard-page-[\w-]+\.js$/);

/**
 * Client build (architecture "Layout"): src/client → dist/. The server serves dist/ and /api.
 * The content plugin compiles the blog and help Markdown and emits the feed, sitemap and robots.txt;
 * text files are also written precompressed (`.br`, `.gz`) for the server. Two documents: `index.html`,
 * the teacher area's shell, and `public.html`, from which every public page is pre-rendered to static
 * HTML (`prerender.tsx`) and hydrated by the small public entry (`public-main.tsx`).
 */
export default defineConfig({
  root: r("./src/client"),
  publicDir: r("./src/client/public"),
  plugins: [
    react(),
    tailwindcss(),
    contentPlugin(r("./content"), siteSettings(process.env)),
    // Public pages rendered to static HTML at build time from public.html (requirements "Public site").
    prerenderPlugin(r("./src/client/prerender.tsx")),
    preload.plugin,
    // The teacher area's first reads start from an inline script while its code downloads (decision 022).
    earlyRequestsPlugin(r("./src/client/early-requests-entry.ts")),
    compression({
      algorithms: [defineAlgorithm("brotliCompress"), defineAlgorithm("gzip", { level: 9 })],
      include: /\.(js|css|html|svg|xml|txt|json)$/,
      threshold: 1024,
    }),
    // Service worker and manifest (architecture "Offline rules"); registered by the teacher area only.
    pwaPlugin(),
  ],
  resolve: {
    alias: {
      "@shared": r("./src/shared"),
      "@client": r("./src/client"),
    },
  },
  build: {
    outDir: r("./dist"),
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    // Two documents: the teacher area's shell and the public pages' template (pre-rendered per page).
    rollupOptions: {
      input: { public: r("./src/client/public.html"), app: r("./src/client/index.html") },
      // The UI primitives have no side effects: a file none of whose exports a chunk uses (the dialogs,
      // which load when opened) stays out of the chunks the teacher area loads first (architecture
      // "Layout": the signed-in dashboard's JavaScript budget).
      treeshake: { moduleSideEffects: (id: string) => !/\/src\/client\/components\/ui\//.test(id) },
      output: {
        // Vite's dynamic-import helper and its modulepreload polyfill, which every page needs, in one
        // file of their own: left to the bundler they land in the chunk of another entry or in files
        // of a few hundred bytes (decision 019).
        codeSplitting: {
          groups: [
            {
              name: "preload-helper",
              test: /^\0vite\/(preload-helper|modulepreload-polyfill)/,
              priority: 30,
            },
            {
              name: "vendor",
              test: (id: string) =>
                /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|tailwind-merge|clsx|@radix-ui[\\/](react-slot|react-compose-refs))[\\/]/.test(
                  id,
                ) && !/server/.test(id),
              priority: 20,
            },
          ],
        },
      },
    },
  },
  server: {
    // The dev server stands in for the app's own address: requests reach the API with its origin, as
    // they do when the server serves the client (the API refuses foreign origins).
    proxy: { "/api": { target: "http://127.0.0.1:3000", headers: { origin: "http://127.0.0.1:3000" } } },
  },
});
