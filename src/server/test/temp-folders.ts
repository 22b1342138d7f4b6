/**
 * Temporary folders of the tests that write files (data folders, backups, locks, CLI runs;
 * architecture "Tests"), made under the system's temp folder and removed by the test file's hooks.
 * Not a test file.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach } from "vitest";

const remove = (dir: string) => rmSync(dir, { recursive: true, force: true });

/**
 * Makes one folder now (`<tmp>/<prefix>XXXXXX`) for the whole calling file and registers its
 * removal in `afterAll`.
 * @returns the folder's path.
 */
export function tempFolderForFile(prefix: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => remove(root));
  return root;
}

/**
 * Registers an `afterEach` that removes the folders the test made.
 * @returns the maker: each call makes a new folder (`<tmp>/<prefix>XXXXXX`) and returns its path.
 */
export function tempFoldersForEachTest(prefix: string): () => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) remove(dir);
  });
  return () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
