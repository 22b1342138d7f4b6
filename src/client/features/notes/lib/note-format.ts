/**
 * Pure helpers for showing notes: type labels, dates, excerpts, filters (requirements "Note fields").
 */

import { TZDate } from "@date-fns/tz";
import type { Note, NoteType } from "@shared/contracts/notes";
import { NOTE_TYPES } from "@shared/contracts/notes";
import { format, isValid, parseISO } from "date-fns";

/** requirements "Note fields": "Note types", as a teacher reads them. */
export const NOTE_TYPE_LABELS: Record<NoteType, string> = {
  progress: "Progress",
  behavioral: "Behavioral",
  quarterly: "Quarterly",
  annual: "Annual",
};

/** True when `value` is one of the note types of requirements "Note fields". */
export function isNoteType(value: string | null | undefined): value is NoteType {
  return (NOTE_TYPES as readonly string[]).includes(value ?? "");
}

/** "2026-09-15" (or an ISO timestamp) → "Sep 15, 2026"; unparsable text is returned unchanged. */
export function formatNoteDate(value: string): string {
  const d = parseISO(value);
  return isValid(d) ? format(d, "MMM d, yyyy") : value;
}

/**
 * Today as `YYYY-MM-DD` (requirements "Note fields": a note's date defaults to today) in `timeZone` (an IANA name,
 * e.g. the teacher's profile setting), else in the browser's zone. An unknown zone falls back too.
 */
export function todayIsoDate(now: Date = new Date(), timeZone?: string | null): string {
  if (timeZone) {
    try {
      return format(new TZDate(now.getTime(), timeZone), "yyyy-MM-dd");
    } catch {
      /* unknown zone: use the browser's */
    }
  }
  return format(now, "yyyy-MM-dd");
}

/**
 * The first `max` characters of `text` with whitespace collapsed, cut at a word boundary and
 * ending in "…" when shortened.
 */
export function excerpt(text: string, max = 220): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export interface NoteFilters {
  /** A student's id, or undefined for all students. */
  studentId?: string;
  type?: NoteType;
}

/**
 * The notes matching `filters`, newest first by createdAt (requirements "Note save and read rules": "newest first by created_at").
 * Does not change `notes`.
 */
export function filterNotes(notes: readonly Note[], filters: NoteFilters): Note[] {
  return notes
    .filter((n) => (filters.studentId ? n.studentId === filters.studentId : true))
    .filter((n) => (filters.type ? n.type === filters.type : true))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * The students a teacher can filter by: everyone on the roster, plus students named only by
 * their notes (e.g. a student since removed), by name. `students` are {id, name}.
 */
export function studentFilterOptions(
  students: readonly { id: string; name: string }[],
  notes: readonly Note[],
): { id: string; name: string }[] {
  const byId = new Map<string, string>();
  for (const s of students) byId.set(s.id, s.name);
  for (const n of notes) if (n.studentId && !byId.has(n.studentId)) byId.set(n.studentId, n.studentName);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
