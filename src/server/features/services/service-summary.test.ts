/**
 * The service compliance summary on the server (requirements "Service compliance"): one student's,
 * the caseload's, isolation between teachers, the teacher's time zone, the range rule and the audit
 * line. Services and sessions are written straight into the tables (`kits/service-rows.ts`).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { ServiceCompliance } from "../../../shared/contracts/services.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import { AppError } from "../../lib/app-error.ts";
import { addStudent, MISSING_ID, setTimeZone } from "../../test/kits/meetings.ts";
import { insertService, insertSessions } from "../../test/kits/service-rows.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";
import { caseloadServiceSummary, studentServiceSummary, summaryRange } from "./index.ts";

/** Sunday 2026-03-15, 22:00 in Chicago (CDT, UTC−5); already Monday 03:00 in UTC. */
const SUNDAY_LATE_CHICAGO = new Date("2026-03-16T03:00:00Z");

const NOW = SUNDAY_LATE_CHICAGO;
const h = setUpHarness({ now: NOW });
const teacher = setUpTeacher(h);
const other = setUpTeacher(h);

let reading: Student;
let speech: Student;
let noServices: Student;
let foreign: Student;
let readingService: string;

const periodsOf = (c: ServiceCompliance | undefined) =>
  c?.periods.map((p) => [p.start, p.requiredMinutes, p.deliveredMinutes, p.shortfallMinutes, p.ended]);

beforeAll(async () => {
  await setTimeZone(teacher, "America/Chicago");
  reading = await addStudent(teacher, { name: "Maya Robinson" });
  speech = await addStudent(teacher, { name: "Leo Tran" });
  noServices = await addStudent(teacher, { name: "Ana Diaz" });
  foreign = await addStudent(other, { name: "Sam Lee" });

  readingService = await insertService(h.db, teacher.id, reading.id);
  await insertSessions(h.db, { userId: teacher.id, studentId: reading.id, serviceId: readingService }, [
    ["2026-03-02", 60, "delivered"],
    ["2026-03-05", 60, "delivered"],
    ["2026-03-09", 60, "delivered"],
    // Logged late Sunday evening, the teacher's date: it counts in the week of 9 March.
    ["2026-03-15", 60, "delivered"],
  ]);
  const speechService = await insertService(h.db, teacher.id, speech.id, {
    name: "Speech-language therapy",
    minutes: 30,
  });
  await insertSessions(h.db, { userId: teacher.id, studentId: speech.id, serviceId: speechService }, [
    ["2026-03-03", 30, "provider_absent"],
    ["2026-03-10", 30, "delivered"],
    ["2026-03-11", 10, "makeup"],
  ]);

  // Another teacher's rows: their own student's service, and a stray session row of theirs on this
  // teacher's service (never counted: every query is scoped by the session's user).
  const foreignService = await insertService(h.db, other.id, foreign.id, { minutes: 300 });
  await insertSessions(h.db, { userId: other.id, studentId: foreign.id, serviceId: foreignService }, [
    ["2026-03-02", 45, "delivered"],
  ]);
  await insertSessions(h.db, { userId: other.id, studentId: reading.id, serviceId: readingService }, [
    ["2026-03-03", 120, "delivered"],
    ["2026-03-12", 120, "makeup"],
  ]);
});

describe("studentServiceSummary", () => {
  it("lists each period of the range in the teacher's time zone; late Sunday counts in that week", async () => {
    const summary = await studentServiceSummary(h.db, teacher.id, reading.id, { from: "2026-03-02" }, NOW);
    expect([summary.from, summary.to]).toEqual(["2026-03-02", "2026-03-15"]);
    const [service] = summary.services;
    expect(periodsOf(service)).toEqual([
      ["2026-03-02", 120, 120, 0, true],
      ["2026-03-09", 120, 120, 0, false],
    ]);
    expect(service).toMatchObject({
      serviceId: readingService,
      deliveredMinutes: 240,
      makeupMinutes: 0,
      owedMinutes: 0,
      status: "on_track",
    });
  });

  it("the same rows for a UTC teacher: Monday has begun, the week of 9 March has ended", async () => {
    await setTimeZone(teacher, "UTC");
    try {
      const summary = await studentServiceSummary(h.db, teacher.id, reading.id, { from: "2026-03-09" }, NOW);
      expect(summary.to).toBe("2026-03-16");
      expect(periodsOf(summary.services[0])).toEqual([
        ["2026-03-09", 120, 120, 0, true],
        ["2026-03-16", 120, 0, 0, false],
      ]);
    } finally {
      await setTimeZone(teacher, "America/Chicago");
    }
  });

  it("defaults to 8 weeks: from the Monday 7 weeks before this week's Monday to today", async () => {
    const summary = await studentServiceSummary(h.db, teacher.id, reading.id, {}, NOW);
    expect([summary.from, summary.to]).toEqual(["2026-01-19", "2026-03-15"]);
    expect(summary.services[0]?.periods.map((p) => p.start)).toEqual([
      "2026-01-19",
      "2026-01-26",
      "2026-02-02",
      "2026-02-09",
      "2026-02-16",
      "2026-02-23",
      "2026-03-02",
      "2026-03-09",
    ]);
    expect(summary.services[0]).toMatchObject({ shortfallMinutes: 720, owedMinutes: 720, status: "owed" });
  });

  it("a provider's absence is owed, less the make-up minutes", async () => {
    const summary = await studentServiceSummary(h.db, teacher.id, speech.id, { from: "2026-03-02" }, NOW);
    expect(summary.services[0]).toMatchObject({
      shortfallMinutes: 30,
      makeupMinutes: 10,
      owedMinutes: 20,
      status: "owed",
    });
  });

  it("a student without services has an empty summary", async () => {
    const summary = await studentServiceSummary(h.db, teacher.id, noServices.id, {}, NOW);
    expect(summary.services).toEqual([]);
  });

  it("another teacher's student is a 404 exactly like a missing one", async () => {
    for (const id of [foreign.id, MISSING_ID]) {
      const err = await studentServiceSummary(h.db, teacher.id, id, {}, NOW).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ status: 404, message: "Student not found" });
    }
  });

  it("is audited with counts only", async () => {
    await studentServiceSummary(h.db, teacher.id, speech.id, { from: "2026-03-02" }, NOW);
    const rows = (await h.database.rawQuery(
      "select detail from audit_log where action = 'service_summary.read' and entity_id = $1 and user_id = $2",
      [speech.id, teacher.id],
    )) as { detail: unknown }[];
    expect(rows.at(-1)?.detail).toEqual({ services: 1, sessions: 3 });
  });
});

describe("caseloadServiceSummary", () => {
  it("lists every student with services, never another teacher's rows", async () => {
    const summary = await caseloadServiceSummary(h.db, teacher.id, { from: "2026-03-02" }, NOW);
    const byStudent = new Map(summary.students.map((s) => [s.studentId, s.services]));
    expect([...byStudent.keys()].sort()).toEqual([reading.id, speech.id].sort());
    expect(byStudent.get(reading.id)?.[0]).toMatchObject({ deliveredMinutes: 240, makeupMinutes: 0 });
    expect(byStudent.get(speech.id)?.[0]).toMatchObject({ owedMinutes: 20 });

    const theirs = await caseloadServiceSummary(h.db, other.id, { from: "2026-03-02" }, NOW);
    expect(theirs.students.map((s) => s.studentId)).toEqual([foreign.id]);
    expect(theirs.students[0]?.services[0]).toMatchObject({ deliveredMinutes: 45 });
  });

  it("refuses a range it cannot answer with a sentence", async () => {
    const err = await caseloadServiceSummary(
      h.db,
      teacher.id,
      { from: "2026-03-10", to: "2026-03-01" },
      NOW,
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
  });
});

describe("summaryRange (requirements “Service compliance”: Range)", () => {
  it.each([
    ["defaults to 8 weeks on a Wednesday", "2026-03-11", {}, ["2026-01-19", "2026-03-11"]],
    ["defaults to 8 weeks on a Monday", "2026-03-09", {}, ["2026-01-19", "2026-03-09"]],
    ["`to` alone: 8 weeks ending on it", "2026-03-11", { to: "2026-02-04" }, ["2025-12-15", "2026-02-04"]],
    ["`from` alone: up to today", "2026-03-11", { from: "2026-03-01" }, ["2026-03-01", "2026-03-11"]],
    [
      "400 days is the longest",
      "2026-03-11",
      { from: "2025-02-05", to: "2026-03-11" },
      ["2025-02-05", "2026-03-11"],
    ],
  ] as const)("%s", (_rule, today, query, [from, to]) => {
    expect(summaryRange(today, query)).toEqual({ from, to, today });
  });

  it.each([
    [
      "`from` after `to`",
      { from: "2026-03-02", to: "2026-03-01" },
      "The start date must be on or before the end date.",
    ],
    ["401 days", { from: "2025-02-04", to: "2026-03-11" }, "Choose a range of at most 400 days."],
  ] as const)("refuses %s with 400 VALIDATION_ERROR", (_rule, query, message) => {
    expect(() => summaryRange("2026-03-11", query)).toThrow(message);
    try {
      summaryRange("2026-03-11", query);
    } catch (e) {
      expect(e).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    }
  });
});
