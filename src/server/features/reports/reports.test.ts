/**
 * API tests of POST /api/v1/reports/progress (requirements "Parent progress report"; bad input — dates
 * that do not parse, a foreign id — gets a clear 4xx) against a real database. The PDF's text is read
 * back with pdfjs-dist, so these tests check what a parent would read, not how the bytes look.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Goal } from "../../../shared/contracts/goals.ts";
import { auditLog } from "../../db/schema/index.ts";
import { reportFilename } from "../../documents/document-model.ts";
import type { TestUser } from "../../test/harness.ts";
import { addEntries } from "../../test/kits/caseload.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";
import { fluencyGoal } from "./reports-test-kit.ts";

let studentId: string;
let fluency: Goal;
let behaviour: Goal;

const PERIOD = { from: "2026-09-01", to: "2026-10-31" };
const FLUENCY_STATEMENT =
  "Given a grade-3 passage, Maya will read 90 words correct per minute on 3 of 4 weekly probes.";
const BEHAVIOUR_STATEMENT = "Maya will reduce call-outs during whole-group lessons to 2 or fewer per lesson.";

async function json<T>(res: Response): Promise<T> {
  expect(res.headers.get("content-type") ?? "").toContain("application/json");
  return (await res.json()) as T;
}

async function report(user: TestUser, body: unknown) {
  return user.post("/api/v1/reports/progress", body);
}

const h = setUpHarness({ now: new Date("2026-11-03T15:00:00Z") });
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const other = setUpTeacher(h, { name: "Sam Lee" });

beforeAll(async () => {
  const student = await json<{ id: string }>(
    await teacher.post("/api/v1/students", {
      name: "Maya Robinson",
      grade: "3",
      caseManager: "Jordan Ortiz",
    }),
  );
  studentId = student.id;
  fluency = await json<Goal>(
    await teacher.post("/api/v1/goals", {
      studentId,
      ...fluencyGoal(FLUENCY_STATEMENT, {
        baselineData: "Fall DIBELS ORF",
        measurementMethod: "Weekly one-minute oral reading fluency probes",
        objectives: ["By January, 65 WCPM on grade-3 passages", "By March, 78 WCPM on grade-3 passages"],
      }),
    }),
  );
  // Six weekly points in the period, one before it and one after it.
  const values: [string, number | null][] = [
    ["2026-08-25", 40],
    ["2026-09-08", 54],
    ["2026-09-15", 57],
    ["2026-09-22", null],
    ["2026-09-29", 61],
    ["2026-10-06", 63.5],
    ["2026-10-13", 66],
    ["2026-11-02", 99],
  ];
  await addEntries(teacher, fluency.id, values);
  behaviour = await json<Goal>(
    await teacher.post("/api/v1/goals", {
      studentId,
      statement: BEHAVIOUR_STATEMENT,
      baselineValue: 8,
      targetValue: 2,
      targetDate: "2027-06-01",
      unit: "call-outs per lesson",
      direction: "decrease",
    }),
  );
});

describe("POST /api/v1/reports/progress", () => {
  it("answers a PDF attachment named after the student and the period", async () => {
    const res = await report(teacher, { studentId, ...PERIOD });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="progress-report-maya-robinson-2026-09-01-to-2026-10-31.pdf"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  });

  it("prints the header, each goal, the period's values only, and the plain-words trend and decision", async () => {
    const res = await report(teacher, { studentId, ...PERIOD });
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("Maya Robinson");
    expect(text).toContain("Grade:");
    expect(text).toContain("Sep 1, 2026 to Oct 31, 2026");
    expect(text).toContain("Case manager:");
    expect(text).toContain("Nov 3, 2026"); // report date: the clock's day
    expect(text).toContain("34 CFR 300.320(a)(3)");
    expect(text).toContain("Page 1 of");
    for (const words of FLUENCY_STATEMENT.split(" ").slice(0, 6)) expect(text).toContain(words);
    expect(text).toContain("call-outs during whole-group lessons");
    expect(text).toContain("Short-term objectives:");
    expect(text).toContain("By March, 78 WCPM on grade-3 passages");
    // Values inside the period are listed (63.5 with its decimal); those outside are not.
    expect(text).toContain("63.5");
    expect(text).toContain("No score");
    expect(text).not.toContain("Aug 25, 2026");
    expect(text).not.toContain("Nov 2, 2026");
    // 54 → 66 over six weeks: improving (requirements "Progress trend"), and a trend/decision in words.
    expect(text).toContain("Improving: recent scores are higher than earlier ones.");
    expect(text).toMatch(/Decision/);
    // The goal without entries says so instead of inventing data.
    expect(text).toContain("No progress data was recorded during this period.");
  });

  it("prints the teacher's narrative when given, a suggestion when not, and nothing when left blank", async () => {
    const narrative = "Maya now reads aloud to the class every Friday — she is proud of it.";
    const withText = await pdfText(
      new Uint8Array(
        await (
          await report(teacher, { studentId, ...PERIOD, narratives: { [fluency.id]: narrative } })
        ).arrayBuffer(),
      ),
    );
    expect(withText.replace(/\s+/g, " ")).toContain("Maya now reads aloud to the class every Friday");
    // The behaviour goal had no narrative sent: its suggestion is printed.
    expect(withText).toContain("No progress data was recorded for this goal during this reporting period.");

    const blank = await pdfText(
      new Uint8Array(
        await (
          await report(teacher, {
            studentId,
            ...PERIOD,
            narratives: { [fluency.id]: " ", [behaviour.id]: "" },
          })
        ).arrayBuffer(),
      ),
    );
    expect(blank).not.toContain("Teacher's comments");
  });

  it("prints a narrative in any script, dropping only an emoji no embedded font has", async () => {
    const res = await report(teacher, {
      studentId,
      ...PERIOD,
      narratives: { [fluency.id]: "Great week 🎉 — María read 李 and ½ a page." },
    });
    expect(res.status).toBe(200);
    // pdfjs gives each font run (here Noto Sans, then Noto Sans SC) as its own item, joined by spaces.
    const text = (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, " ");
    expect(text).toContain("María read 李 and ½ a page.");
    expect(text).not.toContain("🎉");
  });

  it("writes the export to the audit log (who, which student, the period)", async () => {
    await report(teacher, { studentId, ...PERIOD });
    const rows = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, teacher.id), eq(auditLog.action, "report.export")));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.at(-1)?.entityId).toBe(studentId);
    expect(rows.at(-1)?.detail).toMatchObject({ from: PERIOD.from, to: PERIOD.to, goals: 2 });
  });

  it("a student without goals still gets a report that says so", async () => {
    const lone = await json<{ id: string }>(await teacher.post("/api/v1/students", { name: "Leo Park" }));
    const res = await report(teacher, { studentId: lone.id, ...PERIOD });
    expect(res.status).toBe(200);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("Leo Park");
    expect(text).toContain("No IEP goals are recorded for this student yet.");
  });
});

describe("POST /api/v1/reports/progress — isolation and bad input", () => {
  it("404 Student not found for another teacher's student, a missing id and a non-UUID id", async () => {
    for (const id of [studentId, randomUUID(), "not-a-uuid"]) {
      const res = await report(other, { studentId: id, ...PERIOD });
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ error: { code: "NOT_FOUND", message: "Student not found" } });
    }
    const rows = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, other.id), eq(auditLog.action, "report.export")));
    expect(rows).toEqual([]);
  });

  const badBodies: [string, Record<string, unknown>, RegExp][] = [
    ["from after to", { from: "2026-10-31", to: "2026-09-01" }, /^to: the end of the reporting period/],
    ["a date that does not parse", { from: "2026-02-30", to: "2026-03-01" }, /^from: must be a date/],
    ["a date that is not a date", { from: "yesterday", to: "2026-03-01" }, /^from: must be a date/],
    ["a missing period", { from: undefined, to: undefined }, /^from: must be a date.*; to: must be a date/],
    [
      "a narrative too long",
      { narratives: { "%GOAL%": "x".repeat(2001) } },
      /must be 2000 characters or fewer/,
    ],
    ["a narrative keyed by something else", { narratives: { first: "hi" } }, /^narratives\.first: /],
    ["an unknown field", { format: "docx" }, /Unknown field: format/],
  ];
  it.each(badBodies)("400 naming the field for %s", async (_label, patch, message) => {
    const body = JSON.parse(JSON.stringify({ studentId, ...PERIOD, ...patch }).replace("%GOAL%", fluency.id));
    const res = await report(teacher, body);
    expect(res.status).toBe(400);
    const answer = await json<{ error: { code: string; message: string } }>(res);
    expect(answer.error.code).toBe("VALIDATION_ERROR");
    expect(answer.error.message).toMatch(message);
  });

  it("400 MALFORMED_JSON for a body that is not JSON", async () => {
    const res = await teacher.raw("POST", "/api/v1/reports/progress", "{studentId:");
    expect(res.status).toBe(400);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe("MALFORMED_JSON");
  });

  it("401 without a session", async () => {
    const res = await h.request("POST", "/api/v1/reports/progress", JSON.stringify({ studentId, ...PERIOD }));
    expect(res.status).toBe(401);
  });
});

describe("OpenAPI document", () => {
  it("describes the report route with its PDF answer", async () => {
    const doc = (await (await h.request("GET", "/api/openapi.json")).json()) as {
      paths: Record<string, { post?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const post = doc.paths["/api/v1/reports/progress"]?.post;
    expect(Object.keys(post?.responses["200"]?.content ?? {})).toEqual(["application/pdf"]);
  });
});

describe("reportFilename", () => {
  it.each([
    ["Maya Robinson", "progress-report-maya-robinson-2026-09-01-to-2026-10-31.pdf"],
    ["José Núñez-O'Brien", "progress-report-jose-nunez-o-brien-2026-09-01-to-2026-10-31.pdf"],
    ["李小龍", "progress-report-student-2026-09-01-to-2026-10-31.pdf"],
    ['../"evil"\r\nname', "progress-report-evil-name-2026-09-01-to-2026-10-31.pdf"],
  ])("%s → %s", (name, expected) => {
    expect(reportFilename(name, PERIOD.from, PERIOD.to)).toBe(expected);
  });
});
