import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Client build (architecture §1): src/client → dist/. The server serves dist/ and /api. */
export default defineConfig({
  root: r("./src/client"),
  publicDir: r("./src/client/public"),
  plugins: [react(), tailwindcss()],
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
