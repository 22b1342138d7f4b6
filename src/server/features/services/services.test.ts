/**
 * API tests of a student's IEP services (requirements "Services"): create, list, change, delete (a
 * service with logged sessions only when confirmed), the deletion of the student, and another
 * teacher's records answering 404 on every route of the feature with their rows untouched.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { Service } from "../../../shared/contracts/services.ts";
import { addGoal, addStudent } from "../../test/kits/caseload.ts";
import { setUpHarness, setUpTeacher, setUpValue } from "../../test/set-up.ts";
import { addService, errorOf, logSession, READING, SERVICES_NOW } from "./services-test-kit.ts";

const h = setUpHarness({ now: SERVICES_NOW });
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const other = setUpTeacher(h, { name: "Sam Lee" });
const maya = setUpValue(() => addStudent(teacher, { name: "Maya Robinson" }));

const count = async (sql: string, params: unknown[]) =>
  ((await h.database.rawQuery(sql, params)) as { n: number }[])[0]!.n;

describe("signed out", () => {
  it.each([
    ["GET", `/api/v1/students/${randomUUID()}/services`],
    ["POST", `/api/v1/students/${randomUUID()}/services`],
    ["PATCH", `/api/v1/services/${randomUUID()}`],
    ["DELETE", `/api/v1/services/${randomUUID()}`],
  ])("%s %s answers 401", async (method, url) => {
    const body = method === "POST" || method === "PATCH" ? "{}" : undefined;
    expect((await h.request(method, url, body)).status).toBe(401);
  });
});

describe("services", () => {
  it("creates a service with every field, blank provider text as null, and lists it", async () => {
    const s = await addService(teacher, maya.id, {
      providerName: "  ",
      providerRole: "Speech-language pathologist",
    });
    expect(s).toMatchObject({
      studentId: maya.id,
      name: READING.name,
      providerName: null,
      providerRole: "Speech-language pathologist",
      setting: "special_education",
      delivery: "group",
      minutes: 120,
      period: "week",
      startDate: "2026-01-05",
      endDate: "2026-06-12",
    });
    const list = (await (await teacher.get(`/api/v1/students/${maya.id}/services`)).json()) as Service[];
    expect(list.map((x) => x.id)).toContain(s.id);
  });

  it("lists by start date", async () => {
    const student = await addStudent(teacher, { name: "Leo Park" });
    await addService(teacher, student.id, { name: "Later", startDate: "2026-02-01" });
    await addService(teacher, student.id, { name: "Earlier", startDate: "2026-01-10" });
    const list = (await (await teacher.get(`/api/v1/students/${student.id}/services`)).json()) as Service[];
    expect(list.map((x) => x.name)).toEqual(["Earlier", "Later"]);
  });

  it.each([
    ["minutes 0", { minutes: 0 }, "minutes: must be at least 1 minute"],
    ["minutes 2.5", { minutes: 2.5 }, "minutes: must be a whole number of minutes"],
    ["an unknown period", { period: "year" }, "period: must be day, week or month"],
    ["an unknown setting", { setting: "home" }, "setting: must be one of the service settings"],
    [
      "an end before the start",
      { endDate: "2026-01-01" },
      "endDate: the end date must be on or after the start date",
    ],
    ["a blank name", { name: "  " }, "Service name"],
    ["a malformed date", { startDate: "2026-13-01" }, "startDate: must be a date like 2026-09-15"],
  ])("refuses %s with a 400 naming the field", async (_label, changes, words) => {
    const res = await teacher.post(`/api/v1/students/${maya.id}/services`, { ...READING, ...changes });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toContain(words);
  });

  it("changes the fields sent, and holds the dates in order as they will be stored", async () => {
    const s = await addService(teacher, maya.id);
    const res = await teacher.patch(`/api/v1/services/${s.id}`, { minutes: 90, endDate: "2026-05-29" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: s.id,
      minutes: 90,
      endDate: "2026-05-29",
      name: READING.name,
    });
    const backwards = await teacher.patch(`/api/v1/services/${s.id}`, { startDate: "2026-06-01" });
    expect(backwards.status).toBe(400);
    expect((await errorOf(backwards)).message).toContain("endDate:");
    expect((await teacher.patch(`/api/v1/services/${s.id}`, {})).status).toBe(400);
  });

  it("deletes a service without sessions", async () => {
    const s = await addService(teacher, maya.id);
    expect((await teacher.del(`/api/v1/services/${s.id}`)).status).toBe(204);
    expect((await teacher.del(`/api/v1/services/${s.id}`)).status).toBe(404);
  });

  it("refuses to delete a service with logged sessions (409, the count) until confirmed; then its sessions go too", async () => {
    const s = await addService(teacher, maya.id);
    await logSession(teacher, s.id);
    await logSession(teacher, s.id, { date: "2026-03-03", status: "student_absent" });
    const refused = await teacher.del(`/api/v1/services/${s.id}`);
    expect(refused.status).toBe(409);
    const error = await errorOf(refused);
    expect(error).toMatchObject({ code: "SERVICE_HAS_SESSIONS", details: { sessions: 2 } });
    expect(error.message).toContain("2 logged sessions");
    expect(error.message).toContain("end it instead (set its end date)");
    expect(await count("select count(*)::int as n from service_sessions where service_id = $1", [s.id])).toBe(
      2,
    );
    expect((await teacher.del(`/api/v1/services/${s.id}?deleteSessions=false`)).status).toBe(409);
    expect((await teacher.del(`/api/v1/services/${s.id}?deleteSessions=true`)).status).toBe(204);
    expect(await count("select count(*)::int as n from service_sessions where service_id = $1", [s.id])).toBe(
      0,
    );
    const audit = (await h.database.rawQuery(
      "select detail from audit_log where entity_id = $1 and action = 'service.delete'",
      [s.id],
    )) as { detail: unknown }[];
    expect(audit.map((a) => a.detail)).toEqual([{ studentId: maya.id, sessions: 2 }]);
  });

  it("deleting the student deletes their services and sessions", async () => {
    const student = await addStudent(teacher, { name: "Ava Chen" });
    const s = await addService(teacher, student.id);
    await logSession(teacher, s.id);
    expect((await teacher.del(`/api/v1/students/${student.id}`)).status).toBe(204);
    expect(
      await count("select count(*)::int as n from iep_services where student_id = $1", [student.id]),
    ).toBe(0);
    expect(
      await count("select count(*)::int as n from service_sessions where student_id = $1", [student.id]),
    ).toBe(0);
  });

  it("audits reads and changes with ids and counts, never the text", async () => {
    const student = await addStudent(teacher, { name: "Ivy Nash" });
    const s = await addService(teacher, student.id, { name: "Secret service name" });
    await teacher.get(`/api/v1/students/${student.id}/services`);
    await teacher.patch(`/api/v1/services/${s.id}`, { name: "Another secret" });
    const rows = (await h.database.rawQuery(
      "select action, detail::text as detail from audit_log where user_id = $1 and entity = 'service' and (entity_id = $2 or detail->>'studentId' = $3) order by at",
      [teacher.id, s.id, student.id],
    )) as { action: string; detail: string }[];
    expect(rows.map((r) => r.action)).toEqual(["service.create", "service.list", "service.update"]);
    expect(rows.map((r) => r.detail).join(" ")).not.toContain("secret");
  });
});

describe("another teacher's records answer 404 like missing ones, and stay untouched", () => {
  const theirs = setUpValue(async () => {
    const student = await addStudent(other, { name: "Noah Kim" });
    const goal = await addGoal(other, {
      studentId: student.id,
      statement: "Will read 90 words correct per minute",
      baselineValue: 50,
      baselineDate: "2026-01-05",
      targetValue: 90,
      targetDate: "2026-06-01",
      unit: "WCPM",
      direction: "increase",
    });
    const service = await addService(other, student.id);
    const session = await logSession(other, service.id, { goalIds: [goal.id], note: "Their note" });
    return { student, goal, service, session };
  });

  it("on every services, service-log and service-summary route", async () => {
    const { student, service, session } = theirs;
    const sessionBody = { serviceId: service.id, date: "2026-03-02", minutes: 30, status: "delivered" };
    const cases: [string, string, unknown?][] = [
      ["GET", `/api/v1/students/${student.id}/services`],
      ["POST", `/api/v1/students/${student.id}/services`, READING],
      ["PATCH", `/api/v1/services/${service.id}`, { minutes: 1 }],
      ["DELETE", `/api/v1/services/${service.id}?deleteSessions=true`],
      ["GET", `/api/v1/service-sessions?studentId=${student.id}`],
      ["GET", `/api/v1/service-sessions?serviceId=${service.id}`],
      ["POST", "/api/v1/service-sessions", sessionBody],
      ["PATCH", `/api/v1/service-sessions/${session.id}`, { minutes: 1 }],
      ["DELETE", `/api/v1/service-sessions/${session.id}`],
      ["GET", `/api/v1/students/${student.id}/service-log?from=2026-01-01&to=2026-03-20`],
      ["GET", `/api/v1/students/${student.id}/service-log?from=2026-01-01&to=2026-03-20&format=pdf`],
      ["GET", `/api/v1/students/${student.id}/service-summary`],
    ];
    for (const [method, url, body] of cases) {
      const res = await h.request(method, url, body === undefined ? undefined : JSON.stringify(body), {
        cookie: teacher.cookie,
      });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect((await errorOf(res)).code).toBe("NOT_FOUND");
    }
    // The owner's rows are as they were.
    const [s] = (await (await other.get(`/api/v1/students/${student.id}/services`)).json()) as Service[];
    expect(s).toMatchObject({ id: service.id, minutes: READING.minutes, updatedAt: service.updatedAt });
    const page = (await (await other.get(`/api/v1/service-sessions?serviceId=${service.id}`)).json()) as {
      items: unknown[];
    };
    expect(page.items).toEqual([session]);
  });

  it("the caseload's list and export hold none of them", async () => {
    const page = (await (await teacher.get("/api/v1/service-sessions")).json()) as {
      items: { id: string }[];
    };
    expect(page.items.some((x) => x.id === theirs.session.id)).toBe(false);
    const csv = await (await teacher.get("/api/v1/service-log?from=2026-01-01&to=2026-03-20")).text();
    expect(csv).not.toContain("Noah Kim");
    expect(csv).not.toContain("Their note");
  });
});
