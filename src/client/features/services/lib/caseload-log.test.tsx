/**
 * The Services screen's rules (requirements "Service log"): who is behind first, the prefilled
 * minutes, the quick log's writes (one per ticked row, nothing sent when a ticked row is wrong) and a
 * group session's rows (one per student, one groupId, groupSize = the number of students).
 */
import type { ServiceCompliance } from "@shared/contracts/services";
import { describe, expect, it } from "vitest";
import {
  type CaseloadServiceRow,
  caseloadRows,
  groupSessionWrites,
  inEffectOn,
  prefilledMinutes,
  type QuickLogRow,
  quickLogWrites,
} from "./caseload-log";

const compliance = (over: Partial<ServiceCompliance> = {}): ServiceCompliance => ({
  serviceId: "s1",
  name: "Reading",
  period: "week",
  startDate: "2026-09-01",
  endDate: "2027-06-30",
  requiredMinutes: 120,
  deliveredMinutes: 0,
  makeupMinutes: 0,
  excusedMinutes: 0,
  shortfallMinutes: 0,
  owedMinutes: 0,
  status: "on_track",
  periods: [],
  ...over,
});

const row = (
  over: Partial<CaseloadServiceRow> = {},
  c: Partial<ServiceCompliance> = {},
): CaseloadServiceRow => {
  const comp = compliance(c);
  return {
    studentId: "st1",
    studentName: "Maya",
    serviceId: comp.serviceId,
    serviceName: comp.name,
    period: comp.period,
    compliance: comp,
    requiredMinutes: comp.requiredMinutes,
    deliveredMinutes: comp.deliveredMinutes,
    ...over,
  };
};

describe("caseloadRows", () => {
  it("lists minutes owed first (most first), then behind, then on track, ties by student name", () => {
    const summary = {
      from: "2026-10-19",
      to: "2026-10-25",
      students: [
        { studentId: "a", services: [compliance({ serviceId: "a1", status: "on_track" })] },
        { studentId: "b", services: [compliance({ serviceId: "b1", status: "owed", owedMinutes: 10 })] },
        {
          studentId: "c",
          services: [
            compliance({ serviceId: "c1", status: "behind" }),
            compliance({ serviceId: "c2", status: "owed", owedMinutes: 40 }),
          ],
        },
        { studentId: "d", services: [compliance({ serviceId: "d1", status: "behind" })] },
      ],
    };
    const names: Record<string, string> = { a: "Ana", b: "Ben", c: "Cal", d: "Abe" };
    const rows = caseloadRows(summary, (id) => names[id] ?? "?");
    expect(rows.map((r) => r.serviceId)).toEqual(["c2", "b1", "d1", "c1", "a1"]);
    expect(rows[0]).toMatchObject({ studentName: "Cal", requiredMinutes: 120 });
  });
});

describe("caseloadRows with the minutes owed over a longer range", () => {
  it("shows a service owing minutes in the longer range as owed, first, with the week's own figures", () => {
    const week = {
      from: "2026-10-19",
      to: "2026-10-25",
      students: [
        {
          studentId: "a",
          services: [compliance({ serviceId: "a1", status: "on_track", deliveredMinutes: 60 })],
        },
        { studentId: "b", services: [compliance({ serviceId: "b1", status: "behind" })] },
      ],
    };
    const longer = {
      from: "2026-08-01",
      to: "2026-10-20",
      students: [
        { studentId: "a", services: [compliance({ serviceId: "a1", status: "owed", owedMinutes: 45 })] },
      ],
    };
    const rows = caseloadRows(week, (id) => id, longer);
    expect(
      rows.map((r) => [r.serviceId, r.compliance.status, r.compliance.owedMinutes, r.deliveredMinutes]),
    ).toEqual([
      ["a1", "owed", 45, 60],
      ["b1", "behind", 0, 0],
    ]);
  });
});

describe("prefilledMinutes", () => {
  const current = {
    start: "2026-10-20",
    end: "2026-10-20",
    requiredMinutes: 30,
    deliveredMinutes: 0,
    excusedMinutes: 0,
    shortfallMinutes: 0,
    ended: false,
  };
  it.each([
    { case: "the last session's minutes win", r: row(), last: 45, want: "45" },
    {
      case: "a day service: the day's requirement",
      r: row({ period: "day" }, { periods: [current] }),
      last: undefined,
      want: "30",
    },
    {
      case: "a week service: what the week lacks",
      r: row({ requiredMinutes: 120, deliveredMinutes: 90 }),
      last: undefined,
      want: "30",
    },
    {
      case: "a week already met: blank",
      r: row({ requiredMinutes: 120, deliveredMinutes: 120 }),
      last: undefined,
      want: "",
    },
    {
      case: "never more than one session may hold",
      r: row({ requiredMinutes: 2000, period: "month" }),
      last: undefined,
      want: "600",
    },
  ])("$case", ({ r, last, want }) => {
    expect(prefilledMinutes(r, last)).toBe(want);
  });
});

describe("quickLogWrites", () => {
  const maya = row({ serviceId: "m1", studentId: "st-m", studentName: "Maya", serviceName: "Reading" });
  const leo = row({ serviceId: "l1", studentId: "st-l", studentName: "Leo", serviceName: "Speech" });
  const sam = row({ serviceId: "s1", studentId: "st-s", studentName: "Sam", serviceName: "Math" });
  const q = (
    r: CaseloadServiceRow,
    log: boolean,
    minutes: string,
    status: QuickLogRow["status"] = "delivered",
  ): QuickLogRow => ({
    row: r,
    log,
    minutes,
    status,
  });

  it("leaves out a ticked row whose service is not in effect on the chosen day", () => {
    const ended = row(
      { serviceId: "e1", studentName: "Ann" },
      { startDate: "2026-09-01", endDate: "2026-10-19" },
    );
    const later = row(
      { serviceId: "f1", studentName: "Bo" },
      { startDate: "2026-10-21", endDate: "2027-06-30" },
    );
    const result = quickLogWrites(
      [q(ended, true, "30"), q(later, true, "30"), q(maya, true, "30")],
      "2026-10-20",
    );
    expect(result.ok && result.writes.map((w) => w.input.serviceId)).toEqual(["m1"]);
    expect(inEffectOn(ended, "2026-10-19")).toBe(true);
    expect(inEffectOn(later, "2026-10-21")).toBe(true);
  });

  it("makes one write per ticked row, dated the chosen day, with its minutes and status", () => {
    const result = quickLogWrites(
      [q(maya, true, "30"), q(leo, false, "20"), q(sam, true, " 25 ", "student_absent")],
      "2026-10-20",
    );
    expect(result).toEqual({
      ok: true,
      writes: [
        {
          studentId: "st-m",
          input: { serviceId: "m1", date: "2026-10-20", minutes: 30, status: "delivered" },
          label: "Maya: Reading",
        },
        {
          studentId: "st-s",
          input: { serviceId: "s1", date: "2026-10-20", minutes: 25, status: "student_absent" },
          label: "Sam: Math",
        },
      ],
    });
  });

  it.each(["", "0", "2.5", "abc", "601"])(
    "refuses the whole save when a ticked row's minutes are %j",
    (minutes) => {
      const result = quickLogWrites([q(maya, true, "30"), q(leo, true, minutes)], "2026-10-20");
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.invalid.map((r) => r.row.serviceId)).toEqual(["l1"]);
    },
  );

  it("ignores the minutes of rows not ticked", () => {
    expect(quickLogWrites([q(maya, false, "abc")], "2026-10-20")).toEqual({ ok: true, writes: [] });
  });
});

describe("groupSessionWrites", () => {
  const members = [
    row({ serviceId: "a1", studentId: "a", studentName: "Ana", serviceName: "Reading" }),
    row({ serviceId: "b1", studentId: "b", studentName: "Ben", serviceName: "Reading" }),
    row({ serviceId: "c1", studentId: "c", studentName: "Cal", serviceName: "Reading group" }),
  ];

  it("builds one row per student with one groupId and groupSize = the number of students", () => {
    const writes = groupSessionWrites(
      { date: "2026-10-20", minutes: 30, status: "delivered", note: "  Phonics  " },
      members,
      "g-1",
    );
    expect(writes).toHaveLength(3);
    expect(writes.map((w) => w.studentId)).toEqual(["a", "b", "c"]);
    for (const [i, w] of writes.entries()) {
      expect(w.input).toEqual({
        serviceId: members[i]?.serviceId,
        date: "2026-10-20",
        minutes: 30,
        status: "delivered",
        groupId: "g-1",
        groupSize: 3,
        note: "Phonics",
      });
    }
  });

  it("leaves a blank note out", () => {
    const [w] = groupSessionWrites(
      { date: "2026-10-20", minutes: 30, status: "makeup", note: " " },
      members.slice(0, 2),
      "g",
    );
    expect(w?.input).not.toHaveProperty("note");
    expect(w?.input.groupSize).toBe(2);
  });

  it("refuses a group of one", () => {
    expect(() =>
      groupSessionWrites({ date: "2026-10-20", minutes: 30, status: "delivered" }, members.slice(0, 1), "g"),
    ).toThrow(RangeError);
  });
});
