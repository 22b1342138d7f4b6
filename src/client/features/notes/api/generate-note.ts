/**
 * Generate a note with a streaming preview (requirements "Note generation", requirements "Note
 * streaming", requirements "Note quota"; architecture "Note generation flow").
 *
 * POST /api/v1/notes/generate asking for server-sent events: `delta` ({text}: the next piece of the
 * draft), `restart` ({}: the draft so far is dropped — a retry, or the template note replacing it),
 * then `note` (the saved `GeneratedNote`), or `error` ({code, message}). A server that answers JSON
 * instead (no streaming, or an error before the stream starts such as 403 NOTE_LIMIT_REACHED or 400)
 * is read as the plain JSON answer. The caller's AbortSignal cancels the request at any time (a
 * provider that hangs never freezes the screen). Fetching, SSE framing and error answers are
 * `apiEventStream`'s (lib/api-client).
 */
import { ApiRequestError, apiEventStream, type SseEvent } from "@client/lib/api-client";
import { ME_QUERY_KEY } from "@client/lib/auth/query-keys";
import { ClientErrorCode, ErrorCode, isErrorCode } from "@shared/contracts/error-codes";
import type { GeneratedNote, GenerateNoteData, Note } from "@shared/contracts/notes";
import { messages } from "@shared/domain/error-messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { NOTES_QUERY_KEY } from "./query-keys";

export interface GenerateNoteOptions {
  /** Called with each new piece of draft text, in order. */
  onDelta?: (text: string) => void;
  /** Called when the server drops the draft so far (the preview starts again). */
  onRestart?: () => void;
  /** Aborts the request (Cancel). */
  signal?: AbortSignal;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The note of a `note` event or of the JSON answer, with `warnings` always an array; `code` when it is not a note. */
function readNote(value: unknown, code: ClientErrorCode): GeneratedNote {
  const note = value as GeneratedNote | undefined;
  if (!note || typeof note.id !== "string") {
    throw new ApiRequestError(502, code, messages.notes.generateFailed);
  }
  return { ...note, warnings: Array.isArray(note.warnings) ? note.warnings : [] };
}

/** Applies one event: a delta goes to `onDelta`; `note` returns the note; `error` throws. */
function handleEvent(e: SseEvent, opts: GenerateNoteOptions): GeneratedNote | undefined {
  if (e.event === "delta") {
    const text = (safeJson(e.data) as { text?: unknown } | undefined)?.text;
    if (typeof text === "string" && text) opts.onDelta?.(text);
    return undefined;
  }
  if (e.event === "restart") {
    opts.onRestart?.();
    return undefined;
  }
  if (e.event === "note") return readNote(safeJson(e.data), ClientErrorCode.STREAM_BAD_NOTE);
  if (e.event === "error") {
    const body = safeJson(e.data) as { code?: unknown; message?: unknown } | undefined;
    // The HTTP answer itself was 200; the server's message is written for the teacher (requirements
    // "AI errors"). The quota refusal keeps its meaning (403) so the screen shows the plan's explanation.
    const code =
      typeof body?.code === "string" && isErrorCode(body.code)
        ? body.code
        : ClientErrorCode.GENERATION_FAILED;
    throw new ApiRequestError(
      code === ErrorCode.NOTE_LIMIT_REACHED ? 403 : 200,
      code,
      typeof body?.message === "string" && body.message ? body.message : messages.notes.generateFailed,
    );
  }
  return undefined;
}

/**
 * Generates and saves a note, streaming the draft text through `onDelta` when the server streams.
 * @returns the saved note (with the guards' warnings and its source).
 * @throws ApiRequestError: the server's `{error}` (403 NOTE_LIMIT_REACHED, 404, 400, 429, 5xx), an
 *   `error` event (status 200, with the server's message; 403 for NOTE_LIMIT_REACHED; code
 *   GENERATION_FAILED when the event's code is not one of the list), a stream that
 *   ends without a note (code STREAM_ENDED), an answer that is not a note (BAD_ANSWER,
 *   STREAM_BAD_NOTE), NETWORK; the AbortError itself when `signal` aborts.
 */
export async function generateNote(
  input: GenerateNoteData,
  opts: GenerateNoteOptions = {},
): Promise<GeneratedNote> {
  const outcome = await apiEventStream("/api/v1/notes/generate", {
    body: input,
    signal: opts.signal,
    onEvent: (e) => handleEvent(e, opts),
  });
  if (outcome.kind === "event") return outcome.value;
  if (outcome.kind === "json") return readNote(outcome.data, ClientErrorCode.BAD_ANSWER);
  throw new ApiRequestError(502, ClientErrorCode.STREAM_ENDED, messages.notes.generateFailed);
}

/** Drops the generation-only `warnings` so the list holds plain notes. */
export function toListNote({ warnings: _warnings, ...note }: GeneratedNote): Note {
  return note;
}

export interface GenerateNoteVariables extends GenerateNoteOptions {
  input: GenerateNoteData;
}

/**
 * Mutation: generate a note with streaming. On success the note goes to the top of ["notes"] and
 * ["me"] is refetched (the monthly count changed, requirements "Note quota"); a 403 also refetches
 * ["me"].
 */
export function useGenerateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, ...opts }: GenerateNoteVariables) => generateNote(input, opts),
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
