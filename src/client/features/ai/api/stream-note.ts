/**
 * Generate a note with a streaming preview (spec §4 "Note generation"; issue 4 "Streaming preview").
 * POST /api/v1/notes/generate with `Accept: text/event-stream`: the server answers server-sent
 * events `delta` ({text}: the next piece of the draft), `restart` ({}: the draft so far is dropped —
 * a retry, or the template note replacing it), then `note` (the saved `GeneratedNote`), or `error`
 * ({code, message}). A server that answers JSON instead (no streaming, or an error before
 * the stream starts such as 403 NOTE_LIMIT_REACHED or 400) is read as the plain JSON answer.
 * The caller's AbortSignal cancels the request at any time (a provider that hangs never freezes
 * the screen).
 */
import { ME_QUERY_KEY } from "@client/lib/auth/get-me";
import { apiErrorSchema } from "@shared/contracts/common";
import type { GeneratedNote, GenerateNoteData, Note } from "@shared/contracts/notes";
import { messages } from "@shared/domain/error-messages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, NETWORK_MESSAGE } from "../../../lib/api-client";
import { toListNote } from "../../notes/api/generate-note";
import { NOTES_QUERY_KEY } from "../../notes/api/get-notes";

/** One parsed server-sent event. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Splits a server-sent-event text buffer into complete events (spec: HTML "server-sent events":
 * events end with a blank line; `event:` names it, `data:` lines join with "\n"; lines starting
 * with ":" are comments). Returns the events and the unfinished rest of the buffer.
 */
export function parseSseChunk(buffer: string): { events: SseEvent[]; rest: string } {
  const normalized = buffer.replace(/\r\n?/g, "\n");
  const blocks = normalized.split("\n\n");
  const rest = blocks.pop() ?? "";
  const events: SseEvent[] = [];
  for (const block of blocks) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (!line || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? "" : line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
    }
    if (data.length > 0 || event !== "message") events.push({ event, data: data.join("\n") });
  }
  return { events, rest };
}

export interface StreamNoteOptions {
  /** Called with each new piece of draft text, in order. */
  onDelta?: (text: string) => void;
  /** Called when the server drops the draft so far (the preview starts again). */
  onRestart?: () => void;
  /** Aborts the request (Cancel). */
  signal?: AbortSignal;
}

/**
 * Generates and saves a note, streaming the draft text through `onDelta` when the server streams.
 * @returns the saved note (with the guards' warnings and its source).
 * @throws ApiRequestError: the server's `{error}` (403 NOTE_LIMIT_REACHED, 404, 400, 429, 5xx), an
 *   `error` event (status 200, the stream's own status, with the server's message; 403 for
 *   NOTE_LIMIT_REACHED), a stream that ends without a note (code STREAM_ENDED), NETWORK;
 *   the AbortError itself when `signal` aborts.
 */
export async function streamNote(
  input: GenerateNoteData,
  opts: StreamNoteOptions = {},
): Promise<GeneratedNote> {
  let res: Response;
  try {
    res = await fetch("/api/v1/notes/generate", {
      method: "POST",
      credentials: "include",
      headers: { Accept: "text/event-stream", "Content-Type": "application/json" },
      body: JSON.stringify(input),
      signal: opts.signal,
    });
  } catch (err) {
    if (isAbort(err)) throw err;
    throw new ApiRequestError(0, "NETWORK", NETWORK_MESSAGE);
  }
  const contentType = res.headers.get("content-type") ?? "";
  if (!res.ok || !contentType.includes("text/event-stream") || !res.body) {
    return readJsonAnswer(res);
  }

  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const { events, rest } = parseSseChunk(done ? `${buffer}\n\n` : buffer);
      buffer = rest;
      for (const e of events) {
        const outcome = handleEvent(e, opts);
        if (outcome) return outcome;
      }
      if (done) break;
    }
  } catch (err) {
    if (isAbort(err) || opts.signal?.aborted) {
      throw abortError();
    }
    if (err instanceof ApiRequestError) throw err;
    throw new ApiRequestError(0, "NETWORK", NETWORK_MESSAGE);
  } finally {
    reader.releaseLock?.();
  }
  throw new ApiRequestError(502, "STREAM_ENDED", messages.notes.generateFailed);
}

/** Applies one event: a delta goes to `onDelta`; `note` returns the note; `error` throws. */
function handleEvent(e: SseEvent, opts: StreamNoteOptions): GeneratedNote | undefined {
  if (e.event === "delta") {
    const text = (safeJson(e.data) as { text?: unknown } | undefined)?.text;
    if (typeof text === "string" && text) opts.onDelta?.(text);
    return undefined;
  }
  if (e.event === "restart") {
    opts.onRestart?.();
    return undefined;
  }
  if (e.event === "note") {
    const note = safeJson(e.data) as GeneratedNote | undefined;
    if (!note || typeof note.id !== "string") {
      throw new ApiRequestError(502, "STREAM_BAD_NOTE", messages.notes.generateFailed);
    }
    return { ...note, warnings: Array.isArray(note.warnings) ? note.warnings : [] };
  }
  if (e.event === "error") {
    const body = safeJson(e.data) as { code?: unknown; message?: unknown } | undefined;
    // The HTTP answer itself was 200; the server's message is written for the teacher (spec §8).
    // The quota refusal keeps its meaning (403) so the screen shows the plan's explanation.
    const code = typeof body?.code === "string" ? body.code : "GENERATION_FAILED";
    throw new ApiRequestError(
      code === "NOTE_LIMIT_REACHED" ? 403 : 200,
      code,
      typeof body?.message === "string" && body.message ? body.message : messages.notes.generateFailed,
    );
  }
  return undefined;
}

/** The JSON answer (no streaming): the note on 2xx, else the server's `{error}` as ApiRequestError. */
async function readJsonAnswer(res: Response): Promise<GeneratedNote> {
  const text = await res.text();
  const json = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const parsed = apiErrorSchema.safeParse(json);
    if (parsed.success) {
      const e = parsed.data.error;
      throw new ApiRequestError(res.status, e.code, e.message, e.details);
    }
    throw new ApiRequestError(
      res.status,
      "HTTP_ERROR",
      `The server answered ${res.status}. Please try again.`,
    );
  }
  const note = json as GeneratedNote | undefined;
  if (!note || typeof note.id !== "string") {
    throw new ApiRequestError(502, "BAD_ANSWER", messages.notes.generateFailed);
  }
  return { ...note, warnings: Array.isArray(note.warnings) ? note.warnings : [] };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isAbort(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { name?: unknown }).name === "AbortError";
}

function abortError(): Error {
  const e = new Error("The request was cancelled.");
  e.name = "AbortError";
  return e;
}

/** Whether a thrown value is the teacher's Cancel (not a failure to report). */
export function isCancelled(err: unknown): boolean {
  return isAbort(err);
}

export interface StreamNoteVariables extends StreamNoteOptions {
  input: GenerateNoteData;
}

/**
 * Mutation: generate a note with streaming. On success the note goes to the top of ["notes"] and
 * ["me"] is refetched (the monthly count changed, spec §6); a 403 also refetches ["me"].
 */
export function useStreamNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, ...opts }: StreamNoteVariables) => streamNote(input, opts),
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
