import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { vitePrerenderPlugin } from "vite-prerender-plugin";
import { contentPlugin, siteSettings } from "./scripts/vite/content-plugin.ts";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Client build (architecture "Layout"): src/client → dist/. The server serves dist/ and /api.
 * Two entries: `index.html` (the public site: every public page pre-rendered to its own HTML file
 * by vite-prerender-plugin, hydrated by `public-main.tsx`) and `app.html` (the app's shell for every
 * other path, `main.tsx`). Text files are also written precompressed (`.br`, `.gz`) for the server.
 */
export default defineConfig({
  root: r("./src/client"),
  publicDir: r("./src/client/public"),
  plugins: [
    react(),
    tailwindcss(),
    contentPlugin(r("./content"), siteSettings(process.env)),
    vitePrerenderPlugin({ renderTarget: "#root" }),
    compression({
      algorithms: [defineAlgorithm("brotliCompress"), defineAlgorithm("gzip", { level: 9 })],
      include: /\.(js|css|html|svg|xml|txt|json)$/,
      threshold: 1024,
    }),
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
    rollupOptions: { input: { index: r("./src/client/index.html"), app: r("./src/client/app.html") } },
  },
  server: {
    // The dev server stands in for the app's own address: requests reach the API with its origin, as
    // they do when the server serves the client (the API refuses foreign origins).
    proxy: { "/api": { target: "http://127.0.0.1:3000", headers: { origin: "http://127.0.0.1:3000" } } },
  },
});
