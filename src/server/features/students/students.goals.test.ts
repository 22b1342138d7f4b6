/**
 * One goal, one place (requirements "IEP goals", "Student fields"; decision 017): a student's
 * `iepGoals` is the statements of its structured goals, read-only; goals sent with a new student
 * become structured goals that progress monitoring lists.
 */
import { describe, expect, it } from "vitest";
import type { Goal } from "../../../shared/contracts/goals.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import type { TestUser } from "../../test/harness.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";
import { create, errorOf } from "./students-test-kit.ts";

const h = setUpHarness();
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const other = setUpTeacher(h, { name: "Sam Lee" });

const READING = "Given a grade-3 passage, Maya will read 90 WCPM with 95% accuracy by June 2027.";
const WRITING = "Maya will write a 5-sentence paragraph in 4 of 5 trials.";

async function goalsOf(user: TestUser, studentId: string): Promise<Goal[]> {
  const res = await user.get(`/api/v1/goals?studentId=${studentId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Goal[];
}

async function studentOf(user: TestUser, id: string): Promise<Student> {
  const res = await user.get(`/api/v1/students/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Student;
}

describe("goals sent with a new student", () => {
  it("become structured goals in progress monitoring, statement verbatim, in order, once each", async () => {
    const s = await create(teacher, { name: "Maya J", iepGoals: [READING, WRITING, READING, "  "] });
    expect(s.iepGoals).toEqual([READING, WRITING]);
    const goals = await goalsOf(teacher, s.id);
    expect(goals.map((g) => g.statement).sort()).toEqual([READING, WRITING].sort());
    for (const g of goals) {
      expect(g).toMatchObject({ baselineValue: null, targetValue: null, unit: null, targetDate: null });
      // Plain words instead of a failure: no aimline yet, and the rule says what is missing.
      expect(g.aimline).toBeNull();
      expect(g.decision.action).toBe("insufficient_data");
    }
  });
});

describe("a student's iepGoals", () => {
  it("follows the structured goals: added, reworded and removed through /api/v1/goals", async () => {
    const s = await create(teacher, { name: "Ari K" });
    expect(s.iepGoals).toEqual([]);
    const res = await teacher.post("/api/v1/goals", {
      studentId: s.id,
      statement: WRITING,
      baselineValue: 2,
      targetValue: 5,
      unit: "sentences",
    });
    expect(res.status).toBe(201);
    const goal = (await res.json()) as Goal;
    expect((await studentOf(teacher, s.id)).iepGoals).toEqual([WRITING]);
    const listed = (await (await teacher.get("/api/v1/students")).json()) as Student[];
    expect(listed.find((x) => x.id === s.id)?.iepGoals).toEqual([WRITING]);

    expect((await teacher.patch(`/api/v1/goals/${goal.id}`, { statement: READING })).status).toBe(200);
    expect((await studentOf(teacher, s.id)).iepGoals).toEqual([READING]);

    expect((await teacher.del(`/api/v1/goals/${goal.id}`)).status).toBe(204);
    expect((await studentOf(teacher, s.id)).iepGoals).toEqual([]);
  });

  it("cannot be written by a student update (goals change through /api/v1/goals)", async () => {
    const s = await create(teacher, { name: "Noor H", iepGoals: [READING] });
    const res = await teacher.patch(`/api/v1/students/${s.id}`, { iepGoals: [WRITING] });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain("Unknown field: iepGoals");
    expect((await studentOf(teacher, s.id)).iepGoals).toEqual([READING]);
  });

  it("never shows another teacher's goals", async () => {
    const mine = await create(teacher, { name: "Lee P", iepGoals: [READING] });
    const theirs = await create(other, { name: "Lee P", iepGoals: [WRITING] });
    expect((await studentOf(teacher, mine.id)).iepGoals).toEqual([READING]);
    expect((await studentOf(other, theirs.id)).iepGoals).toEqual([WRITING]);
  });
});

describe("a goal typed once with the student", () => {
  it("is the goal the parent report lists and the IEP draft states, once", async () => {
    const s = await create(teacher, { name: "Maya Q", grade: "3", iepGoals: [READING] });

    const report = await teacher.post("/api/v1/reports/progress", {
      studentId: s.id,
      from: "2026-09-01",
      to: "2026-12-31",
    });
    expect(report.status).toBe(200);
    const text = (await pdfText(new Uint8Array(await report.arrayBuffer()))).replace(/\s+/g, " ");
    expect(text).toContain("Maya will read 90 WCPM");
    expect(text).not.toContain("No IEP goals are recorded");

    const draft = await teacher.post("/api/v1/ai/iep-draft", { studentId: s.id, section: "annualGoals" });
    expect(draft.status).toBe(200);
    const [goals] = ((await draft.json()) as { sections: { text: string }[] }).sections;
    expect(goals!.text.split(READING.trim()).length - 1).toBe(1);
    expect(goals!.text).toContain("Goal 1: ");
    expect(goals!.text).not.toContain("Goal 2: ");
  });
});
