/**
 * The tests' temporary folders (architecture "Tests"): one per file, removed after its tests; one per
 * call, removed after the test that made it.
 */
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolderForFile, tempFoldersForEachTest } from "./temp-folders.ts";

const makeFolder = tempFoldersForEachTest("iep-temp-test-");
const madeInFirstTest: string[] = [];

describe("tempFoldersForEachTest (the two tests run in this order)", () => {
  it("first test: makes new folders under the system's temp folder", () => {
    const a = makeFolder();
    const b = makeFolder();
    expect(a).not.toBe(b);
    for (const dir of [a, b]) {
      expect(existsSync(dir)).toBe(true);
      expect(path.dirname(dir)).toBe(os.tmpdir());
      expect(path.basename(dir)).toMatch(/^iep-temp-test-/);
    }
    madeInFirstTest.push(a, b);
  });

  it("second test: the first test's folders are gone", () => {
    expect(madeInFirstTest).toHaveLength(2);
    for (const dir of madeInFirstTest) expect(existsSync(dir)).toBe(false);
  });
});

let fileFolder = "";
describe("tempFolderForFile", () => {
  fileFolder = tempFolderForFile("iep-temp-file-");

  it("is made at once and kept while the tests run", () => {
    expect(existsSync(fileFolder)).toBe(true);
  });
});

describe("after the describe that made it", () => {
  it("is removed", () => {
    expect(fileFolder).not.toBe("");
    expect(existsSync(fileFolder)).toBe(false);
  });
});
