/**
 * Fuzz run over every JSON route of the OpenAPI document (architecture "Tests"; requirements "Error
 * catalogue", "Security and privacy"): signed in as a teacher with a student, a goal, a progress entry,
 * a note and a support ticket, it sends drawn malformed and edge requests (`test/api-fuzz.ts`,
 * fast-check, fixed seed) to each operation outside /api/admin (the auth library's endpoints the app
 * uses included: the document describes their bodies); then, signed in as a staff member who
 * finished the TOTP set-up, to each /api/admin operation (acting on another teacher who lets staff see
 * their students); it fails on any answer of 500, listing the requests, and on any error answer whose
 * code is not one of the closed list (`shared/contracts/error-codes.ts`, architecture "Request path").
 *
 * Before the passes, each class of input a run once answered 500 on is asked once, as a table: a 400
 * naming the field (or 400 MALFORMED_JSON, or a 404 for a path id), and nothing logged.
 *
 * `FUZZ_RUNS` sets the requests per operation (default 24: about 2,000 requests over 84 teacher
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
  const contactId = await idOf(
    await teacher.post(`/api/v1/students/${studentId}/contacts`, {
      date: "2026-10-20",
      method: "phone",
      direction: "outgoing",
      purpose: "general",
      outcome: "reached",
    }),
  );
  const foreignId = await idOf(await other.post("/api/v1/students", { name: "Theo Park" }));
  const ticketId = await idOf(
    await teacher.post("/api/v1/support/tickets", { subject: "Export", message: "The PDF export spins." }),
  );
  const serviceId = await idOf(
    await teacher.post(`/api/v1/students/${studentId}/services`, {
      name: "Specialized reading instruction",
      setting: "special_education",
      delivery: "group",
      minutes: 120,
      period: "week",
      startDate: "2026-09-01",
      endDate: "2027-06-11",
    }),
  );
  const serviceSessionId = await idOf(
    await teacher.post("/api/v1/service-sessions", {
      serviceId,
      date: "2026-09-15",
      minutes: 30,
      status: "delivered",
      goalIds: [goalId],
    }),
  );
  // IEP teams: a member of the student's team (invited), an invitation to the teacher on another
  // teacher's student, and a pending transfer the teacher sent.
  const memberId = await idOf(
    await teacher.post(`/api/v1/students/${studentId}/members`, { email: other.email, role: "provider" }),
  );
  const invitingId = await idOf(await other.post("/api/v1/students", { name: "Ivy Chen" }));
  const invitationId = await idOf(
    await other.post(`/api/v1/students/${invitingId}/members`, { email: teacher.email, role: "viewer" }),
  );
  const transferId = await idOf(
    await teacher.post(`/api/v1/students/${studentId}/transfer`, {
      email: other.email,
      keepAccess: "viewer",
    }),
  );
  ids = {
    student: studentId,
    goal: goalId,
    entry: entryId,
    note: noteId,
    contact: contactId,
    foreign: foreignId,
    teacher: teacher.id,
    ticket: ticketId,
    service: serviceId,
    serviceSession: serviceSessionId,
    member: memberId,
    invitation: invitationId,
    transfer: transferId,
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

/** What a request answered: status, error code and message. */
async function answerOf(res: Response) {
  const text = await res.text();
  const error = (JSON.parse(text || "{}") as { error?: { code: string; message: string } }).error;
  return { status: res.status, code: error?.code, message: error?.message ?? text.slice(0, 200) };
}

/** Sends a JSON body with `cookie` (or none), without the request helpers' JSON encoding rules. */
const sendJson = (method: string, url: string, body: unknown, cookie?: string) =>
  h.request(method, url, JSON.stringify(body), cookie ? { cookie } : {});

const NUL = "must not contain a NUL character";
const CONTROL = "must not contain an invisible control character";
const LONE = "must be valid Unicode text";
const RANGE = "must be between 1900-01-01 and 2100-12-31";

/**
 * Each class of input the fuzz run (and the attacker's) answered 500 on a route once outside the
 * document, or at the auth library's edge: [route, bad input, field named, message]. Every row is
 * a 400 naming the field (requirements "Security and privacy", "Error catalogue").
 */
const REFUSED: [string, () => Promise<Response>, string, string][] = [
  [
    "support ticket",
    () =>
      teacher.post("/api/v1/support/tickets", { subject: "Ex\u0000port", message: "The PDF export spins." }),
    "subject",
    NUL,
  ],
  [
    "support reply",
    () => teacher.post(`/api/v1/support/tickets/${ids.ticket}/reply`, { body: "Still\u0000" }),
    "body",
    NUL,
  ],
  [
    "offline draft text (NUL)",
    () => teacher.post("/api/v1/notes/offline-drafts", offlineDraft({ noteText: "Read\u0000" })),
    "noteText",
    NUL,
  ],
  [
    "offline draft text (control)",
    () => teacher.post("/api/v1/notes/offline-drafts", offlineDraft({ noteText: "Read\u0007" })),
    "noteText",
    CONTROL,
  ],
  [
    "offline draft text (lone surrogate)",
    () => teacher.post("/api/v1/notes/offline-drafts", offlineDraft({ noteText: "Read \uD800" })),
    "noteText",
    LONE,
  ],
  [
    "offline draft year 0000",
    () => teacher.post("/api/v1/notes/offline-drafts", offlineDraft({ draftedAt: "0000-01-01T00:00:00Z" })),
    "draftedAt",
    RANGE,
  ],
  [
    "student name (control)",
    () => teacher.post("/api/v1/students", { name: "Ana\u001B[31m" }),
    "name",
    CONTROL,
  ],
  [
    "admin reason (NUL)",
    () => staff.post(`/api/admin/teachers/${staffIds.teacher}/grant-pro`, { reason: "Asked\u0000" }),
    "reason",
    NUL,
  ],
  [
    "admin reason (lone surrogate)",
    () => staff.post(`/api/admin/teachers/${staffIds.teacher}/grant-pro`, { reason: "Asked \uDC00" }),
    "reason",
    LONE,
  ],
  [
    "banner (NUL)",
    () => staff.patch("/api/admin/settings", { maintenanceBanner: "Down\u0000", reason: "Maintenance" }),
    "maintenanceBanner",
    NUL,
  ],
  [
    "banner (control)",
    () => staff.patch("/api/admin/settings", { maintenanceBanner: "Down\u000B", reason: "Maintenance" }),
    "maintenanceBanner",
    CONTROL,
  ],
  ["teacher search", () => staff.get("/api/admin/teachers?q=a%00b"), "q", NUL],
  ["audit from year 0000", () => staff.get("/api/admin/audit?from=0000-01-01"), "from", RANGE],
  [
    "staff reply",
    () => staff.post(`/api/admin/tickets/${ids.ticket}/reply`, { body: "Fixed\u0000" }),
    "body",
    NUL,
  ],
  [
    "sign-up e-mail (NUL)",
    () =>
      sendJson("POST", "/api/auth/sign-up/email", {
        name: "Ana",
        email: "a\u0000@school.test",
        password: "lantern-bay-9",
      }),
    "email",
    NUL,
  ],
  [
    "sign-up e-mail (321 characters)",
    () =>
      sendJson("POST", "/api/auth/sign-up/email", {
        name: "Ana",
        email: `${"a".repeat(309)}@school.test`,
        password: "lantern-bay-9",
      }),
    "email",
    "must be 320 characters or fewer",
  ],
  [
    "sign-in e-mail (NUL)",
    () =>
      sendJson("POST", "/api/auth/sign-in/email", {
        email: "a\u0000@school.test",
        password: "lantern-bay-9",
      }),
    "email",
    NUL,
  ],
  [
    "sign-in e-mail (control)",
    () =>
      sendJson("POST", "/api/auth/sign-in/email", {
        email: "a\u0001@school.test",
        password: "lantern-bay-9",
      }),
    "email",
    CONTROL,
  ],
  [
    "reset token (NUL)",
    () => sendJson("POST", "/api/auth/reset-password", { token: "a\u0000b", newPassword: "harbor-gale-31" }),
    "token",
    NUL,
  ],
  [
    "reset request (lone surrogate)",
    () => sendJson("POST", "/api/auth/request-password-reset", { email: "a\uD800@school.test" }),
    "email",
    LONE,
  ],
  [
    "new address (70,000 characters)",
    () =>
      sendJson(
        "POST",
        "/api/auth/change-email",
        { newEmail: `${"a".repeat(70_000)}@school.test` },
        teacher.cookie,
      ),
    "newEmail",
    "must be 320 characters or fewer",
  ],
  [
    "new password (NUL)",
    () =>
      sendJson(
        "POST",
        "/api/auth/change-password",
        { currentPassword: "x", newPassword: "lantern\u0000bay" },
        teacher.cookie,
      ),
    "newPassword",
    NUL,
  ],
  [
    "confirmation link token (query)",
    () => h.request("GET", "/api/auth/verify-email?token=a%00b"),
    "token",
    NUL,
  ],
];

/** An offline draft of the fuzz teacher's student with `change` applied. */
const offlineDraft = (change: Record<string, unknown>) => ({
  studentId: ids.student,
  observations: "Read 68 wcpm.",
  noteText: "Maya read 68 words correct per minute.",
  draftedAt: "2026-11-02T14:00:00Z",
  ...change,
});

describe("bad input at the edge: a 400 naming the field, never a 500", () => {
  it.each(REFUSED)("%s", async (_label, send, field, message) => {
    const answer = await answerOf(await send());
    expect(answer).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    expect(answer.message).toContain(`${field}: ${message}`);
  });

  it("a malformed or empty JSON body is 400 MALFORMED_JSON on every admin, support and auth route that takes one", async () => {
    const doc = (await (await h.request("GET", "/api/openapi.json")).json()) as OpenApiDoc;
    const routes = Object.entries(doc.paths)
      .filter(([path]) => /^\/api\/(admin|auth|v1\/support)\//.test(path))
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, op]) => op.requestBody)
          .map(([method]): [string, string] => [
            method.toUpperCase(),
            path.replace(/\{ticketId\}/, ids.ticket).replace(/\{teacherId\}/, staffIds.teacher),
          ]),
      );
    // Sign-in steps, teacher actions, settings, reregistration, tickets, support, the auth library's.
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const wrong: string[] = [];
    for (const [method, url] of routes) {
      for (const body of ["", "{", '{"reason":']) {
        const cookie = url.startsWith("/api/admin/") ? staff.cookie : teacher.cookie;
        const answer = await answerOf(await h.request(method, url, body, { cookie }));
        if (answer.status !== 400 || answer.code !== "MALFORMED_JSON")
          wrong.push(`${method} ${url} ${JSON.stringify(body)} → ${answer.status} ${answer.code}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("a path id that names no one is 404, not 500", async () => {
    for (const url of [
      "/api/admin/teachers/%00",
      "/api/admin/teachers/%00/students",
      "/api/admin/tickets/%00",
    ]) {
      expect((await staff.get(url)).status).toBe(404);
    }
  });

  it("logged no unexpected error", () => {
    expect(logged).toEqual([]);
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
      // The staff session lasts 24 hours from its sign-in at START (requirements "Admin area"), and a
      // long teacher pass moves the clock further (300 runs: about 20 hours): this pass starts at START.
      sent = 0;
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
