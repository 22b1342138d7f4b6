/**
 * The teacher's notes (requirements "Note save and read rules": "Read all notes of a user, newest first by created_at").
 * GET /api/v1/notes → Note[] (contract: @shared/contracts/notes).
 *
 * requirements "Error catalogue": "Failed to load notes. Please try again. The browser-storage copy is used." The
 * last good list is mirrored to `iep:<userId>:cache_notes` (architecture "Offline rules") and shown with a
 * visible notice when a load fails. The key holds "cache_", so the quota eviction of requirements "Local storage" may drop it.
 */
import type { Note } from "@shared/contracts/notes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { NOT_AN_OFFLINE_GAP } from "../../../lib/offline/offline-gap-count";
import { readStoredCopy, type StoredCopyFallback, useStoredCopyFallback } from "../../../lib/stored-copy";
import { NOTES_QUERY_KEY } from "./query-keys";

/** Storage key of the browser copy of a teacher's notes (requirements "Local storage": "cached notes"). */
export const notesCacheKey = (userId: string) => `iep:${userId}:cache_notes`;

/**
 * Fetches every note of the signed-in teacher, newest first.
 * @throws ApiRequestError when the server answers non-2xx or cannot be reached.
 */
export async function getNotes(signal?: AbortSignal): Promise<Note[]> {
  return apiRequest<Note[]>("/api/v1/notes", { signal });
}

/** Query options for the notes list: key ["notes"], fresh for 1 minute (mutations keep it current). */
export function notesQueryOptions() {
  return queryOptions({
    queryKey: NOTES_QUERY_KEY,
    queryFn: ({ signal }) => getNotes(signal),
    meta: NOT_AN_OFFLINE_GAP,
    staleTime: 60_000,
  });
}

/** The notes list query (data: Note[], newest first). */
export function useNotes() {
  return useQuery(notesQueryOptions());
}

/**
 * Reads the browser copy; anything unreadable or of the wrong shape counts as absent. The check
 * (zod and the note contract) is loaded only then, so the dashboard's first load carries neither.
 */
export async function readStoredNotes(userId: string): Promise<Note[] | undefined> {
  const [{ z }, { noteSchema }] = await Promise.all([import("zod"), import("@shared/contracts/notes")]);
  return readStoredCopy(notesCacheKey(userId), z.array(noteSchema));
}

/** The notes list with its fallback; `usingStoredCopy` as in {@link StoredCopyFallback}. */
export interface NotesWithFallback extends Omit<StoredCopyFallback<Note[]>, "data"> {
  /** The underlying query (status, refetch, error). */
  query: ReturnType<typeof useNotes>;
  /** The notes to show: the server's list, else the browser copy after a failed load. */
  notes: Note[] | undefined;
}

/**
 * `useNotes()` plus the fallback of requirements "Error catalogue": every good list (including one changed by a mutation) is
 * written to the browser copy of the signed-in teacher, and when loading fails with no list in
 * memory, the browser copy is returned; `usingStoredCopy` tells the page to say so.
 */
export function useNotesWithFallback(): NotesWithFallback {
  const query = useNotes();
  const { data: notes, usingStoredCopy } = useStoredCopyFallback(query, notesCacheKey, readStoredNotes);
  return { query, notes, usingStoredCopy };
}
