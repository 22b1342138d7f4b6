import { describe, expect, it } from "vitest";
import { annualReviewLabel, annualReviewStatus, DUE_SOON_DAYS, formatDate } from "./annual-review";

// Domain primer "Legal clock": the IEP is reviewed at least once a year (34 CFR §300.324(b));
// districts meet 3–4 weeks before the due date, hence "due soon" within DUE_SOON_DAYS.
const today = new Date(2026, 8, 15, 14, 30); // 15 Sep 2026, mid-afternoon local time

describe("annualReviewStatus", () => {
  it.each([
    { due: null, kind: "not-set", label: "Not set" },
    { due: "not a date", kind: "not-set", label: "Not set" },
    { due: "2026-09-14", kind: "overdue", label: "Overdue by 1 day" },
    { due: "2026-08-16", kind: "overdue", label: "Overdue by 30 days" },
    { due: "2026-09-15", kind: "due-today", label: "Due today" },
    { due: "2026-09-16", kind: "due-soon", label: "Due in 1 day" },
    { due: "2026-10-15", kind: "due-soon", label: `Due in ${DUE_SOON_DAYS} days` },
    { due: "2026-10-16", kind: "scheduled", label: "Due in 31 days" },
    { due: "2027-09-15", kind: "scheduled", label: "Due in 365 days" },
  ])("due $due → $label", ({ due, kind, label }) => {
    const status = annualReviewStatus(due, today);
    expect(status.kind).toBe(kind);
    expect(annualReviewLabel(status)).toBe(label);
  });

  it("counts calendar days, not 24-hour periods (late evening still counts today)", () => {
    const lateEvening = new Date(2026, 8, 15, 23, 59);
    expect(annualReviewStatus("2026-09-16", lateEvening)).toEqual({ kind: "due-soon", days: 1 });
  });
});

describe("formatDate", () => {
  it.each([
    { input: "2027-03-12", out: "Mar 12, 2027" },
    { input: null, out: null },
    { input: "sometime in May", out: "sometime in May" },
  ])("$input → $out", ({ input, out }) => {
    expect(formatDate(input)).toBe(out);
  });
});
