/**
 * The README promises that `npm ci` works on Node 20.19 and later (package.json `engines`). npm prints
 * `EBADENGINE` for every installed package whose own `engines.node` range leaves out the oldest Node we
 * promise, so this test reads the lock file and lists each one: a dependency upgrade that needs a newer
 * Node (e.g. nanoid 6 for Node 22, pulled in by docx) fails here instead of warning on a teacher's
 * laptop. Optional packages are left out: npm skips those that do not fit the machine.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

type LockEntry = {
  version?: string;
  optional?: boolean;
  dev?: boolean;
  engines?: { node?: string } | string[];
};
const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
  packages: Record<string, LockEntry>;
};
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  engines: { node: string };
};

/** The oldest Node the project promises, e.g. ">=20.19" → "20.19.0". */
const oldestNode = semver.minVersion(manifest.engines.node)?.version ?? "";

describe("installed packages run on the oldest Node the README promises", () => {
  it("package.json names an oldest Node of 20.19", () => {
    expect(oldestNode).toBe("20.19.0");
  });

  it("no installed package asks for a newer Node (npm would warn EBADENGINE)", () => {
    const tooNew = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== "" && !entry.optional)
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (!range || semver.satisfies(oldestNode, range, { includePrerelease: true })) return [];
        return [`${path.replace(/^.*node_modules\//, "")}@${entry.version} needs node ${range}`];
      });
    expect(tooNew).toEqual([]);
  });
});
