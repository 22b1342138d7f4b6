/**
 * Fuzz run over every JSON route of the OpenAPI document (architecture "Tests"; requirements "Error
 * catalogue", "Security and privacy"): signed in as a teacher with a student, a goal, a progress entry,
 * a note and a support ticket, it sends drawn malformed and edge requests (`test/api-fuzz.ts`,
 * fast-check, fixed seed) to each operation outside /api/admin; then, signed in as a staff member who
 * finished the TOTP set-up, to each /api/admin operation (acting on another teacher who lets staff see
 * their students); it fails on any answer of 500, listing the requests, and on any error answer whose
 * code is not one of the closed list (`shared/contracts/error-codes.ts`, architecture "Request path").
 *
 * `FUZZ_RUNS` sets the requests per operation (default 24: about 1,800 requests over 76 teacher
 * operations and 670 over 28 staff operations); `npm run fuzz` runs 300 per operation. `FUZZ_SEED`
 * changes the seed.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SURROGATE_MESSAGE } from "../shared/contracts/common.ts";
import { users } from "./db/schema/index.ts";
import { createAdmin } from "./features/admin/index.ts";
import {
  adminOperationsOf,
  type FuzzIds,
  type FuzzReport,
  type FuzzRequest,
  fuzzOperations,
  type OpenApiDoc,
  operationsOf,
} from "./test/api-fuzz.ts";
import { readyAdmin } from "./test/kits/admin-test-kit.ts";
import { setUpHarness, setUpTeacher } from "./test/set-up.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
const START = new Date("2026-11-03T15:00:00Z").getTime();
const SEED = Number(process.env.FUZZ_SEED ?? 20261103);

let staff: Awaited<ReturnType<typeof readyAdmin>>;
let ids: FuzzIds;
/** The ids of the staff pass: the other teacher (who lets staff see their students) and their student. */
let staffIds: FuzzIds;
const logged: string[] = [];

async function idOf(res: Response): Promise<string> {
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const h = setUpHarness({ now: new Date(START), log: (line) => logged.push(line) });
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });

beforeAll(async () => {
  // Pro: no monthly note quota, so note generation answers on the input, not on the plan.
  await h.db.update(users).set({ planType: "pro" }).where(eq(users.id, teacher.id));
  const other = await h.signUp({ name: "Sam Lee" });
  const studentId = await idOf(await teacher.post("/api/v1/students", { name: "Maya Robinson", grade: "3" }));
  const goalId = await idOf(
    await teacher.post("/api/v1/goals", {
      studentId,
      statement: "Read 90 words correct per minute",
      baselineValue: 40,
      baselineDate: "2026-09-01",
      targetValue: 90,
      targetDate: "2027-06-01",
      unit: "WCPM",
    }),
  );
  const entryId = await idOf(
    await teacher.post("/api/v1/progress-entries", { goalId, entryDate: "2026-09-15", progressValue: 50 }),
  );
  const noteId = await idOf(
    await teacher.post("/api/v1/notes/generate", {
      studentId,
      type: "progress",
      subject: "Reading",
      date: "2026-10-28",
      observations: "Read 68 wcpm.",
      goalsAddressed: [],
    }),
  );
  const foreignId = await idOf(await other.post("/api/v1/students", { name: "Theo Park" }));
  const ticketId = await idOf(
    await teacher.post("/api/v1/support/tickets", { subject: "Export", message: "The PDF export spins." }),
  );
  ids = {
    student: studentId,
    goal: goalId,
    entry: entryId,
    note: noteId,
    foreign: foreignId,
    teacher: teacher.id,
    ticket: ticketId,
  };
  expect((await other.patch("/api/v1/me/preferences", { staffMayViewStudents: true })).status).toBe(200);
  staffIds = { ...ids, teacher: other.id, student: foreignId, foreign: studentId };
  staff = await readyAdmin(h, createAdmin);
});

let sent = 0;

/**
 * Sends one request with `cookie` (the teacher's or the staff member's); the clock moves 3 s a
 * request, under the AI limit of 30 a minute.
 */
function sendAs(cookie: string) {
  return (r: FuzzRequest): Promise<Response> => {
    h.setNow(new Date(START + ++sent * 3000));
    const headers: Record<string, string> = { cookie };
    if (r.body !== undefined) headers["content-type"] = r.contentType ?? "application/json";
    return h.request(r.method, r.url, r.body, headers);
  };
}

/** The first five of `answers` (the report's answers of 500, or without a listed code), bodies cut short. */
const firstFailures = (answers: FuzzReport["failures"]) =>
  answers.slice(0, 5).map((f) => ({
    ...f,
    request: { ...f.request, body: f.request.body?.slice(0, 200) },
  }));

describe("regressions found by the fuzz run", () => {
  it("a lone surrogate in a list or text field is a 400 naming the field, not a 500", async () => {
    const created = await teacher.post("/api/v1/students", { name: "Ana", disabilities: ["", "\uD800"] });
    expect(created.status).toBe(400);
    const body = (await created.json()) as { error: { message: string } };
    expect(body.error.message).toContain(`disabilities.1: ${SURROGATE_MESSAGE}`);
    const edited = await teacher.patch(`/api/v1/notes/${ids.note}`, { generatedNote: "Read 5 words \uDC00" });
    expect(edited.status).toBe(400);
    expect(await edited.text()).toContain("generatedNote");
    const fine = await teacher.post("/api/v1/students", { name: "Ana 😀", disabilities: ["Dyslexia 📚"] });
    expect(fine.status).toBe(201);
  });
});

describe("fuzz over every JSON route", () => {
  it(
    `answers no request with a 500 (${RUNS} drawn requests per operation, seed ${SEED})`,
    async () => {
      const doc = (await (await h.request("GET", "/api/openapi.json")).json()) as OpenApiDoc;
      const ops = operationsOf(doc);
      expect(new Set(ops.map((o) => `${o.method} ${o.path}`)).size).toBeGreaterThanOrEqual(37);
      const report = await fuzzOperations(ops, ids, sendAs(teacher.cookie), { runs: RUNS, seed: SEED });
      console.info(
        `fuzz: ${report.routes} operations, ${report.requests} requests, ${report.failures.length} answers of 500`,
        `error codes: ${JSON.stringify(report.errorCodes)}`,
        process.env.FUZZ_RUNS ? JSON.stringify(report.byOperation, null, 1) : "",
      );
      expect(firstFailures(report.failures), `server log:\n${logged.slice(0, 5).join("\n")}`).toEqual([]);
      expect(firstFailures(report.unlisted)).toEqual([]);
      expect(report.routes).toBeGreaterThanOrEqual(37);
      expect(report.requests).toBeGreaterThanOrEqual(37 * RUNS);
    },
    Math.max(120_000, RUNS * 37 * 400),
  );

  it(
    `answers no staff request with a 500, signed in with TOTP done (${RUNS} per /api/admin operation)`,
    async () => {
      const doc = (await (await h.request("GET", "/api/openapi.json")).json()) as OpenApiDoc;
      const ops = adminOperationsOf(doc);
      // The staff session is ready: the gate lets the pass through (the sign-out comes last).
      expect((await staff.get("/api/admin/auth/session")).status).toBe(200);
      const report = await fuzzOperations(ops, staffIds, sendAs(staff.cookie), { runs: RUNS, seed: SEED });
      console.info(
        `fuzz (staff): ${report.routes} operations, ${report.requests} requests, ${report.failures.length} answers of 500`,
        `error codes: ${JSON.stringify(report.errorCodes)}`,
        process.env.FUZZ_RUNS ? JSON.stringify(report.byOperation, null, 1) : "",
      );
      expect(firstFailures(report.failures), `server log:\n${logged.slice(0, 5).join("\n")}`).toEqual([]);
      expect(firstFailures(report.unlisted)).toEqual([]);
      expect(report.routes).toBeGreaterThanOrEqual(27);
      // Reached the routes, not only the gate: every operation but at most one answered besides 401 and 403.
      const past = Object.values(report.byOperation).filter((counts) =>
        Object.keys(counts).some((status) => status !== "ms" && status !== "401" && status !== "403"),
      );
      expect(past.length).toBeGreaterThanOrEqual(report.routes - 1);
    },
    Math.max(120_000, RUNS * 28 * 400),
  );
});
