/**
 * The notes feature's query keys (architecture "Query keys"): the one place they are spelled.
 * Any client code may import this file, and no other file of the feature (import rule
 * `no-cross-feature-imports`), so it holds nothing but keys and imports types only.
 */
import type { ListNotesQuery } from "@shared/contracts/notes";

/** The notes list, Note[] (GET /api/v1/notes); the prefix of every notes query and of the note writes' cache changes. */
export const NOTES_QUERY_KEY = ["notes"] as const;

/** The filters of the history screen, sent to the server. */
export type NotePageFilters = Pick<ListNotesQuery, "studentId" | "type">;

const filterPart = (filters: NotePageFilters) => ({
  studentId: filters.studentId ?? null,
  type: filters.type ?? null,
});

/** The keyset pages under `filters` (GET /api/v1/notes?limit&cursor…), under {@link NOTES_QUERY_KEY}. */
export const notePagesKey = (filters: NotePageFilters) =>
  [...NOTES_QUERY_KEY, "pages", filterPart(filters)] as const;

/** The prefix of the plain lists mirroring the loaded pages (never fetched). */
export const LOADED_NOTES_QUERY_PREFIX = [...NOTES_QUERY_KEY, "loaded"] as const;

/** The plain list of the notes loaded under `filters`, under {@link NOTES_QUERY_KEY} so the note writes change it. */
export const loadedNotesKey = (filters: NotePageFilters) =>
  [...LOADED_NOTES_QUERY_PREFIX, filterPart(filters)] as const;
