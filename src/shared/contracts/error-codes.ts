/**
 * The closed list of error codes (architecture "Request path"; requirements "Error catalogue"): every
 * `code` of an error answer `{ error: { code, message, details? } }` the server can give, and the few
 * codes the client makes up itself. A program branches on the code; a person reads the message (the
 * fixed messages live in `domain/error-messages.ts`). Schema-free, so the client's first load holds
 * no zod (architecture "Layout"; decision 019); `./common.ts` makes the OpenAPI enum from it.
 *
 * Each entry says its HTTP status and when it is answered. Tests assert the wire strings, which are
 * the contract a client relies on: never rename a value.
 */

/** Every code the server answers, by name: `ErrorCode.NOT_FOUND === "NOT_FOUND"`. */
export const ErrorCode = {
  // 400
  /** 400: a field is missing, malformed or unknown, each named (`details.fields`); also a cursor or `Idempotency-Key` this server did not give out, and the auth library's own body check. */
  VALIDATION_ERROR: "VALIDATION_ERROR",
  /** 400: the request body is not valid JSON. */
  MALFORMED_JSON: "MALFORMED_JSON",
  /** 400 (or the framework's status): a request the HTTP framework refused for another reason than malformed JSON. */
  BAD_REQUEST: "BAD_REQUEST",
  /** 400: a new date, title or kind for, or the deletion of, a deadline the legal clock computes (requirements "Deadlines"). */
  COMPUTED_DEADLINE: "COMPUTED_DEADLINE",
  /** 400: an empty profile picture upload (requirements "Profile"). */
  PICTURE_EMPTY: "PICTURE_EMPTY",
  /** 400: a profile picture whose image cannot be read (requirements "Profile"). */
  PICTURE_UNREADABLE: "PICTURE_UNREADABLE",
  /** 400: an import or restore file that is empty, holds no data rows, or cannot be read (a damaged or over-expanding archive) (requirements "Import"). */
  IMPORT_FILE_UNREADABLE: "IMPORT_FILE_UNREADABLE",
  /** 400: the payment provider's webhook signature does not match (requirements "Plans and trial"). */
  BAD_SIGNATURE: "BAD_SIGNATURE",
  /** 400, `/api/auth/*`: a name refused by the profile contract on sign-up or profile update, the field named. */
  INVALID_FIELD: "INVALID_FIELD",
  /** 400, `/api/auth/*`: a new password the password policy refuses, the reason named (requirements "Sign-up and sign-in"). */
  WEAK_PASSWORD: "WEAK_PASSWORD",
  /** 400, `/api/auth/*` (the auth library's code): a password shorter than the minimum. */
  PASSWORD_TOO_SHORT: "PASSWORD_TOO_SHORT",
  /** 400, `/api/auth/*` (the auth library's code): a password longer than the maximum. */
  PASSWORD_TOO_LONG: "PASSWORD_TOO_LONG",
  /** 400, `/api/auth/*` (the auth library's code): not an e-mail address. */
  INVALID_EMAIL: "INVALID_EMAIL",
  /** 400, `/api/auth/*` (the auth library's code): the current password given to change the password is wrong. */
  INVALID_PASSWORD: "INVALID_PASSWORD",
  /** 400, `/api/auth/*` (the auth library's code): a password-reset token that is bad, used or old. */
  INVALID_TOKEN: "INVALID_TOKEN",

  // 401
  /** 401: no valid session on `/api/v1` (or no admin session on `/api/admin`), or the teacher's row is gone. */
  UNAUTHENTICATED: "UNAUTHENTICATED",
  /** 401, `/api/auth/*` (the auth library's code): sign-in with a wrong e-mail or password. */
  INVALID_EMAIL_OR_PASSWORD: "INVALID_EMAIL_OR_PASSWORD",
  /** 401: a staff sign-in with a wrong e-mail or password (decision 013). */
  INVALID_CREDENTIALS: "INVALID_CREDENTIALS",
  /** 401: a staff authenticator code that is not the current one (decision 013). */
  INVALID_TOTP: "INVALID_TOTP",

  // 403
  /** 403: the monthly note quota is used up or the trial ended; `details.reason` says which (requirements "Note quota"). */
  NOTE_LIMIT_REACHED: "NOTE_LIMIT_REACHED",
  /** 403: note generation past the confirmation grace period with an unconfirmed address (decision 011). */
  EMAIL_NOT_CONFIRMED: "EMAIL_NOT_CONFIRMED",
  /** 403: a change from another site's page (`Origin` not trusted), on `/api/v1`, `/api/admin` and `/api/auth` (requirements "Security and privacy"). */
  FOREIGN_ORIGIN: "FOREIGN_ORIGIN",
  /** 403: account deletion refused (wrong password, or an account with the admin role); `details.reason` (requirements "Account deletion"). */
  FORBIDDEN: "FORBIDDEN",
  /** 403: a profile update naming fields a teacher may not set (plan, quota, address, id); `details.fields` (requirements "Profile"). */
  PROFILE_FORBIDDEN: "PROFILE_FORBIDDEN",
  /** 403: sign-up with, or a change of address to, a blacklisted address (requirements "Account deletion"). */
  EMAIL_BLACKLISTED: "EMAIL_BLACKLISTED",
  /** 403: any way of signing in (password, reset, confirmation link) to an account staff suspended; 401 on `/api/v1` with a session of one (requirements "Admin area"). */
  ACCOUNT_SUSPENDED: "ACCOUNT_SUSPENDED",
  /** 403: sign-up while staff have closed sign-ups (requirements "Admin area"). */
  SIGN_UPS_CLOSED: "SIGN_UPS_CLOSED",
  /** 403: `/api/v1/ai/*` while staff have turned the writing assistant off (requirements "Admin area"). */
  AI_ASSISTANT_OFF: "AI_ASSISTANT_OFF",
  /** 403: `/api/admin/*` with a teacher's session (requirements "Admin area"). */
  ADMIN_ONLY: "ADMIN_ONLY",
  /** 403: `/api/admin/*` before the staff sign-in steps are done; `details.stage` (decision 013). */
  ADMIN_SETUP_REQUIRED: "ADMIN_SETUP_REQUIRED",
  /** 403: staff asking for a teacher's students without that teacher's consent (requirements "Admin area"). */
  NO_STAFF_CONSENT: "NO_STAFF_CONSENT",
  /** 403: adding students beyond the plan's student limit (`max_students`); `details` gives the limit and how many fit (requirements "Import"). */
  STUDENT_LIMIT_REACHED: "STUDENT_LIMIT_REACHED",

  // 404
  /** 404: a missing id, another teacher's id, a path id that is not a UUID, or no such route (architecture "Security model"). */
  NOT_FOUND: "NOT_FOUND",

  // 409
  /** 409: an edit based on an older version (`If-Match`); `details` holds the current record (decision 008). */
  CONFLICT: "CONFLICT",
  /** 409: a profile field changed elsewhere since the teacher read it; `details.fields` (requirements "Profile"). */
  PROFILE_CONFLICT: "PROFILE_CONFLICT",
  /** 409: account deletion blocked by rows that still depend on the account (requirements "Account deletion"). */
  ACCOUNT_DEPENDENCIES: "ACCOUNT_DEPENDENCIES",
  /** 409: rescheduling, cancelling or holding a meeting that is no longer upcoming (requirements "Meetings"). */
  MEETING_NOT_UPCOMING: "MEETING_NOT_UPCOMING",
  /** 409: changing a cancelled meeting (requirements "Meetings"). */
  MEETING_CANCELLED: "MEETING_CANCELLED",
  /** 409: the billing portal before a first payment (requirements "Plans and trial"). */
  NO_BILLING_ACCOUNT: "NO_BILLING_ACCOUNT",
  /** 409: starting the Pro trial on an account already on Pro, in a trial, or whose address had its one trial (requirements "Plans and trial"). */
  TRIAL_NOT_AVAILABLE: "TRIAL_NOT_AVAILABLE",
  /** 409: a progress data point implausible for its goal, sent without `confirmImplausible: true`; `details.reasons` (requirements "Progress entries"). */
  IMPLAUSIBLE_VALUE: "IMPLAUSIBLE_VALUE",
  /** 409: deleting a service that has logged sessions, without `deleteSessions=true`; `details.sessions` (requirements "Services"). */
  SERVICE_HAS_SESSIONS: "SERVICE_HAS_SESSIONS",
  /** 409: a second authenticator set-up for a staff account that has one (decision 013). */
  TOTP_ALREADY_ENROLLED: "TOTP_ALREADY_ENROLLED",
  /** 409: a staff authenticator code sent when the session does not wait for one (decision 013). */
  TOTP_NOT_EXPECTED: "TOTP_NOT_EXPECTED",
  /** 409: a change to an IEP version that is final or superseded (requirements "IEP versions"). */
  IEP_FINAL: "IEP_FINAL",
  /** 409: a second draft for a student who has one; `details.iepId` names it (requirements "IEP versions"). */
  IEP_DRAFT_EXISTS: "IEP_DRAFT_EXISTS",
  /** 409: withdrawing a parent's signing link that was already used (requirements "Signatures and consent"). */
  SIGNING_LINK_USED: "SIGNING_LINK_USED",

  // 410
  /** 410: a parent's signing link already used, revoked or past its 14 days; `details.reason` (requirements "Signatures and consent"). */
  SIGNING_LINK_GONE: "SIGNING_LINK_GONE",

  // 413, 415, 422
  /** 413: a request body over 512 KB. */
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  /** 413: a profile picture over its size limit (requirements "Profile"). */
  PICTURE_TOO_LARGE: "PICTURE_TOO_LARGE",
  /** 415: a profile picture that is not a PNG, JPEG or WebP image (requirements "Profile"). */
  PICTURE_TYPE: "PICTURE_TYPE",
  /** 413: an import file over 5 MB or 2,000 data rows, or a restore file over its limit (requirements "Import"). */
  IMPORT_FILE_TOO_LARGE: "IMPORT_FILE_TOO_LARGE",
  /** 415: an import file that is neither CSV nor Excel .xlsx, or a restore file that is not an export ZIP (requirements "Import"). */
  IMPORT_FILE_TYPE: "IMPORT_FILE_TYPE",
  /** 422: an import file with a spreadsheet formula in a cell (`=HYPERLINK(…)`); `details` names the row and column (requirements "Import"). */
  IMPORT_FORMULA: "IMPORT_FORMULA",
  /** 413: an attachment over 20 MB (requirements "Attachments"). */
  FILE_TOO_LARGE: "FILE_TOO_LARGE",
  /** 415: an attachment that is not a PDF, an image or a Word file, or whose bytes are not what its name claims (requirements "Attachments"). */
  FILE_TYPE: "FILE_TYPE",
  /** 415: a POST, PUT, PATCH or DELETE under `/api` whose body is not JSON (the profile picture excepted; requirements "Security and privacy"). */
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  /** 422: an `Idempotency-Key` sent before with another request (decision 008). */
  IDEMPOTENCY_KEY_REUSED: "IDEMPOTENCY_KEY_REUSED",
  /** 422, `/api/auth/*` (the auth library's code): sign-up with an address an account already uses. */
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",

  // 429
  /** 429 with `Retry-After`: over the writing assistant's budget or the support-ticket limit, or too many wrong passwords at account deletion or staff sign-in guesses (requirements "Rate limits"). */
  RATE_LIMITED: "RATE_LIMITED",
  /** 429 with `Retry-After`, `/api/auth/*`: too many sign-in, sign-up, reset or confirmation requests (requirements "Rate limits"). */
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",

  // 5xx
  /** 500: an unexpected failure (logged, never shown raw); also the `error` event of a note stream. */
  INTERNAL: "INTERNAL",
  /** 500: a profile update failed unexpectedly (requirements "Error catalogue"). */
  PROFILE_UPDATE_FAILED: "PROFILE_UPDATE_FAILED",
  /** 500: an account deletion failed unexpectedly (requirements "Error catalogue"). */
  ACCOUNT_DELETE_FAILED: "ACCOUNT_DELETE_FAILED",
  /** 502: the payment provider could not be reached (requirements "Plans and trial"). */
  BILLING_PROVIDER: "BILLING_PROVIDER",
  /** 503: checkout or portal on a server without billing settings (requirements "Plans and trial"). */
  BILLING_NOT_CONFIGURED: "BILLING_NOT_CONFIGURED",

  // Any status
  /** The auth library's status, `/api/auth/*`: any other refusal of the auth library, with its message. */
  AUTH_ERROR: "AUTH_ERROR",
} as const;

/** One code the server answers. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Every server code, for the OpenAPI document's enum (`./common.ts`). */
export const ERROR_CODES = Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]];

/** Whether `value` is one of the server's codes (the keys of `ErrorCode` are its values). */
export const isErrorCode = (value: string): value is ErrorCode => Object.hasOwn(ErrorCode, value);

/**
 * Client-only codes: an `ApiRequestError` the browser makes itself, never in a server answer
 * (`lib/api-client.ts`, the note stream). A cancelled request is no code: it stays an `AbortError`.
 */
export const ClientErrorCode = {
  /** Status 0: the request never reached the server, or its stream broke (requirements "Error catalogue"). */
  NETWORK: "NETWORK",
  /** The server's status: an error answer whose body is not `{error: {code, message}}` with a code of this list. */
  HTTP_ERROR: "HTTP_ERROR",
  /** 200: a note stream's `error` event without a code of this list. */
  GENERATION_FAILED: "GENERATION_FAILED",
  /** 502: a note stream that ended without a note. */
  STREAM_ENDED: "STREAM_ENDED",
  /** 502: a note stream's `note` event that is not a note. */
  STREAM_BAD_NOTE: "STREAM_BAD_NOTE",
  /** 502: a JSON answer to note generation that is not a note. */
  BAD_ANSWER: "BAD_ANSWER",
} as const;

/** One client-only code. */
export type ClientErrorCode = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];
