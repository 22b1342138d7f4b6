/**
 * End-to-end tests (architecture "Tests"): Playwright drives Debian's Chromium against the real
 * server, started once for the suite on a fresh temporary data dir by `e2e/support/start-server.ts`.
 *
 * Playwright never downloads a browser here: it launches `CHROMIUM_PATH` or `/usr/bin/chromium`.
 * Three workers (`E2E_WORKERS` overrides), every test on its own (`fullyParallel`), all against the
 * one server: each test makes its own teacher with a unique address, and a test that must stop the
 * server or change the files it serves starts a server of its own (`e2e/support/own-server.ts`).
 * No retries: a flaky test is a bug to fix, not to hide.
 */
import { defineConfig } from "@playwright/test";
import { E2E_BASE_URL } from "./e2e/support/constants.ts";

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Sized for CI's 2 cores, which the server, the browsers and the workers share. A browser test
  // mostly waits (for the page, the server, mail files, axe in the page): with two workers the suite
  // used about half of the two cores (about 200 CPU-s over its 325 s in CI), so a third worker runs
  // a third test in time that was idle. The longest tests (60 s) still fit the shorter run.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: isCI,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: "test-results",
  reporter: isCI ? [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]] : "list",
  use: {
    baseURL: E2E_BASE_URL,
    browserName: "chromium",
    viewport: { width: 1280, height: 800 },
    locale: "en-US",
    timezoneId: "America/Chicago",
    // A failed test keeps its trace (actions, DOM snapshots, network, console); the screencast is not
    // recorded: on 4 specs with two workers it cost about a fifth of the suite's CPU (55 → 42 CPU-s).
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium" }],
  webServer: {
    command: "node --import tsx e2e/support/start-server.ts",
    url: `${E2E_BASE_URL}/api/health`,
    // Always a fresh server and data dir: a reused server would carry another run's accounts.
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
