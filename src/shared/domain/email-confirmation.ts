/**
 * E-mail confirmation with a grace period (requirements "Sign-up and sign-in"; decision 011): a new
 * account works at once; its address must be confirmed within 7 days of sign-up, after which drafting
 * notes waits for the confirmation (everything else keeps working).
 */

/** Days an unconfirmed account may draft notes, counted from sign-up. */
export const CONFIRMATION_GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ConfirmationState = "confirmed" | "grace" | "required";

export interface ConfirmationStatus {
  state: ConfirmationState;
  /** When the grace period ends (sign-up + 7 days). */
  deadline: Date;
  /** Whole days left in the grace period, rounded up (0 once it ended); null when confirmed. */
  daysLeft: number | null;
}

/** Where an account stands: confirmed, still in its grace period, or confirmation required. */
export function confirmationStatus(emailVerified: boolean, createdAt: Date, now: Date): ConfirmationStatus {
  const deadline = new Date(createdAt.getTime() + CONFIRMATION_GRACE_DAYS * DAY_MS);
  if (emailVerified) return { state: "confirmed", deadline, daysLeft: null };
  const left = deadline.getTime() - now.getTime();
  if (left > 0) return { state: "grace", deadline, daysLeft: Math.ceil(left / DAY_MS) };
  return { state: "required", deadline, daysLeft: 0 };
}

/** Messages of requirements "Sign-up and sign-in" for the confirmation rule. */
export const confirmationMessages = {
  required:
    "Please confirm your email address to keep generating notes. Open the link we sent you, or send a new one from the banner.",
  resendLimited: "Too many confirmation emails. Please wait a minute before asking for another.",
} as const;
