/**
 * Server-side password policy (requirements "Sign-up and sign-in", "Security and privacy"): the shared
 * rules (`shared/domain/password-rules.ts`: 6 to 128 characters, not only whitespace) and a refusal of the
 * most common passwords.
 *
 * The list is the "passwords-common" dictionary of `@zxcvbn-ts/language-common` (about 49,000 passwords
 * from public breach corpora, most frequent first), shipped inside the npm package: nothing is downloaded.
 * A password is refused when its lower-cased form, or its lower-cased form with surrounding whitespace
 * removed, is on the list.
 */
import { dictionary } from "@zxcvbn-ts/language-common";
import { basicPasswordProblem, passwordMessages } from "../../shared/domain/password-rules.ts";

let common: Set<string> | undefined;

/** The common-password set, built on first use (lower-cased). */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return common;
}

/** True when `password` is on the common-password list (any letter case, surrounding spaces ignored). */
export function isCommonPassword(password: string): boolean {
  const set = commonPasswords();
  const lower = password.toLowerCase();
  return set.has(lower) || set.has(lower.trim());
}

/** The message naming why `password` is refused, or `undefined` when it is acceptable. */
export function passwordProblem(password: unknown): string | undefined {
  if (typeof password !== "string") return passwordMessages.tooShort;
  return basicPasswordProblem(password) ?? (isCommonPassword(password) ? passwordMessages.common : undefined);
}
