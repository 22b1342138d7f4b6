/**
 * The one app↔column mapping for notes (requirements "Note fields", "Note save and read rules").
 *
 * On save (`toNoteColumns`, `toNoteUpdateColumns`):
 * - note_text is the generated note, else the observations, else "";
 * - goal_area is the first goal addressed, else the subject, else "General";
 * - input_summary is the observations; progress_percentage is null.
 * On read (`fromNoteRow`):
 * - generatedNote comes from generated_note or note_text; goalsAddressed from goals_addressed or
 *   [goal_area]; subject falls back to goal_area, then "General"; observations fall back to
 *   input_summary; type defaults to progress; date defaults to the creation date, else today.
 *
 * This module runs anywhere (architecture "Layout"), so it cannot import the server's drizzle schema; the
 * row type below is declared here and is structurally the drizzle `notes` row (camelCase keys for
 * the stored snake_case columns).
 */
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import {
  NOTE_TYPES,
  type Note,
  type NoteSource,
  type NoteStudentContext,
  type NoteType,
  noteSourceSchema,
  noteStudentContextSchema,
  type UpdateNoteData,
} from "../contracts/notes.ts";
import { isValidTimeZone } from "./note-quota.ts";

/** The goal area and subject when nothing else is known (requirements "Note save and read rules"). */
export const GENERAL_SUBJECT = "General";
/** The default note type (requirements "Note fields"). */
export const DEFAULT_NOTE_TYPE: NoteType = "progress";

/** A `notes` row as drizzle returns it (requirements "Note fields" columns plus `source`). */
export interface NoteRecordRow {
  id: string;
  userId: string;
  studentId: string | null;
  studentName: string;
  /** `YYYY-MM-DD` or null. */
  date: string | null;
  type: string | null;
  subject: string | null;
  observations: string | null;
  generatedNote: string | null;
  noteText: string | null;
  goalsAddressed: unknown;
  goalArea: string | null;
  inputSummary: string | null;
  progressPercentage: number | null;
  isEdited: boolean;
  performanceData: unknown;
  strategyData: unknown;
  contextData: unknown;
  source: string | null;
  /** Absent or null for notes saved before it was kept. */
  studentContext?: unknown;
  /** Set when the note was drafted in the browser while offline. */
  draftedOfflineAt?: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** What a new note is saved from (app field names). The owner (`user_id`) is added by the service. */
export interface NoteSaveInput {
  studentId: string | null;
  studentName: string;
  type?: NoteType | null;
  subject?: string | null;
  /** `YYYY-MM-DD`; null leaves the read rule (creation date) to supply it. */
  date?: string | null;
  observations?: string | null;
  generatedNote?: string | null;
  goalsAddressed?: string[] | null;
  performanceData?: Record<string, unknown> | null;
  strategyData?: Record<string, unknown> | null;
  contextData?: Record<string, unknown> | null;
  source?: NoteSource | null;
  /** The student as the note was written (grade, disabilities, goals). */
  studentContext?: NoteStudentContext | null;
}

/** The values of a drizzle insert on `notes` (without id, user_id and timestamps). */
export interface NoteColumns {
  studentId: string | null;
  studentName: string;
  date: string | null;
  type: NoteType;
  subject: string | null;
  observations: string | null;
  generatedNote: string | null;
  noteText: string;
  goalsAddressed: string[];
  goalArea: string;
  inputSummary: string | null;
  progressPercentage: null;
  performanceData: Record<string, unknown> | null;
  strategyData: Record<string, unknown> | null;
  contextData: Record<string, unknown> | null;
  source: NoteSource | null;
  studentContext: NoteStudentContext | null;
}

const nonEmpty = (s: string | null | undefined): s is string => typeof s === "string" && s.trim() !== "";

/** note_text is the generated note, else the observations, else "" (requirements "Note save and read rules"). */
export function noteTextFor(
  generatedNote: string | null | undefined,
  observations: string | null | undefined,
) {
  if (nonEmpty(generatedNote)) return generatedNote;
  if (nonEmpty(observations)) return observations;
  return "";
}

/** goal_area is the first goal addressed, else the subject, else "General" (requirements "Note save and read rules"). */
export function goalAreaFor(
  goalsAddressed: readonly string[] | null | undefined,
  subject: string | null | undefined,
) {
  const first = goalsAddressed?.find(nonEmpty);
  if (first) return first;
  if (nonEmpty(subject)) return subject;
  return GENERAL_SUBJECT;
}

const emptyToNull = (o: Record<string, unknown> | null | undefined) =>
  o && Object.keys(o).length > 0 ? o : null;

/** A new note's columns (requirements "Note save and read rules", on save). */
export function toNoteColumns(input: NoteSaveInput): NoteColumns {
  const goals = (input.goalsAddressed ?? []).filter(nonEmpty);
  const observations = input.observations ?? null;
  const generatedNote = input.generatedNote ?? null;
  return {
    studentId: input.studentId,
    studentName: input.studentName,
    date: input.date ?? null,
    type: input.type ?? DEFAULT_NOTE_TYPE,
    subject: nonEmpty(input.subject) ? input.subject : null,
    observations,
    generatedNote,
    noteText: noteTextFor(generatedNote, observations),
    goalsAddressed: goals,
    goalArea: goalAreaFor(goals, input.subject),
    inputSummary: observations,
    progressPercentage: null,
    performanceData: emptyToNull(input.performanceData),
    strategyData: emptyToNull(input.strategyData),
    contextData: emptyToNull(input.contextData),
    source: input.source ?? null,
    studentContext: input.studentContext ?? null,
  };
}

/**
 * An update by id and owner with a partial mapped payload (requirements "Note save and read rules"): the columns a PATCH changes,
 * with the save rules re-applied to the merged note (note_text mirror, goal_area, input_summary).
 * `is_edited` and `updated_at` are set by the caller.
 */
export function toNoteUpdateColumns(current: NoteRecordRow, patch: UpdateNoteData): Partial<NoteColumns> {
  const out: Partial<NoteColumns> = {};
  if (patch.type !== undefined) out.type = patch.type;
  if (patch.date !== undefined) out.date = patch.date;
  if (patch.subject !== undefined) out.subject = nonEmpty(patch.subject) ? patch.subject : null;
  if (patch.generatedNote !== undefined) out.generatedNote = patch.generatedNote;
  if (patch.observations !== undefined) {
    out.observations = patch.observations;
    out.inputSummary = patch.observations;
  }
  if (patch.generatedNote !== undefined || patch.observations !== undefined) {
    const generated = patch.generatedNote ?? readGeneratedNote(current);
    const observations = patch.observations ?? readObservations(current);
    out.noteText = noteTextFor(generated, observations);
  }
  if (patch.goalsAddressed !== undefined) out.goalsAddressed = patch.goalsAddressed.filter(nonEmpty);
  if (patch.goalsAddressed !== undefined || patch.subject !== undefined) {
    const goals = out.goalsAddressed ?? readGoals(current);
    const subject = patch.subject !== undefined ? patch.subject : current.subject;
    out.goalArea = goalAreaFor(goals, subject);
  }
  return out;
}

const readGeneratedNote = (row: NoteRecordRow) =>
  nonEmpty(row.generatedNote) ? row.generatedNote : (row.noteText ?? "");

const readObservations = (row: NoteRecordRow) =>
  nonEmpty(row.observations) ? row.observations : (row.inputSummary ?? "");

function readGoals(row: NoteRecordRow): string[] {
  const stored = Array.isArray(row.goalsAddressed)
    ? row.goalsAddressed.filter((g): g is string => typeof g === "string" && g.trim() !== "")
    : [];
  if (stored.length > 0) return stored;
  return nonEmpty(row.goalArea) ? [row.goalArea] : [];
}

const asObject = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

const toIso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** The calendar date (`YYYY-MM-DD`) of an instant in a time zone (UTC when none or unknown). */
export function calendarDateIn(instant: Date, timeZone?: string | null): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  return format(new TZDate(instant.getTime(), zone), "yyyy-MM-dd");
}

export interface ReadOptions {
  /** "Today" for a note with neither a date nor a creation time. Default: the real clock. */
  now?: Date;
  /** The teacher's zone, for the calendar date of the creation time. Default: UTC. */
  timeZone?: string | null;
}

/**
 * The stored student context, or null when absent or not of the contract's shape. Rows written
 * before the goals were stored under `iepGoals` (requirements "Note fields" studentContext) hold
 * them under `goals`; they read the same.
 */
function readStudentContext(value: unknown): NoteStudentContext | null {
  const stored = asObject(value);
  const normalised =
    stored && !("iepGoals" in stored) && "goals" in stored
      ? { grade: stored.grade, disabilities: stored.disabilities, iepGoals: stored.goals }
      : value;
  const parsed = noteStudentContextSchema.safeParse(normalised);
  return parsed.success ? parsed.data : null;
}

/** A stored row → the `Note` API shape (requirements "Note save and read rules", on read). */
export function fromNoteRow(row: NoteRecordRow, opts: ReadOptions = {}): Note {
  const created = row.createdAt ? new Date(row.createdAt) : null;
  const createdOk = created !== null && !Number.isNaN(created.getTime());
  const date = nonEmpty(row.date)
    ? row.date
    : calendarDateIn(createdOk ? created : (opts.now ?? new Date()), opts.timeZone);
  const type = (NOTE_TYPES as readonly string[]).includes(row.type ?? "")
    ? (row.type as NoteType)
    : DEFAULT_NOTE_TYPE;
  const source = noteSourceSchema.safeParse(row.source);
  const createdAt = createdOk ? created.toISOString() : toIso(opts.now ?? new Date());
  return {
    id: row.id,
    studentId: row.studentId,
    studentName: row.studentName ?? "",
    type,
    subject: nonEmpty(row.subject) ? row.subject : nonEmpty(row.goalArea) ? row.goalArea : GENERAL_SUBJECT,
    date,
    observations: readObservations(row),
    generatedNote: readGeneratedNote(row),
    goalsAddressed: readGoals(row),
    isEdited: row.isEdited === true,
    performanceData: asObject(row.performanceData),
    strategyData: asObject(row.strategyData),
    contextData: asObject(row.contextData),
    source: source.success ? source.data : null,
    studentContext: readStudentContext(row.studentContext),
    ...(row.draftedOfflineAt ? { draftedOfflineAt: toIso(row.draftedOfflineAt) } : {}),
    createdAt,
    updatedAt: row.updatedAt ? toIso(row.updatedAt) : createdAt,
  };
}

/**
 * One line saying who the student was when the note was written (requirements "Note fields"
 * studentContext), e.g. "When written: grade 3 · Specific learning disability · 2 goals";
 * null for a note saved before the context was kept.
 */
export function studentContextSummary(context: NoteStudentContext | null): string | null {
  if (!context) return null;
  const parts: string[] = [];
  if (context.grade?.trim()) parts.push(`grade ${context.grade.trim()}`);
  if (context.disabilities.length) parts.push(context.disabilities.join(", "));
  const n = context.iepGoals.length;
  parts.push(n === 1 ? "1 goal" : `${n} goals`);
  return `When written: ${parts.join(" · ")}`;
}
