/**
 * The session check of every `/api/v1` request, with the answer for one browser's exact session
 * cookies kept for a moment (decision 014, "The check remembered").
 *
 * Checking the signed session copy through the library (`auth.api.getSession`) builds a whole
 * endpoint context and verifies an HMAC through WebCrypto; it was most of the cost of a short read
 * such as the students list. A screen asks for several answers at once with the same cookies, so the
 * verified answer is kept per exact `Cookie` header for {@link sessionMemoMs} of the copy's bound:
 * a tenth of `SESSION_CACHE_SECONDS`, at most 1 s. A session ended on another device therefore
 * works there for at most the bound plus that moment (30 s + 1 s by default).
 *
 * Kept only when the library answered from the copy without asking to refresh a cookie (no
 * `Set-Cookie`), and never when the copy is off (`SESSION_CACHE_SECONDS=0`: every request looks the
 * session up, as the operator asked). Nothing but the verified answer is kept, keyed by the header
 * the browser sent; another browser's cookies are another key.
 */
import { LRUCache } from "lru-cache";
import type { Auth } from "./auth.ts";

/** The library's answer with its headers (`returnHeaders: true`). */
export type SessionAnswer = Awaited<ReturnType<typeof readLibrarySession>>;

function readLibrarySession(auth: Auth, headers: Headers) {
  return auth.api.getSession({ headers, returnHeaders: true });
}

/** Longest time one verified answer is kept (ms). */
export const SESSION_MEMO_MAX_MS = 1000;

/** Browsers' answers kept at once; beyond it the least recently used go first. */
export const SESSION_MEMO_ENTRIES = 5000;

/**
 * How long a verified answer is kept for a signed-copy lifetime of `cacheSeconds`: a tenth of it, at
 * most {@link SESSION_MEMO_MAX_MS}; 0 when the copy is off. Rows of decision 014.
 * @returns milliseconds.
 */
export function sessionMemoMs(cacheSeconds: number | undefined): number {
  if (!cacheSeconds || cacheSeconds <= 0) return 0;
  return Math.min(SESSION_MEMO_MAX_MS, (cacheSeconds * 1000) / 10);
}

/** The signed copy's lifetime the auth instance was built with (seconds; 0 when off). */
function cookieCacheSeconds(auth: Auth): number {
  const cache = auth.options.session?.cookieCache;
  return cache?.enabled ? (cache.maxAge ?? 0) : 0;
}

/**
 * A session reader over `auth`: `read(headers)` answers what `auth.api.getSession` answers for
 * those headers, from memory when the same `Cookie` header was verified less than the memo's time
 * ago. Errors of the library are thrown as they come and nothing is kept for them.
 * @param now the clock in ms (tests pass their own).
 */
export function createSessionReader(auth: Auth, now: () => number = Date.now) {
  const ttl = sessionMemoMs(cookieCacheSeconds(auth));
  const kept = new LRUCache<string, { answer: SessionAnswer; until: number }>({ max: SESSION_MEMO_ENTRIES });
  return {
    /** Milliseconds one answer is kept (0: every request asks the library). */
    ttlMs: ttl,
    async read(headers: Headers): Promise<SessionAnswer> {
      const cookie = headers.get("cookie");
      if (ttl === 0 || !cookie) return readLibrarySession(auth, headers);
      const hit = kept.get(cookie);
      if (hit && hit.until > now()) return hit.answer;
      const answer = await readLibrarySession(auth, headers);
      if (answer.response && answer.headers.getSetCookie().length === 0) {
        kept.set(cookie, { answer, until: now() + ttl });
      } else {
        kept.delete(cookie);
      }
      return answer;
    },
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
