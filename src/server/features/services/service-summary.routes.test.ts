/**
 * The service-summary routes (requirements "Service compliance"): the answer's shape through HTTP, a
 * foreign, missing or malformed student answering 404, and the range refused with 400. The rule itself
 * is tested in `shared/domain/service-compliance.test.ts` and `service-summary.test.ts`.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  type CaseloadServiceSummary,
  caseloadServiceSummarySchema,
  type ServiceSummary,
  serviceSummarySchema,
} from "../../../shared/contracts/services.ts";
import { addStudent } from "../../test/kits/caseload.ts";
import { setUpHarness, setUpTeacher, setUpValue } from "../../test/set-up.ts";
import { addService, errorOf, logSession, SERVICES_NOW } from "./services-test-kit.ts";

const h = setUpHarness({ now: SERVICES_NOW });
const teacher = setUpTeacher(h);
const other = setUpTeacher(h);

const records = setUpValue(async () => {
  const maya = await addStudent(teacher, { name: "Maya Robinson" });
  const service = await addService(teacher, maya.id);
  await logSession(teacher, service.id, { date: "2026-03-16", minutes: 60 });
  const theirs = await addStudent(other, { name: "Noah Kim" });
  await addService(other, theirs.id);
  return { maya, service, theirs };
});

describe("GET /api/v1/students/:studentId/service-summary", () => {
  it("answers the summary's shape for the range asked", async () => {
    const res = await teacher.get(
      `/api/v1/students/${records.maya.id}/service-summary?from=2026-03-09&to=2026-03-20`,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as ServiceSummary;
    expect(serviceSummarySchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ from: "2026-03-09", to: "2026-03-20" });
    expect(body.services).toHaveLength(1);
    expect(body.services[0]).toMatchObject({
      serviceId: records.service.id,
      period: "week",
      deliveredMinutes: 60,
      periods: [
        { start: "2026-03-09", end: "2026-03-15", ended: true },
        { start: "2026-03-16", end: "2026-03-22", ended: false },
      ],
    });
  });

  it("defaults the range (8 weeks to today)", async () => {
    const body = (await (
      await teacher.get(`/api/v1/students/${records.maya.id}/service-summary`)
    ).json()) as ServiceSummary;
    expect(body.to).toBe("2026-03-20");
    expect(body.from).toBe("2026-01-26");
  });

  it("another teacher's, a missing or a malformed student is a 404", async () => {
    for (const id of [records.theirs.id, randomUUID(), "nope"]) {
      const res = await teacher.get(`/api/v1/students/${id}/service-summary`);
      expect(res.status, id).toBe(404);
      expect((await errorOf(res)).message).toBe("Student not found");
    }
  });

  it.each([
    ["from after to", "from=2026-03-10&to=2026-03-01", "The start date must be on or before the end date."],
    ["a malformed date", "from=2026-02-30", "from:"],
    ["an unknown field", "week=1", "Unknown field: week"],
  ])("refuses %s with a 400", async (_label, query, words) => {
    const res = await teacher.get(`/api/v1/students/${records.maya.id}/service-summary?${query}`);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain(words);
  });
});

describe("GET /api/v1/service-summary (the caseload)", () => {
  it("lists the teacher's students with services, never another teacher's", async () => {
    const res = await teacher.get("/api/v1/service-summary?from=2026-03-16&to=2026-03-20");
    expect(res.status).toBe(200);
    const body = (await res.json()) as CaseloadServiceSummary;
    expect(caseloadServiceSummarySchema.parse(body)).toEqual(body);
    expect(body.students.map((s) => s.studentId)).toEqual([records.maya.id]);
    expect(body.students[0]!.services[0]).toMatchObject({
      serviceId: records.service.id,
      deliveredMinutes: 60,
    });
  });

  it("refuses from after to with a 400", async () => {
    const res = await teacher.get("/api/v1/service-summary?from=2026-03-20&to=2026-03-16");
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe("VALIDATION_ERROR");
  });
});
