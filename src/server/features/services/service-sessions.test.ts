/**
 * API tests of the service log (requirements "Service log"): logging, the rules a session is held to
 * (rows from the rule's text), changes held to the same rules, group sessions, exactly-once logging
 * with an `Idempotency-Key`, and keyset pages walked without gaps or repeats.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ServiceSession, ServiceSessionPage } from "../../../shared/contracts/services.ts";
import { addGoal, addStudent } from "../../test/kits/caseload.ts";
import { setUpHarness, setUpTeacher, setUpValue } from "../../test/set-up.ts";
import { addService, errorOf, logSession, SERVICES_NOW } from "./services-test-kit.ts";

const h = setUpHarness({ now: SERVICES_NOW });
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const maya = setUpValue(() => addStudent(teacher, { name: "Maya Robinson" }));
/** Runs 2026-01-05 – 2026-03-13 (ended a week before SERVICES_NOW). */
const speech = setUpValue(() =>
  addService(teacher, maya.id, {
    name: "Speech-language therapy",
    delivery: "individual",
    minutes: 30,
    startDate: "2026-01-05",
    endDate: "2026-03-13",
  }),
);
const goal = setUpValue(() =>
  addGoal(teacher, {
    studentId: maya.id,
    statement: "Will produce /r/ in words with 80% accuracy",
    baselineValue: 20,
    baselineDate: "2026-01-05",
    targetValue: 80,
    targetDate: "2026-06-01",
    unit: "%",
    direction: "increase",
  }),
);

describe("signed out", () => {
  it.each([
    ["GET", "/api/v1/service-sessions"],
    ["POST", "/api/v1/service-sessions"],
    ["PATCH", `/api/v1/service-sessions/${randomUUID()}`],
    ["DELETE", `/api/v1/service-sessions/${randomUUID()}`],
  ])("%s %s answers 401", async (method, url) => {
    const body = method === "POST" || method === "PATCH" ? "{}" : undefined;
    expect((await h.request(method, url, body)).status).toBe(401);
  });
});

describe("logging a session", () => {
  it("stores every field, the student from the service and who logged it", async () => {
    const s = await logSession(teacher, speech.id, {
      date: "2026-03-09",
      minutes: 25,
      status: "delivered",
      groupSize: 1,
      goalIds: [goal.id, goal.id],
      note: "  Worked on /r/ blends  ",
    });
    expect(s).toMatchObject({
      serviceId: speech.id,
      studentId: maya.id,
      date: "2026-03-09",
      minutes: 25,
      status: "delivered",
      groupSize: 1,
      groupId: null,
      goalIds: [goal.id],
      note: "Worked on /r/ blends",
      enteredBy: teacher.id,
    });
  });

  it("accepts any group size from 1 to 40, also on an individual service", async () => {
    const s = await logSession(teacher, speech.id, { groupSize: 3 });
    expect(s.groupSize).toBe(3);
    const big = await teacher.post("/api/v1/service-sessions", {
      serviceId: speech.id,
      date: "2026-03-02",
      minutes: 30,
      status: "delivered",
      groupSize: 41,
    });
    expect(big.status).toBe(400);
    expect((await errorOf(big)).message).toContain("groupSize: must be 40 or fewer");
  });

  // Rows from requirements "Service log": the rules a session is held to.
  it.each([
    [
      "a date after today (teacher's zone)",
      { date: "2026-03-21" },
      "date: the session date (2026-03-21) is after today (2026-03-20)",
    ],
    [
      "a date before the service starts",
      { date: "2026-01-02" },
      "date: the session date (2026-01-02) is before the service starts (2026-01-05)",
    ],
    [
      "a delivered session after the service ended",
      { date: "2026-03-16" },
      "only a make-up session may be logged after the end date",
    ],
    [
      "a student-absent session after the service ended",
      { date: "2026-03-16", status: "student_absent" },
      "is after the service ended (2026-03-13)",
    ],
    ["0 minutes", { minutes: 0 }, "minutes: must be at least 1 minute"],
    ["more than a school day", { minutes: 601 }, "minutes: must be 600 minutes or fewer"],
    ["an unknown status", { status: "late" }, "status: must be one of the session statuses"],
    ["a group size of 0", { groupSize: 0 }, "groupSize: must be at least 1"],
    [
      "a goal that is not the student's",
      { goalIds: [randomUUID()] },
      "goalIds: each goal must be one of this student's goals",
    ],
    ["an unknown field", { serviceName: "x" }, "Unknown field: serviceName"],
  ])("refuses %s with a 400 naming the field", async (_label, changes, words) => {
    const res = await teacher.post("/api/v1/service-sessions", {
      serviceId: speech.id,
      date: "2026-03-02",
      minutes: 30,
      status: "delivered",
      ...changes,
    });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toContain(words);
  });

  it("logs a make-up session after the service ended (minutes owed are made up later)", async () => {
    const s = await logSession(teacher, speech.id, { date: "2026-03-18", status: "makeup" });
    expect(s).toMatchObject({ date: "2026-03-18", status: "makeup" });
  });

  it("counts today in the teacher's time zone", async () => {
    const t = await h.signUp();
    // 2026-03-20 15:00 UTC is already 2026-03-21 in Kiritimati (UTC+14).
    expect((await t.patch("/api/v1/me", { timeZone: "Pacific/Kiritimati" })).status).toBe(200);
    const student = await addStudent(t, { name: "Zoe Hart" });
    const service = await addService(t, student.id);
    expect((await logSession(t, service.id, { date: "2026-03-21" })).date).toBe("2026-03-21");
  });

  it("a goal of another of the teacher's students is refused", async () => {
    const leo = await addStudent(teacher, { name: "Leo Park" });
    const leoGoal = await addGoal(teacher, {
      studentId: leo.id,
      statement: "Will solve two-step word problems",
      baselineValue: 1,
      baselineDate: "2026-01-05",
      targetValue: 8,
      targetDate: "2026-06-01",
      unit: "problems",
      direction: "increase",
    });
    const res = await teacher.post("/api/v1/service-sessions", {
      serviceId: speech.id,
      date: "2026-03-02",
      minutes: 30,
      status: "delivered",
      goalIds: [leoGoal.id],
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain("goalIds:");
  });

  it("a missing service or a malformed service id is a 404", async () => {
    for (const serviceId of [randomUUID(), "not-a-uuid"]) {
      const res = await teacher.post("/api/v1/service-sessions", {
        serviceId,
        date: "2026-03-02",
        minutes: 30,
        status: "delivered",
      });
      expect(res.status, serviceId).toBe(404);
      expect((await errorOf(res)).message).toBe("Service not found");
    }
  });

  it("one group session logged for four students shares its groupId, one row each", async () => {
    const groupId = randomUUID();
    const made: ServiceSession[] = [];
    for (const name of ["Ana", "Ben", "Cal", "Dee"]) {
      const student = await addStudent(teacher, { name: `${name} Group` });
      const service = await addService(teacher, student.id);
      made.push(await logSession(teacher, service.id, { groupId, groupSize: 4, date: "2026-03-19" }));
    }
    const rows = (await h.database.rawQuery(
      "select student_id from service_sessions where group_id = $1 order by created_at",
      [groupId],
    )) as { student_id: string }[];
    expect(rows.map((r) => r.student_id)).toEqual(made.map((m) => m.studentId));
    expect(new Set(made.map((m) => m.studentId)).size).toBe(4);
  });

  it("a create repeated with the same Idempotency-Key makes one row", async () => {
    const student = await addStudent(teacher, { name: "Eli Ward" });
    const service = await addService(teacher, student.id);
    const body = JSON.stringify({
      serviceId: service.id,
      date: "2026-03-10",
      minutes: 30,
      status: "delivered",
    });
    const key = randomUUID();
    const first = await teacher.raw("POST", "/api/v1/service-sessions", body, { "Idempotency-Key": key });
    const again = await teacher.raw("POST", "/api/v1/service-sessions", body, { "Idempotency-Key": key });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await again.json()).toEqual(await first.json());
    const rows = (await h.database.rawQuery(
      "select count(*)::int as n from service_sessions where service_id = $1",
      [service.id],
    )) as { n: number }[];
    expect(rows[0]!.n).toBe(1);
  });
});

describe("changing and deleting a session", () => {
  it("changes the fields sent, and holds the session as it will be stored to the rules", async () => {
    const s = await logSession(teacher, speech.id, { date: "2026-03-11", note: "First" });
    const res = await teacher.patch(`/api/v1/service-sessions/${s.id}`, {
      minutes: 20,
      status: "student_unavailable",
      note: null,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: s.id,
      date: "2026-03-11",
      minutes: 20,
      status: "student_unavailable",
      note: null,
    });
    // Moving it past the service's end is refused unless it becomes a make-up session.
    const late = await teacher.patch(`/api/v1/service-sessions/${s.id}`, { date: "2026-03-17" });
    expect(late.status).toBe(400);
    expect((await errorOf(late)).message).toContain("date:");
    const makeup = await teacher.patch(`/api/v1/service-sessions/${s.id}`, {
      date: "2026-03-17",
      status: "makeup",
    });
    expect(makeup.status).toBe(200);
    // …and a make-up session after the end may not stop being one.
    const back = await teacher.patch(`/api/v1/service-sessions/${s.id}`, { status: "delivered" });
    expect(back.status).toBe(400);
    const goals = await teacher.patch(`/api/v1/service-sessions/${s.id}`, { goalIds: [randomUUID()] });
    expect(goals.status).toBe(400);
    expect((await errorOf(goals)).message).toContain("goalIds:");
  });

  it("deletes one session", async () => {
    const s = await logSession(teacher, speech.id);
    expect((await teacher.del(`/api/v1/service-sessions/${s.id}`)).status).toBe(204);
    expect((await teacher.del(`/api/v1/service-sessions/${s.id}`)).status).toBe(404);
    expect((await teacher.patch(`/api/v1/service-sessions/${s.id}`, { minutes: 5 })).status).toBe(404);
  });
});

describe("GET /api/v1/service-sessions pages", () => {
  const walk = setUpValue(async () => {
    const student = await addStudent(teacher, { name: "Page Walker" });
    const service = await addService(teacher, student.id);
    // 11 sessions: 4 on one date, the rest on 7 other dates, logged in no particular order.
    const dates = ["2026-02-10", "2026-03-05", "2026-02-10", "2026-01-20", "2026-02-10", "2026-03-16"];
    dates.push("2026-02-10", "2026-01-06", "2026-02-24", "2026-03-02", "2026-02-03");
    for (const date of dates) await logSession(teacher, service.id, { date });
    return { student, service, count: dates.length };
  });

  const page = async (query: string) => {
    const res = await teacher.get(`/api/v1/service-sessions?${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as ServiceSessionPage;
  };

  it("walks 11 sessions in 3 pages of 4, newest date first, none repeated or skipped", async () => {
    const seen: ServiceSession[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const p: ServiceSessionPage = await page(
        `serviceId=${walk.service.id}&limit=4${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(p.items.length).toBeLessThanOrEqual(4);
      seen.push(...p.items);
      cursor = p.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(walk.count);
    expect(new Set(seen.map((s) => s.id)).size).toBe(walk.count);
    const keys = seen.map((s) => `${s.date} ${s.createdAt}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it("50 a page when no limit is sent; filters by student and inclusive dates", async () => {
    const all = await page(`studentId=${walk.student.id}`);
    expect(all.items).toHaveLength(walk.count);
    expect(all.nextCursor).toBeNull();
    const feb = await page(`studentId=${walk.student.id}&from=2026-02-03&to=2026-02-24`);
    expect(feb.items.map((s) => s.date).sort()).toEqual([
      "2026-02-03",
      "2026-02-10",
      "2026-02-10",
      "2026-02-10",
      "2026-02-10",
      "2026-02-24",
    ]);
  });

  it.each([
    [
      "from after to",
      "from=2026-03-01&to=2026-02-01",
      "to: the end of the range must be on or after its start",
    ],
    ["a cursor it did not give", "cursor=bm90LWEtY3Vyc29y", "The cursor is not one this server gave out."],
    ["a limit over 200", "limit=201", "limit:"],
    ["a malformed date", "from=2026-02-30", "from:"],
  ])("refuses %s with a 400", async (_label, query, words) => {
    const res = await teacher.get(`/api/v1/service-sessions?${query}`);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain(words);
  });

  it("a missing student or service filter is a 404", async () => {
    expect((await teacher.get(`/api/v1/service-sessions?studentId=${randomUUID()}`)).status).toBe(404);
    expect((await teacher.get(`/api/v1/service-sessions?serviceId=${randomUUID()}`)).status).toBe(404);
    expect((await teacher.get("/api/v1/service-sessions?serviceId=nope")).status).toBe(404);
  });
});
