/**
 * The dependency lists of dynamic imports (`preload-deps.ts`): kept for the screens named, without
 * what the importing chunk already loaded through its static imports; empty for any other import;
 * the HTML's list untouched.
 */
import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { preloadDependencies } from "./preload-deps";

/** A bundle of chunks given as `file → its static imports`. */
function bundleOf(graph: Record<string, string[]>): Rollup.OutputBundle {
  return Object.fromEntries(
    Object.entries(graph).map(([fileName, imports]) => [fileName, { type: "chunk", fileName, imports }]),
  ) as unknown as Rollup.OutputBundle;
}

const MAIN = /^assets\/(dashboard|students)-page-[\w-]+\.js$/;

describe("preloadDependencies", () => {
  const { resolveDependencies, readBundle } = preloadDependencies(MAIN);
  readBundle(
    bundleOf({
      "assets/app-1.js": ["assets/react-1.js", "assets/router-1.js"],
      "assets/router-1.js": ["assets/react-1.js", "assets/runtime-1.js"],
      "assets/react-1.js": [],
      "assets/runtime-1.js": [],
      "assets/dashboard-page-Ab_9.js": ["assets/react-1.js", "assets/cards-1.js"],
      "assets/cards-1.js": ["assets/dates-1.js"],
      "assets/dates-1.js": [],
      "assets/admin-page-1.js": ["assets/react-1.js", "assets/charts-1.js"],
    }),
  );
  const js = (hostId: string) => ({ hostId, hostType: "js" as const });

  it("keeps a main screen's list without the files its importer loaded statically, however deep", () => {
    const deps = ["assets/react-1.js", "assets/runtime-1.js", "assets/cards-1.js", "assets/dates-1.js"];
    expect(resolveDependencies("assets/dashboard-page-Ab_9.js", deps, js("assets/app-1.js"))).toEqual([
      "assets/cards-1.js",
      "assets/dates-1.js",
    ]);
  });

  it("keeps files the importer does not load, when imported from a chunk with fewer static imports", () => {
    const deps = ["assets/react-1.js", "assets/cards-1.js"];
    expect(resolveDependencies("assets/dashboard-page-Ab_9.js", deps, js("assets/runtime-1.js"))).toEqual(
      deps,
    );
  });

  it("gives no list for an import of any other chunk", () => {
    expect(
      resolveDependencies("assets/admin-page-1.js", ["assets/charts-1.js"], js("assets/app-1.js")),
    ).toEqual([]);
  });

  it("leaves the HTML's list whole", () => {
    const deps = ["assets/react-1.js", "assets/router-1.js"];
    expect(resolveDependencies("assets/app-1.js", deps, { hostId: "index.html", hostType: "html" })).toEqual(
      deps,
    );
  });
});
