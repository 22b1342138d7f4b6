import type { GeneratedNote, GenerateNoteData } from "@shared/contracts/notes";
import { useEffect, useRef, useState } from "react";
import { isAbortError as isCancelled } from "../../../lib/api-client";
import { useGenerateNote } from "../api/generate-note";

export interface GenerateHandlers {
  /** The saved note, once the server has generated it. */
  onSuccess: (note: GeneratedNote) => void;
  /** A failure to report (never called for the teacher's own Cancel). */
  onError: (error: Error) => void;
}

/**
 * The streaming generation of a note (requirements "Note generation", "Note streaming"): the
 * draft text as it arrives (`preview`, emptied when the server restarts the draft), Cancel for a
 * provider that hangs, and the failure to show. Leaving the page aborts a request under way.
 *
 * - `generate(body, handlers)`: starts a generation (aborting any earlier one).
 * - `cancel()`: aborts it; `cancelled` stays true until the next start or `reset()`.
 * - `error`: the last failure, null when none or when it was the teacher's Cancel.
 */
export function useNoteGeneration() {
  const mutation = useGenerateNote();
  const [preview, setPreview] = useState("");
  const [cancelled, setCancelled] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const generate = (body: GenerateNoteData, handlers: GenerateHandlers) => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setPreview("");
    setCancelled(false);
    mutation.mutate(
      {
        input: body,
        signal: controller.signal,
        onDelta: (t) => setPreview((p) => p + t),
        onRestart: () => setPreview(""),
      },
      {
        onSuccess: handlers.onSuccess,
        onError: (err) => {
          if (!isCancelled(err)) handlers.onError(err);
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
  return { generate, cancel, reset, pending: mutation.isPending, preview, cancelled, error };
}
