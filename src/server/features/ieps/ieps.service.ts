/**
 * A student's IEP versions (requirements "IEP versions"): the list, one version, a new draft (a
 * snapshot of the record, or for an amendment a copy of the final IEP it amends), a change of a
 * draft, the deletion of a draft. Every query is scoped by the student's owner (`ownerId`, the
 * gate's `dataOwnerOf`); another teacher's student or IEP answers 404 like a missing one. A final or
 * superseded version is never written again (409 IEP_FINAL). Reads and changes are audited with ids
 * and counts only.
 */
import { isDeepStrictEqual } from "node:util";
import { and, desc, eq, isNull } from "drizzle-orm";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import type { CreateIepInput, Iep, UpdateIepInput } from "../../../shared/contracts/ieps.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { addDays, addYears } from "../../../shared/domain/legal-clock.ts";
import { todayIn } from "../../../shared/domain/teacher-time.ts";
import type { Db, Runner } from "../../db/client.ts";
import { iepSignatures, ieps, meetings, students } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { authorColumn, authorNames } from "../../lib/authors.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";
import { fieldLine } from "../../lib/validation.ts";
import { type StudentRow, snapshotOfRecord } from "./iep-snapshot.ts";
import { findIep, type IepRow, toIep } from "./ieps.repository.ts";

const ENTITY = "iep";

/** The sentences a teacher reads when an IEP request is refused (requirements "IEP versions"). */
export const IEP_MESSAGES = {
  notFound: "IEP not found",
  meetingNotFound: "Meeting not found",
  final: "This IEP is final and cannot be changed. Amend it instead.",
  draftExists: "This student already has an IEP draft. Open it, or delete it before starting another.",
  amendOnlyFinal: "Only the IEP in effect can be amended",
  endBeforeStart: "The end date can't be before the start date.",
  longerThanAYear:
    "An IEP runs at most one year: the end date must be within a year of the start date (34 CFR 300.324(b)(1)).",
} as const;

export const iepNotFound = () => notFound(IEP_MESSAGES.notFound);

/** 409 IEP_FINAL: a write to a final or superseded version. */
export const iepFinal = () => new AppError(409, ErrorCode.IEP_FINAL, IEP_MESSAGES.final);

/** A 400 VALIDATION_ERROR naming the field, in the shape the validation hook answers. */
export function refuse(field: string, message: string): AppError {
  const line = fieldLine(field, message);
  return new AppError(400, ErrorCode.VALIDATION_ERROR, line, { fields: [line] });
}

/** The student row of owner `ownerId`. @throws AppError 404 "Student not found". */
export async function ownedStudent(db: Runner, ownerId: string, studentId: string): Promise<StudentRow> {
  const [row] = await db
    .select()
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.userId, ownerId)))
    .limit(1);
  if (!row) throw notFound(messages.students.notFound);
  return row;
}

/** @throws AppError 404 "Meeting not found" unless the meeting is the owner's meeting of this student. */
async function assertMeetingOfStudent(db: Runner, ownerId: string, studentId: string, meetingId: string) {
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.id, meetingId), eq(meetings.userId, ownerId), eq(meetings.studentId, studentId)))
    .limit(1);
  if (!row) throw notFound(IEP_MESSAGES.meetingNotFound);
}

/**
 * The IEP's dates rule (requirements "IEP versions"; 34 CFR 300.324(b)(1): reviewed at least once a
 * year): the end not before the start, and at most one year less a day after it.
 * @throws AppError 400 VALIDATION_ERROR naming `endDate`.
 */
export function assertIepDates(startDate: string, endDate: string): void {
  if (endDate < startDate) throw refuse("endDate", IEP_MESSAGES.endBeforeStart);
  if (endDate > addDays(addYears(startDate, 1), -1)) throw refuse("endDate", IEP_MESSAGES.longerThanAYear);
}

/** The default end date: one year after the start, less a day (2026-09-15 → 2027-09-14). */
export const defaultEndDate = (startDate: string) => addDays(addYears(startDate, 1), -1);

/** True for a violation of a unique index (PostgreSQL 23505), also when wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === "23505") return true;
  return false;
}

/** The student's draft, if any. */
async function draftOf(db: Runner, ownerId: string, studentId: string): Promise<IepRow | null> {
  const [row] = await db
    .select()
    .from(ieps)
    .where(and(eq(ieps.userId, ownerId), eq(ieps.studentId, studentId), eq(ieps.status, "draft")))
    .limit(1);
  return row ?? null;
}

const draftExists = (iepId: string) =>
  new AppError(409, ErrorCode.IEP_DRAFT_EXISTS, IEP_MESSAGES.draftExists, { iepId });

/**
 * The IEP versions of a student, newest first (created, then id).
 * @throws AppError 404 "Student not found".
 */
export async function listIeps(db: Db, ownerId: string, studentId: string): Promise<Iep[]> {
  await ownedStudent(db, ownerId, studentId);
  const rows = await db
    .select()
    .from(ieps)
    .where(and(eq(ieps.userId, ownerId), eq(ieps.studentId, studentId)))
    .orderBy(desc(ieps.createdAt), desc(ieps.id));
  await recordAudit(db, {
    userId: ownerId,
    action: "iep.list",
    entity: ENTITY,
    detail: { studentId, count: rows.length },
  });
  const names = await authorNames(
    db,
    rows.map((r) => r.authorId),
  );
  return rows.map((r) => toIep(r, (r.authorId && names.get(r.authorId)) || null));
}

/** The API shape of `row` with its author's name. */
export async function withAuthor(db: Runner, row: IepRow): Promise<Iep> {
  const names = await authorNames(db, [row.authorId]);
  return toIep(row, (row.authorId && names.get(row.authorId)) || null);
}

/** One IEP version. @throws AppError 404 "IEP not found". */
export async function getIep(db: Db, ownerId: string, id: string): Promise<Iep> {
  const row = await findIep(db, ownerId, id);
  if (!row) throw iepNotFound();
  await recordAudit(db, { userId: ownerId, action: "iep.read", entity: ENTITY, entityId: id });
  return withAuthor(db, row);
}

/**
 * A new draft (requirements "IEP versions"): a snapshot of the record (`snapshotOfRecord`), or for an
 * amendment a copy of the final IEP it amends, its end date kept (34 CFR 300.324(a)(4)).
 * @param actorId the signed-in teacher, kept as the author when a team member.
 * @throws AppError 404 "Student not found", "Meeting not found", "IEP not found"; 409 CONFLICT when the
 *   amended IEP is not final; 409 IEP_DRAFT_EXISTS (details.iepId) when the student has a draft;
 *   400 VALIDATION_ERROR for dates out of order or longer than a year.
 */
export async function createIep(
  db: Db,
  ownerId: string,
  studentId: string,
  input: CreateIepInput,
  now: Date,
  actorId: string = ownerId,
): Promise<Iep> {
  const student = await ownedStudent(db, ownerId, studentId);
  if (input.meetingId) await assertMeetingOfStudent(db, ownerId, studentId, input.meetingId);
  const existing = await draftOf(db, ownerId, studentId);
  if (existing) throw draftExists(existing.id);
  const startDate = input.startDate ?? todayIn(now, await teacherTimeZone(db, ownerId));
  let values: Pick<typeof ieps.$inferInsert, "endDate" | "content" | "amendsId" | "amendment">;
  if (input.kind === "amendment") {
    const amended = input.amends ? await findIep(db, ownerId, input.amends) : null;
    if (!amended || amended.studentId !== studentId) throw iepNotFound();
    if (amended.status !== "final")
      throw new AppError(409, ErrorCode.CONFLICT, IEP_MESSAGES.amendOnlyFinal, { iepId: amended.id });
    values = {
      endDate: amended.endDate,
      content: amended.content,
      amendsId: amended.id,
      amendment: input.amendment ?? null,
    };
  } else {
    const endDate = input.endDate ?? defaultEndDate(startDate);
    assertIepDates(startDate, endDate);
    values = {
      endDate,
      content: await snapshotOfRecord(db, ownerId, student, input.kind, startDate, endDate, now),
      amendsId: null,
      amendment: null,
    };
  }
  assertIepDates(startDate, values.endDate);
  let row: IepRow | undefined;
  try {
    [row] = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(ieps)
        .values({
          userId: ownerId,
          studentId,
          kind: input.kind,
          status: "draft",
          meetingId: input.meetingId ?? null,
          startDate,
          ...values,
          authorId: authorColumn(ownerId, actorId),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const made = inserted[0];
      if (made)
        await recordAudit(tx, {
          userId: ownerId,
          action: "iep.create",
          entity: ENTITY,
          entityId: made.id,
          detail: {
            studentId,
            kind: input.kind,
            goals: made.content.annualGoals.length,
            services: made.content.services.length,
          },
        });
      return inserted;
    });
  } catch (error) {
    // Two requests raced past the check above: the partial unique index refused the second.
    if (!isUniqueViolation(error)) throw error;
    const draft = await draftOf(db, ownerId, studentId);
    throw draftExists(draft?.id ?? "");
  }
  if (!row) throw new Error("insert into ieps returned no row");
  return withAuthor(db, row);
}

/** The draft `id`, locked for the change. @throws AppError 404 "IEP not found"; 409 IEP_FINAL. */
export async function lockedDraft(tx: Runner, ownerId: string, id: string): Promise<IepRow> {
  const [row] = await tx
    .select()
    .from(ieps)
    .where(and(eq(ieps.id, id), eq(ieps.userId, ownerId)))
    .limit(1)
    .for("update");
  if (!row) throw iepNotFound();
  if (row.status !== "draft") throw iepFinal();
  return row;
}

/**
 * Voids the signatures of IEP `iepId` not yet voided (requirements "Signatures and consent": a
 * document changed after signing voids its signatures). @returns how many were voided.
 */
export async function voidSignatures(tx: Runner, ownerId: string, iepId: string, now: Date): Promise<number> {
  const voided = await tx
    .update(iepSignatures)
    .set({ voidedAt: now })
    .where(
      and(eq(iepSignatures.userId, ownerId), eq(iepSignatures.iepId, iepId), isNull(iepSignatures.voidedAt)),
    )
    .returning({ id: iepSignatures.id });
  return voided.length;
}

/**
 * Changes a draft's content, dates, meeting or amendment reason. A change of the content or the
 * dates voids the draft's signatures in the same transaction.
 * @throws AppError 404 "IEP not found", "Meeting not found"; 409 IEP_FINAL; 400 for the dates.
 */
export async function updateIep(
  db: Db,
  ownerId: string,
  id: string,
  input: UpdateIepInput,
  now: Date,
): Promise<Iep> {
  const row = await db.transaction(async (tx) => {
    const current = await lockedDraft(tx, ownerId, id);
    if (input.meetingId) await assertMeetingOfStudent(tx, ownerId, current.studentId, input.meetingId);
    const startDate = input.startDate ?? current.startDate;
    const endDate = input.endDate ?? current.endDate;
    if (input.startDate !== undefined || input.endDate !== undefined) assertIepDates(startDate, endDate);
    const documentChanged =
      startDate !== current.startDate ||
      endDate !== current.endDate ||
      (input.content !== undefined && !isDeepStrictEqual(input.content, current.content));
    const [saved] = await tx
      .update(ieps)
      .set({
        startDate,
        endDate,
        ...(input.content !== undefined ? { content: input.content } : {}),
        ...(input.meetingId !== undefined ? { meetingId: input.meetingId } : {}),
        ...(input.amendment !== undefined && current.kind === "amendment"
          ? { amendment: input.amendment }
          : {}),
        updatedAt: now,
      })
      .where(and(eq(ieps.id, id), eq(ieps.userId, ownerId)))
      .returning();
    if (!saved) throw iepNotFound();
    const voided = documentChanged ? await voidSignatures(tx, ownerId, id, now) : 0;
    await recordAudit(tx, {
      userId: ownerId,
      action: "iep.update",
      entity: ENTITY,
      entityId: id,
      detail: {
        fields: Object.keys(input).filter((k) => input[k as keyof UpdateIepInput] !== undefined),
        signaturesVoided: voided,
      },
    });
    return saved;
  });
  return withAuthor(db, row);
}

/** Deletes a draft. @throws AppError 404 "IEP not found"; 409 IEP_FINAL for a final or superseded one. */
export async function deleteIep(db: Db, ownerId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedDraft(tx, ownerId, id);
    await tx.delete(ieps).where(and(eq(ieps.id, id), eq(ieps.userId, ownerId)));
    await recordAudit(tx, { userId: ownerId, action: "iep.delete", entity: ENTITY, entityId: id });
  });
}
