/**
 * Keeps a student's computed deadlines in line with the legal clock (requirements "Deadlines";
 * `shared/domain/legal-clock.ts`): called in the same transaction as every change of the student's
 * record and of their meetings, so the deadlines are never stale, never duplicated (one current row per
 * student and kind, `deadlines.computed_key` unique) and move when their source date moves.
 */
import { and, desc, eq, inArray, isNotNull, isNull, max, ne, notExists, or } from "drizzle-orm";
import type { ComputedDeadlineKind, DeadlineStatus } from "../../../shared/contracts/deadlines.ts";
import {
  computeLegalDeadlines,
  planDeadlineSync,
  type StoredComputedDeadline,
} from "../../../shared/domain/legal-clock.ts";
import { calendarDateIn } from "../../../shared/domain/note-record.ts";
import type { Runner } from "../../db/client.ts";
import { deadlines, iepConsents, iepSignatures, ieps, meetings, students } from "../../db/schema/index.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";
import { readReportingDates } from "./reporting-dates.ts";

/**
 * Brings the computed deadlines of one student of `userId` up to date at `now` (dates in the teacher's
 * time zone). A student that is not the teacher's is ignored.
 * @returns the number of rows inserted, moved, archived or removed.
 */
export async function syncStudentDeadlines(
  tx: Runner,
  userId: string,
  studentId: string,
  now: Date,
): Promise<number> {
  const [student] = await tx
    .select({
      dateOfBirth: students.dateOfBirth,
      annualMeetingDueDate: students.annualMeetingDueDate,
      lastEvaluationDate: students.lastEvaluationDate,
      createdAt: students.createdAt,
    })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.userId, userId)))
    .limit(1);
  if (!student) return 0;
  const timeZone = await teacherTimeZone(tx, userId);
  const [held] = await tx
    .select({ last: max(meetings.scheduledDate) })
    .from(meetings)
    .where(
      and(eq(meetings.studentId, studentId), eq(meetings.type, "annual_review"), eq(meetings.status, "held")),
    );
  const [closedReport] = await tx
    .select({ last: max(deadlines.dueDate) })
    .from(deadlines)
    .where(
      and(
        eq(deadlines.studentId, studentId),
        eq(deadlines.kind, "progress_report"),
        eq(deadlines.source, "computed"),
        inArray(deadlines.status, ["done", "dismissed"]),
      ),
    );
  const reportingDates = await readReportingDates(tx, userId);
  const iepDates = await iepSigningDates(tx, userId, studentId);
  const wanted = computeLegalDeadlines({
    ...iepDates,
    dateOfBirth: student.dateOfBirth,
    annualMeetingDueDate: student.annualMeetingDueDate,
    lastEvaluationDate: student.lastEvaluationDate,
    lastAnnualReviewHeld: held?.last ? calendarDateIn(new Date(held.last), timeZone) : null,
    lastProgressReportClosed: closedReport?.last ?? null,
    caseloadStart: calendarDateIn(student.createdAt, timeZone),
    reportingDates,
    today: calendarDateIn(now, timeZone),
  });
  const current = await tx
    .select({ id: deadlines.id, kind: deadlines.kind, dueDate: deadlines.dueDate, status: deadlines.status })
    .from(deadlines)
    .where(and(eq(deadlines.studentId, studentId), isNotNull(deadlines.computedKey)))
    .orderBy(desc(deadlines.createdAt));
  const plan = planDeadlineSync(
    current.map((c) => ({
      ...c,
      kind: c.kind as ComputedDeadlineKind,
      status: c.status as DeadlineStatus,
    })) satisfies StoredComputedDeadline[],
    wanted,
  );
  for (const id of plan.remove) await tx.delete(deadlines).where(eq(deadlines.id, id));
  for (const id of plan.archive) {
    await tx.update(deadlines).set({ computedKey: null, updatedAt: now }).where(eq(deadlines.id, id));
  }
  for (const m of plan.move) {
    await tx
      .update(deadlines)
      .set({ dueDate: m.dueDate, title: m.title, updatedAt: now })
      .where(eq(deadlines.id, m.id));
  }
  if (plan.insert.length > 0) {
    await tx
      .insert(deadlines)
      .values(
        plan.insert.map((d) => ({
          userId,
          studentId,
          dueDate: d.dueDate,
          title: d.title,
          kind: d.kind,
          source: "computed",
          computedKey: d.kind,
          status: "pending",
          createdAt: now,
          updatedAt: now,
        })),
      )
      // Two changes of one student at once: the unique key keeps one row; the other sync is a no-op.
      .onConflictDoNothing();
  }
  await linkAnnualReviewMeetings(tx, studentId, now);
  return plan.insert.length + plan.move.length + plan.archive.length + plan.remove.length;
}

/**
 * What the legal clock reads of the student's IEPs (requirements "Signatures and consent"): the start
 * date of the latest final IEP without a parent's signature that stands (not voided), and of the final
 * initial IEP without a consent answer for initial services (34 CFR 300.300(b)).
 */
async function iepSigningDates(
  tx: Runner,
  userId: string,
  studentId: string,
): Promise<{ unsignedFinalIepStart: string | null; initialIepAwaitingConsentStart: string | null }> {
  const final = and(eq(ieps.userId, userId), eq(ieps.studentId, studentId), eq(ieps.status, "final"));
  const [unsigned] = await tx
    .select({ startDate: ieps.startDate })
    .from(ieps)
    .where(
      and(
        final,
        notExists(
          tx
            .select({ id: iepSignatures.id })
            .from(iepSignatures)
            .where(
              and(
                eq(iepSignatures.iepId, ieps.id),
                eq(iepSignatures.signerRole, "parent"),
                isNull(iepSignatures.voidedAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(ieps.startDate))
    .limit(1);
  const [awaiting] = await tx
    .select({ startDate: ieps.startDate })
    .from(ieps)
    .where(
      and(
        final,
        eq(ieps.kind, "initial"),
        notExists(
          tx
            .select({ id: iepConsents.id })
            .from(iepConsents)
            .where(and(eq(iepConsents.iepId, ieps.id), eq(iepConsents.kind, "initial_services"))),
        ),
      ),
    )
    .orderBy(desc(ieps.startDate))
    .limit(1);
  return {
    unsignedFinalIepStart: unsigned?.startDate ?? null,
    initialIepAwaitingConsentStart: awaiting?.startDate ?? null,
  };
}

/**
 * Upcoming annual-review meetings of the student answer the current annual-review deadline
 * (requirements "Deadlines"): one scheduled before the deadline existed, or linked to one now kept as
 * history, is linked to the current one.
 */
async function linkAnnualReviewMeetings(tx: Runner, studentId: string, now: Date): Promise<void> {
  const [current] = await tx
    .select({ id: deadlines.id })
    .from(deadlines)
    .where(and(eq(deadlines.studentId, studentId), eq(deadlines.computedKey, "annual_review")))
    .limit(1);
  const target = current?.id ?? null;
  const upcoming = and(
    eq(meetings.studentId, studentId),
    eq(meetings.type, "annual_review"),
    inArray(meetings.status, ["scheduled", "rescheduled"]),
  );
  const stale = target
    ? or(isNull(meetings.deadlineId), ne(meetings.deadlineId, target))
    : isNotNull(meetings.deadlineId);
  await tx.update(meetings).set({ deadlineId: target, updatedAt: now }).where(and(upcoming, stale));
}

/** What the legal clock reads of a student just added (see {@link syncNewStudentsDeadlines}). */
export interface NewStudentDates {
  id: string;
  dateOfBirth: string | null;
  annualMeetingDueDate: string | null;
  lastEvaluationDate: string | null;
  createdAt: Date;
}

/** Rows per multi-row insert of deadlines (well under PostgreSQL's 65,535 bind parameters). */
const DEADLINE_INSERT_CHUNK = 500;

/**
 * The computed deadlines of students added in this transaction (a roster import, a restore): the
 * same rule as {@link syncStudentDeadlines} for a student with no meeting and no deadline yet — which
 * is what a new student has — read once for the teacher (time zone, reporting dates) and written in
 * multi-row inserts instead of about nine statements a student.
 * @returns the number of deadlines inserted.
 */
export async function syncNewStudentsDeadlines(
  tx: Runner,
  userId: string,
  added: readonly NewStudentDates[],
  now: Date,
): Promise<number> {
  if (added.length === 0) return 0;
  const timeZone = await teacherTimeZone(tx, userId);
  const reportingDates = await readReportingDates(tx, userId);
  const today = calendarDateIn(now, timeZone);
  const rows = added.flatMap((student) =>
    computeLegalDeadlines({
      dateOfBirth: student.dateOfBirth,
      annualMeetingDueDate: student.annualMeetingDueDate,
      lastEvaluationDate: student.lastEvaluationDate,
      lastAnnualReviewHeld: null,
      lastProgressReportClosed: null,
      caseloadStart: calendarDateIn(student.createdAt, timeZone),
      reportingDates,
      today,
    }).map((d) => ({
      userId,
      studentId: student.id,
      dueDate: d.dueDate,
      title: d.title,
      kind: d.kind,
      source: "computed",
      computedKey: d.kind,
      status: "pending",
      createdAt: now,
      updatedAt: now,
    })),
  );
  for (let i = 0; i < rows.length; i += DEADLINE_INSERT_CHUNK) {
    await tx
      .insert(deadlines)
      .values(rows.slice(i, i + DEADLINE_INSERT_CHUNK))
      .onConflictDoNothing();
  }
  return rows.length;
}

/** Syncs every student of every teacher (start-up, the daily job): the clock's "today" moves too. */
export async function syncAllDeadlines(db: Runner, now: Date): Promise<number> {
  const rows = await db.select({ id: students.id, userId: students.userId }).from(students);
  let changed = 0;
  for (const r of rows) changed += await syncStudentDeadlines(db, r.userId, r.id, now);
  return changed;
}
