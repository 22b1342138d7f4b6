/**
 * Progress notes of one teacher (spec §3 "Note", §4 "Note generation", §5 "Note updates and deletes
 * are scoped to the note id and the owning user", §6 note limits, §7 "Notes").
 *
 * Every function takes the session's user id (never one from the request, architecture §4) and
 * scopes every query by it; another teacher's note or student answers exactly like a missing one
 * (404). Every read and change is written to the audit log (architecture §5).
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import type {
  GeneratedNote,
  GenerateNoteData,
  Note,
  NoteType,
  UpdateNoteData,
} from "../../../shared/contracts/notes.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import {
  calendarDateIn,
  fromNoteRow,
  toNoteColumns,
  toNoteUpdateColumns,
} from "../../../shared/domain/note-record.ts";
import { fromStudentRow, parseParentContact } from "../../../shared/domain/student-record.ts";
import { draftNote } from "../../ai/draft-note.ts";
import { AiError } from "../../ai/errors.ts";
import type { NoteFacts } from "../../ai/note-facts.ts";
import type { TextGenerator } from "../../ai/text-generator.ts";
import type { Db } from "../../db/client.ts";
import { notes, students, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { assertCanGenerate, getQuotaStatus } from "./note-quota.service.ts";

const ENTITY = "note";

const noteNotFound = () => notFound(messages.notes.notFound);
const studentNotFound = () => notFound(messages.students.notFound);

const byIdAndOwner = (id: string, userId: string) => and(eq(notes.id, id), eq(notes.userId, userId));

async function userTimeZone(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.timeZone ?? null;
}

export interface NoteFilters {
  studentId?: string;
  type?: NoteType;
}

/**
 * The user's notes, newest first by created_at (spec §7), optionally only one student's or one
 * type's. A student id of another teacher simply matches nothing.
 * @param now "today" for the read rule of a note without a date or creation time (spec §3).
 */
export async function listNotes(db: Db, userId: string, filters: NoteFilters, now: Date): Promise<Note[]> {
  const where: SQL[] = [eq(notes.userId, userId)];
  if (filters.studentId) where.push(eq(notes.studentId, filters.studentId));
  if (filters.type) where.push(eq(notes.type, filters.type));
  const [rows, timeZone] = await Promise.all([
    db
      .select()
      .from(notes)
      .where(and(...where))
      .orderBy(desc(notes.createdAt), desc(notes.id)),
    userTimeZone(db, userId),
  ]);
  await recordAudit(db, {
    userId,
    action: "note.list",
    entity: ENTITY,
    detail: { count: rows.length, ...filters },
  });
  return rows.map((row) => fromNoteRow(row, { now, timeZone }));
}

/**
 * One note of the user.
 * @throws AppError 404 "Note not found" for a missing id or another teacher's note.
 */
export async function getNote(db: Db, userId: string, id: string, now: Date): Promise<Note> {
  const [row] = await db.select().from(notes).where(byIdAndOwner(id, userId)).limit(1);
  if (!row) throw noteNotFound();
  await recordAudit(db, { userId, action: "note.read", entity: ENTITY, entityId: id });
  return fromNoteRow(row, { now, timeZone: await userTimeZone(db, userId) });
}

export interface GenerateDeps {
  db: Db;
  generator: TextGenerator;
  now: Date;
  log: (line: string) => void;
  /**
   * Cancels the draft (issue 4 streaming: the teacher closed the stream). The provider request is
   * aborted and nothing is saved: an `AiError` "aborted" is thrown instead.
   */
  signal?: AbortSignal;
}

/**
 * Drafts a note with the AI text service and saves it (spec §4 "Note generation", §3 save rules).
 *
 * 1. Quota first (spec §6): a free teacher with 10 notes this month, or an expired trial, is refused.
 * 2. The student must be the teacher's.
 * 3. The draft: the AI's when it passes the guards, else the template note (`draftNote`); the
 *    provider never sees the roster's or the parents' names.
 * 4. Saved in one transaction that locks the teacher's row and counts again (two generations at
 *    once cannot both take the last free note), with `users.notes_generated_this_month` set to the
 *    month's count for display.
 * @returns the saved note plus `warnings` (what the guards did) — its `source` says who wrote it.
 * @throws AppError 403 NOTE_LIMIT_REACHED (message names the notes used); 404 "Student not found";
 *   AiError "aborted" when `signal` was aborted during the draft (nothing saved).
 */
export async function generateNote(
  { db, generator, now, log, signal }: GenerateDeps,
  userId: string,
  input: GenerateNoteData,
): Promise<GeneratedNote> {
  const status = await getQuotaStatus(db, userId, now);
  assertCanGenerate(status);

  const [studentRow] = await db
    .select()
    .from(students)
    .where(and(eq(students.id, input.studentId), eq(students.userId, userId)))
    .limit(1);
  if (!studentRow) throw studentNotFound();
  const student = fromStudentRow(studentRow);

  const facts: NoteFacts = {
    student: {
      name: student.name,
      grade: student.grade,
      iepGoals: student.iepGoals,
      assessmentTools: student.assessmentTools,
      iepGoalTargets: student.iepGoalTargets,
      defaultStrategies: student.defaultStrategies,
      defaultAccommodations: student.defaultAccommodations,
      identityFirstLanguage: student.identityFirstLanguage,
    },
    type: input.type,
    subject: input.subject?.trim() || null,
    date: input.date ?? calendarDateIn(now, status.timeZone),
    observations: input.observations,
    goalsAddressed: input.goalsAddressed,
    performanceData: input.performanceData,
    strategyData: input.strategyData,
    contextData: input.contextData,
  };

  const draft = await draftNote(generator, facts, {
    now,
    otherNames: await namesToHide(db, userId, student.id, student.parentContact.name),
    log,
    signal,
  });
  if (signal?.aborted) throw new AiError("aborted", "The note draft was cancelled; nothing was saved.");

  const row = await db.transaction(async (tx) => {
    const locked = await getQuotaStatus(tx, userId, now, { lock: true });
    assertCanGenerate(locked);
    const [stillThere] = await tx
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.id, student.id), eq(students.userId, userId)))
      .limit(1);
    if (!stillThere) throw studentNotFound();
    const [saved] = await tx
      .insert(notes)
      .values({
        userId,
        ...toNoteColumns({
          studentId: student.id,
          studentName: student.name,
          type: facts.type,
          subject: facts.subject,
          date: facts.date,
          observations: facts.observations,
          generatedNote: draft.text,
          goalsAddressed: facts.goalsAddressed,
          performanceData: input.performanceData,
          strategyData: input.strategyData,
          contextData: input.contextData,
          source: draft.source,
        }),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!saved) throw new Error("The note insert returned no row");
    await tx
      .update(users)
      .set({ notesGeneratedThisMonth: locked.quota.used + 1 })
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      userId,
      action: "note.create",
      entity: ENTITY,
      entityId: saved.id,
      detail: { studentId: student.id, source: draft.source, warnings: draft.warnings.length },
    });
    return saved;
  });

  return { ...fromNoteRow(row, { now, timeZone: status.timeZone }), warnings: draft.warnings };
}

/**
 * The names a provider must not see besides the note's student (architecture §5): the rest of the
 * teacher's roster and every parent contact name.
 */
export async function namesToHide(
  db: Db,
  userId: string,
  studentId: string,
  parentName: string,
): Promise<string[]> {
  const roster = await db
    .select({ id: students.id, name: students.name, parentContact: students.parentContact })
    .from(students)
    .where(eq(students.userId, userId));
  const names = new Set<string>();
  if (parentName.trim()) names.add(parentName.trim());
  for (const s of roster) {
    if (s.id !== studentId && s.name.trim()) names.add(s.name.trim());
    const parent = parseParentContact(s.parentContact).name.trim();
    if (parent) names.add(parent);
  }
  return [...names];
}

/**
 * Changes some fields of a note (spec §7 "Update by id and user_id with a partial mapped payload"):
 * the spec §3 save rules are re-applied (note_text mirrors the generated note, goal_area,
 * input_summary), is_edited becomes true and updated_at is `now`.
 * @throws AppError 404 "Note not found" for a missing id or another teacher's note.
 */
export async function updateNote(
  db: Db,
  userId: string,
  id: string,
  patch: UpdateNoteData,
  now: Date,
): Promise<Note> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(notes).where(byIdAndOwner(id, userId)).limit(1).for("update");
    if (!current) throw noteNotFound();
    const [updated] = await tx
      .update(notes)
      .set({ ...toNoteUpdateColumns(current, patch), isEdited: true, updatedAt: now })
      .where(byIdAndOwner(id, userId))
      .returning();
    if (!updated) throw noteNotFound();
    await recordAudit(tx, {
      userId,
      action: "note.update",
      entity: ENTITY,
      entityId: id,
      detail: { fields: Object.keys(patch) },
    });
    return updated;
  });
  return fromNoteRow(row, { now, timeZone: await userTimeZone(db, userId) });
}

/**
 * Deletes a note of the user (spec §7 "Delete by id and user_id").
 * @throws AppError 404 "Note not found" for a missing id or another teacher's note.
 */
export async function deleteNote(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(notes).where(byIdAndOwner(id, userId)).returning({ id: notes.id });
    if (deleted.length === 0) throw noteNotFound();
    await recordAudit(tx, { userId, action: "note.delete", entity: ENTITY, entityId: id });
  });
}
