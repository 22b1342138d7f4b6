/**
 * API tests of /api/v1/goals (requirements "IEP goals", "Progress trend": "Goal creation: blank optional
 * fields are stored as null", requirements "IEP goals") against a real database: in-memory PGlite, or PostgreSQL
 * when TEST_DATABASE_URL is set.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { CreateGoalInput, Goal, ProgressEntry } from "../../../shared/contracts/goals.ts";
import type { TestUser } from "../../test/harness.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

let studentId: string;
let otherStudentId: string;

async function newStudent(user: TestUser, name: string): Promise<string> {
  const res = await user.post("/api/v1/students", { name });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const h = setUpHarness();
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const other = setUpTeacher(h, { name: "Sam Lee" });

beforeAll(async () => {
  studentId = await newStudent(teacher, "Maya Robinson");
  otherStudentId = await newStudent(other, "Eli Park");
});

/** A measurable reading goal (requirements "CBM probes": ORF, words correct per minute). */
const readingGoal = (sid: string): CreateGoalInput => ({
  studentId: sid,
  statement: "Given a grade-3 passage, Maya will read 90 words correct per minute on 3 of 4 weekly probes",
  area: "Reading fluency",
  baselineData: "52 WCPM on fall DIBELS ORF",
  baselineValue: 50,
  baselineDate: "2026-01-05",
  targetValue: 90,
  unit: "words correct per minute",
  direction: "increase",
  measurementMethod: "Weekly one-minute ORF probe",
  evaluationSchedule: "Weekly, reported quarterly",
  targetDate: "2026-06-22",
  objectives: ["70 WCPM by March", "80 WCPM by May"],
});

async function createGoal(user: TestUser, body: CreateGoalInput): Promise<Goal> {
  const res = await user.post("/api/v1/goals", body);
  expect(res.status).toBe(201);
  return (await res.json()) as Goal;
}

async function addEntry(user: TestUser, goalId: string, entryDate: string, progressValue: number | null) {
  const res = await user.post("/api/v1/progress-entries", { goalId, entryDate, progressValue });
  expect(res.status).toBe(201);
  return (await res.json()) as ProgressEntry;
}

async function errorOf(res: Response): Promise<{ code: string; message: string }> {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const rows = (await h.database.rawQuery(sql, params)) as { n: number }[];
  return rows[0]!.n;
}
const goalCount = (userId: string) =>
  count("select count(*)::int as n from iep_goals where user_id = $1", [userId]);

describe("signed out", () => {
  const id = randomUUID();
  it.each([
    ["GET", "/api/v1/goals"],
    ["POST", "/api/v1/goals"],
    ["GET", `/api/v1/goals/${id}`],
    ["PATCH", `/api/v1/goals/${id}`],
    ["DELETE", `/api/v1/goals/${id}`],
  ])("%s %s answers 401", async (method, url) => {
    const body = method === "POST" || method === "PATCH" ? JSON.stringify({ statement: "x" }) : undefined;
    expect((await h.request(method, url, body)).status).toBe(401);
  });
});

describe("POST /api/v1/goals", () => {
  it("saves every field and returns the computed view", async () => {
    const goal = await createGoal(teacher, readingGoal(studentId));
    expect(goal).toMatchObject({
      ...readingGoal(studentId),
      entryCount: 0,
      latestEntry: null,
      trendline: null,
    });
    expect(goal.trend).toBe("insufficient_data");
    expect(goal.decision.action).toBe("insufficient_data");
    // 50 → 90 over 24 weeks (2026-01-05 → 2026-06-22)
    expect(goal.aimline).toEqual({
      start: { date: "2026-01-05", value: 50 },
      end: { date: "2026-06-22", value: 90 },
      slopePerWeek: 40 / 24,
    });
    const get = await teacher.get(`/api/v1/goals/${goal.id}`);
    expect(get.status).toBe(200);
    expect(await get.json()).toEqual(goal);
  });

  it("stores blank optional fields as null (requirements 'IEP goals'); defaults direction, objectives and baseline date", async () => {
    h.setNow(new Date("2026-02-10T15:00:00Z"));
    try {
      const goal = await createGoal(teacher, {
        studentId,
        statement: "  Will request a break using a card  ",
        area: "",
        baselineData: "   ",
        unit: "",
        measurementMethod: "",
        evaluationSchedule: "",
        baselineValue: null,
        targetDate: null,
      });
      expect(goal).toMatchObject({
        statement: "Will request a break using a card",
        area: null,
        baselineData: null,
        baselineValue: null,
        targetValue: null,
        unit: null,
        measurementMethod: null,
        evaluationSchedule: null,
        targetDate: null,
        direction: "increase",
        objectives: [],
        baselineDate: "2026-02-10",
        aimline: null,
      });
      const [row] = (await h.database.rawQuery(
        "select area, baseline_data, unit, measurement_method from iep_goals where id = $1",
        [goal.id],
      )) as Record<string, unknown>[];
      expect(row).toEqual({ area: null, baseline_data: null, unit: null, measurement_method: null });
    } finally {
      h.setNow(null);
    }
  });

  it("answers 404 Student not found for another teacher's student, and saves nothing", async () => {
    const before = await goalCount(teacher.id);
    const res = await teacher.post("/api/v1/goals", readingGoal(otherStudentId));
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe("Student not found");
    expect(await goalCount(teacher.id)).toBe(before);
  });

  // Bad input (requirements "IEP goals"): values that are not finite numbers, dates that do not parse, a target date
  // before the baseline date → clear 4xx, nothing changed.
  it.each([
    ["a number sent as text", { baselineValue: "50" }, /baselineValue: must be a number/],
    ["the text Infinity", { targetValue: "Infinity" }, /targetValue: must be a number/],
    ["a date that does not parse", { targetDate: "next June" }, /targetDate: must be a date like/],
    ["a date that does not exist", { baselineDate: "2026-02-30" }, /baselineDate: must be a date like/],
    [
      "a target date before the baseline date",
      { baselineDate: "2026-06-01", targetDate: "2026-05-31" },
      /targetDate: the target date must be on or after the baseline date/,
    ],
    ["an unknown direction", { direction: "sideways" }, /direction: must be increase or decrease/],
    ["an unknown field", { goalName: "x" }, /Unknown field: goalName/],
    ["no statement", { statement: "  " }, /statement: Goal statement is required/],
  ])("rejects %s with 400 naming the field", async (_case, patch, message) => {
    const before = await goalCount(teacher.id);
    const res = await teacher.post("/api/v1/goals", { ...readingGoal(studentId), ...patch });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toMatch(message);
    expect(await goalCount(teacher.id)).toBe(before);
  });

  it("rejects a number too large for JSON to hold (1e400 parses to Infinity)", async () => {
    const before = await goalCount(teacher.id);
    const body = JSON.stringify({ ...readingGoal(studentId), targetValue: 1 }).replace(
      '"targetValue":1',
      '"targetValue":1e400',
    );
    const res = await teacher.raw("POST", "/api/v1/goals", body, { "content-type": "application/json" });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/targetValue: must be a finite number/);
    expect(await goalCount(teacher.id)).toBe(before);
  });

  it("rejects a target date before the defaulted baseline date (today)", async () => {
    h.setNow(new Date("2026-03-01T12:00:00Z"));
    try {
      const { baselineDate: _omit, ...body } = readingGoal(studentId);
      const res = await teacher.post("/api/v1/goals", { ...body, targetDate: "2026-02-01" });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toMatch(/target date must be on or after the baseline date/);
    } finally {
      h.setNow(null);
    }
  });
});

describe("GET /api/v1/goals", () => {
  it("lists in the record's order (oldest first), filters by student, and carries the computed view", async () => {
    const t = await h.signUp();
    const s1 = await newStudent(t, "Ada One");
    const s2 = await newStudent(t, "Ben Two");
    const made: Goal[] = [];
    for (const [i, sid] of [s1, s2, s1].entries()) {
      h.setNow(new Date(Date.UTC(2026, 0, 10 + i)));
      made.push(await createGoal(t, { ...readingGoal(sid), statement: `Goal ${i}` }));
    }
    h.setNow(null);
    const all = (await (await t.get("/api/v1/goals")).json()) as Goal[];
    expect(all.map((g) => g.statement)).toEqual(["Goal 0", "Goal 1", "Goal 2"]);
    const ofS1 = (await (await t.get(`/api/v1/goals?studentId=${s1}`)).json()) as Goal[];
    expect(ofS1.map((g) => g.statement)).toEqual(["Goal 0", "Goal 2"]);
    expect(ofS1.every((g) => g.trend === "insufficient_data" && g.entryCount === 0)).toBe(true);

    // six weekly points, each 2 below the aimline (50 + 5/3 per week) and rising by 10 a week
    const goal = made[0]!;
    const values = [45, 55, 60, 70, 80, 90];
    for (const [w, v] of values.entries()) {
      await addEntry(t, goal.id, new Date(Date.UTC(2026, 0, 12 + w * 7)).toISOString().slice(0, 10), v);
    }
    const [listed] = ((await (await t.get(`/api/v1/goals?studentId=${s1}`)).json()) as Goal[]).filter(
      (g) => g.id === goal.id,
    );
    const single = (await (await t.get(`/api/v1/goals/${goal.id}`)).json()) as Goal;
    expect(listed).toEqual(single);
    expect(single.entryCount).toBe(6);
    expect(single.latestEntry).toEqual({ entryDate: "2026-02-16", progressValue: 90 });
    // newest three 90,80,70 (avg 80) vs oldest three 45,55,60 (avg 53.3) → improving (requirements "Progress trend")
    expect(single.trend).toBe("improving");
    expect(single.trendline?.origin).toBe("2026-01-05");
    expect(single.trendline?.slopePerWeek).toBeGreaterThan(8);
    expect(single.decision.action).toBe("raise_goal");
  });

  it("answers 404 Student not found for another teacher's student or a malformed id", async () => {
    for (const sid of [otherStudentId, "not-a-uuid"]) {
      const res = await teacher.get(`/api/v1/goals?studentId=${sid}`);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Student not found");
    }
  });

  it("never shows another teacher's goals", async () => {
    const mine = await createGoal(teacher, readingGoal(studentId));
    const theirs = (await (await other.get("/api/v1/goals")).json()) as Goal[];
    expect(theirs.map((g) => g.id)).not.toContain(mine.id);
  });
});

describe("GET|PATCH|DELETE /api/v1/goals/:id", () => {
  it("changes only the fields sent; blank text becomes null", async () => {
    const goal = await createGoal(teacher, readingGoal(studentId));
    const res = await teacher.patch(`/api/v1/goals/${goal.id}`, {
      targetValue: 100,
      unit: "",
      direction: "decrease",
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as Goal;
    expect(updated).toMatchObject({
      targetValue: 100,
      unit: null,
      direction: "decrease",
      statement: goal.statement,
    });
    expect(updated.aimline?.end.value).toBe(100);
  });

  it("rejects a change that would put the target date before the stored baseline date, changing nothing", async () => {
    const goal = await createGoal(teacher, readingGoal(studentId));
    const res = await teacher.patch(`/api/v1/goals/${goal.id}`, { targetDate: "2025-12-31" });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/target date must be on or after the baseline date/);
    expect(((await (await teacher.get(`/api/v1/goals/${goal.id}`)).json()) as Goal).targetDate).toBe(
      "2026-06-22",
    );
  });

  it.each([
    ["an empty body", {}, /Send at least one field to change/],
    ["a non-finite value", { baselineValue: "NaN" }, /baselineValue: must be a number/],
  ])("rejects %s with 400", async (_case, body, message) => {
    const goal = await createGoal(teacher, readingGoal(studentId));
    const res = await teacher.patch(`/api/v1/goals/${goal.id}`, body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(message);
  });

  it("answers 404 Goal not found for another teacher's goal, a missing id or a malformed id — nothing changed", async () => {
    const goal = await createGoal(teacher, readingGoal(studentId));
    for (const id of [goal.id, randomUUID(), "123"]) {
      for (const res of [
        await other.get(`/api/v1/goals/${id}`),
        await other.patch(`/api/v1/goals/${id}`, { statement: "Taken over" }),
        await other.del(`/api/v1/goals/${id}`),
      ]) {
        expect(res.status).toBe(404);
        expect((await errorOf(res)).message).toBe("Goal not found");
      }
    }
    const still = (await (await teacher.get(`/api/v1/goals/${goal.id}`)).json()) as Goal;
    expect(still.statement).toBe(goal.statement);
  });

  it("deletes a goal together with its progress entries (requirements 'IEP goals'), audited", async () => {
    const goal = await createGoal(teacher, readingGoal(studentId));
    await addEntry(teacher, goal.id, "2026-01-12", 55);
    await addEntry(teacher, goal.id, "2026-01-19", null);
    const entries = () =>
      count("select count(*)::int as n from progress_entries where goal_id = $1", [goal.id]);
    expect(await entries()).toBe(2);
    const res = await teacher.del(`/api/v1/goals/${goal.id}`);
    expect(res.status).toBe(204);
    expect(await entries()).toBe(0);
    expect((await teacher.get(`/api/v1/goals/${goal.id}`)).status).toBe(404);
    expect((await teacher.get(`/api/v1/progress-entries?goalId=${goal.id}`)).status).toBe(404);
    const audit = (await h.database.rawQuery(
      "select detail from audit_log where action = 'goal.delete' and entity_id = $1",
      [goal.id],
    )) as { detail: { entriesRemoved: number } }[];
    expect(audit.map((a) => a.detail.entriesRemoved)).toEqual([2]);
  });

  it("deleting the student deletes its goals and entries", async () => {
    const sid = await newStudent(teacher, "Temp Student");
    const goal = await createGoal(teacher, readingGoal(sid));
    await addEntry(teacher, goal.id, "2026-01-12", 55);
    expect((await teacher.del(`/api/v1/students/${sid}`)).status).toBe(204);
    expect((await teacher.get(`/api/v1/goals/${goal.id}`)).status).toBe(404);
    expect(await count("select count(*)::int as n from progress_entries where goal_id = $1", [goal.id])).toBe(
      0,
    );
  });
});

describe("OpenAPI document", () => {
  it("describes the goal and progress-entry routes", async () => {
    const doc = (await (await h.request("GET", "/api/openapi.json")).json()) as {
      paths: Record<string, object>;
    };
    expect(Object.keys(doc.paths["/api/v1/goals"] ?? {}).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/api/v1/goals/{id}"] ?? {}).sort()).toEqual(["delete", "get", "patch"]);
    expect(Object.keys(doc.paths["/api/v1/progress-entries"] ?? {}).sort()).toEqual(["get", "post"]);
    expect(Object.keys(doc.paths["/api/v1/progress-entries/{id}"] ?? {}).sort()).toEqual(["delete", "patch"]);
  });
});
