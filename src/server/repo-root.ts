/**
 * The repository's root folder, found the same way from the TypeScript source (run by tsx: tests,
 * `npm run dev`, the command-line tools) and from the server bundle `npm start` imports
 * (`build/server/start.mjs`, `scripts/build-server.mjs`): the nearest folder above this module that
 * holds a `package.json`. A path relative to `import.meta.url` would differ between the two.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The nearest folder at or above `from` (a folder path) that holds a `package.json`.
 * @throws Error when no folder up to the file system's root holds one.
 */
export function findRepoRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json in ${from} or any folder above it.`);
  }
}

/** The repository root (absolute path, no trailing separator). */
export const repoRoot: string = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));
