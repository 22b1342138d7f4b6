/**
 * The `follow_up` deadline a parent contact's follow-up date makes (requirements "Parent contact log"):
 * created, moved and removed with the contact, in the contact's transaction, so a follow-up never
 * outlives or misses its contact. It is an ordinary manual deadline afterwards (the teacher marks it
 * done, dismisses it or deletes it on the deadlines screen; deleting it only unlinks the contact).
 */
import { and, eq } from "drizzle-orm";
import type { Runner } from "../../db/client.ts";
import { deadlines } from "../../db/schema/index.ts";

/** What the contact asks of its follow-up deadline. */
export interface FollowUpRequest {
  /** The deadline the contact holds now (`parent_contacts.follow_up_deadline_id`), or null. */
  deadlineId: string | null;
  /** The follow-up day `YYYY-MM-DD`, or null for none. */
  dueDate: string | null;
  /** The deadline's title, e.g. "Follow up with Maria Lopez". */
  title: string;
}

/** What happened to the deadline, for the contact's audit line. */
export type FollowUpChange = "created" | "moved" | "removed" | "unchanged";

async function pendingOrAny(tx: Runner, userId: string, id: string) {
  const [row] = await tx
    .select({
      id: deadlines.id,
      dueDate: deadlines.dueDate,
      status: deadlines.status,
      title: deadlines.title,
    })
    .from(deadlines)
    .where(and(eq(deadlines.id, id), eq(deadlines.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Brings one contact's `follow_up` deadline in line with its follow-up date, in the caller's
 * transaction `tx`:
 * - a date and no deadline (never made, or the teacher deleted it) → a new pending deadline;
 * - a date and a deadline → its due date and title follow; a moved date makes it pending again;
 * - no date → a still-pending deadline is deleted; one done or dismissed stays as the record of it.
 * The student must already be checked as the teacher's.
 * @returns the deadline id to store on the contact (null without one) and what changed.
 */
export async function syncFollowUpDeadline(
  tx: Runner,
  userId: string,
  studentId: string,
  request: FollowUpRequest,
  now: Date,
): Promise<{ deadlineId: string | null; change: FollowUpChange }> {
  const current = request.deadlineId ? await pendingOrAny(tx, userId, request.deadlineId) : null;
  if (request.dueDate === null) {
    if (!current) return { deadlineId: null, change: "unchanged" };
    if (current.status !== "pending") return { deadlineId: null, change: "unchanged" };
    await tx.delete(deadlines).where(eq(deadlines.id, current.id));
    return { deadlineId: null, change: "removed" };
  }
  if (current) {
    const moved = current.dueDate !== request.dueDate;
    if (!moved && current.title === request.title) return { deadlineId: current.id, change: "unchanged" };
    await tx
      .update(deadlines)
      .set({
        dueDate: request.dueDate,
        title: request.title,
        ...(moved ? { status: "pending" } : {}),
        updatedAt: now,
      })
      .where(eq(deadlines.id, current.id));
    return { deadlineId: current.id, change: moved ? "moved" : "unchanged" };
  }
  const [row] = await tx
    .insert(deadlines)
    .values({
      userId,
      studentId,
      dueDate: request.dueDate,
      title: request.title,
      kind: "follow_up",
      status: "pending",
      source: "manual",
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: deadlines.id });
  if (!row) throw new Error("insert into deadlines returned no row");
  return { deadlineId: row.id, change: "created" };
}

/**
 * Deletes a deleted contact's follow-up deadline when it is still pending (a done or dismissed one
 * stays), in the caller's transaction.
 * @returns whether a deadline was deleted.
 */
export async function removeFollowUpDeadline(
  tx: Runner,
  userId: string,
  deadlineId: string | null,
): Promise<boolean> {
  if (!deadlineId) return false;
  const deleted = await tx
    .delete(deadlines)
    .where(and(eq(deadlines.id, deadlineId), eq(deadlines.userId, userId), eq(deadlines.status, "pending")))
    .returning({ id: deadlines.id });
  return deleted.length > 0;
}
