/**
 * Batched audit lines for reads (requirements "Audit log"; decision 015).
 *
 * A read of a student record is still written to `audit_log` with who, what and when, but not in a
 * round trip of its own: the line is kept in memory with the time of the read and written together
 * with others, at most `flushMs` later or as soon as `maxRows` lines wait, and on a clean shutdown
 * (`close()`, called by the server's `close` before the database closes). Changes are never buffered:
 * they are written in the transaction of the change (`audit.ts`).
 *
 * What a crash (not a clean shutdown) can lose: the reads of the last `flushMs` (1 s by default).
 */
import type { Db } from "../db/client.ts";
import { auditLog } from "../db/schema/index.ts";

/** One line waiting to be written: the columns of `audit_log` with the time of the read. */
export interface BufferedAuditRow {
  userId: string;
  action: string;
  entity: string;
  entityId: string | null;
  detail: Record<string, unknown> | null;
  at: Date;
}

export interface AuditBufferOptions {
  /** Longest wait before waiting lines are written, in ms. Default 1000. */
  flushMs?: number;
  /** Lines that trigger a write at once. Default 200. */
  maxRows?: number;
  /** Where a failed write is reported (the lines are kept and tried again at the next flush). */
  log?: (line: string) => void;
}

/** The buffer of one database handle; see the module comment. */
export class AuditBuffer {
  private rows: BufferedAuditRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly flushMs: number;
  private readonly maxRows: number;

  constructor(
    private readonly db: Pick<Db, "insert">,
    private readonly opts: AuditBufferOptions = {},
  ) {
    this.flushMs = opts.flushMs ?? 1000;
    this.maxRows = opts.maxRows ?? 200;
  }

  /** Keeps one line; schedules or starts its write. After `close()` the line is written at once. */
  add(row: BufferedAuditRow): Promise<void> {
    this.rows.push(row);
    if (this.closed || this.rows.length >= this.maxRows) return this.flush();
    this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
    this.timer.unref?.();
    return Promise.resolve();
  }

  /** Lines waiting to be written (for tests and the shutdown log). */
  get pending(): number {
    return this.rows.length;
  }

  /**
   * Writes every waiting line in one insert, after any write already under way.
   * A failed write puts the lines back (tried again at the next flush) and is reported to `log`.
   */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.writing = this.writing.then(async () => {
      const batch = this.rows.splice(0, this.rows.length);
      if (batch.length === 0) return;
      try {
        await this.db.insert(auditLog).values(batch);
      } catch (err) {
        this.rows.unshift(...batch);
        this.opts.log?.(`audit: ${batch.length} read lines not written yet: ${(err as Error).message}`);
        if (this.closed) throw err;
      }
    });
    return this.writing;
  }

  /** Stops the timer and writes what waits; later lines are written one by one. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }
}

const buffers = new WeakMap<object, AuditBuffer>();

/**
 * Makes `recordAudit` buffer read lines written through `db` (the server's handle; a transaction
 * handle is never registered, so lines written inside a transaction stay in it).
 * @returns the buffer, whose `close()` the server awaits before closing the database.
 */
export function bufferReadAudits(db: Db, opts: AuditBufferOptions = {}): AuditBuffer {
  const buffer = new AuditBuffer(db, opts);
  buffers.set(db, buffer);
  return buffer;
}

/** The read buffer registered for this handle, if any. */
export function auditBufferFor(db: object): AuditBuffer | undefined {
  return buffers.get(db);
}
