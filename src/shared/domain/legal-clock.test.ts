import { describe, expect, it } from "vitest";
import {
  addDays,
  addYears,
  annualReviewDue,
  computeLegalDeadlines,
  DEFAULT_REPORTING_DATES,
  type LegalClockInput,
  nextReportingDate,
  planDeadlineSync,
  reevaluationDue,
  transitionPlanDue,
} from "./legal-clock.ts";

describe("calendar arithmetic", () => {
  it.each([
    ["2026-03-01", 1, "2027-03-01"],
    ["2024-02-29", 1, "2025-02-28"],
    ["2024-02-29", 4, "2028-02-29"],
    ["2026-12-31", -1, "2025-12-31"],
  ])("addYears(%s, %i) = %s", (date, years, expected) => {
    expect(addYears(date, years)).toBe(expected);
  });
  it.each([
    ["2026-12-31", 1, "2027-01-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2024-03-01", -1, "2024-02-29"],
  ])("addDays(%s, %i) = %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
  it("refuses text that is not a calendar date", () => {
    expect(() => addYears("2026-3-1", 1)).toThrow(RangeError);
  });
});

// 34 CFR §300.324(b)(1)(i): the IEP is reviewed "periodically, but not less than annually".
describe("annual review due (34 CFR §300.324(b)(1)(i))", () => {
  it.each([
    { rule: "nothing known → none", due: null, held: null, expected: null },
    { rule: "the record's due date", due: "2027-03-01", held: null, expected: "2027-03-01" },
    { rule: "one year after the last review held", due: null, held: "2026-05-10", expected: "2027-05-10" },
    {
      rule: "a review held after the record's date → a year after it",
      due: "2026-05-01",
      held: "2026-05-10",
      expected: "2027-05-10",
    },
    {
      rule: "a review held early for this cycle → a year after it",
      due: "2026-12-01",
      held: "2026-11-20",
      expected: "2027-11-20",
    },
    {
      rule: "the record moved past last year's review → the record",
      due: "2027-09-01",
      held: "2026-03-01",
      expected: "2027-09-01",
    },
    { rule: "a review held on 29 February", due: null, held: "2028-02-29", expected: "2029-02-28" },
  ])("$rule", ({ due, held, expected }) => {
    expect(annualReviewDue({ annualMeetingDueDate: due, lastAnnualReviewHeld: held })).toBe(expected);
  });
});

// 34 CFR §300.303(b)(2): a reevaluation at least once every three years.
describe("reevaluation due (34 CFR §300.303(b)(2))", () => {
  it.each([
    [null, null],
    ["2024-10-15", "2027-10-15"],
    ["2024-02-29", "2027-02-28"],
  ])("last evaluation %s → due %s", (last, expected) => {
    expect(reevaluationDue(last)).toBe(expected);
  });
});

// 34 CFR §300.320(b): transition services beginning not later than the first IEP to be in effect when
// the child turns 16.
describe("transition plan due (34 CFR §300.320(b))", () => {
  it.each([
    { rule: "no date of birth → none", dob: null, annual: "2027-03-01", today: "2026-11-23", expected: null },
    {
      rule: "no review date → the 16th birthday",
      dob: "2011-01-10",
      annual: null,
      today: "2026-11-23",
      expected: "2027-01-10",
    },
    {
      rule: "review before the birthday in that year → that review writes the IEP in effect",
      dob: "2011-06-20",
      annual: "2026-12-01",
      today: "2026-11-23",
      expected: "2026-12-01",
    },
    {
      rule: "review after the birthday in its year → the review a year before",
      dob: "2012-01-10",
      annual: "2027-03-01",
      today: "2026-11-23",
      expected: "2027-03-01",
    },
    {
      rule: "review on the birthday itself counts",
      dob: "2012-03-01",
      annual: "2026-03-01",
      today: "2026-11-23",
      expected: "2028-03-01",
    },
    {
      rule: "a student who turned 16 over a year ago → none",
      dob: "2009-01-01",
      annual: "2027-03-01",
      today: "2026-11-23",
      expected: null,
    },
    {
      rule: "turned 16 within the last year → the review before the birthday (overdue)",
      dob: "2010-06-01",
      annual: "2027-03-01",
      today: "2026-11-23",
      expected: "2026-03-01",
    },
  ])("$rule", ({ dob, annual, today, expected }) => {
    expect(transitionPlanDue({ dateOfBirth: dob, annualReviewDue: annual, today })).toBe(expected);
  });
});

// 34 CFR §300.320(a)(3): periodic reports on the progress toward the annual goals.
describe("progress report dates (34 CFR §300.320(a)(3))", () => {
  it("defaults to quarterly dates", () => {
    expect(DEFAULT_REPORTING_DATES).toHaveLength(4);
    expect(nextReportingDate([], "2026-11-23")).toBe("2027-01-31");
  });
  it.each([
    { dates: ["10-31", "01-31", "03-31", "06-15"], after: "2026-10-30", expected: "2026-10-31" },
    { dates: ["10-31", "01-31", "03-31", "06-15"], after: "2026-10-31", expected: "2027-01-31" },
    { dates: ["06-15"], after: "2026-06-15", expected: "2027-06-15" },
    { dates: ["02-29"], after: "2026-01-01", expected: "2026-02-28" },
    { dates: ["13-01", "nonsense"], after: "2026-11-23", expected: "2027-01-31" },
  ])("after $after with $dates → $expected", ({ dates, after, expected }) => {
    expect(nextReportingDate(dates, after)).toBe(expected);
  });
});

const base: LegalClockInput = {
  dateOfBirth: "2014-04-02",
  annualMeetingDueDate: "2027-03-01",
  lastEvaluationDate: "2024-10-15",
  lastAnnualReviewHeld: null,
  lastProgressReportClosed: null,
  caseloadStart: "2026-09-01",
  reportingDates: [],
  today: "2026-11-23",
};

describe("computeLegalDeadlines", () => {
  it("asks for one deadline per kind from the record", () => {
    expect(computeLegalDeadlines(base)).toEqual([
      { kind: "annual_review", dueDate: "2027-03-01", title: "Annual IEP review due" },
      { kind: "reevaluation", dueDate: "2027-10-15", title: "Three-year reevaluation due" },
      { kind: "transition_plan", dueDate: "2030-03-01", title: "Transition plan due in the IEP (turns 16)" },
      { kind: "progress_report", dueDate: "2026-10-31", title: "Progress report to parents due" },
    ]);
  });
  it("an empty record still gets its progress reports, and nothing else", () => {
    const out = computeLegalDeadlines({
      ...base,
      dateOfBirth: null,
      annualMeetingDueDate: null,
      lastEvaluationDate: null,
    });
    expect(out.map((d) => d.kind)).toEqual(["progress_report"]);
  });
  it("the next progress report follows the last one closed", () => {
    const out = computeLegalDeadlines({ ...base, lastProgressReportClosed: "2026-10-31" });
    expect(out.find((d) => d.kind === "progress_report")?.dueDate).toBe("2027-01-31");
  });
});

// Requirements "Signatures and consent": "Parent signature on the IEP" is due on the final IEP's start
// date while unsigned; "Parental consent for initial services" on the initial IEP's start date while no
// consent answer is recorded (34 CFR 300.300(b): services do not begin without consent).
describe("computeLegalDeadlines: the IEP's signature and consent", () => {
  it.each([
    { unsigned: null, awaiting: null, expected: [] },
    {
      unsigned: "2026-12-01",
      awaiting: null,
      expected: [{ kind: "iep_signature", dueDate: "2026-12-01", title: "Parent signature on the IEP" }],
    },
    {
      unsigned: null,
      awaiting: "2026-12-01",
      expected: [
        { kind: "initial_consent", dueDate: "2026-12-01", title: "Parental consent for initial services" },
      ],
    },
    {
      unsigned: "2027-01-04",
      awaiting: "2027-01-04",
      expected: [
        { kind: "iep_signature", dueDate: "2027-01-04", title: "Parent signature on the IEP" },
        { kind: "initial_consent", dueDate: "2027-01-04", title: "Parental consent for initial services" },
      ],
    },
  ])("unsigned final IEP from $unsigned, initial IEP awaiting consent from $awaiting", (row) => {
    const out = computeLegalDeadlines({
      ...base,
      unsignedFinalIepStart: row.unsigned,
      initialIepAwaitingConsentStart: row.awaiting,
    });
    expect(out.filter((d) => d.kind === "iep_signature" || d.kind === "initial_consent")).toEqual(
      row.expected,
    );
  });
});

describe("planDeadlineSync: never duplicated, moves with its source, done ones kept", () => {
  const want = (kind: "annual_review" | "reevaluation", dueDate: string) => ({ kind, dueDate, title: kind });
  it("inserts what is missing", () => {
    expect(planDeadlineSync([], [want("annual_review", "2027-03-01")])).toEqual({
      insert: [want("annual_review", "2027-03-01")],
      move: [],
      archive: [],
      remove: [],
    });
  });
  it("leaves a matching deadline alone, whatever its status", () => {
    for (const status of ["pending", "done", "dismissed"] as const) {
      const plan = planDeadlineSync(
        [{ id: "a", kind: "annual_review", dueDate: "2027-03-01", status }],
        [want("annual_review", "2027-03-01")],
      );
      expect(plan).toEqual({ insert: [], move: [], archive: [], remove: [] });
    }
  });
  it("moves a pending deadline whose source date moved (no second row)", () => {
    const plan = planDeadlineSync(
      [{ id: "a", kind: "annual_review", dueDate: "2027-03-01", status: "pending" }],
      [want("annual_review", "2027-04-15")],
    );
    expect(plan).toEqual({
      insert: [],
      move: [{ id: "a", dueDate: "2027-04-15", title: "annual_review" }],
      archive: [],
      remove: [],
    });
  });
  it("keeps a done deadline as history and adds the next one", () => {
    const plan = planDeadlineSync(
      [{ id: "a", kind: "annual_review", dueDate: "2026-03-01", status: "done" }],
      [want("annual_review", "2027-03-01")],
    );
    expect(plan).toEqual({
      insert: [want("annual_review", "2027-03-01")],
      move: [],
      archive: ["a"],
      remove: [],
    });
  });
  it("removes a pending deadline whose source is gone; archives a dismissed one", () => {
    const plan = planDeadlineSync(
      [
        { id: "a", kind: "annual_review", dueDate: "2026-03-01", status: "pending" },
        { id: "b", kind: "reevaluation", dueDate: "2027-10-15", status: "dismissed" },
      ],
      [],
    );
    expect(plan).toEqual({ insert: [], move: [], archive: ["b"], remove: ["a"] });
  });
});
