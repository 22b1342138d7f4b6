/**
 * Progress-data import through the API (requirements "Progress-data import"): real multipart CSV and
 * .xlsx uploads for one goal and for several goals of a student, the preview's row errors (the same
 * rules as a data point entered by hand) and duplicates (on record, in the file), commit with "skip"
 * and "update", cancel, and another teacher's goal, student and import answered 404.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Goal, ProgressEntry } from "../../../shared/contracts/goals.ts";
import type { ImportCommitResult, ImportPreview } from "../../../shared/contracts/imports.ts";
import { auditLog } from "../../db/schema/index.ts";
import type { TestUser } from "../../test/harness.ts";
import { addEntries, addGoal, addStudent } from "../../test/kits/caseload.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";
import { writeXlsx } from "../../test/xlsx-write.ts";

// Thursday 15 October 2026, mid-morning in any US zone: "today" is 2026-10-15.
const TODAY = "2026-10-15T16:00:00Z";
const h = setUpHarness({ now: new Date(TODAY) });
const teacher = setUpTeacher(h);
const other = setUpTeacher(h);
// Every test adds a student to these two: more than the free plan's 10 in all.
beforeAll(async () => {
  await h.givePro(teacher);
  await h.givePro(other);
});

const WCPM_GOAL = {
  statement: "Given a grade 3 passage, Ana will read 90 words correct per minute",
  area: "Reading fluency",
  unit: "WCPM",
  baselineValue: 40,
  targetValue: 90,
  baselineDate: "2026-09-01",
  targetDate: "2027-05-28",
};
const ACCURACY_GOAL = {
  statement: "Ana will answer comprehension questions with 80% accuracy",
  area: "Comprehension",
  unit: "% accuracy",
  baselineValue: 50,
  targetValue: 80,
  baselineDate: "2026-09-01",
  targetDate: "2027-05-28",
};
const MATH_GOAL = {
  statement: "Ana will solve two-step word problems",
  area: "Math",
  unit: "problems correct",
  baselineValue: 2,
  targetValue: 8,
  baselineDate: "2026-09-01",
  targetDate: "2027-05-28",
};

/** A student of `user` with the three goals, in that order. */
async function caseload(user: TestUser): Promise<{ studentId: string; goals: Goal[] }> {
  const student = await addStudent(user, { name: "Ana Ruiz", grade: "3" });
  const goals: Goal[] = [];
  // Created a minute apart, so that the record's order (oldest first) is this one.
  for (const [i, g] of [WCPM_GOAL, ACCURACY_GOAL, MATH_GOAL].entries()) {
    h.setNow(new Date(Date.parse(TODAY) - (3 - i) * 60_000));
    goals.push(await addGoal(user, { ...g, studentId: student.id }));
  }
  h.setNow(new Date(TODAY));
  return { studentId: student.id, goals };
}

/** POST /imports/progress as multipart/form-data, the file in `file` and the other form fields. */
async function upload(
  user: TestUser,
  file: { bytes: Uint8Array<ArrayBuffer> | string; name: string },
  fields: Record<string, string>,
): Promise<Response> {
  const form = new FormData();
  form.set("file", new File([file.bytes], file.name));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  const body = new Uint8Array(await encoded.arrayBuffer());
  return h.request("POST", "/api/v1/imports/progress", body, {
    cookie: user.cookie,
    "content-type": encoded.headers.get("content-type") ?? "",
  });
}

async function uploaded(res: Response): Promise<ImportPreview> {
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (await res.json()) as ImportPreview;
}

async function entriesOf(user: TestUser, goalId: string): Promise<ProgressEntry[]> {
  const res = await user.get(`/api/v1/progress-entries?goalId=${goalId}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as ProgressEntry[]).sort((a, b) => a.entryDate.localeCompare(b.entryDate));
}

const points = (entries: ProgressEntry[]) =>
  entries.map((e) => [e.entryDate, e.progressValue, e.note] as const);

// One goal: a duplicate of a recorded entry (9/8), a date twice in the file (9/15), a score that is
// not a number, a future date, an implausible value (over 3 × the target of 90), a session without a
// score, a note over the limit.
const WCPM_CSV = [
  "Probe Date,WCPM,Notes",
  '9/8/2026,42,"Cold read, grade 3 passage"',
  "2026-09-15,45,",
  "9/15/2026,47,Second probe that day",
  "9/22/2026,forty,",
  "10/30/2026,50,",
  "9/29/2026,400,",
  "10/6/2026,,Absent half the session",
  `10/13/2026,51,${"x".repeat(2001)}`,
].join("\r\n");

describe("one goal from a CSV", () => {
  it("guesses the columns and previews every row before anything is written", async () => {
    const { goals } = await caseload(teacher);
    const goal = goals[0] as Goal;
    await addEntries(teacher, goal.id, [["2026-09-08", 41]]);
    const p = await uploaded(
      await upload(teacher, { bytes: WCPM_CSV, name: "wcpm.csv" }, { goalId: goal.id }),
    );
    expect(p.kind).toBe("progress");
    expect(p.mapping).toEqual({ "Probe Date": "date", WCPM: "score", Notes: "note" });
    expect(p.limit).toBeNull();
    const byRow = new Map(p.preview.map((r) => [r.row, r]));
    expect(byRow.get(2)?.duplicate).toMatchObject({ of: "record" });
    expect(byRow.get(2)?.errors).toEqual([]);
    expect(byRow.get(3)?.duplicate).toBeNull();
    expect(byRow.get(4)?.duplicate).toMatchObject({ of: "file", id: null });
    expect(byRow.get(4)?.duplicate?.label).toContain("Row 3");
    expect(byRow.get(4)?.values).toMatchObject({ date: "2026-09-15", score: "47" });
    expect(byRow.get(5)?.errors).toEqual([
      { field: "score", message: expect.stringContaining("not a number") },
    ]);
    expect(byRow.get(6)?.errors).toEqual([
      { field: "date", message: expect.stringContaining("in the future") },
    ]);
    expect(byRow.get(7)?.errors).toEqual([
      { field: "score", message: expect.stringContaining("more than 3 times the goal's target (90 WCPM)") },
      {
        field: "score",
        message: expect.stringContaining("more than 3 times the largest score so far (41 WCPM)"),
      },
    ]);
    expect(byRow.get(8)?.errors).toEqual([]);
    expect(byRow.get(8)?.values.score).toBeNull();
    expect(byRow.get(9)?.errors).toEqual([{ field: "note", message: expect.stringContaining("2000") }]);
    // Nothing written by the upload and the preview.
    expect(points(await entriesOf(teacher, goal.id))).toEqual([["2026-09-08", 41, null]]);
  });

  it.each([
    ["skip", 0, 2, [41, null]],
    ["update", 2, 0, [42, "Cold read, grade 3 passage"]],
  ] as const)("commits with duplicates %s", async (mode, updated, skipped, sept8) => {
    const { goals } = await caseload(teacher);
    const goal = goals[0] as Goal;
    await addEntries(teacher, goal.id, [["2026-09-08", 41]]);
    const p = await uploaded(
      await upload(teacher, { bytes: WCPM_CSV, name: "wcpm.csv" }, { goalId: goal.id }),
    );
    const res = await teacher.post(`/api/v1/imports/${p.importId}/commit`, {
      mapping: p.mapping,
      duplicates: mode,
    });
    expect(res.status).toBe(200);
    const result = (await res.json()) as ImportCommitResult;
    expect(result).toMatchObject({ created: 2, updated, skipped });
    expect(result.errors.map((e) => [e.row, e.field])).toEqual([
      [5, "score"],
      [6, "date"],
      [7, "score"],
      [7, "score"],
      [9, "note"],
    ]);
    expect(points(await entriesOf(teacher, goal.id))).toEqual([
      ["2026-09-08", ...sept8],
      ["2026-09-15", mode === "update" ? 47 : 45, mode === "update" ? "Second probe that day" : null],
      ["2026-10-06", null, "Absent half the session"],
    ]);
    // Committed once: the import is gone.
    const again = await teacher.post(`/api/v1/imports/${p.importId}/commit`, {
      mapping: p.mapping,
      duplicates: mode,
    });
    expect(again.status).toBe(404);
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, teacher.id), eq(auditLog.entityId, p.importId)));
    expect(audits.find((a) => a.action === "progress.import")?.detail).toMatchObject({
      created: 2,
      updated,
      skipped,
      rowsWithErrors: 4,
    });
    expect(JSON.stringify(audits.map((a) => a.detail))).not.toMatch(/Cold read|Absent/);
  });

  it("writes nothing when the teacher cancels", async () => {
    const { goals } = await caseload(teacher);
    const goal = goals[0] as Goal;
    const p = await uploaded(
      await upload(teacher, { bytes: WCPM_CSV, name: "wcpm.csv" }, { goalId: goal.id }),
    );
    expect((await teacher.del(`/api/v1/imports/${p.importId}`)).status).toBe(204);
    expect(await entriesOf(teacher, goal.id)).toEqual([]);
    const commit = await teacher.post(`/api/v1/imports/${p.importId}/commit`, {
      mapping: p.mapping,
      duplicates: "skip",
    });
    expect(commit.status).toBe(404);
  });

  it("leaves a Goal column out of the guess for one goal, refuses it when mapped, and names a missing date column", async () => {
    const { goals } = await caseload(teacher);
    const goal = goals[0] as Goal;
    const csv = "Goal,Date,Score\nGoal 1,9/8/2026,42\n";
    const p = await uploaded(await upload(teacher, { bytes: csv, name: "g.csv" }, { goalId: goal.id }));
    expect(p.mapping).toEqual({ Goal: null, Date: "date", Score: "score" });
    expect(p.preview[0]?.errors).toEqual([]);
    const mapped = await teacher.post(`/api/v1/imports/${p.importId}/preview`, {
      mapping: { Goal: "goal", Date: "date", Score: "score" },
    });
    expect(((await mapped.json()) as ImportPreview).preview[0]?.errors).toEqual([
      { field: "goal", message: expect.stringContaining('leave the column "Goal" out') },
    ]);
    const noDate = await teacher.post(`/api/v1/imports/${p.importId}/preview`, {
      mapping: { Goal: null, Date: null, Score: "score" },
    });
    const rows = ((await noDate.json()) as ImportPreview).preview;
    expect(rows[0]?.errors).toEqual([{ field: "date", message: "Choose the column that holds the date." }]);
  });
});

describe("several goals of a student from an .xlsx", () => {
  it("matches each row's goal by number, area or statement and reads percent fractions", async () => {
    const { studentId, goals } = await caseload(teacher);
    const [wcpm, accuracy, math] = goals as [Goal, Goal, Goal];
    const xlsx = await writeXlsx([
      ["Session Date", "Goal Area", "Score", "Comment"],
      [{ date: "2026-09-10" }, "Goal 1", 44, "Fluency probe"],
      [{ date: "2026-09-10" }, "comprehension", 0.6, null],
      [{ date: "2026-09-17" }, "  COMPREHENSION ", 0.75, null],
      [{ date: "2026-09-17" }, "Ana will solve two-step   word problems", 3, null],
      [{ date: "2026-09-24" }, "Spelling", 5, null],
      [{ date: "2026-09-24" }, "Goal 1", 46, null],
    ]);
    const p = await uploaded(
      await upload(teacher, { bytes: new Uint8Array(xlsx), name: "ana.xlsx" }, { studentId }),
    );
    expect(p.mapping).toEqual({
      "Session Date": "date",
      "Goal Area": "goal",
      Score: "score",
      Comment: "note",
    });
    const unmatched = p.preview.find((r) => r.row === 6);
    expect(unmatched?.errors).toEqual([
      {
        field: "goal",
        message: expect.stringMatching(
          /"Spelling" is none of the student's goals.*Goal 1 — Reading fluency; Goal 2 — Comprehension; Goal 3 — Math/,
        ),
      },
    ]);
    expect(p.preview.find((r) => r.row === 3)?.values).toMatchObject({
      goal: "Goal 2 — Comprehension",
      goalId: accuracy.id,
      score: "60",
    });
    const res = await teacher.post(`/api/v1/imports/${p.importId}/commit`, {
      mapping: p.mapping,
      duplicates: "skip",
    });
    expect(await res.json()).toMatchObject({ created: 5, updated: 0, skipped: 0, errors: [{ row: 6 }] });
    expect(points(await entriesOf(teacher, wcpm.id))).toEqual([
      ["2026-09-10", 44, "Fluency probe"],
      ["2026-09-24", 46, null],
    ]);
    expect(points(await entriesOf(teacher, accuracy.id))).toEqual([
      ["2026-09-10", 60, null],
      ["2026-09-17", 75, null],
    ]);
    expect(points(await entriesOf(teacher, math.id))).toEqual([["2026-09-17", 3, null]]);
  });

  it("requires a Goal column: without it every row says to choose one", async () => {
    const { studentId } = await caseload(teacher);
    const p = await uploaded(
      await upload(teacher, { bytes: "Date,Score\n9/8/2026,42\n", name: "a.csv" }, { studentId }),
    );
    expect(p.preview[0]?.errors).toEqual([
      { field: "goal", message: "Choose the column that names the goal." },
    ]);
  });

  it("names the goals when an area is shared by two", async () => {
    const student = await addStudent(teacher, { name: "Ben Ortiz", grade: "4" });
    h.setNow(new Date(Date.parse(TODAY) - 60_000));
    await addGoal(teacher, { ...WCPM_GOAL, studentId: student.id });
    h.setNow(new Date(TODAY));
    await addGoal(teacher, { ...WCPM_GOAL, statement: "Ben will read 100 WCPM", studentId: student.id });
    const p = await uploaded(
      await upload(
        teacher,
        { bytes: "Date,Goal,WCPM\n9/8/2026,reading fluency,42\n", name: "b.csv" },
        {
          studentId: student.id,
        },
      ),
    );
    expect(p.preview[0]?.errors[0]?.message).toContain("Goal 1, Goal 2");
  });
});

describe("what the upload is for", () => {
  it.each([
    ["neither goalId nor studentId", () => ({}), 400],
    ["both", (ids: { goal: string; student: string }) => ({ goalId: ids.goal, studentId: ids.student }), 400],
    ["a missing goal", () => ({ goalId: randomUUID() }), 404],
    ["a goalId that is not a UUID", () => ({ goalId: "goal-1" }), 404],
    ["a missing student", () => ({ studentId: randomUUID() }), 404],
  ] as const)("answers %s with %i", async (_name, fields, status) => {
    const { studentId, goals } = await caseload(teacher);
    const res = await upload(
      teacher,
      { bytes: "Date,Score\n9/8/2026,42\n", name: "a.csv" },
      fields({ goal: (goals[0] as Goal).id, student: studentId }),
    );
    expect(res.status).toBe(status);
  });
});

describe("another teacher", () => {
  it("gets 404 for the goal, the student and the import, exactly like a missing one", async () => {
    const { studentId, goals } = await caseload(teacher);
    const goal = goals[0] as Goal;
    const file = { bytes: "Date,Score\n9/8/2026,42\n", name: "a.csv" };
    const goalRes = await upload(other, file, { goalId: goal.id });
    expect(goalRes.status).toBe(404);
    expect((await goalRes.json()).error.message).toBe("Goal not found");
    const studentRes = await upload(other, file, { studentId });
    expect(studentRes.status).toBe(404);
    expect((await studentRes.json()).error.message).toBe("Student not found");

    const p = await uploaded(await upload(teacher, file, { goalId: goal.id }));
    const body = { mapping: p.mapping, duplicates: "update" };
    expect((await other.post(`/api/v1/imports/${p.importId}/preview`, { mapping: p.mapping })).status).toBe(
      404,
    );
    expect((await other.post(`/api/v1/imports/${p.importId}/commit`, body)).status).toBe(404);
    expect((await other.del(`/api/v1/imports/${p.importId}`)).status).toBe(404);
    expect(await entriesOf(teacher, goal.id)).toEqual([]);
    // Still the teacher's, untouched.
    expect((await teacher.post(`/api/v1/imports/${p.importId}/commit`, body)).status).toBe(200);
    expect(points(await entriesOf(teacher, goal.id))).toEqual([["2026-09-08", 42, null]]);
  });
});
