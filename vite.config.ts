import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { contentPlugin, siteSettings } from "./scripts/vite/content-plugin.ts";
import { pwaPlugin } from "./scripts/vite/pwa-plugin.ts";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Client build (architecture "Layout"): src/client → dist/. The server serves dist/ and /api.
 * The content plugin compiles the blog and help Markdown and emits the feed, sitemap and robots.txt;
 * text files are also written precompressed (`.br`, `.gz`) for the server. Pre-rendering the public
 * pages (`prerender.tsx`, `public-main.tsx`) is not wired in yet: see the public site notes in README.
 */
export default defineConfig({
  root: r("./src/client"),
  publicDir: r("./src/client/public"),
  plugins: [
    react(),
    tailwindcss(),
    contentPlugin(r("./content"), siteSettings(process.env)),
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
  },
  server: {
    // The dev server stands in for the app's own address: requests reach the API with its origin, as
    // they do when the server serves the client (the API refuses foreign origins).
    proxy: { "/api": { target: "http://127.0.0.1:3000", headers: { origin: "http://127.0.0.1:3000" } } },
  },
});
