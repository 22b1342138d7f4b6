import { ClientErrorCode } from "@shared/contracts/error-codes";
import type { GeneratedNote, GenerateNoteData } from "@shared/contracts/notes";
import type { Student } from "@shared/contracts/students";
import { onlineManager, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ApiRequestError, isAbortError as isCancelled } from "../../../lib/api-client";
import { useGenerateNote } from "../api/generate-note";
import { draftNoteOffline } from "../api/offline-notes";

export interface GenerateHandlers {
  /**
   * The saved note, once the server has generated it; or, offline, the note drafted on this device
   * (`draftedOfflineAt` set, not saved yet: the outbox sends it when back online).
   */
  onSuccess: (note: GeneratedNote) => void;
  /** A failure to report (never called for the teacher's own Cancel). */
  onError: (error: Error) => void;
}

/**
 * The streaming generation of a note (requirements "Note generation", "Note streaming"): the
 * draft text as it arrives (`preview`, emptied when the server restarts the draft), Cancel for a
 * provider that hangs, and the failure to show. Leaving the page aborts a request under way.
 *
 * - `generate(body, handlers, student)`: starts a generation (aborting any earlier one). Offline, or
 *   when the request cannot reach the server before any text came back, the note is drafted on this
 *   device from `student` (the full record) and queued (`draftNoteOffline`; decision 008).
 * - `cancel()`: aborts it; `cancelled` stays true until the next start or `reset()`.
 * - `error`: the last failure, null when none or when it was the teacher's Cancel.
 */
export function useNoteGeneration() {
  const mutation = useGenerateNote();
  const queryClient = useQueryClient();
  const [draftingOffline, setDraftingOffline] = useState(false);
  const [preview, setPreview] = useState("");
  const [cancelled, setCancelled] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const draftOffline = (body: GenerateNoteData, handlers: GenerateHandlers, student: Student) => {
    setDraftingOffline(true);
    draftNoteOffline(queryClient, student, body)
      .then(({ note }) => handlers.onSuccess(note), handlers.onError)
      .finally(() => setDraftingOffline(false));
  };

  const generate = (body: GenerateNoteData, handlers: GenerateHandlers, student?: Student) => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setPreview("");
    setCancelled(false);
    mutation.reset();
    if (student && !onlineManager.isOnline()) return draftOffline(body, handlers, student);
    let heard = false;
    mutation.mutate(
      {
        input: body,
        signal: controller.signal,
        onDelta: (t) => {
          heard = true;
          setPreview((p) => p + t);
        },
        onRestart: () => setPreview(""),
      },
      {
        onSuccess: handlers.onSuccess,
        onError: (err) => {
          if (isCancelled(err)) return;
          // The request never reached the server: nothing was drafted there, so draft it here.
          const unreachable =
            err instanceof ApiRequestError && err.code === ClientErrorCode.NETWORK && !heard;
          if (unreachable && student) {
            mutation.reset();
            draftOffline(body, handlers, student);
          } else handlers.onError(err);
        },
      },
    );
  };

  const cancel = () => {
    abortRef.current?.abort();
    setCancelled(true);
    setPreview("");
  };

  const reset = () => {
    mutation.reset();
    setCancelled(false);
  };

  const error = mutation.error && !isCancelled(mutation.error) ? mutation.error : null;
  return {
    generate,
    cancel,
    reset,
    pending: mutation.isPending || draftingOffline,
    preview,
    cancelled,
    error,
  };
}
