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

/**
 * Three projects (architecture "Tests"): domain rules, API against a real database, UI components in jsdom.
 * `TEST_DATABASE_URL` switches the API project from a fresh PGlite per file to PostgreSQL.
 * Every project's setup file fails a test on an unexpected console.error (`expectConsoleError`).
 */
export default defineConfig({
  test: {
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
          include: ["src/server/**/*.test.ts", "src/integration/**/*.test.ts"],
          setupFiles: [r("./src/shared/testing/setup-node.ts")],
          // The migrated database every file starts from, made once per run (src/server/test/global-setup.ts).
          globalSetup: [r("./src/server/test/global-setup.ts")],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One PGlite (WASM) per file is memory-hungry; two cores → two workers.
          maxWorkers: 2,
          fileParallelism: !process.env.TEST_DATABASE_URL,
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
        },
      },
    ],
  },
});
