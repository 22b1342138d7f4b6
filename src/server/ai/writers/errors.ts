/**
 * AI text service errors (requirements "AI errors": "The AI client classes errors by HTTP status: 400, 401, 403, 404,
 * 409, 422, 429, and 500 or above, plus connection, timeout and abort errors").
 *
 * Every generator throws `AiError`; callers log it and use the required fallback (template note,
 * original text, fallback suggestions). The provider's raw message is kept for the log only.
 */
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  OpenAIError,
} from "openai";

export type AiErrorKind =
  | "bad_request" // 400
  | "unauthorized" // 401
  | "forbidden" // 403
  | "not_found" // 404
  | "conflict" // 409
  | "unprocessable" // 422
  | "rate_limited" // 429
  | "server" // ≥ 500
  | "connection"
  | "timeout"
  | "aborted"
  /** The generator cannot answer this field type (the offline drafter writes full notes and rewrites). */
  | "unsupported"
  /** Any other status or failure. */
  | "unknown";

/** Short, teacher-safe words for each kind (used in warnings; never the provider's own text). */
export const AI_ERROR_DESCRIPTIONS: Record<AiErrorKind, string> = {
  bad_request: "the AI service rejected the request",
  unauthorized: "the AI service key was not accepted",
  forbidden: "the AI service refused access",
  not_found: "the AI model was not found",
  conflict: "the AI service reported a conflict",
  unprocessable: "the AI service could not process the request",
  rate_limited: "the AI service is busy (rate limited)",
  server: "the AI service had an internal error",
  connection: "the AI service could not be reached",
  timeout: "the AI service took too long to answer",
  aborted: "the AI request was cancelled",
  unsupported: "this kind of text is not available offline",
  unknown: "the AI service failed",
};

export class AiError extends Error {
  override name = "AiError";
  constructor(
    readonly kind: AiErrorKind,
    message: string,
    /** HTTP status when the provider answered. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** The teacher-safe description of this error's kind. */
  get description(): string {
    return AI_ERROR_DESCRIPTIONS[this.kind];
  }
}

/** The kind for an HTTP status (requirements "AI errors" list; other 4xx → unknown). */
export function kindForStatus(status: number): AiErrorKind {
  switch (status) {
    case 400:
      return "bad_request";
    case 401:
      return "unauthorized";
    case 403:
      return "forbidden";
    case 404:
      return "not_found";
    case 409:
      return "conflict";
    case 422:
      return "unprocessable";
    case 429:
      return "rate_limited";
    default:
      return status >= 500 ? "server" : "unknown";
  }
}

/**
 * Classifies anything a provider call threw (openai SDK errors, DOM aborts, network errors) as an
 * `AiError`. An `AiError` is returned unchanged.
 */
export function toAiError(err: unknown): AiError {
  if (err instanceof AiError) return err;
  const message = err instanceof Error ? err.message : String(err);
  // Order matters: the timeout and abort classes are subclasses of APIError / APIConnectionError.
  if (err instanceof APIUserAbortError) return new AiError("aborted", message, undefined, { cause: err });
  if (err instanceof APIConnectionTimeoutError)
    return new AiError("timeout", message, undefined, { cause: err });
  if (err instanceof APIConnectionError) return new AiError("connection", message, undefined, { cause: err });
  if (err instanceof APIError && typeof err.status === "number") {
    return new AiError(kindForStatus(err.status), message, err.status, { cause: err });
  }
  if (err instanceof Error && err.name === "AbortError") {
    return new AiError("aborted", message, undefined, { cause: err });
  }
  if (err instanceof Error && err.name === "TimeoutError") {
    return new AiError("timeout", message, undefined, { cause: err });
  }
  if (err instanceof OpenAIError) return new AiError("unknown", message, undefined, { cause: err });
  return new AiError("unknown", message, undefined, { cause: err });
}
