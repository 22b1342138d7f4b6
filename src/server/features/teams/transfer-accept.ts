/**
 * Accepting a transfer (requirements "Transfer"), in one transaction: the students the sender still
 * owns move to the receiver with every row attached (`moveStudents`), within the receiver's plan
 * limit (nothing moves past it); the receiver's own membership of those students ends; the sender
 * keeps what they chose (`keepAccess`: an active membership as viewer or co-teacher, or nothing);
 * other members stay. The legal clock's deadlines are recomputed in the receiver's settings (time
 * zone, reporting dates). Both teachers are notified and each student's move is audited on both
 * sides (`student.transfer`, ids only).
 */
import { and, eq, inArray, or } from "drizzle-orm";
import type { Transfer } from "../../../shared/contracts/teams.ts";
import { normalizeEmail } from "../../../shared/domain/email-address.ts";
import { countOf } from "../../../shared/domain/plural.ts";
import type { Db } from "../../db/client.ts";
import {
  type StudentTransferRow,
  studentMembers,
  students,
  studentTransfers,
  users,
} from "../../db/schema/index.ts";
import { recordAudit } from "../../lib/audit.ts";
import type { SessionUser } from "../../lib/hono-env.ts";
import { syncStudentDeadlines } from "../deadlines/index.ts";
import { assertStudentRoom, studentRoom } from "../students/index.ts";
import { notify, TEAM_LINK } from "./team-notices.ts";
import { moveStudents } from "./transfer-move.ts";
import { pendingTransfer, toTransfer } from "./transfers.service.ts";

/**
 * Accepts a pending transfer sent to `receiver`'s address (see the module comment).
 * @throws AppError 404 "Transfer not found" (not the receiver's, not pending, unknown); 403
 *   STUDENT_LIMIT_REACHED when the students would not fit the receiver's plan (nothing moves).
 */
export async function acceptTransfer(
  db: Db,
  receiver: SessionUser,
  id: string,
  now: Date,
): Promise<Transfer> {
  return db.transaction(async (tx) => {
    const row = await pendingTransfer(tx, receiver, id, "to");
    const moving = (
      await tx
        .select({ id: students.id })
        .from(students)
        .where(and(inArray(students.id, row.studentIds), eq(students.userId, row.fromUserId)))
        .for("update")
    ).map((s) => s.id);
    assertStudentRoom(await studentRoom(tx, receiver.id, now, { lock: true }), moving.length);
    await moveStudents(tx, moving, row.fromUserId, receiver.id);
    if (moving.length > 0) {
      await tx
        .delete(studentMembers)
        .where(
          and(
            inArray(studentMembers.studentId, moving),
            or(
              eq(studentMembers.userId, receiver.id),
              eq(studentMembers.email, normalizeEmail(receiver.email)),
            ),
          ),
        );
    }
    const [sender] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, row.fromUserId));
    if (row.keepAccess !== "none" && sender && moving.length > 0) {
      await tx
        .insert(studentMembers)
        .values(
          moving.map((studentId) => ({
            studentId,
            userId: row.fromUserId,
            email: normalizeEmail(sender.email),
            role: row.keepAccess,
            status: "active",
            invitedByUserId: receiver.id,
            invitedAt: now,
            acceptedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [studentMembers.studentId, studentMembers.email],
          set: { userId: row.fromUserId, role: row.keepAccess, status: "active", acceptedAt: now },
        });
    }
    for (const studentId of moving) await syncStudentDeadlines(tx, receiver.id, studentId, now);
    const [accepted] = await tx
      .update(studentTransfers)
      .set({ status: "accepted", answeredAt: now })
      .where(eq(studentTransfers.id, id))
      .returning();
    const receiverName = receiver.name.trim() || receiver.email;
    const senderName = sender?.name.trim() || sender?.email || "A teacher";
    const count = countOf(moving.length, "student");
    await notify(
      tx,
      [
        {
          userId: row.fromUserId,
          type: "team_update",
          title: "A transfer was accepted",
          body: `${receiverName} is now the case manager of the ${count} you handed over.`,
          link: TEAM_LINK,
        },
        {
          userId: receiver.id,
          type: "team_update",
          title: "Students transferred to you",
          body: `You are now the case manager of ${count} from ${senderName}.`,
          link: "/dashboard/students",
        },
      ],
      now,
    );
    for (const studentId of moving) {
      for (const [userId, side] of [
        [row.fromUserId, "sender"],
        [receiver.id, "receiver"],
      ] as const) {
        await recordAudit(tx, {
          userId,
          action: "student.transfer",
          entity: "student",
          entityId: studentId,
          detail: {
            transferId: id,
            side,
            fromUserId: row.fromUserId,
            toUserId: receiver.id,
            keepAccess: row.keepAccess,
          },
        });
      }
    }
    return toTransfer(tx, accepted as StudentTransferRow, receiver);
  });
}
