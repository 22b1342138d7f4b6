/**
 * Generate a note (spec §4 "Note generation"; §6 note limits).
 * The request itself — POST /api/v1/notes/generate, streamed as server-sent events or answered as
 * JSON — and its mutation hook live in `features/ai/api/stream-note.ts` (`streamNote`,
 * `useStreamNote`; issue 4 streaming preview). This module keeps the shape helper the notes cache
 * uses.
 */

import type { GeneratedNote, Note } from "@shared/contracts/notes";

/** Drops the generation-only `warnings` so the list holds plain notes. */
export function toListNote({ warnings: _warnings, ...note }: GeneratedNote): Note {
  return note;
}
