/**
 * E-mail addresses as the server stores and compares them (requirements "Sign-up and sign-in",
 * "Account deletion", "Plans and trial"): addresses compare case-insensitively, so the blacklist,
 * the trial ledger and look-ups by address all use one stored form.
 */

/** The stored form of an address: trimmed and lower-cased (e.g. " Ana@School.org " → "ana@school.org"). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
