import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { contentPlugin, siteSettings } from "./scripts/vite/content-plugin.ts";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  "@shared": r("./src/shared"),
  "@server": r("./src/server"),
  "@client": r("./src/client"),
};

/** Where the API project's test files are. */
const API_TEST_ROOTS = ["src/server", "src/integration"];

/**
 * The API test files that open the test database through the harness (`src/server/test/harness.ts`,
 * its set-up helpers `test/set-up.ts`, the notes kit that opens one, or the two-instance helpers): the
 * only files whose outcome depends on which database the run uses. The PostgreSQL pass runs these
 * alone; the others (pure server code, PGlite folders, CLI commands) would repeat exactly what the
 * PGlite pass ran.
 */
function databaseTestFiles(): string[] {
  return API_TEST_ROOTS.flatMap((root) =>
    readdirSync(r(`./${root}`), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".test.ts"))
      .map((f) => `${root}/${f}`)
      .filter((f) =>
        /\/(harness|set-up|kits\/notes|two-instances)\.ts"/.test(readFileSync(r(`./${f}`), "utf8")),
      ),
  );
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Four projects (architecture "Tests"): domain rules, the repository's tooling, the API against a real
 * database, UI components in jsdom. `TEST_DATABASE_URL` switches the API project from PGlite to
 * PostgreSQL and narrows it to the files that use the database. Every project's setup file fails a
 * test on an unexpected console.error (`expectConsoleError`).
 */
/**
 * Workers: one per core, at least two. Vitest's own default for a run is one less than the cores, which
 * left one of a 2-core machine's cores idle during the UI and domain projects (architecture "Tests").
 */
const WORKERS = Math.max(2, availableParallelism());

/**
 * The libraries the UI files import, bundled once per run by Vitest's dependency optimizer. Each UI
 * file keeps its own modules (architecture "Tests": "Levers kept"), so each imports these anew; as one
 * bundle each is a single module to evaluate instead of hundreds (lucide-react, date-fns, recharts):
 * the UI project's import time went from 52 to 28 s on 2 cores. React itself stays external (the
 * bundles reach it through a facade), so the app, the libraries and Testing Library share one React.
 * A library left off this list still works, unbundled.
 */
const UI_LIBRARIES = [
  "react-dom",
  "react-dom/client",
  "react-router",
  "@tanstack/react-query",
  "lucide-react",
  "react-hook-form",
  "@hookform/resolvers/zod",
  "sonner",
  "zod",
  "date-fns",
  "date-fns/locale",
  "@date-fns/tz",
  "@radix-ui/react-alert-dialog",
  "@radix-ui/react-dialog",
  "@radix-ui/react-slot",
  "@radix-ui/react-tabs",
  "recharts",
  "react-big-calendar",
  "clsx",
  "tailwind-merge",
  "idb-keyval",
  "minisearch",
  "@testing-library/react",
  "@testing-library/user-event",
];

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "domain",
          environment: "node",
          include: ["src/shared/**/*.test.ts"],
          setupFiles: [r("./src/shared/testing/setup-node.ts")],
        },
      },
      {
        // Checks of the repository's own tooling, e.g. the import rules of .dependency-cruiser.cjs.
        test: {
          name: "tooling",
          environment: "node",
          include: ["scripts/**/*.test.ts"],
          setupFiles: [r("./src/shared/testing/setup-node.ts")],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          environment: "node",
          // src/integration: client code run against the in-process server (the outbox replay test).
          include: onPostgres ? databaseTestFiles() : API_TEST_ROOTS.map((root) => `${root}/**/*.test.ts`),
          setupFiles: [r("./src/shared/testing/setup-node.ts")],
          // The migrated database every file starts from, made once per run (src/server/test/global-setup.ts).
          globalSetup: [r("./src/server/test/global-setup.ts")],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One PGlite (WASM) per file is memory-hungry: two workers at most. Each file has its own
          // database on PostgreSQL too, so files run side by side there as well.
          maxWorkers: Math.min(WORKERS, 2),
          // Its own maxWorkers needs its own group (vitest 4), run after the domain and UI projects.
          sequence: { groupOrder: 1 },
        },
      },
      {
        plugins: [react(), contentPlugin(r("./content"), siteSettings({}))],
        resolve: { alias },
        test: {
          name: "ui",
          environment: "jsdom",
          include: ["src/client/**/*.test.tsx"],
          // Screens render a whole route tree; on a busy 2-core machine one can take over 5 s.
          testTimeout: 15_000,
          setupFiles: [r("./src/client/test/setup.ts")],
          // Each UI file imports the client's libraries anew: bundled once per run (UI_LIBRARIES).
          deps: { optimizer: { client: { enabled: true, include: UI_LIBRARIES } } },
        },
      },
    ],
  },
});
