/**
 * Commits that survive a power cut for the embedded database (decision 009; architecture "Two ways to
 * run").
 *
 * PGlite 0.5 as shipped never flushes to the disk: its default start parameters include `-F`
 * (PostgreSQL's `fsync=off`), and the Emscripten NODEFS layer under `DATA_DIR/db` has no `fsync`
 * operation (`fsync()` and `fdatasync()` inside the WASM answer "done" without a system call). A
 * commit is written to the operating system's cache, which survives `kill -9` but not a power cut or
 * a kernel crash: recent commits are lost, and pages written by a checkpoint may be half on disk.
 *
 * The durable setting (on unless `DB_FSYNC=off`):
 * - starts PostgreSQL with `fsync=on` and `wal_sync_method=fsync` (the one method whose calls reach
 *   NODEFS; `fdatasync` does not);
 * - gives NODEFS an `fsync` operation that calls the host's `fsync(2)` on the real file, so each
 *   commit's WAL write and each checkpoint's data files are on the disk before PostgreSQL goes on;
 * - runs one CHECKPOINT at open, so what an earlier, unsynced run left in the cache is flushed.
 * The cost is measured by `bench/durability.ts` (figures in decision 009).
 */
import { fsyncSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";

/** WASI error numbers that Emscripten's `fd_sync` passes back to PostgreSQL. */
const WASI_EIO = 29;

/** Host errors meaning "this file type cannot be synced here" (a folder on some systems): not a failure. */
const UNSUPPORTED = new Set(["EINVAL", "ENOTSUP", "EISDIR", "EPERM", "EBADF"]);

/** PGlite's start parameters without `-F`, plus the one WAL sync method NODEFS carries out. */
export function durableStartParams(): string[] {
  return [...PGlite.defaultStartParams.filter((p) => p !== "-F"), "-c", "wal_sync_method=fsync"];
}

let hostFsyncs = 0;

/** How many host `fsync(2)` calls the durable setting has made in this process (for tests and the benchmark). */
export function hostFsyncCount(): number {
  return hostFsyncs;
}

interface NodeFsStream {
  nfd?: number;
}

/**
 * Gives the NODEFS layer of `client` (opened on a folder) an `fsync` that reaches the disk.
 * A failed sync answers EIO, so PostgreSQL stops rather than goes on as if the data were safe.
 * @returns false when this PGlite build exposes no NODEFS (e.g. an in-memory database): nothing done.
 */
export function enableHostFsync(client: PGlite): boolean {
  const mod = client.Module as unknown as { NODEFS?: { stream_ops?: Record<string, unknown> } };
  const ops = mod.NODEFS?.stream_ops;
  if (!ops) return false;
  ops.fsync = (stream: NodeFsStream) => {
    if (typeof stream.nfd !== "number") return 0;
    try {
      fsyncSync(stream.nfd);
      hostFsyncs += 1;
      return 0;
    } catch (err) {
      return UNSUPPORTED.has((err as { code?: string }).code ?? "") ? 0 : WASI_EIO;
    }
  };
  return true;
}
