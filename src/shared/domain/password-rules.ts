/**
 * Password rules shared by the sign-up, reset and change-password forms and the server
 * (requirements "Sign-up and sign-in"). The server adds one rule the browser does not ship: the
 * common-password list (`server/auth/password-policy.ts`).
 */
import { messages } from "./error-messages.ts";

/** Shortest accepted password (requirements "Sign-up and sign-in"). */
export const PASSWORD_MIN_LENGTH = 6;
/** Longest accepted password (requirements "Sign-up and sign-in"). */
export const PASSWORD_MAX_LENGTH = 128;

/** The hint under a new-password field (reset and change password): the rules above, in one line. */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters; not only spaces, and not a commonly used password.`;

/** Messages of requirements "Sign-up and sign-in", each naming why a password is refused. */
export const passwordMessages = {
  tooShort: messages.signup.passwordTooShort,
  tooLong: "Password must be 128 characters or fewer.",
  onlySpaces: "Password cannot be only spaces. Please include letters, numbers or symbols.",
  common:
    "This password is one of the most commonly used passwords and easy to guess. Please choose another.",
} as const;

/**
 * The first rule a password breaks, checked in the browser and on the server: length (in UTF-16 code
 * units, as better-auth counts), then all-whitespace. `undefined` when the password passes these.
 */
export function basicPasswordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  if (password.trim() === "") return passwordMessages.onlySpaces;
  return undefined;
}
