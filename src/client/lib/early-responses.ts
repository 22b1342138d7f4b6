/**
 * Hands the answers the page's inline script fetched early (`early-requests.ts`, decision 022) to
 * the app: the first GET of a URL takes its answer, once, if it started less than
 * `EARLY_ANSWER_TTL_MS` ago; any later request, or one with a method, body or headers of its own,
 * goes to the network as usual.
 */
import { EARLY_ANSWER_TTL_MS, type EarlyStore } from "../early-requests";

const storeOf = (): EarlyStore | undefined =>
  typeof window === "undefined" ? undefined : (window as unknown as { __iepEarly?: EarlyStore }).__iepEarly;

/**
 * The early answer for a plain GET of `path` (exactly as the app writes it), removed from the store;
 * undefined when there is none, it is too old, or the request is not a plain GET.
 * `now` is `performance.now()` (ms since the page started), for tests.
 */
export function takeEarlyResponse(
  path: string,
  request: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  now = performance.now(),
): Promise<Response> | undefined {
  const store = storeOf();
  if (!store) return undefined;
  const plainGet = (request.method ?? "GET") === "GET" && request.body === undefined && !request.headers;
  const answer = store.answers[path];
  if (!answer || !plainGet) return undefined;
  delete store.answers[path];
  return now - store.startedAt <= EARLY_ANSWER_TTL_MS ? answer : undefined;
}

/**
 * Drops every early answer not yet taken. Called when a session ends or begins on this page
 * (`clearSignedInData`, sign-in), so an answer read for one teacher never reaches another's request.
 */
export function forgetEarlyResponses(): void {
  const store = storeOf();
  if (store) store.answers = {};
}
