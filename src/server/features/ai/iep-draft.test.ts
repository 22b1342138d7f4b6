import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { iepDraftResult } from "../../../shared/contracts/ai.ts";
import { auditLog } from "../../db/schema/index.ts";
import { createHarness, type Harness, type TestUser } from "../../test/harness.ts";

let h: Harness;
let teacher: TestUser;
let other: TestUser;
let studentId: string;

beforeAll(async () => {
  h = await createHarness();
  teacher = await h.signUp();
  other = await h.signUp();
  const res = await teacher.post("/api/v1/students", {
    name: "Maya Lopez",
    grade: "4",
    presentLevels: "Reads 42 wcpm on grade 4 passages.",
    strengths: ["strong listening comprehension"],
    areasOfNeed: ["reading fluency"],
    serviceDelivery: "30 minutes 5 times a week in the resource room",
    accommodations: ["Extended time (1.5x) on tests"],
  });
  expect(res.status).toBe(201);
  studentId = ((await res.json()) as { id: string }).id;
  const goal = await teacher.post("/api/v1/goals", {
    studentId,
    statement: "Maya will read a grade 4 passage aloud",
    area: "Reading",
    baselineValue: 42,
    targetValue: 90,
    unit: "wcpm",
    baselineDate: "2026-09-08",
    targetDate: "2027-06-11",
  });
  expect(goal.status).toBe(201);
  const goalId = ((await goal.json()) as { id: string }).id;
  const entry = await teacher.post("/api/v1/progress-entries", {
    goalId,
    entryDate: "2026-10-01",
    progressValue: 55,
  });
  expect(entry.status).toBe(201);
});
afterAll(() => h.close());

describe("POST /api/v1/ai/iep-draft", () => {
  it("drafts the four sections offline from the student's record, goals and progress data", async () => {
    const res = await teacher.post("/api/v1/ai/iep-draft", { studentId });
    expect(res.status).toBe(200);
    const body = iepDraftResult.parse(await res.json());
    expect(body.sections.map((s) => s.section)).toEqual([
      "presentLevels",
      "annualGoals",
      "services",
      "accommodations",
    ]);
    expect(body.sections.every((s) => s.source === "template")).toBe(true);
    expect(body.warnings).toEqual([]);
    const [levels, goals, services, accommodations] = body.sections.map((s) => s.text);
    expect(levels).toContain("Reads 42 wcpm on grade 4 passages.");
    expect(levels).toContain("latest data 55 wcpm on October 1, 2026");
    expect(goals).toContain("reach 90 wcpm from a baseline of 42 wcpm");
    expect(goals).toContain("Timeframe: by June 11, 2027");
    expect(services).toContain("30 minutes 5 times a week in the resource room");
    expect(services).toContain("Placement: not recorded");
    expect(accommodations).toContain("Extended time (1.5x) on tests");
  });

  it("drafts one section again when asked", async () => {
    const res = await teacher.post("/api/v1/ai/iep-draft", { studentId, section: "services" });
    expect(res.status).toBe(200);
    const body = iepDraftResult.parse(await res.json());
    expect(body.sections.map((s) => s.section)).toEqual(["services"]);
  });

  it("writes the draft to the audit log (sections and sources, never the text)", async () => {
    await teacher.post("/api/v1/ai/iep-draft", { studentId, section: "accommodations" });
    const rows = (await h.database.db.select().from(auditLog)).filter(
      (r) => r.action === "iep.draft" && r.userId === teacher.id,
    );
    expect(rows.length).toBeGreaterThan(0);
    const last = rows.at(-1);
    expect(last?.entityId).toBe(studentId);
    expect(JSON.stringify(last?.detail)).not.toContain("Extended time");
  });

  it("answers 404 for another teacher's student", async () => {
    const res = await other.post("/api/v1/ai/iep-draft", { studentId });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Student not found");
  });

  it.each([
    [{ studentId: "not-a-uuid" }, "studentId"],
    [{ studentId: "00000000-0000-4000-8000-000000000000", section: "summary" }, "section"],
    [{ studentId: "00000000-0000-4000-8000-000000000000", extra: 1 }, "extra"],
    [{}, "studentId"],
  ])("refuses %j with 400 naming %s", async (body, field) => {
    const res = await teacher.post("/api/v1/ai/iep-draft", body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain(field);
  });

  it("answers 401 without a session", async () => {
    const res = await h.request("POST", "/api/v1/ai/iep-draft", JSON.stringify({ studentId }), {
      "content-type": "application/json",
    });
    expect(res.status).toBe(401);
  });
});
