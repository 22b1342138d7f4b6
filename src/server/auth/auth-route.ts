/**
 * The `/api/auth/*` route (architecture "Request path", "Security model"): hands the request to the auth
 * library with the client address it may trust, limits sign-in per account, and turns the library's
 * answers into ours.
 * - The client address (`x-client-ip`, which keys the library's per-address limits) comes from the
 *   socket, or through `TRUST_PROXY` from `X-Forwarded-For` (`lib/client-address.ts`); a client-sent
 *   `x-client-ip` is dropped (requirements "Rate limits").
 * - Sign-in: after too many wrong passwords for one account, 429 from any address (`sign-in-limiter.ts`).
 * - Every 429 carries the standard `Retry-After` header (seconds).
 * - Sign-up answers `needsConfirmation` (requirements "Sign-up and sign-in").
 * - No answer carries the session token (sign-up, sign-in, password change, get-session): it lives
 *   only in the HttpOnly cookie, out of reach of the page's scripts (requirements "Sessions and
 *   sign-out").
 * - Error bodies are rewritten by `auth-messages.ts`; a confirmation link the database hooks refused
 *   (ACCOUNT_SUSPENDED, EMAIL_BLACKLISTED: `auth.ts`) lands on `/auth/callback?error=<code>`, which
 *   says why, instead of showing the browser a JSON body.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { ErrorCode } from "../../shared/contracts/error-codes.ts";
import { clientAddress } from "../lib/client-address.ts";
import type { AppDeps } from "../lib/hono-env.ts";
import { CLIENT_IP_HEADER } from "./auth.ts";
import { CALLBACK_PATH } from "./auth-hooks.ts";
import { mapAuthResponse, SIGN_IN_TOO_MANY } from "./auth-messages.ts";
import { DatabaseSignInLimiter } from "./sign-in-limiter.ts";

export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}

/** The lower-cased e-mail of a sign-in body, if it has one. */
async function signInAccount(request: Request): Promise<string | undefined> {
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown } | null;
  return typeof body?.email === "string" ? body.email.trim().toLowerCase() : undefined;
}

function tooManySignIns(seconds: number): Response {
  return new Response(
    JSON.stringify({ error: { code: ErrorCode.TOO_MANY_REQUESTS, message: SIGN_IN_TOO_MANY } }),
    {
      status: 429,
      headers: { "content-type": "application/json", "Retry-After": String(seconds) },
    },
  );
}

type AnswerBody = { token?: unknown; session?: { token?: unknown }; user?: { emailVerified?: boolean } };

/**
 * A successful JSON answer as the browser gets it: without the session token (top-level `token`,
 * `session.token`), and for sign-up with `needsConfirmation`. Other answers pass untouched.
 */
async function publicAnswer(response: Response, isSignUp: boolean): Promise<Response> {
  if (!response.ok || !/^application\/json\b/i.test(response.headers.get("content-type") ?? "")) {
    return response;
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    return new Response(text, { status: response.status, headers });
  }
  const { token: _token, ...rest } = body as AnswerBody;
  const out: Record<string, unknown> = rest;
  if (rest.session && typeof rest.session === "object") {
    const { token: _sessionToken, ...session } = rest.session;
    out.session = session;
  }
  if (isSignUp) out.needsConfirmation = rest.user?.emailVerified !== true;
  return new Response(JSON.stringify(out), { status: response.status, headers });
}

/** A session cookie of the library (`better-auth.session_token`, `…session_data`, `__Secure-` prefixed on https). */
const SESSION_COOKIE = /^(__Secure-)?better-auth\.session_/;

/**
 * A refusal of a suspended account (403 ACCOUNT_SUSPENDED) carries no session cookie: the library may
 * have renewed the signed copy of the session it read before the refusal (requirements "Admin area").
 */
async function withoutSessionForSuspended(response: Response): Promise<Response> {
  if (response.status !== 403 || !response.headers.getSetCookie().some((c) => SESSION_COOKIE.test(c))) {
    return response;
  }
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: unknown } } | null;
  if (body?.error?.code !== ErrorCode.ACCOUNT_SUSPENDED) return response;
  const headers = new Headers(response.headers);
  headers.delete("set-cookie");
  for (const cookie of response.headers.getSetCookie()) {
    if (!SESSION_COOKIE.test(cookie)) headers.append("set-cookie", cookie);
  }
  return new Response(response.body, { status: response.status, headers });
}

/** The refusals of the database hooks a confirmation link can meet (`auth.ts`). */
const LINK_REFUSALS: ReadonlySet<string> = new Set([
  ErrorCode.ACCOUNT_SUSPENDED,
  ErrorCode.EMAIL_BLACKLISTED,
]);

/** A confirmation link's refusal as a redirect to the callback screen; any other answer untouched. */
async function linkRefusalToCallback(response: Response): Promise<Response> {
  if (response.status !== 403) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: unknown } } | null;
  const code = body?.error?.code;
  if (typeof code !== "string" || !LINK_REFUSALS.has(code)) return response;
  return new Response(null, { status: 302, headers: { location: `${CALLBACK_PATH}?error=${code}` } });
}

/** Copies the library's `X-Retry-After` of a 429 into the standard `Retry-After` header. */
function withRetryAfter(raw: Response, mapped: Response): Response {
  const retry = raw.headers.get("x-retry-after");
  if (mapped.status !== 429 || !retry || mapped.headers.has("retry-after")) return mapped;
  const headers = new Headers(mapped.headers);
  headers.set("Retry-After", String(Math.max(1, Number.parseInt(retry, 10) || 1)));
  return new Response(mapped.body, { status: 429, headers });
}

/** What the app wraps around the library's handler for one kind of request. */
export interface AuthRouteOptions {
  /**
   * Runs around `POST /api/auth/sign-up/email` (the blacklist and the Pro trial, `features/account`):
   * gets the request and the handler that answers it, returns the answer.
   */
  signUp?: (request: Request, handle: (request: Request) => Promise<Response>) => Promise<Response>;
}

/** Builds the handler mounted at `/api/auth/*` (GET and POST). */
export function createAuthRoute(deps: AppDeps, options: AuthRouteOptions = {}) {
  // Counts kept in the database: several servers on one PostgreSQL limit together.
  const limiter = deps.signInLimiter ?? new DatabaseSignInLimiter(deps.database.db);
  return async (c: Context): Promise<Response> => {
    const pathname = new URL(c.req.url).pathname;
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientAddress(socketAddress(c), c.req.header("x-forwarded-for"), deps.trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);

    const isSignIn = c.req.method === "POST" && pathname.endsWith("/sign-in/email");
    const isSignUp = c.req.method === "POST" && pathname.endsWith("/sign-up/email");
    const account = isSignIn ? await signInAccount(c.req.raw) : undefined;
    if (account) {
      const wait = await limiter.blockedFor(account, deps.now().getTime());
      if (wait > 0) return tooManySignIns(wait);
    }

    /** The library's answer in our error shape, with the standard Retry-After. */
    const handle = async (request: Request) => {
      const raw = await deps.auth.handler(request);
      if (account && raw.status === 401) await limiter.fail(account, deps.now().getTime());
      return withoutSessionForSuspended(withRetryAfter(raw, await mapAuthResponse(pathname, raw)));
    };
    const request = new Request(c.req.raw, { headers });
    const response =
      isSignUp && options.signUp ? await options.signUp(request, handle) : await handle(request);
    if (c.req.method === "GET" && pathname.endsWith("/verify-email")) return linkRefusalToCallback(response);
    return publicAnswer(response, isSignUp);
  };
}
