/**
 * GET /api/v1/dashboard (requirements "Meetings", "Deadlines"): the next 5 scheduled or rescheduled
 * meetings; pending deadlines due within the next 7 days in the teacher's time zone, at most 10;
 * overdue deadlines; counts — checked around midnight and across the end of daylight-saving time
 * (America/New_York falls back on Sunday 2026-11-01).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "../../../shared/contracts/dashboard.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import type { TestUser } from "../../test/harness.ts";
import { addStudent, schedule, setTimeZone } from "../../test/kits/meetings.ts";
import { insertService, insertSessions } from "../../test/kits/service-rows.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

type SessionRow = Parameters<typeof insertSessions>[2][number];

/** Sunday 2026-11-01 (the fall-back day), 23:30 EST in New York; already Monday in UTC. */
const SUNDAY_LATE = new Date("2026-11-02T04:30:00Z");
/** Monday 2026-11-02, 00:00 in New York. */
const MONDAY_MIDNIGHT = new Date("2026-11-02T05:00:00Z");

let s: Student;

const dashboard = async (user: TestUser) => {
  const res = await user.get("/api/v1/dashboard");
  expect(res.status).toBe(200);
  return (await res.json()) as Dashboard;
};

const addDeadline = async (user: TestUser, studentId: string, dueDate: string, title = `Due ${dueDate}`) => {
  const res = await user.post("/api/v1/deadlines", { studentId, dueDate, title });
  expect(res.status).toBe(201);
};

const h = setUpHarness({ now: SUNDAY_LATE });
const ny = setUpTeacher(h);
const utc = setUpTeacher(h);

beforeAll(async () => {
  await setTimeZone(ny, "America/New_York");
  s = await addStudent(ny, { name: "Maya Robinson" });
});

describe("deadlines in the teacher's time zone", () => {
  let u: Student;
  beforeAll(async () => {
    for (const due of ["2026-10-31", "2026-11-01", "2026-11-08", "2026-11-09"])
      await addDeadline(ny, s.id, due);
    u = await addStudent(utc, { name: "Leo Tran" });
    for (const due of ["2026-11-01", "2026-11-09"]) await addDeadline(utc, u.id, due);
  });

  it("late Sunday evening in New York: due Sunday is upcoming, the window ends Sunday + 7", async () => {
    h.setNow(SUNDAY_LATE);
    const d = await dashboard(ny);
    expect(d.today).toBe("2026-11-01");
    expect(d.timeZone).toBe("America/New_York");
    expect(d.upcomingDeadlines.map((x) => x.dueDate)).toEqual(["2026-11-01", "2026-11-08"]);
    expect(d.overdueDeadlines.map((x) => x.dueDate)).toEqual(["2026-10-31"]);
  });

  it("at the same instant a UTC teacher is already on Monday", async () => {
    h.setNow(SUNDAY_LATE);
    const d = await dashboard(utc);
    expect(d.today).toBe("2026-11-02");
    expect(d.timeZone).toBe("UTC");
    expect(d.upcomingDeadlines.map((x) => x.dueDate)).toEqual(["2026-11-09"]);
    expect(d.overdueDeadlines.map((x) => [x.dueDate, x.studentName])).toEqual([["2026-11-01", "Leo Tran"]]);
  });

  it("at midnight in New York Sunday's deadline becomes overdue and Monday + 7 enters the window", async () => {
    h.setNow(MONDAY_MIDNIGHT);
    const d = await dashboard(ny);
    expect(d.today).toBe("2026-11-02");
    expect(d.upcomingDeadlines.map((x) => x.dueDate)).toEqual(["2026-11-08", "2026-11-09"]);
    expect(d.overdueDeadlines.map((x) => x.dueDate)).toEqual(["2026-10-31", "2026-11-01"]);
    h.setNow(SUNDAY_LATE);
  });

  it("done and dismissed deadlines are neither upcoming nor overdue", async () => {
    const t = await h.signUp();
    const st = await addStudent(t, { name: "Ivy Park" });
    await addDeadline(t, st.id, "2026-10-20");
    await addDeadline(t, st.id, "2026-11-03");
    const list = (await (await t.get(`/api/v1/deadlines?source=manual`)).json()) as { id: string }[];
    await t.patch(`/api/v1/deadlines/${list[0]!.id}`, { status: "done" });
    await t.patch(`/api/v1/deadlines/${list[1]!.id}`, { status: "dismissed" });
    const d = await dashboard(t);
    expect(d.upcomingDeadlines).toEqual([]);
    expect(d.overdueDeadlines).toEqual([]);
  });
});

describe("the 10 cap and the next-5 rule", () => {
  it("shows the 10 soonest of 12 upcoming deadlines", async () => {
    h.setNow(SUNDAY_LATE);
    const t = await h.signUp();
    const st = await addStudent(t, { name: "Omar Ali" });
    const dates = ["2026-11-08", "2026-11-03", "2026-11-02", "2026-11-05", "2026-11-07", "2026-11-04"];
    for (const due of [...dates, ...dates]) await addDeadline(t, st.id, due);
    const d = await dashboard(t);
    expect(d.upcomingDeadlines).toHaveLength(10);
    expect(d.upcomingDeadlines.map((x) => x.dueDate)).toEqual([
      "2026-11-02",
      "2026-11-02",
      "2026-11-03",
      "2026-11-03",
      "2026-11-04",
      "2026-11-04",
      "2026-11-05",
      "2026-11-05",
      "2026-11-07",
      "2026-11-07",
    ]);
  });

  it("lists the next 5 scheduled or rescheduled meetings from now, never cancelled, held or past ones", async () => {
    h.setNow(SUNDAY_LATE);
    const t = await h.signUp();
    const st = await addStudent(t, { name: "Zoe Kim" });
    const at = (day: number) => `2026-11-${String(day).padStart(2, "0")}T15:00:00.000Z`;
    await schedule(t, { studentId: st.id, scheduledDate: "2026-11-01T15:00:00Z" }); // past
    const cancelled = await schedule(t, { studentId: st.id, scheduledDate: at(3) });
    await t.post(`/api/v1/meetings/${cancelled.id}/cancel`, { reason: "Snow day" });
    const held = await schedule(t, { studentId: st.id, scheduledDate: at(4) });
    await t.patch(`/api/v1/meetings/${held.id}`, { status: "held" });
    for (const day of [12, 5, 9, 6, 10, 7, 20])
      await schedule(t, { studentId: st.id, scheduledDate: at(day) });
    const moved = await schedule(t, { studentId: st.id, scheduledDate: at(25) });
    await t.post(`/api/v1/meetings/${moved.id}/reschedule`, { scheduledDate: "2026-11-05T12:00:00Z" });
    // A stored `rescheduled` status counts as upcoming too.
    await h.database.rawQuery("update meetings set status = 'rescheduled' where id = $1", [moved.id]);
    const d = await dashboard(t);
    expect(d.upcomingMeetings.map((m) => [m.scheduledDate, m.status])).toEqual([
      ["2026-11-05T12:00:00.000Z", "rescheduled"],
      [at(5), "scheduled"],
      [at(6), "scheduled"],
      [at(7), "scheduled"],
      [at(9), "scheduled"],
    ]);
  });
});

describe("counts", () => {
  it("counts students, goals, notes since the first of the month and this week's meetings, in New York time", async () => {
    h.setNow(SUNDAY_LATE);
    const t = await h.signUp();
    await setTimeZone(t, "America/New_York");
    const a = await addStudent(t, { name: "A One" });
    await addStudent(t, { name: "B Two" });
    expect((await t.post("/api/v1/goals", { studentId: a.id, statement: "Reads 90 WCPM" })).status).toBe(201);
    // Notes: 2026-11-01T04:30Z is 00:30 on 1 November in New York (this month); 03:30Z is still October there.
    for (const at of ["2026-11-01T04:30:00Z", "2026-11-01T03:30:00Z", "2026-11-02T04:00:00Z"]) {
      await h.database.rawQuery("insert into notes (user_id, student_id, created_at) values ($1, $2, $3)", [
        t.id,
        a.id,
        at,
      ]);
    }
    // The week of Sunday 1 November (New York) runs Monday 26 October 00:00 EDT to Monday 2 November 00:00 EST.
    for (const at of [
      "2026-10-26T04:00:00Z",
      "2026-11-02T04:59:00Z",
      "2026-11-02T05:00:00Z",
      "2026-10-26T03:59:00Z",
    ]) {
      await schedule(t, { studentId: a.id, scheduledDate: at });
    }
    const cancelled = await schedule(t, { studentId: a.id, scheduledDate: "2026-10-28T15:00:00Z" });
    await t.post(`/api/v1/meetings/${cancelled.id}/cancel`, { reason: "x" });
    const d = await dashboard(t);
    expect(d.counts).toEqual({ students: 2, notesThisMonth: 2, goals: 1, meetingsThisWeek: 2 });
    expect((await dashboard(await h.signUp())).counts).toEqual({
      students: 0,
      notesThisMonth: 0,
      goals: 0,
      meetingsThisWeek: 0,
    });
  });

  it("answers 401 without a session", async () => {
    expect((await h.request("GET", "/api/v1/dashboard")).status).toBe(401);
  });
});

describe("services behind (requirements “Service compliance”)", () => {
  /** Thursday 2026-11-05, noon UTC. */
  const THURSDAY = new Date("2026-11-05T12:00:00Z");
  const week = { startDate: "2026-10-26" };

  it("counts the services behind and owing, with the minutes owed and the students, most owed first", async () => {
    h.setNow(THURSDAY);
    const t = await h.signUp();
    const ana = await addStudent(t, { name: "Ana Diaz" });
    const ben = await addStudent(t, { name: "Ben Ito" });
    const cara = await addStudent(t, { name: "Cara Wolf" });
    const rows = async (
      studentId: string,
      fields: Parameters<typeof insertService>[3],
      sessions: SessionRow[],
    ) =>
      insertSessions(
        h.db,
        { userId: t.id, studentId, serviceId: await insertService(h.db, t.id, studentId, fields) },
        sessions,
      );
    // On track: last week delivered; this week 96 due by Thursday, 90 delivered (less than one session short).
    await rows(ana.id, week, [
      ["2026-10-27", 120, "delivered"],
      ["2026-11-03", 90, "delivered"],
    ]);
    // Owed: the provider was absent last week.
    await rows(ben.id, { ...week, minutes: 30 }, [
      ["2026-10-28", 30, "provider_absent"],
      ["2026-11-03", 30, "delivered"],
    ]);
    // Behind: 60 a week; this week 48 due by Thursday, nothing delivered, sessions of 30 minutes.
    await rows(cara.id, { ...week, minutes: 60 }, [
      ["2026-10-26", 30, "delivered"],
      ["2026-10-29", 30, "delivered"],
    ]);
    const d = await dashboard(t);
    expect(d.servicesBehind).toEqual({
      services: 3,
      behind: 1,
      owed: 1,
      owedMinutes: 30,
      students: [
        { studentId: ben.id, studentName: "Ben Ito", behind: 0, owed: 1, owedMinutes: 30 },
        { studentId: cara.id, studentName: "Cara Wolf", behind: 1, owed: 0, owedMinutes: 0 },
      ],
    });
    // Another teacher's dashboard counts none of these.
    expect((await dashboard(await h.signUp())).servicesBehind).toEqual({
      services: 0,
      behind: 0,
      owed: 0,
      owedMinutes: 0,
      students: [],
    });
  });
});
