/**
 * API tests of /api/v1/progress-entries (requirements "Progress entries": "progress_entries: GET ordered by
 * entry_date descending; POST; PATCH by id; DELETE by id") against a real database.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Goal, ProgressEntry } from "../../../shared/contracts/goals.ts";
import type { TestUser } from "../../test/harness.ts";
import { addStudentWithGoal } from "../../test/kits/caseload.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

let goalId: string;

const h = setUpHarness();
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const other = setUpTeacher(h, { name: "Sam Lee" });

beforeAll(async () => {
  const { goal } = await addStudentWithGoal(
    teacher,
    { name: "Maya Robinson" },
    {
      statement: "Will reduce call-outs to 2 or fewer per class period",
      baselineValue: 12,
      baselineDate: "2026-01-05",
      targetValue: 2,
      targetDate: "2026-05-25",
      unit: "call-outs per period",
      direction: "decrease",
    },
  );
  goalId = goal.id;
});

async function errorOf(res: Response): Promise<{ code: string; message: string }> {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

const entryCount = async () =>
  (
    (await h.database.rawQuery("select count(*)::int as n from progress_entries where goal_id = $1", [
      goalId,
    ])) as {
      n: number;
    }[]
  )[0]!.n;

async function add(body: Record<string, unknown>, user: TestUser = teacher): Promise<ProgressEntry> {
  const res = await user.post("/api/v1/progress-entries", { goalId, ...body });
  expect(res.status).toBe(201);
  return (await res.json()) as ProgressEntry;
}

describe("signed out", () => {
  it.each([
    ["GET", `/api/v1/progress-entries?goalId=${randomUUID()}`],
    ["POST", "/api/v1/progress-entries"],
    ["PATCH", `/api/v1/progress-entries/${randomUUID()}`],
    ["DELETE", `/api/v1/progress-entries/${randomUUID()}`],
  ])("%s %s answers 401", async (method, url) => {
    const body = method === "POST" || method === "PATCH" ? "{}" : undefined;
    expect((await h.request(method, url, body)).status).toBe(401);
  });
});

describe("progress entries", () => {
  it("creates, records who entered it, and keeps a session with no score (null value)", async () => {
    const e = await add({ entryDate: "2026-01-12", progressValue: 10, note: "  Math block  " });
    expect(e).toMatchObject({ goalId, entryDate: "2026-01-12", progressValue: 10, note: "Math block" });
    expect(e.enteredBy).toBe(teacher.id);
    const empty = await add({ entryDate: "2026-01-13" });
    expect(empty).toMatchObject({ progressValue: null, note: null });
    const blank = await add({ entryDate: "2026-01-14", progressValue: null, note: "" });
    expect(blank.note).toBeNull();
  });

  it("lists entry_date descending whatever the order recorded (requirements 'Progress entries')", async () => {
    for (const d of ["2026-02-09", "2026-01-26", "2026-02-02"]) await add({ entryDate: d, progressValue: 8 });
    const res = await teacher.get(`/api/v1/progress-entries?goalId=${goalId}`);
    expect(res.status).toBe(200);
    const dates = ((await res.json()) as ProgressEntry[]).map((e) => e.entryDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe("2026-02-09");
  });

  it("updates the fields sent; null clears the score", async () => {
    const e = await add({ entryDate: "2026-02-16", progressValue: 7 });
    const res = await teacher.patch(`/api/v1/progress-entries/${e.id}`, {
      progressValue: null,
      note: "Absent",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: e.id,
      entryDate: "2026-02-16",
      progressValue: null,
      note: "Absent",
    });
    const moved = await teacher.patch(`/api/v1/progress-entries/${e.id}`, {
      entryDate: "2026-02-17",
      progressValue: 6.5,
    });
    expect(await moved.json()).toMatchObject({ entryDate: "2026-02-17", progressValue: 6.5, note: "Absent" });
  });

  it("deletes one entry", async () => {
    const e = await add({ entryDate: "2026-02-23", progressValue: 5 });
    const before = await entryCount();
    expect((await teacher.del(`/api/v1/progress-entries/${e.id}`)).status).toBe(204);
    expect(await entryCount()).toBe(before - 1);
    expect((await teacher.del(`/api/v1/progress-entries/${e.id}`)).status).toBe(404);
  });

  it("the goal's view follows its entries (decrease goal: falling values are improving)", async () => {
    const t = await h.signUp();
    const s = (await (await t.post("/api/v1/students", { name: "Rae" })).json()) as { id: string };
    const g = (await (
      await t.post("/api/v1/goals", {
        studentId: s.id,
        statement: "Fewer call-outs",
        baselineValue: 12,
        baselineDate: "2026-01-05",
        targetValue: 2,
        targetDate: "2026-05-25",
        direction: "decrease",
      })
    ).json()) as Goal;
    for (const [i, v] of [12, 12, 11, 4, 3, 2].entries()) {
      const d = new Date(Date.UTC(2026, 0, 12 + 7 * i)).toISOString().slice(0, 10);
      expect(
        (await t.post("/api/v1/progress-entries", { goalId: g.id, entryDate: d, progressValue: v })).status,
      ).toBe(201);
    }
    const view = (await (await t.get(`/api/v1/goals/${g.id}`)).json()) as Goal;
    expect(view.trend).toBe("improving");
    expect(view.entryCount).toBe(6);
    // aimline 12 − 0.5/week; the last 4 (11, 4, 3, 2 at weeks 3..6 → expected 10.5..9) : 11 is above → continue
    expect(view.decision.action).toBe("continue");
  });
});

describe("bad input and isolation", () => {
  it.each([
    [
      "a value sent as text",
      { entryDate: "2026-03-02", progressValue: "9" },
      /progressValue: must be a number/,
    ],
    [
      "Infinity as text",
      { entryDate: "2026-03-02", progressValue: "Infinity" },
      /progressValue: must be a number/,
    ],
    [
      "a date that does not parse",
      { entryDate: "03/02/2026", progressValue: 9 },
      /entryDate: must be a date like/,
    ],
    ["no date", { progressValue: 9 }, /entryDate: must be a date like/],
    ["an unknown field", { entryDate: "2026-03-02", score: 9 }, /Unknown field: score/],
  ])("rejects %s with 400, saving nothing", async (_case, body, message) => {
    const before = await entryCount();
    const res = await teacher.post("/api/v1/progress-entries", { goalId, ...body });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(message);
    expect(await entryCount()).toBe(before);
  });

  it("rejects 1e400 (Infinity after JSON parsing)", async () => {
    const before = await entryCount();
    const body = `{"goalId":"${goalId}","entryDate":"2026-03-02","progressValue":1e400}`;
    const res = await teacher.raw("POST", "/api/v1/progress-entries", body, {
      "content-type": "application/json",
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(/progressValue: must be a finite number/);
    expect(await entryCount()).toBe(before);
  });

  it("another teacher cannot list, add to, change or delete this goal's entries (404), nothing changed", async () => {
    const e = await add({ entryDate: "2026-03-09", progressValue: 4 });
    const before = await entryCount();
    const list = await other.get(`/api/v1/progress-entries?goalId=${goalId}`);
    expect(list.status).toBe(404);
    expect((await errorOf(list)).message).toBe("Goal not found");
    const post = await other.post("/api/v1/progress-entries", {
      goalId,
      entryDate: "2026-03-09",
      progressValue: 1,
    });
    expect(post.status).toBe(404);
    expect((await errorOf(post)).message).toBe("Goal not found");
    for (const res of [
      await other.patch(`/api/v1/progress-entries/${e.id}`, { progressValue: 0 }),
      await other.del(`/api/v1/progress-entries/${e.id}`),
      await teacher.patch(`/api/v1/progress-entries/${randomUUID()}`, { progressValue: 0 }),
      await teacher.del("/api/v1/progress-entries/not-a-uuid"),
    ]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Progress entry not found");
    }
    expect(await entryCount()).toBe(before);
    const mine = (await (
      await teacher.get(`/api/v1/progress-entries?goalId=${goalId}`)
    ).json()) as ProgressEntry[];
    expect(mine.find((x) => x.id === e.id)?.progressValue).toBe(4);
  });

  it("a missing or malformed goalId: 404 Goal not found", async () => {
    for (const id of [randomUUID(), "nope"]) {
      const res = await teacher.get(`/api/v1/progress-entries?goalId=${id}`);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Goal not found");
    }
    expect((await teacher.get("/api/v1/progress-entries")).status).toBe(400);
  });
});

describe("impossible and implausible data points (requirements 'Progress entries')", () => {
  // 03:00 UTC on 28 November is still 27 November for a teacher in Los Angeles.
  const NOW = new Date("2026-11-28T03:00:00Z");
  let wcpmGoal: string;
  let percentGoal: string;
  let seedEntry: string;

  beforeAll(async () => {
    await h.database.rawQuery("update users set time_zone = 'America/Los_Angeles' where id = $1", [
      teacher.id,
    ]);
    const wcpm = await addStudentWithGoal(
      teacher,
      { name: "Ana Diaz" },
      {
        statement: "Reads 90 WCPM",
        baselineValue: 40,
        baselineDate: "2026-09-01",
        targetValue: 90,
        unit: "WCPM",
      },
    );
    wcpmGoal = wcpm.goal.id;
    const pct = await addStudentWithGoal(
      teacher,
      { name: "Ben Cho" },
      { statement: "80% accuracy", baselineDate: "2026-09-01", targetValue: 80, unit: "% accuracy" },
    );
    percentGoal = pct.goal.id;
    h.setNow(NOW);
    const res = await teacher.post("/api/v1/progress-entries", {
      goalId: wcpmGoal,
      entryDate: "2026-11-20",
      progressValue: 55,
    });
    expect(res.status).toBe(201);
    seedEntry = ((await res.json()) as ProgressEntry).id;
    return () => h.setNow(null);
  });

  const countOf = async (id: string) =>
    (
      (await h.database.rawQuery("select count(*)::int as n from progress_entries where goal_id = $1", [
        id,
      ])) as { n: number }[]
    )[0]!.n;

  it.each([
    [
      "a negative count",
      "wcpm",
      { entryDate: "2026-11-27", progressValue: -5 },
      /^A score can't be negative/,
    ],
    [
      "a date after today in the teacher's zone",
      "wcpm",
      { entryDate: "2026-11-28", progressValue: 60 },
      /^The date Nov 28, 2026 is in the future/,
    ],
    [
      "a date three months ahead, even confirmed",
      "wcpm",
      { entryDate: "2027-02-27", progressValue: 60, confirmImplausible: true },
      /^The date Feb 27, 2027 is in the future/,
    ],
    [
      "a percentage over 100",
      "percent",
      { entryDate: "2026-11-27", progressValue: 101 },
      /^A percentage can't be over 100/,
    ],
    [
      "a percentage below 0",
      "percent",
      { entryDate: "2026-11-27", progressValue: -1 },
      /^A score can't be negative/,
    ],
  ] as const)(
    "refuses %s with 400 and a sentence saying why, saving nothing",
    async (_c, goal, body, message) => {
      const goalId = goal === "wcpm" ? wcpmGoal : percentGoal;
      const before = await countOf(goalId);
      const res = await teacher.post("/api/v1/progress-entries", { goalId, ...body });
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.message).toMatch(message);
      expect(await countOf(goalId)).toBe(before);
    },
  );

  it.each([
    ["99,999 WCPM", { entryDate: "2026-11-27", progressValue: 99_999 }, ["above_target", "above_largest"]],
    ["over 3× the largest so far", { entryDate: "2026-11-27", progressValue: 170 }, ["above_largest"]],
    ["a date before the baseline", { entryDate: "2026-08-15", progressValue: 40 }, ["before_baseline"]],
  ] as const)(
    "asks before saving %s (409 IMPLAUSIBLE_VALUE), saves it once confirmed",
    async (_c, body, reasons) => {
      const before = await countOf(wcpmGoal);
      const res = await teacher.post("/api/v1/progress-entries", { goalId: wcpmGoal, ...body });
      expect(res.status).toBe(409);
      const error = (await res.json()) as {
        error: { code: string; details: { reasons: { reason: string }[] } };
      };
      expect(error.error.code).toBe("IMPLAUSIBLE_VALUE");
      expect(error.error.details.reasons.map((r) => r.reason)).toEqual(reasons);
      expect(await countOf(wcpmGoal)).toBe(before);
      const confirmed = await teacher.post("/api/v1/progress-entries", {
        goalId: wcpmGoal,
        ...body,
        confirmImplausible: true,
      });
      expect(confirmed.status).toBe(201);
      const saved = (await confirmed.json()) as ProgressEntry;
      expect(await countOf(wcpmGoal)).toBe(before + 1);
      expect((await teacher.del(`/api/v1/progress-entries/${saved.id}`)).status).toBe(204);
    },
  );

  it("applies the same rule to a change: the merged entry is checked", async () => {
    const future = await teacher.patch(`/api/v1/progress-entries/${seedEntry}`, { entryDate: "2026-12-01" });
    expect(future.status).toBe(400);
    const tooHigh = await teacher.patch(`/api/v1/progress-entries/${seedEntry}`, { progressValue: 99_999 });
    expect(tooHigh.status).toBe(409);
    expect((await errorOf(tooHigh)).code).toBe("IMPLAUSIBLE_VALUE");
    const confirmed = await teacher.patch(`/api/v1/progress-entries/${seedEntry}`, {
      progressValue: 300,
      confirmImplausible: true,
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ entryDate: "2026-11-20", progressValue: 300 });
    // Its own old value is not "the largest so far": a note-only change passes untouched.
    expect((await teacher.patch(`/api/v1/progress-entries/${seedEntry}`, { note: "Re-scored" })).status).toBe(
      200,
    );
    expect(
      (await teacher.patch(`/api/v1/progress-entries/${seedEntry}`, { confirmImplausible: true })).status,
    ).toBe(400);
  });
});
