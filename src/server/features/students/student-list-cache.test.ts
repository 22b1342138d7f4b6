/**
 * The students list served from memory while the caseload is unchanged (decision 018): the database
 * gives a teacher a new caseload version on every change to their students or goals, the list is
 * answered from memory only while that version holds, and every answer is still an audited read.
 */
import { describe, expect, it } from "vitest";
import type { Goal } from "../../../shared/contracts/goals.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import type { TestUser } from "../../test/harness.ts";
import { setUpHarness } from "../../test/set-up.ts";

const h = setUpHarness();

const versionOf = async (t: Pick<TestUser, "id">) => {
  const rows = (await h.database.rawQuery("select version from caseload_versions where user_id = $1", [
    t.id,
  ])) as { version: string }[];
  return rows[0]?.version ?? null;
};

async function studentOf(t: TestUser, name = "Ari Kim") {
  const res = await t.post("/api/v1/students", { name });
  expect(res.status).toBe(201);
  return (await res.json()) as Student;
}

async function goalOf(t: TestUser, studentId: string) {
  const res = await t.post("/api/v1/goals", {
    studentId,
    statement: "Ari will write 5 complete sentences",
    baselineValue: 2,
    targetValue: 5,
    unit: "sentences",
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Goal;
}

const names = async (t: TestUser) =>
  ((await (await t.get("/api/v1/students")).json()) as Student[]).map((s) => s.name);

describe("the caseload version", () => {
  /** Each change, made by the teacher whose version is watched, and what it does to the version. */
  const changes: [
    string,
    "a new version" | "the same version",
    (t: TestUser, s: Student, g: Goal) => Promise<Response>,
  ][] = [
    ["adding a student", "a new version", (t) => t.post("/api/v1/students", { name: "Bea Lund" })],
    [
      "renaming a student",
      "a new version",
      (t, s) => t.patch(`/api/v1/students/${s.id}`, { name: "Ari K. Kim" }),
    ],
    [
      "adding a goal",
      "a new version",
      (t, s) => t.post("/api/v1/goals", { studentId: s.id, statement: "Ari will read 90 WCPM" }),
    ],
    [
      "rewording a goal",
      "a new version",
      (t, _s, g) => t.patch(`/api/v1/goals/${g.id}`, { statement: "Ari will write 6 sentences" }),
    ],
    ["deleting a goal", "a new version", (t, _s, g) => t.del(`/api/v1/goals/${g.id}`)],
    ["deleting a student", "a new version", (t, s) => t.del(`/api/v1/students/${s.id}`)],
    [
      "recording a progress entry",
      "the same version",
      (t, _s, g) =>
        t.post("/api/v1/progress-entries", {
          goalId: g.id,
          entryDate: "2026-11-20",
          progressValue: 3,
          confirmImplausible: true,
        }),
    ],
  ];

  it.each(changes)("%s gives %s, for that teacher only", async (_what, outcome, change) => {
    const t = await h.signUp();
    const other = await h.signUp();
    const s = await studentOf(t);
    const g = await goalOf(t, s.id);
    await studentOf(other);
    const [before, otherBefore] = [await versionOf(t), await versionOf(other)];
    expect(before).not.toBeNull();

    expect((await change(t, s, g)).status).toBeLessThan(300);
    const after = await versionOf(t);
    if (outcome === "a new version") expect(after).not.toBe(before);
    else expect(after).toBe(before);
    expect(await versionOf(other)).toBe(otherBefore);
  });

  it("goes with a teacher deleted together with their students", async () => {
    const t = await h.signUp();
    await goalOf(t, (await studentOf(t)).id);
    await h.database.rawQuery("delete from users where id = $1", [t.id]);
    expect(await versionOf(t)).toBeNull();
  });
});

describe("the list from memory", () => {
  it("is served while the version holds, and read again as soon as the database changes it", async () => {
    const t = await h.signUp();
    const s = await studentOf(t, "Ari Kim");
    // Warm every instance's copy (two under API_INSTANCES=2, which alternates the requests).
    expect(await names(t)).toEqual(["Ari Kim"]);
    expect(await names(t)).toEqual(["Ari Kim"]);

    // A change the triggers do not see leaves the version alone: the copy in memory is answered.
    await h.database.rawQuery("alter table students disable trigger students_caseload_version", []);
    try {
      await h.database.rawQuery("update students set name = 'Changed Unseen' where id = $1", [s.id]);
    } finally {
      await h.database.rawQuery("alter table students enable trigger students_caseload_version", []);
    }
    expect(await names(t)).toEqual(["Ari Kim"]);
    expect(await names(t)).toEqual(["Ari Kim"]);

    // A change outside the app (a script, another instance) that the triggers see is shown at once.
    await h.database.rawQuery("update students set name = 'Ari Okafor' where id = $1", [s.id]);
    expect(await names(t)).toEqual(["Ari Okafor"]);
    expect(await names(t)).toEqual(["Ari Okafor"]);
  });

  it("keeps the full records and the summary view apart", async () => {
    const t = await h.signUp();
    const s = await studentOf(t);
    await goalOf(t, s.id);
    const full = (await (await t.get("/api/v1/students")).json()) as Student[];
    const summary = (await (await t.get("/api/v1/students?view=summary")).json()) as Record<
      string,
      unknown
    >[];
    expect(full[0]?.iepGoals).toEqual(["Ari will write 5 complete sentences"]);
    expect(summary[0]).not.toHaveProperty("iepGoals");
    expect(summary[0]?.id).toBe(s.id);
    expect(((await (await t.get("/api/v1/students")).json()) as Student[])[0]?.iepGoals).toHaveLength(1);
  });

  it("is answered as JSON, and each answer is an audited read", async () => {
    const t = await h.signUp();
    await studentOf(t);
    for (let i = 0; i < 3; i++) {
      const res = await t.get("/api/v1/students");
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    }
    await t.get("/api/v1/students?view=summary");
    const lines = (await h.database.rawQuery(
      "select detail from audit_log where user_id = $1 and action = 'student.list'",
      [t.id],
    )) as { detail: Record<string, unknown> }[];
    const details = lines.map((l) => l.detail);
    expect(details).toHaveLength(4);
    expect(details.filter((d) => d.count === 1 && d.view === undefined)).toHaveLength(3);
    expect(details.filter((d) => d.count === 1 && d.view === "summary")).toHaveLength(1);
  });
});
