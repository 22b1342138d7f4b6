/**
 * `npm start`: builds the server into `build/server/start.mjs` when that file is missing or older
 * than a file of `src/server`, `src/shared` or `package-lock.json` (`scripts/build-server.mjs`), then
 * imports it in this process — `src/server/start.ts`, bundled: it loads `.env`, checks the settings,
 * builds the client when `dist/index.html` is missing, opens the database and prints the URL.
 *
 * Plain JavaScript run by Node itself, so a start with an up-to-date build transpiles nothing.
 * `npm run dev` keeps running the TypeScript source through tsx.
 */
import { pathToFileURL } from "node:url";
import { buildServer, bundleIsStale, serverBundle, serverSources } from "./build-server.mjs";

if (bundleIsStale(serverBundle, serverSources)) {
  console.log("[iep] building the server (first start, or the code changed)…");
  await buildServer();
}
await import(pathToFileURL(serverBundle).href);
