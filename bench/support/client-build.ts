/**
 * The built client the page benchmarks serve: `dist/`, built with `vite build` when missing.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { note, repoRoot } from "./server.ts";

/** The built client folder (absolute path). */
export const clientDir = path.join(repoRoot, "dist");

/**
 * Builds the client into `clientDir` unless it already holds `index.html`.
 * @throws Error when the build exits non-zero.
 */
export function buildClientIfMissing(): void {
  if (existsSync(path.join(clientDir, "index.html"))) return;
  note("dist/ is missing: building the client");
  const vite = path.join(repoRoot, "node_modules", "vite", "bin", "vite.js");
  const built = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
    cwd: repoRoot,
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("the client build failed");
}
