/**
 * Shorter dependency lists for dynamic imports (architecture "Layout": the signed-in dashboard's
 * JavaScript budget). For every `import()` Vite writes into the importing chunk the list of files to
 * fetch alongside the imported one (`build.modulePreload`), so a screen's files load in parallel
 * rather than one after another. Those names are bytes every teacher downloads with the teacher
 * area's first chunk: one list per lazy screen, dialog and public page, about 5 KB before
 * compression. {@link preloadDependencies} keeps the lists where they save a wait:
 *
 * - for the screens `keepFor` matches (the dashboard, where a signed-in teacher starts), without the
 *   files the importing chunk imports statically: a chunk runs only after its whole static import
 *   tree has loaded, so those are always there already;
 * - for every other `import()`, none: its chunk's own imports are then fetched when it arrives (one
 *   more round trip on a first visit, or in the background for the main screens' preload; once the
 *   service worker controls the page it serves them from its cache).
 *
 * The HTML's own list (the first chunks of a page) is kept whole.
 */
import type { Plugin, Rollup } from "vite";

/** Vite's `build.modulePreload.resolveDependencies` signature. */
export type ResolveDependencies = (
  filename: string,
  deps: string[],
  context: { hostId: string; hostType: "html" | "js" },
) => string[];

/**
 * The plugin that reads the finished bundle (before Vite writes the lists) and the
 * `resolveDependencies` function for `build.modulePreload` that uses it.
 * @param keepFor matches the output file names (e.g. `assets/dashboard-page-1a2b.js`) whose
 *   dependency lists are kept.
 */
export function preloadDependencies(keepFor: RegExp): {
  plugin: Plugin;
  resolveDependencies: ResolveDependencies;
  /** Sets the bundle the function reads (what the plugin does during a build; tests call it). */
  readBundle: (bundle: Rollup.OutputBundle) => void;
} {
  let bundle: Rollup.OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();
  const readBundle = (output: Rollup.OutputBundle) => {
    bundle = output;
    closures.clear();
  };

  /** Every file `fileName` imports statically, directly or through others (its own name included). */
  const staticClosure = (fileName: string): Set<string> => {
    const known = closures.get(fileName);
    if (known) return known;
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      const chunk = bundle?.[name];
      if (chunk?.type === "chunk") for (const imported of chunk.imports) visit(imported);
    };
    visit(fileName);
    closures.set(fileName, seen);
    return seen;
  };

  return {
    plugin: {
      name: "iep-preload-dependencies",
      apply: "build",
      // Before Vite's own generateBundle, which writes the lists.
      generateBundle: { order: "pre", handler: (_options, output) => readBundle(output) },
    },
    resolveDependencies: (filename, deps, { hostId, hostType }) => {
      if (hostType === "html") return deps;
      if (!keepFor.test(filename)) return [];
      const loaded = staticClosure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
    readBundle,
  };
}
