/**
 * A meeting held changes the record (requirements "Meetings", "Deadlines"): a reevaluation held becomes
 * the student's last evaluation date, so the reevaluation due moves three years on (34 CFR
 * §300.303(b)(2)); an annual review held moves the next annual review a year after it (34 CFR
 * §300.324(b)(1)(i)). Both through POST /held and PATCH {status: held}. Against a real database.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Student } from "../../../shared/contracts/students.ts";
import { addStudent, deadlinesOf, schedule, setTimeZone } from "../../test/kits/meetings.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

const NOW = new Date("2026-11-23T15:00:00Z");

const h = setUpHarness({ now: NOW });
const teacher = setUpTeacher(h);

beforeAll(async () => {
  await setTimeZone(teacher, "America/Los_Angeles");
});

const studentOf = async (id: string) =>
  (await (await teacher.get(`/api/v1/students/${id}`)).json()) as Student;
const pendingOf = async (studentId: string, kind: string) =>
  (await deadlinesOf(teacher, `studentId=${studentId}&kind=${kind}&status=pending`)).map((d) => d.dueDate);

/** Marks a meeting held at its own time, one way or the other. */
async function hold(id: string, at: string, how: "post" | "patch") {
  h.setNow(new Date(at));
  try {
    const res =
      how === "post"
        ? await teacher.post(`/api/v1/meetings/${id}/held`, {})
        : await teacher.patch(`/api/v1/meetings/${id}`, { status: "held" });
    expect(res.status).toBe(200);
  } finally {
    h.setNow(NOW);
  }
}

describe("a reevaluation meeting held", () => {
  it.each(["post", "patch"] as const)(
    "(%s) sets the last evaluation date to the meeting's day in the teacher's zone; the reevaluation moves",
    async (how) => {
      const s = await addStudent(teacher, { name: `Eva ${how}`, lastEvaluationDate: "2024-01-15" });
      expect(await pendingOf(s.id, "reevaluation")).toEqual(["2027-01-15"]);
      // 19:00 on 1 December in Los Angeles is already 2 December in UTC.
      const m = await schedule(teacher, {
        studentId: s.id,
        type: "reevaluation",
        scheduledDate: "2026-12-02T03:00:00Z",
      });
      await hold(m.id, "2026-12-02T04:00:00Z", how);
      expect((await studentOf(s.id)).lastEvaluationDate).toBe("2026-12-01");
      expect(await pendingOf(s.id, "reevaluation")).toEqual(["2029-12-01"]);
    },
  );

  it("an older reevaluation marked held later never moves the date back", async () => {
    const s = await addStudent(teacher, { name: "Old Eval", lastEvaluationDate: "2026-09-10" });
    const m = await schedule(teacher, {
      studentId: s.id,
      type: "reevaluation",
      scheduledDate: "2026-11-24T17:00:00Z",
    });
    // The record already says a later evaluation (entered by hand): it stays.
    await teacher.patch(`/api/v1/students/${s.id}`, { lastEvaluationDate: "2026-11-30" });
    await hold(m.id, "2026-11-24T18:00:00Z", "post");
    expect((await studentOf(s.id)).lastEvaluationDate).toBe("2026-11-30");
    expect(await pendingOf(s.id, "reevaluation")).toEqual(["2029-11-30"]);
  });

  it("a student without an evaluation date gets one, and a first reevaluation deadline", async () => {
    const s = await addStudent(teacher, { name: "No Eval" });
    expect(await pendingOf(s.id, "reevaluation")).toEqual([]);
    const m = await schedule(teacher, {
      studentId: s.id,
      type: "reevaluation",
      scheduledDate: "2026-11-25T17:00:00Z",
    });
    await hold(m.id, "2026-11-25T18:00:00Z", "post");
    expect((await studentOf(s.id)).lastEvaluationDate).toBe("2026-11-25");
    expect(await pendingOf(s.id, "reevaluation")).toEqual(["2029-11-25"]);
  });

  it("other meeting types leave the record alone", async () => {
    const s = await addStudent(teacher, { name: "Amend Only", lastEvaluationDate: "2024-01-15" });
    const m = await schedule(teacher, {
      studentId: s.id,
      type: "amendment",
      scheduledDate: "2026-11-25T17:00:00Z",
    });
    await hold(m.id, "2026-11-25T18:00:00Z", "post");
    expect((await studentOf(s.id)).lastEvaluationDate).toBe("2024-01-15");
    expect(await pendingOf(s.id, "reevaluation")).toEqual(["2027-01-15"]);
  });
});

describe("an annual review held", () => {
  it("through PATCH {status: held}: its deadline is done and the next annual review is a year after it", async () => {
    const s = await addStudent(teacher, { name: "Ann Review", annualMeetingDueDate: "2026-12-10" });
    const m = await schedule(teacher, {
      studentId: s.id,
      type: "annual_review",
      scheduledDate: "2026-12-04T01:00:00Z",
    });
    expect(await pendingOf(s.id, "annual_review")).toEqual(["2026-12-10"]);
    await hold(m.id, "2026-12-04T02:00:00Z", "patch");
    // 17:00 on 3 December in Los Angeles.
    expect(await pendingOf(s.id, "annual_review")).toEqual(["2027-12-03"]);
    const done = await deadlinesOf(teacher, `studentId=${s.id}&kind=annual_review&status=done`);
    expect(done.map((d) => [d.dueDate, d.id === m.deadlineId])).toEqual([["2026-12-10", true]]);
  });
});
