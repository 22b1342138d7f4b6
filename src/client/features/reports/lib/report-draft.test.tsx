/**
 * The report draft on this device (requirements "Parent progress report": narratives
 * kept in storage under iep:<userId>:report_draft:<studentId> so they are never lost).
 */

import { readReportDraft, reportDraftKey, writeReportDraft } from "@client/features/reports/lib/report-draft";
import { beforeEach, describe, expect, it } from "vitest";

const USER = "u1";
const STUDENT = "s1";

beforeEach(() => localStorage.clear());

describe("report draft storage", () => {
  it('uses the per-user key of local storage (requirements "Local storage")', () => {
    expect(reportDraftKey(USER, STUDENT)).toBe("iep:u1:report_draft:s1");
  });

  it("round-trips narratives and the period; an empty draft removes the key", () => {
    writeReportDraft(USER, STUDENT, {
      narratives: { g1: "Reads aloud on Fridays", g2: "" },
      period: { from: "2026-09-01", to: "2026-10-31" },
    });
    expect(readReportDraft(USER, STUDENT)).toEqual({
      narratives: { g1: "Reads aloud on Fridays", g2: "" },
      period: { from: "2026-09-01", to: "2026-10-31" },
    });
    writeReportDraft(USER, STUDENT, { narratives: {} });
    expect(localStorage.getItem(reportDraftKey(USER, STUDENT))).toBeNull();
  });

  it.each([
    ["not JSON", "{oops"],
    ["a number", "42"],
    ["wrong shapes", JSON.stringify({ narratives: { g1: 5, g2: "ok" }, period: { from: "soon", to: 3 } })],
  ])("ignores what it cannot use (%s)", (_label, raw) => {
    localStorage.setItem(reportDraftKey(USER, STUDENT), raw);
    const draft = readReportDraft(USER, STUDENT);
    expect(draft.period).toBeUndefined();
    expect(draft.narratives).toEqual(raw.includes('"ok"') ? { g2: "ok" } : {});
  });

  it("keeps each student's draft apart", () => {
    writeReportDraft(USER, "s1", { narratives: { g1: "one" } });
    writeReportDraft(USER, "s2", { narratives: { g9: "two" } });
    expect(readReportDraft(USER, "s1").narratives).toEqual({ g1: "one" });
    expect(readReportDraft(USER, "s2").narratives).toEqual({ g9: "two" });
  });
});
