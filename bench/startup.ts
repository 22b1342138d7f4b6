/**
 * Start-up benchmark (architecture "Benchmarks"): the time from spawning `npm start` itself to the
 * first 200 from `/api/health`, on an existing data dir (already created and migrated by one untimed
 * start, which also builds the server bundle and the client when they are missing or stale). Runs it
 * RUNS times and prints median and max; then one start whose server bundle is stale (made older than
 * its sources), i.e. a start after a code change, which rebuilds `build/server/start.mjs` first.
 *
 * Figures are printed, not asserted. Run: `npm run bench:startup`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync, utimesSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { serverBundle } from "../scripts/build-server.mjs";
import { figure, freePort, median, note, repoRoot, tempDir } from "./support/server.ts";

const RUNS = 5;
const POLL_MS = 10;
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Spawns `npm start` in its own process group with a clean, PGlite-only setting. */
function spawnServer(dataDir: string, port: number): Started {
  const child = spawn("npm", ["start"], {
    cwd: repoRoot,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
      // Set but empty, so a developer's .env cannot switch the benchmark to another setup.
      DATABASE_URL: "",
      AI_API_KEY: "",
      SMTP_URL: "",
      NODE_ENV: "production",
    },
  });
  let log = "";
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => log, exited };
}

/** Polls /api/health until it answers 200; throws with the server's output on exit or timeout. */
async function waitHealthy(port: number, started: Started): Promise<void> {
  let exitCode: number | null | undefined;
  started.exited.then((c) => {
    exitCode = c;
  });
  const deadline = performance.now() + START_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}):\n${started.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(POLL_MS);
  }
  throw new Error(`no healthy answer within ${START_TIMEOUT_MS} ms:\n${started.output()}`);
}

/**
 * Stops the server the way a terminal does: SIGTERM to the whole process group (npm exec does not
 * pass signals on to the script it runs), then waits until every process of the group has exited, so the PGlite
 * lock is released before the next start. Kills the group if it has not exited in time.
 */
async function stopServer(started: Started): Promise<void> {
  const pid = started.child.pid;
  if (pid === undefined) return;
  process.kill(-pid, "SIGTERM");
  await started.exited;
  for (let waited = 0; groupAlive(pid); waited += 50) {
    if (waited >= STOP_TIMEOUT_MS) {
      process.kill(-pid, "SIGKILL");
      throw new Error(
        `the server did not stop within ${STOP_TIMEOUT_MS} ms of SIGTERM:\n${started.output()}`,
      );
    }
    await sleep(50);
  }
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One `npm start` on `dataDir`: ms from the spawn to the first healthy answer; stopped after. */
async function timedStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  const run = spawnServer(dataDir, port);
  await waitHealthy(port, run);
  const ms = performance.now() - t0;
  await stopServer(run);
  return ms;
}

async function main() {
  const dataDir = tempDir("startup");
  try {
    note(`start-up: npm start → first 200 from /api/health, ${RUNS} runs on one data dir`);
    // Untimed first start: builds the server and the client when missing or stale, creates and
    // migrates the database.
    await timedStart(dataDir);

    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await timedStart(dataDir));
    note(`runs: ${times.map((t) => t.toFixed(0)).join(", ")} ms`);
    figure("startup (npm start → healthy, existing data dir) median", median(times), "ms");
    figure("startup (npm start → healthy, existing data dir) max", Math.max(...times), "ms");

    // A bundle older than every source, as after a code change: the launcher rebuilds it first.
    utimesSync(serverBundle, 0, 0);
    figure("startup after a code change (rebuilds the server bundle)", await timedStart(dataDir), "ms");
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`startup benchmark failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
