/**
 * Durability benchmark (decision 009): what syncing each commit to the disk costs the embedded
 * database, and what a backup costs the running server.
 *
 * - Commits: single-row INSERTs (each its own commit, like most API writes) on a migrated PGlite
 *   folder in the OS temp dir, with `DB_FSYNC=off` (PGlite's default: nothing synced) and on (the
 *   default: fsync=on, host fsync per commit). ROUNDS alternating rounds of COMMITS each; medians.
 * - Backup: `Database.snapshot` (CHECKPOINT + dumpDataDir, gzip) of that database, its size, and the
 *   longest event-loop stall while it runs (requests wait at most this long).
 *
 * Figures are printed, not asserted. Run: `npm run bench:durability`.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { type Database, openDatabase } from "../src/server/db/client.ts";
import { hostFsyncCount } from "../src/server/db/durability.ts";
import { figure, median, note, tempDir } from "./support/server.ts";

const ROUNDS = 3;
const COMMITS = 300;

async function commitsPerSecond(database: Database): Promise<{ perSecond: number; fsyncs: number }> {
  const fsyncsBefore = hostFsyncCount();
  const t0 = performance.now();
  for (let i = 0; i < COMMITS; i++) {
    await database.rawQuery("insert into rate_limit (id, key, count, last_request) values ($1, $1, 1, $2)", [
      `bench-${performance.now()}-${i}`,
      i,
    ]);
  }
  const seconds = (performance.now() - t0) / 1000;
  return { perSecond: COMMITS / seconds, fsyncs: (hostFsyncCount() - fsyncsBefore) / COMMITS };
}

async function main() {
  const root = tempDir("durability");
  try {
    note(
      `commits: ${COMMITS} single-row INSERTs per round, ${ROUNDS} rounds per setting, folder in ${path.dirname(root)}`,
    );
    const results: Record<"off" | "on", number[]> = { off: [], on: [] };
    let fsyncsPerCommit = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const setting of ["off", "on"] as const) {
        const dir = path.join(root, `${setting}-${round}`);
        const database = await openDatabase({ kind: "pglite", dataDir: dir, durable: setting === "on" });
        try {
          const { perSecond, fsyncs } = await commitsPerSecond(database);
          results[setting].push(perSecond);
          if (setting === "on") fsyncsPerCommit = fsyncs;
        } finally {
          await database.close();
          rmSync(dir, { recursive: true, force: true });
        }
      }
    }
    note(
      `off: ${results.off.map((v) => v.toFixed(0)).join(", ")} commits/s; on: ${results.on.map((v) => v.toFixed(0)).join(", ")} commits/s`,
    );
    const off = median(results.off);
    const on = median(results.on);
    figure("commits with DB_FSYNC=off (PGlite default, nothing synced) median", off, "commits/s");
    figure("commits with DB_FSYNC=on (default, fsync per commit) median", on, "commits/s");
    figure("extra time per commit with DB_FSYNC=on", 1000 / on - 1000 / off, "ms", 2);
    figure("host fsync calls per commit with DB_FSYNC=on", fsyncsPerCommit, "calls", 1);

    const dir = path.join(root, "backup");
    const database = await openDatabase({ kind: "pglite", dataDir: dir });
    try {
      await commitsPerSecond(database);
      const times: number[] = [];
      const stalls: number[] = [];
      let size = 0;
      for (let i = 0; i < 3; i++) {
        // The longest gap between ticks of a 1 ms timer while the backup runs.
        let last = performance.now();
        let longest = 0;
        const ticker = setInterval(() => {
          const t = performance.now();
          longest = Math.max(longest, t - last);
          last = t;
        }, 1);
        const t0 = performance.now();
        size = (await database.snapshot!()).length;
        times.push(performance.now() - t0);
        await sleep(20);
        clearInterval(ticker);
        stalls.push(longest);
      }
      figure("backup (CHECKPOINT + dumpDataDir gzip) median", median(times), "ms");
      figure("backup size (fresh database)", size / 1e6, "MB", 1);
      figure("backup longest event-loop stall median", median(stalls), "ms");
    } finally {
      await database.close();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(`durability benchmark failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
