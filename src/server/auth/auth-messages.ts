/**
 * Rewrites better-auth's error answers into the product's error body `{error: {code, message}}`
 * with the wording of requirements "Sign-up and sign-in" and "Error catalogue", so the client shows one catalogue of messages,
 * and a code of the closed list (`shared/contracts/error-codes.ts`, architecture "Request path").
 */
import { ErrorCode } from "../../shared/contracts/error-codes.ts";
import { confirmationMessages } from "../../shared/domain/email-confirmation.ts";
import { messages } from "../../shared/domain/error-messages.ts";

/** Sign-in refused for too many attempts (requirements "Sign-up and sign-in"). */
export const SIGN_IN_TOO_MANY = "Too many sign-in attempts. Please wait a moment before trying again.";

/** better-auth error code → sign-up message (requirements "Sign-up and sign-in"). */
const SIGNUP_MESSAGES: Record<string, string> = {
  USER_ALREADY_EXISTS: messages.signup.emailExists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: messages.signup.emailExists,
  PASSWORD_TOO_SHORT: messages.signup.passwordTooShort,
  INVALID_EMAIL: messages.signup.invalidEmail,
  /** Ours: the user hook of `auth.ts` (requirements "Account deletion"). */
  EMAIL_BLACKLISTED: messages.signup.blacklisted,
  /** Ours; the limit is auth.ts maxPasswordLength (requirements "Sign-up and sign-in"). */
  PASSWORD_TOO_LONG: "Password must be 128 characters or fewer.",
};

/**
 * The library's error codes (and the ones our hooks throw, `auth-hooks.ts` and the database hooks of
 * `auth.ts`) that keep their meaning in our list: the ones a teacher's sign-up, sign-in, reset,
 * password change or change of address can meet. Its origin refusals become FOREIGN_ORIGIN, like ours
 * (requirements "Security and privacy").
 */
const LIBRARY_CODES: Readonly<Record<string, ErrorCode>> = {
  VALIDATION_ERROR: ErrorCode.VALIDATION_ERROR,
  INVALID_FIELD: ErrorCode.INVALID_FIELD,
  WEAK_PASSWORD: ErrorCode.WEAK_PASSWORD,
  // Older versions of the library said USER_ALREADY_EXISTS for the same refusal.
  USER_ALREADY_EXISTS: ErrorCode.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ErrorCode.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL,
  PASSWORD_TOO_SHORT: ErrorCode.PASSWORD_TOO_SHORT,
  PASSWORD_TOO_LONG: ErrorCode.PASSWORD_TOO_LONG,
  INVALID_EMAIL: ErrorCode.INVALID_EMAIL,
  INVALID_EMAIL_OR_PASSWORD: ErrorCode.INVALID_EMAIL_OR_PASSWORD,
  INVALID_PASSWORD: ErrorCode.INVALID_PASSWORD,
  INVALID_TOKEN: ErrorCode.INVALID_TOKEN,
  ACCOUNT_SUSPENDED: ErrorCode.ACCOUNT_SUSPENDED,
  EMAIL_BLACKLISTED: ErrorCode.EMAIL_BLACKLISTED,
  INVALID_ORIGIN: ErrorCode.FOREIGN_ORIGIN,
  MISSING_OR_NULL_ORIGIN: ErrorCode.FOREIGN_ORIGIN,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: ErrorCode.FOREIGN_ORIGIN,
};

/**
 * Our code for an error answer of the library: the code of `LIBRARY_CODES`; else by status, 401 →
 * UNAUTHENTICATED (e.g. no session), 429 → TOO_MANY_REQUESTS (its rate limits), anything else
 * AUTH_ERROR (the library's message is kept).
 */
export function authErrorCode(libraryCode: string | undefined, status: number): ErrorCode {
  if (libraryCode !== undefined && Object.hasOwn(LIBRARY_CODES, libraryCode)) {
    return LIBRARY_CODES[libraryCode] as ErrorCode;
  }
  if (status === 401) return ErrorCode.UNAUTHENTICATED;
  if (status === 429) return ErrorCode.TOO_MANY_REQUESTS;
  return ErrorCode.AUTH_ERROR;
}

/** Sign-up validation failures (missing or wrong-typed fields) → the sign-up message for that field (requirements "Sign-up and sign-in"). */
function signupValidationMessage(text: string): string {
  if (/email/i.test(text)) return messages.signup.invalidEmail;
  if (/password/i.test(text)) return messages.signup.passwordTooShort;
  if (/\bname\b/i.test(text)) return "Please enter your name.";
  return messages.signup.failed;
}

/**
 * Maps one auth response. Successful answers pass through untouched.
 * - sign-up errors → the sign-up messages of requirements "Sign-up and sign-in" (default "Failed to create account…");
 * - 429 on sign-up → "Too many signup attempts…";
 * - sign-in errors → the service's message (requirements "Sign-up and sign-in"), e.g. "Invalid email or password".
 */
export async function mapAuthResponse(pathname: string, response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  const code = authErrorCode(body?.code, response.status);
  let message = body?.message ?? "";
  if (pathname.endsWith("/sign-up/email")) {
    if (response.status === 429) message = messages.signup.tooManyAttempts;
    else if (body?.code === ErrorCode.VALIDATION_ERROR) message = signupValidationMessage(body.message ?? "");
    else
      message =
        SIGNUP_MESSAGES[body?.code ?? ""] ??
        (response.status === 400 && message ? message : messages.signup.failed);
  } else if (pathname.endsWith("/sign-in/email")) {
    if (response.status === 429) message = SIGN_IN_TOO_MANY;
    else if (body?.code === ErrorCode.VALIDATION_ERROR) message = "Email and password are required.";
    else if (!message) message = messages.login.failed;
  } else if (response.status === 429 && /\/(send-verification-email|change-email)$/.test(pathname)) {
    message = confirmationMessages.resendLimited;
  } else if (!message) {
    message = response.statusText || "Authentication failed";
  }
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return new Response(JSON.stringify({ error: { code, message } }), { status: response.status, headers });
}
