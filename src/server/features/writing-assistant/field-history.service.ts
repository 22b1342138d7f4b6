/**
 * Saving an IEP draft without eating the record (requirements "IEP draft"): each save writes the
 * changed fields and keeps the previous version of each in `student_field_history`; any version can
 * be restored; and a new draft reads the teacher's own text, never a previous draft's output
 * (`teacherSources`), so drafting again never nests one draft inside the next.
 */
import { and, desc, eq } from "drizzle-orm";
import type {
  FieldHistoryEntry,
  FieldOrigin,
  FieldValue,
  HistoryField,
  IepSaveData,
  IepSaveResult,
} from "../../../shared/contracts/field-history.ts";
import { FIELD_ORIGINS, HISTORY_FIELDS, IEP_SAVE_FIELDS } from "../../../shared/contracts/field-history.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import { fieldChanges, sameValue } from "../../../shared/domain/field-diff.ts";
import { uniqueByName } from "../../../shared/domain/goal-statement.ts";
import { withoutPlaceholderItems, withoutPlaceholderLines } from "../../../shared/domain/iep-placeholder.ts";
import type { Db } from "../../db/client.ts";
import { type StudentFieldHistoryRow, studentFieldHistory } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { getStudent, updateStudent } from "../students/index.ts";

const current = (s: Student): Record<HistoryField, FieldValue> => ({
  presentLevels: s.presentLevels,
  iepDetails: s.iepDetails,
  serviceDelivery: s.serviceDelivery,
  accommodations: s.accommodations,
  // Written by "update the record from this IEP" (requirements "IEP versions"), restored here.
  progressMeasurement: s.progressMeasurement,
  assessmentParticipation: s.assessmentParticipation,
  transitionServices: s.transitionServices,
  extendedSchoolYear: s.extendedSchoolYear,
  lreSetting: s.lreSetting,
  behaviorSupport: s.behaviorSupport,
  communication: s.communication,
  assistiveTechnology: s.assistiveTechnology,
});

const toEntry = (row: StudentFieldHistoryRow): FieldHistoryEntry => ({
  id: row.id,
  field: row.field as HistoryField,
  previousValue: row.previousValue ?? null,
  newValue: row.newValue ?? null,
  origin: (FIELD_ORIGINS as readonly string[]).includes(row.origin)
    ? (row.origin as FieldOrigin)
    : "iep_draft",
  createdAt: row.createdAt.toISOString(),
});

/** Writes `next` to the student, one history row per changed field (all in one transaction). */
async function writeFields(
  db: Db,
  userId: string,
  student: Student,
  next: Partial<Record<HistoryField, FieldValue>>,
  origin: "iep_draft" | "restore",
  now: Date,
): Promise<IepSaveResult> {
  const changes = fieldChanges(current(student), next, HISTORY_FIELDS);
  if (changes.length === 0) return { student, changes };
  return await db.transaction(async (tx) => {
    const patch = Object.fromEntries(
      changes.map((c) => [c.field, c.field === "accommodations" ? (c.after ?? []) : c.after]),
    );
    const saved = await updateStudent(tx as unknown as Db, userId, student.id, patch, now);
    await tx.insert(studentFieldHistory).values(
      changes.map((c) => ({
        userId,
        studentId: student.id,
        field: c.field,
        previousValue: c.before,
        newValue: c.after,
        origin,
        createdAt: now,
      })),
    );
    await recordAudit(tx, {
      userId,
      action: origin === "restore" ? "student.field_restore" : "iep.save",
      entity: "student",
      entityId: student.id,
      detail: { fields: changes.map((c) => c.field) },
    });
    return { student: saved, changes };
  });
}

/**
 * The draft's fields as data: the drafter's placeholder lines ("Assistive technology: not recorded")
 * are dropped, never saved (requirements "IEP draft": a placeholder is never saved as data).
 */
function withoutPlaceholders(data: IepSaveData): IepSaveData {
  const out: IepSaveData = { ...data };
  for (const field of ["presentLevels", "iepDetails", "serviceDelivery"] as const) {
    const value = data[field];
    if (value !== undefined) out[field] = withoutPlaceholderLines(value);
  }
  // Each accommodation once, the first kept (requirements "IEP draft").
  if (data.accommodations !== undefined)
    out.accommodations = uniqueByName(withoutPlaceholderItems(data.accommodations));
  return out;
}

/**
 * Saves an IEP draft's fields to the student, keeping each previous version. Placeholder lines of
 * the draft are not data and are dropped first (`withoutPlaceholders`).
 * @returns the saved student and the fields that changed (before → after); unchanged fields are not written.
 * @throws AppError 404 "Student not found".
 */
export async function saveIepDraft(
  db: Db,
  userId: string,
  studentId: string,
  data: IepSaveData,
  now: Date,
): Promise<IepSaveResult> {
  const student = await getStudent(db, userId, studentId);
  return await writeFields(db, userId, student, withoutPlaceholders(data), "iep_draft", now);
}

/** The student's field history, newest first. @throws AppError 404 "Student not found". */
export async function listFieldHistory(
  db: Db,
  userId: string,
  studentId: string,
): Promise<FieldHistoryEntry[]> {
  await getStudent(db, userId, studentId);
  const rows = await db
    .select()
    .from(studentFieldHistory)
    .where(and(eq(studentFieldHistory.userId, userId), eq(studentFieldHistory.studentId, studentId)))
    .orderBy(desc(studentFieldHistory.seq));
  return rows.map(toEntry);
}

/**
 * Puts a field back to the value it had before the history entry `entryId` (itself kept as a
 * version: a restore can be undone).
 * @throws AppError 404 "Student not found", "Version not found".
 */
export async function restoreFieldVersion(
  db: Db,
  userId: string,
  studentId: string,
  entryId: string,
  now: Date,
): Promise<IepSaveResult> {
  const student = await getStudent(db, userId, studentId);
  const [row] = await db
    .select()
    .from(studentFieldHistory)
    .where(
      and(
        eq(studentFieldHistory.id, entryId),
        eq(studentFieldHistory.userId, userId),
        eq(studentFieldHistory.studentId, studentId),
      ),
    )
    .limit(1);
  if (!row) throw notFound("Version not found");
  const entry = toEntry(row);
  return await writeFields(db, userId, student, { [entry.field]: entry.previousValue }, "restore", now);
}

/**
 * The student as the teacher wrote it: each IEP field that still holds a saved draft's text is read
 * as it was before the draft(s) were saved (walking back through consecutive draft saves). A field
 * the teacher changed since, or restored, is the teacher's. Used by the IEP drafter, so a draft never
 * reads its own previous output (the teacher's added lines are put back by `withTeacherLines`).
 */
export async function teacherSources(db: Db, userId: string, student: Student): Promise<Student> {
  const rows = await db
    .select()
    .from(studentFieldHistory)
    .where(and(eq(studentFieldHistory.userId, userId), eq(studentFieldHistory.studentId, student.id)))
    .orderBy(desc(studentFieldHistory.seq));
  const values = current(student);
  for (const field of IEP_SAVE_FIELDS) {
    let value = values[field];
    for (const row of rows.filter((r) => r.field === field)) {
      if (!sameValue(row.newValue ?? null, value)) break;
      if (row.origin !== "iep_draft") break;
      value = row.previousValue ?? null;
    }
    values[field] = value;
  }
  return {
    ...student,
    presentLevels: values.presentLevels as string | null,
    iepDetails: values.iepDetails as string | null,
    serviceDelivery: values.serviceDelivery as string | null,
    accommodations: (values.accommodations as string[] | null) ?? [],
  };
}
