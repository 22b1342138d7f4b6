/**
 * One goal order everywhere (requirements "IEP goals": the record's order): the student's goal list,
 * the parent progress report and the IEP draft list a student's goals in the order of the record
 * (`student.iepGoals`: oldest first, ties by id). API tests against a real database.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { iepDraftResult } from "../../../shared/contracts/ai.ts";
import type { Goal } from "../../../shared/contracts/goals.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import { addGoal, addStudent } from "../../test/kits/caseload.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

const h = setUpHarness();
const teacher = setUpTeacher(h);

// Created in this order, which is neither alphabetical nor its reverse.
const STATEMENTS = [
  "Omar will solve Mixed facts",
  "Omar will write Zebra sentences",
  "Omar will read Apple words",
];

let studentId: string;

beforeAll(async () => {
  studentId = (await addStudent(teacher, { name: "Omar Diaz", grade: "3" })).id;
  for (const [i, statement] of STATEMENTS.entries()) {
    h.setNow(new Date(Date.UTC(2026, 8, 1 + i, 15)));
    await addGoal(teacher, {
      studentId,
      statement,
      baselineValue: 10,
      baselineDate: "2026-09-01",
      targetValue: 40,
      targetDate: "2027-06-01",
      unit: "WCPM",
      direction: "increase",
    });
  }
  h.setNow(null);
});

/** The statements in the order `text` mentions them. */
const orderIn = (text: string) =>
  STATEMENTS.filter((s) => text.includes(s)).sort((a, b) => text.indexOf(a) - text.indexOf(b));

const PLACES: [string, () => Promise<string[]>][] = [
  [
    "the student's goal list (GET /goals?studentId=, the student page)",
    async () =>
      ((await (await teacher.get(`/api/v1/goals?studentId=${studentId}`)).json()) as Goal[]).map(
        (g) => g.statement,
      ),
  ],
  [
    "the parent progress report",
    async () => {
      const res = await teacher.post("/api/v1/reports/progress", {
        studentId,
        from: "2026-09-01",
        to: "2026-10-31",
      });
      expect(res.status).toBe(200);
      return orderIn((await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, " "));
    },
  ],
  [
    "the IEP draft's annual goals",
    async () => {
      const res = await teacher.post("/api/v1/ai/iep-draft", { studentId, section: "annualGoals" });
      return orderIn(iepDraftResult.parse(await res.json()).sections[0]?.text ?? "");
    },
  ],
];

describe("one goal order everywhere: the record's", () => {
  it("the record lists the goals in the order they were made", async () => {
    const student = (await (await teacher.get(`/api/v1/students/${studentId}`)).json()) as Student;
    expect(student.iepGoals).toEqual(STATEMENTS);
  });

  it.each(PLACES)("%s lists them in the record's order", async (_place, read) => {
    expect(await read()).toEqual(STATEMENTS);
  });
});
