/**
 * The legal clock (requirements "Deadlines"): the deadlines IDEA sets for each student, computed from the
 * student's record as pure functions on calendar dates (`YYYY-MM-DD`, no time, no zone).
 *
 * - Annual review: the IEP is reviewed "periodically, but not less than annually" — 34 CFR
 *   §300.324(b)(1)(i). Due on the record's `annualMeetingDueDate`, or one year after the last
 *   annual-review meeting held, whichever is later.
 * - Reevaluation: at least once every three years — 34 CFR §300.303(b)(2). Due three years after the
 *   last evaluation date.
 * - Transition plan: "beginning not later than the first IEP to be in effect when the child turns 16"
 *   — 34 CFR §300.320(b). Due at the last annual review on or before the 16th birthday (that IEP is the
 *   one in effect on the birthday), or on the birthday when no review date is known.
 * - Progress reports: periodic reports to parents on each annual goal — 34 CFR §300.320(a)(3); on the
 *   teacher's reporting dates (`legal-clock-reporting.ts`; default: quarterly).
 * - Parent signature on the IEP (requirements "Signatures and consent"): due on the final IEP's start
 *   date while no parent's signature on it stands.
 * - Parental consent for initial services: services do not begin without it — 34 CFR §300.300(b). Due
 *   on the final initial IEP's start date while no consent answer is recorded.
 *
 * A computed deadline is kept once per student and kind (`planDeadlineSync`): it moves when its source
 * date moves, and one marked done or dismissed is kept as history while the next one is added.
 */
import type { ComputedDeadlineKind, DeadlineStatus } from "../contracts/deadlines.ts";
import { DEFAULT_REPORTING_DATES, isReportingDate } from "./legal-clock-reporting.ts";

export { DEFAULT_REPORTING_DATES, isReportingDate };

/** A calendar date `YYYY-MM-DD`. */
export type CalendarDate = string;

/** Years between evaluations (34 CFR §300.303(b)(2)). */
export const REEVALUATION_YEARS = 3;
/** The age by which the IEP in effect holds a transition plan (34 CFR §300.320(b)). */
export const TRANSITION_AGE = 16;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: CalendarDate): [number, number, number] {
  const m = DATE_RE.exec(date);
  if (!m) throw new RangeError(`not a calendar date: ${date}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function fromUtc(ms: number): CalendarDate {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/**
 * `date` moved by `years` whole years; 29 February becomes 28 February in a common year.
 * @throws RangeError when `date` is not `YYYY-MM-DD`.
 */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const [y, m, d] = parts(date);
  const year = y + years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(m)}-${pad(Math.min(d, lastDay))}`;
}

/** `date` moved by `days` days (negative: earlier). @throws RangeError when `date` is not `YYYY-MM-DD`. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = parts(date);
  return fromUtc(Date.UTC(y, m - 1, d + days));
}

const later = (a: CalendarDate | null, b: CalendarDate | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * The annual review due date (34 CFR §300.324(b)(1)(i)): the later of the record's
 * `annualMeetingDueDate` and one year after the last annual-review meeting held; null when neither is known.
 */
export function annualReviewDue(input: {
  annualMeetingDueDate: CalendarDate | null;
  lastAnnualReviewHeld: CalendarDate | null;
}): CalendarDate | null {
  const afterHeld = input.lastAnnualReviewHeld ? addYears(input.lastAnnualReviewHeld, 1) : null;
  return later(input.annualMeetingDueDate, afterHeld);
}

/** The reevaluation due date: three years after the last evaluation (34 CFR §300.303(b)(2)); null without one. */
export function reevaluationDue(lastEvaluationDate: CalendarDate | null): CalendarDate | null {
  return lastEvaluationDate ? addYears(lastEvaluationDate, REEVALUATION_YEARS) : null;
}

/**
 * When the IEP must hold a transition plan (34 CFR §300.320(b)): the last annual review on or before
 * the 16th birthday (the IEP written there is in effect on the birthday), else the birthday itself.
 * Null without a date of birth, or when the student turned 16 more than a year before `today` (the
 * plan belongs to reviews already past; the clock does not raise it again).
 */
export function transitionPlanDue(input: {
  dateOfBirth: CalendarDate | null;
  annualReviewDue: CalendarDate | null;
  today: CalendarDate;
}): CalendarDate | null {
  if (!input.dateOfBirth) return null;
  const birthday = addYears(input.dateOfBirth, TRANSITION_AGE);
  if (birthday < addYears(input.today, -1)) return null;
  if (!input.annualReviewDue) return birthday;
  const shift = parts(birthday)[0] - parts(input.annualReviewDue)[0];
  const sameYear = addYears(input.annualReviewDue, shift);
  return sameYear <= birthday ? sameYear : addYears(input.annualReviewDue, shift - 1);
}

/**
 * The first reporting date strictly after `after` (34 CFR §300.320(a)(3)). `reportingDates` are
 * month-days `MM-DD`; invalid ones are ignored; an empty list means `DEFAULT_REPORTING_DATES`.
 */
export function nextReportingDate(reportingDates: readonly string[], after: CalendarDate): CalendarDate {
  const valid = reportingDates.filter(isReportingDate);
  const list = valid.length > 0 ? valid : DEFAULT_REPORTING_DATES;
  const [year] = parts(after);
  const candidates = [year, year + 1]
    .flatMap((y) => list.map((md) => addYears(`2024-${md}`, y - 2024)))
    .filter((d) => d > after)
    .sort();
  return candidates[0] as CalendarDate;
}

/** What the clock reads from one student (dates in the teacher's time zone). */
export interface LegalClockInput {
  dateOfBirth: CalendarDate | null;
  annualMeetingDueDate: CalendarDate | null;
  lastEvaluationDate: CalendarDate | null;
  /** The date of the last annual-review meeting held, if any. */
  lastAnnualReviewHeld: CalendarDate | null;
  /** The due date of the last progress report marked done or dismissed, if any. */
  lastProgressReportClosed: CalendarDate | null;
  /** When the student joined the caseload; the first progress report is the first reporting date after it. */
  caseloadStart: CalendarDate;
  /** The teacher's reporting dates `MM-DD` (empty: quarterly default). */
  reportingDates: readonly string[];
  today: CalendarDate;
  /** The start date of the final IEP no parent's signature stands on, if any. */
  unsignedFinalIepStart?: CalendarDate | null;
  /** The start date of the final initial IEP without a consent answer for initial services, if any. */
  initialIepAwaitingConsentStart?: CalendarDate | null;
}

/** One deadline the clock wants to exist. */
export interface ComputedDeadline {
  kind: ComputedDeadlineKind;
  dueDate: CalendarDate;
  title: string;
}

/** Titles of computed deadlines (no student data: the student is shown beside them). */
export const COMPUTED_TITLES: Record<ComputedDeadlineKind, string> = {
  annual_review: "Annual IEP review due",
  reevaluation: "Three-year reevaluation due",
  progress_report: "Progress report to parents due",
  transition_plan: "Transition plan due in the IEP (turns 16)",
  iep_signature: "Parent signature on the IEP",
  initial_consent: "Parental consent for initial services",
};

/** Every deadline the legal clock asks for, one per kind at most (see the module comment for the rules). */
export function computeLegalDeadlines(input: LegalClockInput): ComputedDeadline[] {
  const annual = annualReviewDue(input);
  const dates: Record<ComputedDeadlineKind, CalendarDate | null> = {
    annual_review: annual,
    reevaluation: reevaluationDue(input.lastEvaluationDate),
    transition_plan: transitionPlanDue({
      dateOfBirth: input.dateOfBirth,
      annualReviewDue: annual,
      today: input.today,
    }),
    progress_report: nextReportingDate(
      input.reportingDates,
      input.lastProgressReportClosed ?? addDays(input.caseloadStart, -1),
    ),
    iep_signature: input.unsignedFinalIepStart ?? null,
    initial_consent: input.initialIepAwaitingConsentStart ?? null,
  };
  return (Object.keys(dates) as ComputedDeadlineKind[]).flatMap((kind) => {
    const dueDate = dates[kind];
    return dueDate ? [{ kind, dueDate, title: COMPUTED_TITLES[kind] }] : [];
  });
}

/** The current computed deadline of one kind for one student, as stored. */
export interface StoredComputedDeadline {
  id: string;
  kind: ComputedDeadlineKind;
  dueDate: CalendarDate;
  status: DeadlineStatus;
}

/** The changes that bring the stored computed deadlines of one student in line with the clock. */
export interface DeadlineSyncPlan {
  insert: ComputedDeadline[];
  /** Pending rows whose source date moved. */
  move: { id: string; dueDate: CalendarDate; title: string }[];
  /** Done or dismissed rows whose date no longer matches: kept as history, no longer the current one. */
  archive: string[];
  /** Pending rows the clock no longer asks for. */
  remove: string[];
}

/**
 * Compares the current computed deadlines of one student (at most one per kind) with what the clock asks
 * for: a missing one is inserted; a pending one whose date moved is moved (never duplicated); a done or
 * dismissed one is kept as history when its date moved (and the new one inserted); a pending one no
 * longer asked for is removed.
 */
export function planDeadlineSync(
  current: readonly StoredComputedDeadline[],
  wanted: readonly ComputedDeadline[],
): DeadlineSyncPlan {
  const plan: DeadlineSyncPlan = { insert: [], move: [], archive: [], remove: [] };
  const wantedByKind = new Map(wanted.map((w) => [w.kind, w]));
  const currentByKind = new Map(current.map((c) => [c.kind, c]));
  for (const row of current) {
    const want = wantedByKind.get(row.kind);
    if (want && want.dueDate === row.dueDate) continue;
    if (row.status === "pending") {
      if (want) plan.move.push({ id: row.id, dueDate: want.dueDate, title: want.title });
      else plan.remove.push(row.id);
    } else {
      plan.archive.push(row.id);
      if (want) plan.insert.push(want);
    }
  }
  for (const want of wanted) if (!currentByKind.has(want.kind)) plan.insert.push(want);
  return plan;
}
