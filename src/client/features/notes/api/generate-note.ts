/**
 * Generate a note (spec §4 "Note generation"; §6 note limits).
 * POST /api/v1/notes/generate with `generateNoteInput` → 201 `GeneratedNote` (the saved note, its
 * `source` "ai" | "template" and the guards' `warnings`).
 * Errors: 403 code NOTE_LIMIT_REACHED when the monthly quota is used up or the trial has expired;
 * 404 "Student not found"; 400 with a field-naming message.
 */

import { ME_QUERY_KEY } from "@client/features/auth/api/get-me";
import type { GeneratedNote, GenerateNoteData, Note } from "@shared/contracts/notes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "../../../lib/api-client";
import { NOTES_QUERY_KEY } from "./get-notes";

/**
 * Posts the (already validated) generation input.
 * @throws ApiRequestError (403 NOTE_LIMIT_REACHED, 404, 400, 5xx, NETWORK).
 */
export async function generateNote(input: GenerateNoteData): Promise<GeneratedNote> {
  return apiRequest<GeneratedNote>("/api/v1/notes/generate", { method: "POST", body: input });
}

/** Drops the generation-only `warnings` so the list holds plain notes. */
export function toListNote({ warnings: _warnings, ...note }: GeneratedNote): Note {
  return note;
}

/**
 * Mutation: generate a note. On success the note goes to the top of ["notes"] (newest first) and
 * ["me"] is refetched (the monthly count changed). A 403 also refetches ["me"], so the page shows
 * the real count.
 */
export function useGenerateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateNote,
    onSuccess: (note) => {
      queryClient.setQueryData<Note[]>(NOTES_QUERY_KEY, (old) =>
        old ? [toListNote(note), ...old.filter((n) => n.id !== note.id)] : old,
      );
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    onError: (err) => {
      if (err instanceof ApiRequestError && err.status === 403) {
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      }
    },
  });
}
