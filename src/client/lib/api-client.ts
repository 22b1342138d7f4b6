/**
 * The one way the client talks to the server (architecture §4): fetch with the session cookie,
 * JSON in and out, and one error type. A non-2xx answer throws `ApiRequestError` carrying the
 * server's `{error: {code, message}}`; a network failure throws it with code `NETWORK`.
 */
import { apiErrorSchema } from "@shared/contracts/common";

export class ApiRequestError extends Error {
  override name = "ApiRequestError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** spec §8: "Network error. Please check your connection and try again." */
export const NETWORK_MESSAGE = "Network error. Please check your connection and try again.";

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Calls `path` (e.g. "/api/v1/students") and returns the parsed JSON (undefined for 204).
 * @throws ApiRequestError on a non-2xx answer or a network failure.
 */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: opts.method ?? "GET",
      credentials: "include",
      headers: {
        Accept: "application/json",
        ...(opts.body !== undefined ? { "Content-Type": "application/json" } : {}),
        ...opts.headers,
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new ApiRequestError(0, "NETWORK", NETWORK_MESSAGE);
  }
  if (res.status === 204) return undefined as T;
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
  return json as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A message fit for a teacher from any thrown value; `fallback` is the spec §8 message of the action. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiRequestError) {
    if (err.code === "NETWORK") return NETWORK_MESSAGE;
    if (err.status >= 500) return fallback;
    return err.message || fallback;
  }
  return fallback;
}
