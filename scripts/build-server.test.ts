/**
 * When `npm start` rebuilds the server (`scripts/build-server.mjs`): a missing bundle, or one older
 * than any file of its sources (a folder's files at any depth, or a single file), is stale; a bundle
 * newer than all of them is used as it is. Modification times are set explicitly, never waited for.
 */
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempFoldersForEachTest } from "../src/server/test/temp-folders.ts";
import { bundleIsStale, newestChange, repoRoot, serverBundle, serverSources } from "./build-server.mjs";

const newFolder = tempFoldersForEachTest("iep-build-server-");

/** Writes `file` (and its folders) with its modification time at `secondsSinceEpoch`. */
function writeAt(file: string, secondsSinceEpoch: number): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, "x");
  utimesSync(file, secondsSinceEpoch, secondsSinceEpoch);
  return file;
}

/** A bundle written at t=2000 s and sources: a folder with a nested file, and a single file. */
function layout(times: { nested: number; lock: number }) {
  const dir = newFolder();
  writeAt(path.join(dir, "src", "server", "main.ts"), 1000);
  writeAt(path.join(dir, "src", "server", "features", "notes", "notes.routes.ts"), times.nested);
  const lock = writeAt(path.join(dir, "package-lock.json"), times.lock);
  const bundle = writeAt(path.join(dir, "build", "server", "start.mjs"), 2000);
  return { dir, bundle, sources: [path.join(dir, "src"), lock] };
}

describe("the server bundle's freshness", () => {
  it("is stale when the bundle is missing", () => {
    const { dir, sources } = layout({ nested: 1000, lock: 1000 });
    expect(bundleIsStale(path.join(dir, "build", "server", "other.mjs"), sources)).toBe(true);
  });

  it("is fresh when every source is older than the bundle", () => {
    const { bundle, sources } = layout({ nested: 1500, lock: 1500 });
    expect(bundleIsStale(bundle, sources)).toBe(false);
  });

  it("is stale when a file deep in a source folder changed after the build", () => {
    const { bundle, sources } = layout({ nested: 2001, lock: 1500 });
    expect(bundleIsStale(bundle, sources)).toBe(true);
  });

  it("is stale when a single source file (the lock file) changed after the build", () => {
    const { bundle, sources } = layout({ nested: 1500, lock: 2500 });
    expect(bundleIsStale(bundle, sources)).toBe(true);
  });

  it("ignores a source that does not exist", () => {
    const { dir, bundle, sources } = layout({ nested: 1500, lock: 1500 });
    expect(newestChange(path.join(dir, "missing"))).toBe(0);
    expect(bundleIsStale(bundle, [...sources, path.join(dir, "missing")])).toBe(false);
  });

  it("watches the server, the shared code, the lock file and itself, and builds outside dist/", () => {
    const names = serverSources.map((s) => path.basename(s));
    expect(names).toEqual(["server", "shared", "package-lock.json", "build-server.mjs"]);
    expect(path.relative(repoRoot, serverBundle)).toBe(path.join("build", "server", "start.mjs"));
  });
});
