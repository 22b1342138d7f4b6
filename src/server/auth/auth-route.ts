/**
 * The `/api/auth/*` route (architecture "Request path", "Security model"): hands the request to the auth
 * library with the client address it may trust, limits sign-in per account, and turns the library's
 * answers into ours.
 * - The client address (`x-client-ip`, which keys the library's per-address limits) comes from the
 *   socket, or through `TRUST_PROXY` from `X-Forwarded-For` (`lib/client-address.ts`); a client-sent
 *   `x-client-ip` is dropped (requirements "Rate limits").
 * - Passwords: sign-in and the library's checks of the signed-in teacher's password take a try of the
 *   account's password budget before the check and give it back unless the password was wrong; with
 *   no try left, 429 from any address (`sign-in-limiter.ts`).
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
import {
  createMailRequestLimiter,
  createPasswordGuessLimiter,
  teacherPasswordKey,
  tooManyMailsMessage,
  tooManyPasswordsMessage,
} from "./sign-in-limiter.ts";

export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}

/** The trimmed, lower-cased `email` of a JSON body (sign-in, a mailed link), if it has one. */
async function bodyEmail(request: Request): Promise<string | undefined> {
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown } | null;
  return typeof body?.email === "string" ? body.email.trim().toLowerCase() : undefined;
}

/**
 * The library's endpoints that check the signed-in teacher's current password (the one of a session,
 * not of a sign-in); "/delete-user" is off (`user.deleteUser`) but would check one.
 */
const SESSION_PASSWORD_PATHS = ["/change-password", "/verify-password", "/delete-user"];

/**
 * The password budget key of a request that checks a password (requirements "Rate limits"): the
 * address of a sign-in body, or the signed-in teacher's for the session's password checks; none for
 * any other request.
 */
async function passwordKey(c: Context, pathname: string, deps: AppDeps): Promise<string | undefined> {
  if (c.req.method !== "POST") return undefined;
  if (pathname.endsWith("/sign-in/email")) {
    const email = await bodyEmail(c.req.raw);
    return email === undefined ? undefined : teacherPasswordKey(email);
  }
  if (!SESSION_PASSWORD_PATHS.some((p) => pathname.endsWith(p))) return undefined;
  const session = await deps.auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
  return session ? teacherPasswordKey(session.user.email) : undefined;
}

/** Whether the library's answer says the password it checked was wrong. */
async function wrongPassword(raw: Response): Promise<boolean> {
  if (raw.status === 401) return true; // sign-in: wrong address or password
  if (raw.status !== 400) return false;
  const body = (await raw
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === "INVALID_PASSWORD";
}

/** The library's endpoints that mail a link to the address in their body. */
const MAIL_PATHS = ["/request-password-reset", "/send-verification-email"];

/** The address a request asks a link to be mailed to, if it is one of `MAIL_PATHS` with one. */
async function mailAddress(c: Context, pathname: string): Promise<string | undefined> {
  if (c.req.method !== "POST" || !MAIL_PATHS.some((p) => pathname.endsWith(p))) return undefined;
  return bodyEmail(c.req.raw);
}

/** A 429 in our error shape with `Retry-After` (seconds). */
function tooMany(message: string, seconds: number): Response {
  return new Response(JSON.stringify({ error: { code: ErrorCode.TOO_MANY_REQUESTS, message } }), {
    status: 429,
    headers: { "content-type": "application/json", "Retry-After": String(seconds) },
  });
}

function tooManySignIns(pathname: string, seconds: number): Response {
  const message = pathname.endsWith("/sign-in/email") ? SIGN_IN_TOO_MANY : tooManyPasswordsMessage(seconds);
  return tooMany(message, seconds);
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
  const limiter = deps.signInLimiter ?? createPasswordGuessLimiter(deps.database.db);
  const mails = createMailRequestLimiter(deps.database.db);
  return async (c: Context): Promise<Response> => {
    const pathname = new URL(c.req.url).pathname;
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientAddress(socketAddress(c), c.req.header("x-forwarded-for"), deps.trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);

    const isSignUp = c.req.method === "POST" && pathname.endsWith("/sign-up/email");
    // A password is checked only on a try reserved first; a right one gives it back.
    const key = await passwordKey(c, pathname, deps);
    const guess = key === undefined ? undefined : await limiter.reserve(key, deps.now().getTime());
    if (guess && !guess.allowed) return tooManySignIns(pathname, guess.retryAfterSeconds);
    // A link is mailed to one address at most so often, whoever asks (requirements "Rate limits").
    const mailTo = await mailAddress(c, pathname);
    const mail = mailTo === undefined ? undefined : await mails.reserve(mailTo, deps.now().getTime());
    if (mail && !mail.allowed)
      return tooMany(tooManyMailsMessage(mail.retryAfterSeconds), mail.retryAfterSeconds);

    /** The library's answer in our error shape, with the standard Retry-After. */
    const handle = async (request: Request) => {
      const raw = await deps.auth.handler(request);
      if (guess?.allowed && !(await wrongPassword(raw))) await guess.giveBack();
      return withoutSessionForSuspended(withRetryAfter(raw, await mapAuthResponse(pathname, raw)));
    };
    const request = new Request(c.req.raw, { headers });
    const response =
      isSignUp && options.signUp ? await options.signUp(request, handle) : await handle(request);
    if (c.req.method === "GET" && pathname.endsWith("/verify-email")) return linkRefusalToCallback(response);
    return publicAnswer(response, isSignUp);
  };
}
