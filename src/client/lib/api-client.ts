/**
 * The one way the client talks to the server (architecture "Request path"): fetch with the session
 * cookie, JSON in and out, and one error type. A non-2xx answer throws `ApiRequestError` carrying
 * the server's `{error: {code, message}}`; a network failure throws it with code `NETWORK`.
 *
 * - `apiRequest`: a JSON call.
 * - `apiEventStream`: a call answered with server-sent events (or, when the server chooses, JSON);
 *   see architecture "Note generation flow" and requirements "Note streaming".
 * - `sendRequest` + `responseError`: the building blocks, for answers that are files.
 * Every one reads error answers with the same `responseError`, so no feature parses them itself.
 * A code is one of the closed list (`@shared/contracts/error-codes`); code that branches on one
 * compares with `ErrorCode.X` or `ClientErrorCode.X`.
 */
import type { ApiError } from "@shared/contracts/common";
import { ClientErrorCode, type ErrorCode, isErrorCode } from "@shared/contracts/error-codes";
import { forgetEarlyResponses, takeEarlyResponse } from "./early-responses";
import { parseSseChunk, type SseEvent } from "./sse";

export type { SseEvent } from "./sse";

/** The code of an `ApiRequestError`: one the server answers, or one the client makes up itself. */
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export class ApiRequestError extends Error {
  override name = "ApiRequestError";
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/**
 * Who hears whether requests reach the server (architecture "Offline rules"): `failed` when `fetch`
 * itself failed (no answer at all), `reached` when any answer arrived. The connection status
 * (`lib/offline/connection.ts`) sets one; this module stays free of it so public pages stay small.
 */
export interface NetworkObserver {
  failed(): void;
  reached(): void;
}

let networkObserver: NetworkObserver | undefined;

/** Sets (or, with `undefined`, removes) the one observer of request outcomes. */
export function setNetworkObserver(observer: NetworkObserver | undefined): void {
  networkObserver = observer;
}

/** The network message of requirements "Error catalogue". */
export const NETWORK_MESSAGE = "Network error. Please check your connection and try again.";

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Whether a thrown value is an aborted request (the teacher's Cancel), not a failure to report. */
export function isAbortError(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { name?: unknown }).name === "AbortError";
}

function abortError(): Error {
  const e = new Error("The request was cancelled.");
  e.name = "AbortError";
  return e;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends one request with the session cookie; a `body` is serialised as JSON, except a `Blob`
 * (a chosen file), which is sent as its bytes with its own type, and a `FormData` (an upload form),
 * sent as multipart/form-data with the boundary the browser sets. A plain GET may be answered by
 * the page's early read of the same URL (`early-responses.ts`). Does not look at the status.
 * @throws ApiRequestError NETWORK when the request never arrived; the AbortError itself on abort.
 */
export async function sendRequest(path: string, opts: RequestOptions = {}): Promise<Response> {
  let res: Response;
  try {
    // A change makes every early read not yet taken out of date (decision 022).
    if ((opts.method ?? "GET") !== "GET") forgetEarlyResponses();
    // The page's inline script may have asked already (decision 022); a failed early read is sent again.
    const early = await takeEarlyResponse(path, opts)?.catch(() => undefined);
    if (opts.signal?.aborted) throw abortError();
    res =
      early ??
      (await fetch(path, {
        method: opts.method ?? "GET",
        credentials: "include",
        headers: {
          Accept: "application/json",
          ...(opts.body instanceof FormData
            ? {}
            : opts.body instanceof Blob
              ? { "Content-Type": opts.body.type || "application/octet-stream" }
              : opts.body !== undefined
                ? { "Content-Type": "application/json" }
                : {}),
          ...opts.headers,
        },
        // A Blob (a file the teacher chose) is sent as its bytes, a FormData as multipart; anything else as JSON.
        body:
          opts.body instanceof Blob || opts.body instanceof FormData
            ? opts.body
            : opts.body !== undefined
              ? JSON.stringify(opts.body)
              : undefined,
        signal: opts.signal,
      }));
  } catch (err) {
    if (isAbortError(err)) throw err;
    networkObserver?.failed();
    throw new ApiRequestError(0, ClientErrorCode.NETWORK, NETWORK_MESSAGE);
  }
  networkObserver?.reached();
  return res;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The `{error: {code, message, details?}}` of a non-2xx answer (the shape of `apiErrorSchema` in
 * `@shared/contracts/common`, with any text as `code`), checked by hand so the client's first load
 * holds no zod (architecture "Layout": the signed-in dashboard's JavaScript budget); undefined for
 * any other body.
 */
function apiErrorOf(json: unknown): (Omit<ApiError["error"], "code"> & { code: string }) | undefined {
  if (!isRecord(json) || !isRecord(json.error)) return undefined;
  const { code, message, details } = json.error;
  if (typeof code !== "string" || typeof message !== "string") return undefined;
  if (details !== undefined && !isRecord(details)) return undefined;
  return details === undefined ? { code, message } : { code, message, details };
}

/**
 * The error a non-2xx answer stands for: the server's `{error: {code, message, details}}`; HTTP_ERROR
 * with the server's message and details when its code is not one of the list (a server of another
 * version), or with a generic sentence when the body is not one.
 */
export async function responseError(res: Response): Promise<ApiRequestError> {
  let json: unknown;
  try {
    const text = await res.text();
    json = text ? safeJson(text) : undefined;
  } catch {
    json = undefined;
  }
  const e = apiErrorOf(json);
  if (e) {
    const code = isErrorCode(e.code) ? e.code : ClientErrorCode.HTTP_ERROR;
    return new ApiRequestError(res.status, code, e.message, e.details);
  }
  return new ApiRequestError(
    res.status,
    ClientErrorCode.HTTP_ERROR,
    `The server answered ${res.status}. Please try again.`,
  );
}

/**
 * Calls `path` (e.g. "/api/v1/students") and returns the parsed JSON (undefined for 204).
 * @throws ApiRequestError on a non-2xx answer or a network failure.
 */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await sendRequest(path, opts);
  if (!res.ok) throw await responseError(res);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? safeJson(text) : undefined) as T;
}

export interface EventStreamOptions<T> extends Omit<RequestOptions, "headers"> {
  /**
   * Handles one event, in order. Return a value to finish with it (the rest of the stream is not
   * read); return undefined to read on; throw (e.g. an ApiRequestError for an `error` event) to fail.
   */
  onEvent: (event: SseEvent) => T | undefined;
}

/** How an event-stream call ended: an event's value, a plain JSON answer, or a stream that just stopped. */
export type EventStreamOutcome<T> =
  | { kind: "event"; value: T }
  | { kind: "json"; data: unknown }
  | { kind: "ended" };

/**
 * Calls `path` asking for server-sent events (`Accept: text/event-stream`, POST by default) and
 * feeds each event to `onEvent` as it arrives. A 2xx answer that is not an event stream is read as
 * JSON (`{kind: "json"}`), so a server that does not stream still works.
 * @throws ApiRequestError: a non-2xx answer (read like `apiRequest` does, e.g. 403 NOTE_LIMIT_REACHED
 *   before the stream starts), NETWORK (request or stream broke), or whatever `onEvent` throws;
 *   an AbortError when `signal` aborts, at any point.
 */
export async function apiEventStream<T>(
  path: string,
  { onEvent, method = "POST", ...opts }: EventStreamOptions<T>,
): Promise<EventStreamOutcome<T>> {
  const res = await sendRequest(path, { ...opts, method, headers: { Accept: "text/event-stream" } });
  if (!res.ok) throw await responseError(res);
  const contentType = res.headers.get("content-type") ?? "";
  if (!contentType.includes("text/event-stream") || !res.body) {
    const text = await res.text();
    return { kind: "json", data: text ? safeJson(text) : undefined };
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
      for (const event of events) {
        const result = onEvent(event);
        if (result !== undefined) return { kind: "event", value: result };
      }
      if (done) return { kind: "ended" };
    }
  } catch (err) {
    if (isAbortError(err) || opts.signal?.aborted) throw abortError();
    if (err instanceof ApiRequestError) throw err;
    throw new ApiRequestError(0, ClientErrorCode.NETWORK, NETWORK_MESSAGE);
  } finally {
    reader.releaseLock?.();
  }
}

/** A message fit for a teacher from any thrown value; `fallback` is the action's message (requirements "Error catalogue"). */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiRequestError) {
    if (err.code === ClientErrorCode.NETWORK) return NETWORK_MESSAGE;
    if (err.status >= 500) return fallback;
    return err.message || fallback;
  }
  return fallback;
}
