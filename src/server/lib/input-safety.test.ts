/**
 * Values the database would refuse are answered 400 naming the field, not 500
 * (requirements "Security and privacy", "Error catalogue").
 */
import { beforeAll, describe, expect, it } from "vitest";
import { setUpHarness, setUpTeacher } from "../test/set-up.ts";

const NUL = "must not contain a NUL character";
const RANGE = "must be between 1900-01-01 and 2100-12-31";
const BOUND = "must be between -1,000,000,000 and 1,000,000,000";

interface ErrorBody {
  error: { code: string; message: string };
}

describe("input the database cannot store", () => {
  let studentId: string;
  let goalId: string;
  const log: string[] = [];

  const h = setUpHarness({ log: (line) => log.push(line) });
  const t = setUpTeacher(h);

  beforeAll(async () => {
    studentId = ((await (await t.post("/api/v1/students", { name: "Ana" })).json()) as { id: string }).id;
    const goal = await t.post("/api/v1/goals", { studentId, statement: "Reads 90 wcpm", baselineValue: 40 });
    goalId = ((await goal.json()) as { id: string }).id;
  });

  async function expect400(res: Response, field: string, message: string) {
    const body = (await res.json()) as ErrorBody;
    expect(res.status).toBe(400);
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.message).toContain(`${field}: ${message}`);
  }

  it("a NUL character in a student's name", async () => {
    await expect400(await t.post("/api/v1/students", { name: "Ana\u0000Lopez" }), "name", NUL);
  });

  it("a NUL character in a student's notes when editing", async () => {
    await expect400(await t.patch(`/api/v1/students/${studentId}`, { notes: "line\u0000" }), "notes", NUL);
  });

  it("a NUL character in a note's observations", async () => {
    const res = await t.post("/api/v1/notes/generate", {
      studentId,
      observations: "Read the passage\u0000 aloud",
    });
    await expect400(res, "observations", NUL);
  });

  it("a progress value of 1.7e308", async () => {
    const res = await t.post("/api/v1/progress-entries", {
      goalId,
      entryDate: "2026-01-05",
      progressValue: 1.7e308,
    });
    await expect400(res, "progressValue", BOUND);
  });

  it("a student date of birth in year 0000", async () => {
    await expect400(
      await t.post("/api/v1/students", { name: "Ben", dateOfBirth: "0000-01-01" }),
      "dateOfBirth",
      RANGE,
    );
  });

  it("a goal target date in year 0000", async () => {
    await expect400(
      await t.patch(`/api/v1/goals/${goalId}`, { targetDate: "0000-01-01" }),
      "targetDate",
      RANGE,
    );
  });

  it("a new goal's baseline date in year 0000", async () => {
    const res = await t.post("/api/v1/goals", {
      studentId,
      statement: "Writes 5 sentences",
      baselineDate: "0000-01-01",
    });
    await expect400(res, "baselineDate", RANGE);
  });

  it("logged no unexpected error", () => {
    expect(log).toEqual([]);
  });
});
