/**
 * The server built ahead of `npm start` (scripts/start.mjs): `src/server/start.ts` and everything it
 * imports, bundled by esbuild into one ES module, `build/server/start.mjs`, so a start imports
 * JavaScript instead of transpiling TypeScript with tsx on every start. `build/` sits outside `dist/`
 * (the client, served publicly): the server's code is never served.
 *
 * Most dependencies are bundled (one file parses and evaluates faster than ~1,800 small modules:
 * measured 0.65–0.70 s to import against 1.2–1.6 s with every package left external and about 2 s
 * through tsx). Kept external, loaded from node_modules as before, are the packages that read their own
 * files or load native code or WebAssembly next to their modules, and one whose workers run the text
 * of its functions (`EXTERNAL`). Bundled CommonJS code that calls `require` gets Node's own through
 * `createRequire` (the banner); none of the bundled packages uses `__dirname`.
 *
 * Run on its own: `node scripts/build-server.mjs` (builds unconditionally).
 */
import { existsSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (this file is in `scripts/`). */
export const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The bundle `npm start` imports. */
export const serverBundle = path.join(repoRoot, "build", "server", "start.mjs");

/**
 * What a bundle is built from: any of these (a folder: any file under it) changed after the bundle
 * was written makes it stale. This script is one of them: a change to how it bundles rebuilds.
 */
export const serverSources = [
  path.join(repoRoot, "src", "server"),
  path.join(repoRoot, "src", "shared"),
  path.join(repoRoot, "package-lock.json"),
  fileURLToPath(import.meta.url),
];

/**
 * Packages left to Node's resolution at run time:
 * - PGlite loads its WebAssembly and data files from its own folder;
 * - sharp loads a native addon;
 * - pdfkit and @react-pdf read their font metrics and other data files from their own folders;
 * - the @embedpdf font packages are files found through `require.resolve` (`documents/pdf-fonts.ts`);
 * - read-excel-file runs its parser in a worker from the source text of its functions (worker-f),
 *   which a bundler's renaming could break on the rare path of an .xlsx roster import.
 */
export const EXTERNAL = [
  "@electric-sql/pglite",
  "sharp",
  "pdfkit",
  "@react-pdf/*",
  "@embedpdf/*",
  "read-excel-file",
  "read-excel-file/*",
];

/**
 * The newest modification time (ms since the epoch) of `target` (a file, or every file under a
 * folder, recursively); 0 when it does not exist.
 */
export function newestChange(target) {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const mtime = statSync(path.join(entry.parentPath, entry.name)).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

/**
 * Whether `bundle` must be (re)built: it is missing, or a file of `sources` (files or folders, see
 * `newestChange`) was modified after it was written.
 */
export function bundleIsStale(bundle, sources) {
  const built = newestChange(bundle);
  if (built === 0) return true;
  return sources.some((source) => newestChange(source) > built);
}

/**
 * Bundles `src/server/start.ts` into `outfile` (default `serverBundle`), with the code loaded on first
 * use (`await import()`: the documents' renderers, decision 022) in files of its own under `chunks/`
 * beside it, so a start does not load it. Written to a temporary folder first, then put in the place
 * of `outfile`'s folder (which holds nothing else), so a start never imports half a bundle.
 */
export async function buildServer(outfile = serverBundle) {
  const started = performance.now();
  const folder = path.dirname(outfile);
  const temporary = `${folder}.${process.pid}.tmp`;
  const previous = `${folder}.${process.pid}.old`;
  rmSync(temporary, { recursive: true, force: true });
  // Loaded only to build: a start with a fresh bundle does not load esbuild at all.
  const { build } = await import("esbuild");
  await build({
    absWorkingDir: repoRoot,
    entryPoints: { [path.basename(outfile, ".mjs")]: path.join(repoRoot, "src", "server", "start.ts") },
    outdir: temporary,
    outExtension: { ".js": ".mjs" },
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    external: EXTERNAL,
    // Node's require for bundled CommonJS (esbuild's ESM output has none).
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    logLevel: "warning",
    legalComments: "none",
  });
  if (existsSync(folder)) renameSync(folder, previous);
  renameSync(temporary, folder);
  rmSync(previous, { recursive: true, force: true });
  return performance.now() - started;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ms = await buildServer();
  console.log(`[iep] server built into ${path.relative(repoRoot, serverBundle)} in ${Math.round(ms)} ms`);
}
