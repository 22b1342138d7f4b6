/**
 * The audit log writer (architecture "Security model": "Every read and change of a student's records is written to
 * an audit log (who, what, when)"; FERPA 34 CFR 99.32 record of access).
 *
 * Services call `recordAudit` after the read or change succeeded, inside the same transaction when
 * there is one (pass the transaction handle as `db`), so a rolled-back change leaves no audit line.
 * A read (`*.list`, `*.read`) through a handle the server registered with `bufferReadAudits` is
 * written in a batch instead of its own round trip (`audit-buffer.ts`, decision 015).
 */
import type { Db } from "../db/client.ts";
import { auditLog } from "../db/schema/index.ts";
import { auditBufferFor } from "./audit-buffer.ts";

/** What happened, named `<entity>.<verb>` (e.g. "student.read", "note.create"). */
export type AuditAction =
  | "student.list"
  | "student.read"
  | "student.create"
  | "student.update"
  | "student.delete"
  | "note.list"
  | "note.read"
  | "note.create"
  | "note.update"
  | "note.delete"
  | (string & {});

/** One audit line. `userId` is the session's user (who); `entityId` the row touched, if one. */
export interface AuditEntry {
  userId: string;
  action: AuditAction;
  /** The kind of record: "student", "note", … */
  entity: string;
  entityId?: string | null;
  /** Small structured context, e.g. `{ fields: ["grade"] }` or `{ count: 6 }`. Never full record text. */
  detail?: Record<string, unknown> | null;
}

/**
 * Anything with drizzle's `insert` — the database or a transaction handle. Typed loosely so both
 * `Db` and the `tx` of `db.transaction(async (tx) => …)` fit.
 */
export type AuditWriter = Pick<Db, "insert">;

/** True for an action that only read records (`<entity>.list`, `<entity>.read`). */
export function isReadAction(action: string): boolean {
  return action.endsWith(".list") || action.endsWith(".read");
}

/**
 * Appends one line to `audit_log` (columns user_id, action, entity, entity_id, detail, at = now()).
 * A read through a buffered handle is queued with the time of the read and written within the
 * buffer's interval (decision 015).
 * @throws the driver's error when the insert fails (callers inside a transaction then roll back).
 */
export async function recordAudit(db: AuditWriter, entry: AuditEntry): Promise<void> {
  const buffer = isReadAction(entry.action) ? auditBufferFor(db) : undefined;
  if (buffer) {
    await buffer.add({
      userId: entry.userId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      detail: entry.detail ?? null,
      at: new Date(),
    });
    return;
  }
  await db.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    detail: entry.detail ?? null,
  });
}
