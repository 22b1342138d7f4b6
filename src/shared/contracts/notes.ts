/**
 * Note API contract (requirements "Note fields", "Note generation", "Note quota").
 */
import { z } from "zod";
import { isoDate, isoDateTime, requiredText, stringList, TEXT_LIMITS, text } from "./common.ts";

/** The note types; the first is the default (requirements "Note fields"). */
export const NOTE_TYPES = ["progress", "behavioral", "quarterly", "annual"] as const;
export type NoteType = (typeof NOTE_TYPES)[number];
export const noteTypeSchema = z.enum(NOTE_TYPES, {
  message: `must be one of ${NOTE_TYPES.join(", ")}`,
});

const shortText = text()
  .trim()
  .max(TEXT_LIMITS.short, { message: `must be ${TEXT_LIMITS.short} characters or fewer` });

/** performanceData (requirements "Note fields"): currentLevel, baselineLevel, progressPercentage, dynamicData (text by label). */
export const performanceDataSchema = z.strictObject({
  currentLevel: shortText.optional(),
  baselineLevel: shortText.optional(),
  progressPercentage: z
    .number({ message: "must be a number" })
    .min(0, { message: "must be between 0 and 100" })
    .max(100, { message: "must be between 0 and 100" })
    .nullable()
    .optional(),
  dynamicData: z
    .record(text().trim().min(1).max(100), shortText)
    .refine((o) => Object.keys(o).length <= 20, { message: "at most 20 values" })
    .optional(),
});
export type PerformanceData = z.output<typeof performanceDataSchema>;

/** strategyData (requirements "Note fields"). */
export const strategyDataSchema = z.strictObject({
  strategiesUsed: stringList(30, TEXT_LIMITS.short).optional(),
  accommodationsUsed: stringList(30, TEXT_LIMITS.short).optional(),
});
export type StrategyData = z.output<typeof strategyDataSchema>;

/** contextData (requirements "Note fields"). */
export const contextDataSchema = z.strictObject({
  setting: shortText.optional(),
  duration: shortText.optional(),
  groupSize: shortText.optional(),
});
export type ContextData = z.output<typeof contextDataSchema>;

/** POST /api/v1/notes/generate body. */
export const generateNoteInput = z.strictObject({
  studentId: z.uuid({ message: "Choose a student" }),
  type: noteTypeSchema.default("progress"),
  subject: shortText.optional(),
  date: isoDate.optional(),
  observations: requiredText(TEXT_LIMITS.observations, "Observations"),
  goalsAddressed: stringList(20, 2000).default([]),
  performanceData: performanceDataSchema.optional(),
  strategyData: strategyDataSchema.optional(),
  contextData: contextDataSchema.optional(),
});
export type GenerateNoteInput = z.input<typeof generateNoteInput>;
export type GenerateNoteData = z.output<typeof generateNoteInput>;

/** PATCH /api/v1/notes/:id body (requirements "Note save and read rules": partial update; sets isEdited). */
export const updateNoteInput = z
  .strictObject({
    generatedNote: text().max(TEXT_LIMITS.note, {
      message: `must be ${TEXT_LIMITS.note} characters or fewer`,
    }),
    type: noteTypeSchema,
    subject: shortText,
    date: isoDate,
    observations: text().trim().max(TEXT_LIMITS.observations),
    goalsAddressed: stringList(20, 2000),
  })
  .partial()
  .refine((o) => Object.keys(o).length > 0, { message: "Send at least one field to change" });
export type UpdateNoteInput = z.input<typeof updateNoteInput>;
export type UpdateNoteData = z.output<typeof updateNoteInput>;

/** Which drafter wrote the note: the AI provider, or the built-in template (offline or fallback). */
export const noteSourceSchema = z.enum(["ai", "template"]);
export type NoteSource = z.infer<typeof noteSourceSchema>;

/**
 * The student as a note was written (requirements "Note fields" studentContext): kept with the
 * note so it still reads right after the student record changes.
 */
export const noteStudentContextSchema = z.object({
  grade: z.string().nullable(),
  disabilities: z.array(z.string()),
  /** The goals at the time: structured goal statements, else the record's goal list. */
  iepGoals: z.array(z.string()),
});
export type NoteStudentContext = z.infer<typeof noteStudentContextSchema>;

/** A note as the API returns it (requirements "Note fields", read rules of "Note save and read rules" applied). */
export const noteSchema = z.object({
  id: z.string(),
  studentId: z.string().nullable(),
  studentName: z.string(),
  type: noteTypeSchema,
  subject: z.string(),
  date: z.string(),
  observations: z.string(),
  generatedNote: z.string(),
  goalsAddressed: z.array(z.string()),
  isEdited: z.boolean(),
  performanceData: z.record(z.string(), z.unknown()).nullable(),
  strategyData: z.record(z.string(), z.unknown()).nullable(),
  contextData: z.record(z.string(), z.unknown()).nullable(),
  source: noteSourceSchema.nullable(),
  /** Null for notes saved before it was kept. */
  studentContext: noteStudentContextSchema.nullable(),
  /** When the note was drafted in the browser while offline; absent otherwise (decision 008). */
  draftedOfflineAt: z.string().optional(),
  /** Who wrote the note: a team member's id, else the owner's (requirements "Authorship"). */
  authorId: z.string().optional(),
  /** Their account name; absent when the account is gone. */
  authorName: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

/** Longest note text the browser may send for a note drafted offline (characters). */
export const OFFLINE_NOTE_TEXT_MAX = 20_000;

/**
 * POST /api/v1/notes/offline-drafts: a note drafted in the browser while offline (the template
 * note from the same rules as the server's offline drafter), sent by the outbox once back online,
 * with the request it was drafted from and when (decision 008). Counted in the quota when saved.
 */
export const offlineNoteInput = generateNoteInput.extend({
  noteText: text().trim().min(1, "The drafted note is empty").max(OFFLINE_NOTE_TEXT_MAX),
  draftedAt: isoDateTime,
});
export type OfflineNoteInput = z.input<typeof offlineNoteInput>;
export type OfflineNoteData = z.output<typeof offlineNoteInput>;

/** 201 answer of POST /api/v1/notes/generate: the saved note plus what the guards noticed. */
export const generatedNoteSchema = noteSchema.extend({
  warnings: z.array(z.string()),
});
export type GeneratedNote = z.infer<typeof generatedNoteSchema>;

/** Most notes one page may hold (requirements "Note history"). */
export const NOTES_PAGE_MAX = 100;
/** The page size of a request that sends a `cursor` without a `limit`, and of the history screen. */
export const NOTES_PAGE_DEFAULT = 50;

/**
 * GET /api/v1/notes query: optional filters; `limit` asks for one page ({@link notePageSchema}) and
 * `cursor` (the `nextCursor` of the page before) for the page after it. Without `limit` the answer
 * is every note, as an array (requirements "Note history").
 */
export const listNotesQuery = z.strictObject({
  studentId: z.uuid({ message: "must be a student id" }).optional(),
  type: noteTypeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(NOTES_PAGE_MAX).optional(),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, { message: "must be a cursor from the page before" })
    .optional(),
});
export type ListNotesQuery = z.output<typeof listNotesQuery>;

/** One page of notes, newest first; `nextCursor` is null on the last page. */
export const notePageSchema = z.object({
  items: z.array(noteSchema),
  nextCursor: z.string().nullable(),
});
export type NotePage = z.infer<typeof notePageSchema>;

export const noteIdParam = z.object({ id: z.uuid({ message: "Note not found" }) });
