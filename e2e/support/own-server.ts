/**
 * A server of one test's own, for a test that must stop the server or change the files it serves
 * (architecture "Tests": the browser suite runs its tests in parallel against one shared server, so
 * such a test must not touch that one). It runs inside the test's worker on a port of its own, on a
 * fresh temporary data folder, like `start-server.ts`: PGlite, the offline drafter, file mail, no
 * auth rate limits and `DB_FSYNC=off` (decision 009: commit durability is the server tests' and
 * `npm run bench:durability`'s to check, not the browser suite's).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadEnv } from "../../src/server/env.ts";
import { type RunningServer, startServer } from "../../src/server/main.ts";

/** A test's own server: `start()` and `stop()` it as often as the test needs, `dispose()` at the end. */
export interface OwnServer {
  /** Its origin, e.g. `http://127.0.0.1:4175`. */
  base: string;
  /** Starts the server (on the same data folder each time); resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops the server if it runs; the data folder stays. */
  stop(): Promise<void>;
  /** Stops the server and deletes its data folder. */
  dispose(): Promise<void>;
}

/**
 * A server on `port` (one port per test that uses this: two tests on one port would collide when
 * they run at once) serving the built client in `clientDir` (default `dist/`). Not started yet.
 */
export function ownServer(port: number, clientDir = path.resolve("dist")): OwnServer {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "iep-e2e-own-"));
  const env = loadEnv({
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    APP_URL: base,
    NODE_ENV: "test",
    DB_FSYNC: "off",
  });
  let running: RunningServer | undefined;
  const stop = async () => {
    const server = running;
    running = undefined;
    await server?.close();
  };
  return {
    base,
    start: async () => {
      running = await startServer(env, { clientDir, authRateLimit: false });
    },
    stop,
    dispose: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
