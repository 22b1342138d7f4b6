/**
 * Starts the real app for the end-to-end suite (architecture "Tests": end to end against the real server on a
 * temp data dir). Run by Playwright's `webServer` as `node --import tsx e2e/support/start-server.ts`.
 *
 * - A fresh temporary `DATA_DIR` per run: embedded PGlite (commits not synced: `DB_FSYNC=off`),
 *   generated auth secret, mail as .eml files.
 * - Hermetic: `DATABASE_URL`, `AI_*` and `SMTP_URL` from the caller's environment are ignored, so the
 *   suite always uses PGlite, the offline drafter and file mail; `.env` is not read.
 * - Serves the built client from `dist/` (`npm run test:e2e` builds it first; it is built here only
 *   when missing).
 * - On SIGTERM/SIGINT (Playwright's graceful shutdown) closes the server and deletes the data dir.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadEnv } from "../../src/server/env.ts";
import { startServer } from "../../src/server/main.ts";
import { E2E_BASE_URL, E2E_DATA_DIR_POINTER, E2E_PORT } from "./constants.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const clientDir = path.join(root, "dist");

function buildClientIfMissing() {
  if (existsSync(path.join(clientDir, "index.html"))) return;
  console.log("[e2e] dist/ is missing: building the client…");
  const vite = path.join(root, "node_modules", "vite", "bin", "vite.js");
  const built = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("The client build failed; see the output above.");
}

async function main() {
  buildClientIfMissing();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "iep-e2e-"));
  // Specs read mailed links from DATA_DIR/mail (e2e/support/mail.ts): say where it is.
  writeFileSync(E2E_DATA_DIR_POINTER, dataDir, { mode: 0o600 });
  const env = loadEnv({
    PORT: String(E2E_PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    APP_URL: E2E_BASE_URL,
    NODE_ENV: "test",
    // Commits are not synced to the disk (decision 009: durability is checked by the server's own
    // tests, `db/durability.test.ts`, and `npm run bench:durability`); the suite's data folder is
    // thrown away anyway, and a sync per commit made the suite's writes wait on the disk.
    DB_FSYNC: "off",
  });
  const server = await startServer(env, { clientDir, authRateLimit: false });
  console.log(`[e2e] serving ${server.url} with data in ${dataDir}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[e2e] ${signal}: closing the server and removing ${dataDir}`);
    server
      .close()
      .catch((err) => console.error("[e2e] error while closing:", err))
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        rmSync(E2E_DATA_DIR_POINTER, { force: true });
        process.exit(0);
      });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((err) => {
  console.error("[e2e] the server could not start:", err);
  process.exit(1);
});
