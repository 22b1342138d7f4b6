/**
 * The deadline codes, their plain words and the upcoming window (requirements "Deadlines"), without
 * the schemas: screens that only show deadlines read them from here, so the teacher area's first load
 * holds no zod (architecture "Layout": the signed-in dashboard's JavaScript budget).
 * `./deadlines.ts` re-exports all.
 */

export const DEADLINE_STATUSES = ["pending", "done", "dismissed"] as const;
export type DeadlineStatus = (typeof DEADLINE_STATUSES)[number];

export const DEADLINE_KINDS = [
  "annual_review",
  "reevaluation",
  "progress_report",
  "initial_evaluation",
  "transition_plan",
  "follow_up",
  "custom",
  /** A parent's signature on the final IEP (requirements "Signatures and consent"). */
  "iep_signature",
  /** Parental consent for initial services on the initial IEP (34 CFR 300.300(b)). */
  "initial_consent",
] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** Kinds the legal clock computes from the record. */
export const COMPUTED_DEADLINE_KINDS = [
  "annual_review",
  "reevaluation",
  "progress_report",
  "transition_plan",
  "iep_signature",
  "initial_consent",
] as const satisfies readonly DeadlineKind[];
export type ComputedDeadlineKind = (typeof COMPUTED_DEADLINE_KINDS)[number];

export const DEADLINE_KIND_LABELS: Record<DeadlineKind, string> = {
  annual_review: "Annual review",
  reevaluation: "Reevaluation",
  progress_report: "Progress report",
  initial_evaluation: "Initial evaluation",
  transition_plan: "Transition plan",
  follow_up: "Parent follow-up",
  custom: "Deadline",
  iep_signature: "Parent signature on the IEP",
  initial_consent: "Parental consent for initial services",
};

export const DEADLINE_SOURCES = ["manual", "computed"] as const;
export type DeadlineSource = (typeof DEADLINE_SOURCES)[number];

/** Upcoming = pending and due within this many days from today, at most `UPCOMING_DEADLINES_MAX` shown (requirements "Deadlines"). */
export const UPCOMING_DEADLINE_DAYS = 7;
export const UPCOMING_DEADLINES_MAX = 10;
