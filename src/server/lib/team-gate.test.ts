/**
 * The IEP team access gate, route by route (requirements "IEP teams", "What each role may do";
 * `team-gate.ts`, its table `team-operations.ts`): which path each row of the table matches and
 * nothing else, bodies the gate cannot read left to the route's own 400, a teacher on no team
 * answered exactly as before teams, and a revocation felt on the very next request.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../db/schema/index.ts";
import type { OpenApiDoc } from "../test/api-fuzz.ts";
import { addStudent } from "../test/kits/caseload.ts";
import { shareStudent, unshareStudent } from "../test/kits/teams.ts";
import { setUpHarness, setUpTeacher, setUpValue } from "../test/set-up.ts";
import { matchTeamOperation } from "./team-gate.ts";
import { TEAM_OPERATIONS } from "./team-operations.ts";

const h = setUpHarness();
const owner = setUpTeacher(h, { name: "Jordan Ortiz" });
const provider = setUpTeacher(h, { name: "Sam Lee" });
const loner = setUpTeacher(h, { name: "Ada Quinn" });
const shared = setUpValue(async () => {
  const student = await addStudent(owner, { name: "Maya Robinson" });
  await shareStudent(h.db, student.id, provider, "provider");
  return student;
});
const providersOwn = setUpValue(() => addStudent(provider, { name: "Leo Park" }));
const lonersOwn = setUpValue(() => addStudent(loner, { name: "Theo Park" }));

const ID = "3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b";
/** `path` with every `{param}` filled with `ID`. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, ID);
const key = (op: { method: string; path: string }) => `${op.method} ${op.path}`;

/** The document's operations under /api/v1: method, path and the operation. */
async function documentOperations() {
  const doc = (await (await h.request("GET", "/api/openapi.json")).json()) as OpenApiDoc;
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith("/api/v1/"))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
}

describe("matchTeamOperation", () => {
  it.each(TEAM_OPERATIONS.map((op) => [key(op), op] as const))("matches %s with its ids", (_name, op) => {
    const params = Object.fromEntries([...op.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [name, ID]));
    const matched = matchTeamOperation(op.method, concrete(op.path));
    expect(matched?.op).toMatchObject(op);
    expect(matched?.params).toEqual(params);
    expect(matchTeamOperation(op.method, `${concrete(op.path)}/`)?.op).toMatchObject(op);
  });

  it("matches no route of the API outside the table", async () => {
    const inTable = new Set(TEAM_OPERATIONS.map(key));
    const others = (await documentOperations()).filter((o) => !inTable.has(key(o)));
    expect(others.length).toBeGreaterThan(20);
    expect(others.filter((o) => matchTeamOperation(o.method, concrete(o.path)) !== null).map(key)).toEqual(
      [],
    );
  });

  it.each([
    ["GET", "/api/v1/students"],
    ["POST", "/api/v1/students"],
    ["GET", `/api/v1/students/${ID}/extra`],
    ["GET", `/api/v1/students/${ID}/${ID}`],
    ["PUT", `/api/v1/students/${ID}`],
    ["GET", `/api/v1/goalsx/${ID}`],
    ["GET", `/api/v2/students/${ID}`],
    ["GET", `/x/api/v1/students/${ID}`],
    ["GET", `/api/v1/students/${ID}/field-history/${ID}/restore`],
    ["DELETE", `/api/v1/meetings/${ID}/attendees`],
  ])("matches nothing for %s %s", (method, path) => {
    expect(matchTeamOperation(method, path)).toBeNull();
  });

  it("decodes a path id, and keeps a segment that does not decode as sent", () => {
    expect(matchTeamOperation("GET", "/api/v1/goals/a%20b")?.params).toEqual({ id: "a b" });
    expect(matchTeamOperation("GET", "/api/v1/goals/%E0%A4%A")?.params).toEqual({ id: "%E0%A4%A" });
  });
});

/** Status, error code and message of an answer. */
async function answerOf(res: Response) {
  const text = await res.text();
  const error = (JSON.parse(text || "{}") as { error?: { code: string; message: string } }).error;
  return { status: res.status, code: error?.code, message: error?.message };
}

describe("requests the gate cannot read", () => {
  it.each([
    ["a path id that does not decode", "/api/v1/goals/%E0%A4%A", 404],
    ["a student id that is not a UUID", "/api/v1/students/not-a-uuid", 404],
    ["a student's path id that is not a UUID", "/api/v1/students/not-a-uuid/services", 404],
    ["a query student id that is not a UUID", "/api/v1/goals?studentId=not-a-uuid", 404],
  ])("answers a member's %s as the owner's: the route's own answer", async (_name, url, status) => {
    const asOwner = await answerOf(await owner.get(url));
    expect(asOwner.status).toBe(status);
    expect(await answerOf(await provider.get(url))).toEqual(asOwner);
  });

  it.each([
    ["malformed JSON", "application/json", () => `{"studentId": "${shared.id}", "statement": `, 400],
    ["a JSON list", "application/json", () => JSON.stringify([{ studentId: shared.id }]), 400],
    [
      "not JSON",
      "text/plain",
      () => JSON.stringify({ studentId: shared.id, statement: "Read 90 wcpm" }),
      415,
    ],
  ])(
    "leaves %s to the route's own answer, for a member as for the owner",
    async (_name, type, body, status) => {
      const headers = { "content-type": type };
      const asOwner = await answerOf(await owner.raw("POST", "/api/v1/goals", body(), headers));
      expect(asOwner.status).toBe(status);
      expect(await answerOf(await provider.raw("POST", "/api/v1/goals", body(), headers))).toEqual(asOwner);
    },
  );

  it("leaves a list naming a shared student and one of the member's own to the route (only its own records)", async () => {
    const res = await provider.post("/api/v1/exports/at-a-glance", {
      studentIds: [shared.id, providersOwn.id],
    });
    expect(res.status).toBe(404);
  });
});

describe("a teacher on no team", () => {
  it.each([
    ["their student", () => `/api/v1/students/${lonersOwn.id}`, 200],
    ["their student's goals", () => `/api/v1/goals?studentId=${lonersOwn.id}`, 200],
    ["another teacher's student", () => `/api/v1/students/${shared.id}`, 404],
    ["another teacher's goals", () => `/api/v1/goals?studentId=${shared.id}`, 404],
  ])("is answered as before teams: %s", async (_name, url, status) => {
    expect((await loner.get(url())).status).toBe(status);
  });

  it("cannot add to another teacher's student, and no request of theirs is a member's", async () => {
    const res = await loner.post("/api/v1/goals", { studentId: shared.id, statement: "Read 90 wcpm" });
    expect(await answerOf(res)).toMatchObject({ status: 404, message: "Student not found" });
    const audits = await h.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.userId, loner.id), eq(auditLog.action, "member.access")));
    expect(audits).toEqual([]);
  });
});

describe("a member's own students", () => {
  it("are theirs as before: changed and read without a member's audit line", async () => {
    expect((await provider.patch(`/api/v1/students/${providersOwn.id}`, { grade: "5" })).status).toBe(200);
    expect((await provider.get(`/api/v1/students/${providersOwn.id}`)).status).toBe(200);
    const audits = await h.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.userId, provider.id),
          eq(auditLog.action, "member.access"),
          eq(auditLog.entityId, providersOwn.id),
        ),
      );
    expect(audits).toEqual([]);
  });
});

describe("a route of the teacher's own records", () => {
  it("never reaches a shared student: a member cannot transfer it with the caseload transfer", async () => {
    const res = await provider.post("/api/v1/transfers", {
      studentIds: [shared.id],
      email: loner.email,
      keepAccess: "none",
    });
    expect(await answerOf(res)).toMatchObject({ status: 404, message: "Student not found" });
    expect((await owner.get(`/api/v1/students/${shared.id}`)).status).toBe(200);
  });
});

describe("a revocation", () => {
  it("answers the member's very next request 404", async () => {
    const viewer = await h.signUp({ name: "Robin Diaz" });
    await shareStudent(h.db, shared.id, viewer, "viewer");
    expect((await viewer.get(`/api/v1/students/${shared.id}`)).status).toBe(200);
    await unshareStudent(h.db, shared.id, viewer.id);
    expect(await answerOf(await viewer.get(`/api/v1/students/${shared.id}`))).toMatchObject({
      status: 404,
      message: "Student not found",
    });
  });
});
