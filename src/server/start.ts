/**
 * `npm start`: loads `.env` if present, validates settings (a bad value stops start-up naming the
 * setting), builds the client when `dist/` is missing, starts the server and prints its URL. The
 * embedded database's server answers `npm run backup` by signal (`db/backup-signal.ts`).
 *
 * `npm start` runs this file bundled ahead into `build/server/start.mjs` (`scripts/start.mjs`,
 * `scripts/build-server.mjs`); `npm run dev` runs it through tsx. Paths come from `repo-root.ts`, so
 * both find the same `.env` and `dist/`.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { listenForBackupRequests } from "./db/backup-signal.ts";
import { DatabaseLockedError } from "./db/client.ts";
import { ConfigError, loadEnv } from "./env.ts";
import { startServer } from "./main.ts";
import { repoRoot as root } from "./repo-root.ts";

const clientDir = path.join(root, "dist");

async function run() {
  if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  const env = loadEnv();
  if (!existsSync(path.join(clientDir, "index.html"))) {
    console.log("[iep] building the client (first start)…");
    const vite = path.join(root, "node_modules", "vite", "bin", "vite.js");
    const built = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], {
      cwd: root,
      stdio: "inherit",
    });
    if (built.status !== 0) throw new Error("The client build failed; see the output above.");
  }
  const server = await startServer(env, { clientDir });
  console.log(`\n  IEP Workspace is running at ${server.url}\n`);
  const stopListening = server.backupNow
    ? listenForBackupRequests(env.DATA_DIR, server.backupNow, (line) => console.log(`[iep] ${line}`))
    : () => {};
  const stop = (signal: string) => {
    console.log(`[iep] ${signal}: closing…`);
    stopListening();
    server.close().then(
      () => process.exit(0),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
}

run().catch((err) => {
  if (err instanceof ConfigError || err instanceof DatabaseLockedError) {
    console.error(`\n${err.message}\n`);
  } else {
    console.error(err);
  }
  process.exit(1);
});
