/**
 * What the account screen says when a change fails (requirements "Error catalogue": the profile
 * update and account deletion messages, verbatim from `@shared/domain/error-messages`).
 */
import { ApiRequestError } from "@client/lib/api-client";
import { ClientErrorCode } from "@shared/contracts/error-codes";
import { messages } from "@shared/domain/error-messages";

/** Said after the conflict message when another tab or device changed the profile (requirements "Profile"). */
export const CHANGED_ELSEWHERE_HINT =
  "Your profile was changed in another window or on another device: reload the page to see the latest values.";

/**
 * The profile update message for `err`: no connection → network; 409 → "already in use"; 403 →
 * "no permission"; a 4xx naming a field → the server's words; anything else → the default.
 */
export function profileUpdateMessage(err: unknown): string {
  if (!(err instanceof ApiRequestError)) return messages.profile.failed;
  if (err.code === ClientErrorCode.NETWORK) return messages.profile.network;
  if (err.status === 409) {
    return err.details?.reason === "changed-elsewhere"
      ? `${messages.profile.conflict} ${CHANGED_ELSEWHERE_HINT}`
      : messages.profile.conflict;
  }
  if (err.status === 403) return messages.profile.forbidden;
  if (err.status >= 400 && err.status < 500 && err.status !== 401 && err.message) return err.message;
  return messages.profile.failed;
}

/**
 * The account deletion message for `err`: no connection → network; 403 → "no permission" (with a
 * hint when the password was wrong); 409 → "existing data dependencies"; 400 and 429 (too many wrong
 * passwords, requirements "Rate limits") → the server's words; anything else → the default.
 */
export function deleteAccountMessage(err: unknown): string {
  if (!(err instanceof ApiRequestError)) return messages.account.failed;
  if (err.code === ClientErrorCode.NETWORK) return messages.account.network;
  if (err.status === 403) {
    return err.details?.reason === "password"
      ? `${messages.account.forbidden} Check your password and try again.`
      : messages.account.forbidden;
  }
  if (err.status === 409) return messages.account.dependencies;
  if ((err.status === 400 || err.status === 429) && err.message) return err.message;
  return messages.account.failed;
}
