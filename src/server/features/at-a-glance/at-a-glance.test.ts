/**
 * API tests of the IEP at a glance (requirements "IEP at a glance"; 34 CFR 300.323(d)) against a real
 * database: the page's fields, the share-safe version, Spanish headings, one PDF page per student
 * (read back with pdfjs-dist) and another teacher's student answering 404.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AtAGlance } from "../../../shared/contracts/at-a-glance.ts";
import type { CreateServiceData } from "../../../shared/contracts/services.ts";
import { auditLog } from "../../db/schema/index.ts";
import { addGoal, addStudent } from "../../test/kits/caseload.ts";
import { insertService } from "../../test/kits/service-rows.ts";
import { pdfPageCount, pdfText } from "../../test/pdf-text.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

const h = setUpHarness({ now: new Date("2026-11-03T15:00:00Z") });
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const other = setUpTeacher(h, { name: "Sam Lee" });

const LONG_GOAL =
  "Given a grade-level informational passage and a graphic organizer, Maya will identify the main idea and three supporting details. She will do so in 4 of 5 trials across three consecutive weekly probes as measured by teacher-made rubrics.";

const TWICE = randomUUID();

const READING_SERVICE: CreateServiceData = {
  name: "Specialized reading instruction",
  providerName: "Dana Whitfield",
  providerRole: "Special education teacher",
  setting: "special_education",
  delivery: "group",
  minutes: 120,
  period: "week",
  startDate: "2026-09-01",
  endDate: "2027-06-11",
};
const SPEECH_SERVICE: CreateServiceData = {
  name: "Speech-language therapy",
  providerName: "Priya Natarajan",
  providerRole: "Speech-language pathologist",
  setting: "related_service",
  delivery: "individual",
  minutes: 30,
  period: "week",
  startDate: "2026-09-01",
  endDate: "2027-06-11",
};

/** Inserts `services` for the teacher's student (straight into the table). */
async function insertServices(studentId: string, services: readonly CreateServiceData[]) {
  for (const s of services) await insertService(h.db, teacher.id, studentId, s);
}

let maya: string;
let leo: string;
let foreign: string;

beforeAll(async () => {
  const m = await addStudent(teacher, {
    name: "Maya Robinson",
    grade: "3",
    dateOfBirth: "2017-04-12",
    studentId: "S-0012345",
    disabilities: ["Specific learning disability"],
    caseManager: "Jordan Ortiz",
    accommodations: ["Extended time (1.5x)", "Preferential seating"],
    defaultAccommodations: [
      { name: "extended time (1.5x).", conditions: "tests", whenUsed: "always" },
      { name: "Text-to-speech", conditions: "reading tasks", whenUsed: "" },
    ],
    defaultStrategies: [{ name: "Graphic organizers", frequency: "daily", duration: "10 minutes" }],
    behaviorSupport: "Check-in/check-out each morning\nBreak card",
    assistiveTechnology: "Text-to-speech software",
    extendedSchoolYear: "Not eligible",
    lreSetting: "General education 80% or more of the day",
  });
  maya = m.id;
  await addGoal(teacher, {
    studentId: maya,
    statement: "Maya will read 90 words correct per minute on grade-3 passages.",
    area: "Reading",
    targetValue: 90,
    unit: "words correct per minute",
    targetDate: "2027-06-01",
  });
  await addGoal(teacher, {
    studentId: maya,
    statement: LONG_GOAL,
    area: "Reading comprehension",
    targetValue: 80,
    unit: "percent accuracy",
    targetDate: "2027-06-01",
  });
  const l = await addStudent(teacher, { name: "Leo Martínez", grade: "4" });
  leo = l.id;
  await insertServices(maya, [
    READING_SERVICE,
    SPEECH_SERVICE,
    { ...SPEECH_SERVICE, name: "Occupational therapy", startDate: "2025-09-01", endDate: "2026-06-11" },
  ]);
  await insertServices(leo, [{ ...READING_SERVICE, minutes: 90 }]);
  foreign = (await addStudent(other, { name: "Other Student" })).id;
});

async function page(query: string, id = maya, user = teacher) {
  const res = await user.get(`/api/v1/students/${id}/at-a-glance${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AtAGlance;
}

const headerValue = (p: AtAGlance, label: string) => p.header.find((v) => v.label === label)?.value;
const linesOf = (p: AtAGlance, heading: string) => p.sections.find((s) => s.heading === heading)?.lines;

async function exportPdf(body: unknown, user = teacher) {
  return user.post("/api/v1/exports/at-a-glance", body);
}

describe("GET /api/v1/students/:studentId/at-a-glance", () => {
  it("holds the record's identity, the case manager's contact and each section", async () => {
    const p = await page("");
    expect(p).toMatchObject({ studentId: maya, language: "en", shareSafe: false, title: "IEP at a glance" });
    expect(headerValue(p, "Student")).toBe("Maya Robinson");
    expect(headerValue(p, "Grade")).toBe("3");
    expect(headerValue(p, "Date of birth")).toBe("Apr 12, 2017");
    expect(headerValue(p, "Student ID")).toBe("S-0012345");
    expect(headerValue(p, "Disability category")).toBe("Specific learning disability");
    expect(headerValue(p, "Case manager")).toBe("Jordan Ortiz");
    expect(headerValue(p, "Contact")).toBe(`Jordan Ortiz, ${teacher.email}`);
    // One line each, in the record's order; a long statement is cut to its start and its target.
    const goals = linesOf(p, "Annual goals") ?? [];
    expect(goals).toHaveLength(2);
    expect(goals).toContain("Reading: Maya will read 90 words correct per minute on grade-3 passages.");
    const long = goals.find((g) => g.startsWith("Reading comprehension:")) ?? "";
    expect(long).toMatch(
      /^Reading comprehension: Given a grade-level informational passage .*… Target: 80 percent accuracy by Jun 1, 2027$/,
    );
    expect(long.length).toBeLessThanOrEqual(160);
    // The list and the defaults, each name once (the first kept).
    expect(linesOf(p, "Accommodations and modifications")).toEqual([
      "Extended time (1.5x)",
      "Preferential seating",
      "Text-to-speech (reading tasks)",
    ]);
    expect(linesOf(p, "Strategies and supports")).toEqual(["Graphic organizers (daily, 10 minutes)"]);
    expect(linesOf(p, "Behavior supports")).toEqual(["Check-in/check-out each morning", "Break card"]);
    expect(linesOf(p, "Assistive technology")).toEqual(["Text-to-speech software"]);
    // Current services only (the ended occupational therapy is left out), minutes per period.
    expect(linesOf(p, "Services")).toEqual([
      "Specialized reading instruction: 120 min per week · Special education setting · Group · Dana Whitfield (Special education teacher) · from Sep 1, 2026 to Jun 11, 2027",
      "Speech-language therapy: 30 min per week · Related service · Individual · Priya Natarajan (Speech-language pathologist) · from Sep 1, 2026 to Jun 11, 2027",
    ]);
    expect(linesOf(p, "Extended school year")).toEqual(["Not eligible"]);
    expect(linesOf(p, "Least restrictive environment")).toEqual(["General education 80% or more of the day"]);
    expect(p.footer).toContain("34 CFR 300.323(d)");
    expect(p.footer).toContain("Nov 3, 2026");
  });

  it("leaves out the date of birth, the student ID and the disability when share-safe", async () => {
    const p = await page("?shareSafe=true");
    expect(p.shareSafe).toBe(true);
    expect(p.header.map((v) => v.label)).toEqual(["Student", "Grade", "Case manager", "Contact"]);
    expect(JSON.stringify(p)).not.toMatch(/2017|S-0012345|learning disability/);
  });

  it("writes its fixed words in Spanish and the teacher's words as typed", async () => {
    const p = await page("?language=es&shareSafe=false");
    expect(p.title).toBe("Resumen del IEP");
    expect(p.sections.map((s) => s.heading)).toEqual([
      "Metas anuales",
      "Adaptaciones y modificaciones",
      "Estrategias y apoyos",
      "Apoyos de conducta",
      "Tecnología de asistencia",
      "Servicios",
      "Año escolar extendido",
      "Entorno menos restrictivo",
    ]);
    expect(headerValue(p, "Fecha de nacimiento")).toBe("12 abr 2017");
    expect(linesOf(p, "Servicios")?.[1]).toBe(
      "Speech-language therapy: 30 min por semana · Servicio relacionado · Individual · Priya Natarajan (Speech-language pathologist) · del 1 sept 2026 al 11 jun 2027",
    );
    expect(linesOf(p, "Metas anuales")?.find((g) => g.includes("…"))).toMatch(
      /… Meta: 80 por ciento de precisión para el 1 jun 2027$/,
    );
    expect(linesOf(p, "Apoyos de conducta")).toEqual(["Check-in/check-out each morning", "Break card"]);
  });

  it("says nothing is recorded for an empty record and audits the read without its text", async () => {
    const p = await page("", leo);
    expect(headerValue(p, "Date of birth")).toBe("not recorded");
    expect(linesOf(p, "Annual goals")).toEqual([]);
    expect(linesOf(p, "Services")).toHaveLength(1);
    expect(p.emptyLine).toBe("Nothing recorded");
    const rows = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, teacher.id), eq(auditLog.action, "at_a_glance.read")));
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows.map((r) => r.detail))).not.toMatch(/Maya|Leo|reading/i);
  });

  it.each([
    ["another teacher's student", () => foreign],
    ["a missing student", () => randomUUID()],
    ["an id that is not a UUID", () => "not-a-uuid"],
  ])("answers 404 Student not found for %s", async (_, id) => {
    const res = await teacher.get(`/api/v1/students/${id()}/at-a-glance`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Student not found");
  });

  it.each([
    ["?language=fr", "language"],
    ["?shareSafe=yes", "shareSafe"],
    ["?colour=red", "colour"],
  ])("refuses %s with a 400 naming the field", async (query, field) => {
    const res = await teacher.get(`/api/v1/students/${maya}/at-a-glance${query}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(field);
  });
});

describe("POST /api/v1/exports/at-a-glance", () => {
  it("prints one page per student, in the order asked, with an ASCII file name", async () => {
    const res = await exportPdf({ studentIds: [leo, maya], language: "en", shareSafe: false });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="iep-at-a-glance-2-students-2026-11-03.pdf"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(await pdfPageCount(bytes)).toBe(2);
    const [first, second] = (await pdfText(bytes)).split("\n");
    expect(first).toContain("Leo Martínez");
    expect(second).toContain("Maya Robinson");
    expect(second).toContain("Speech-language therapy: 30 min per week");
    expect(second).toContain("S-0012345");
    expect(second).toContain("34 CFR 300.323(d)");
  });

  it("fits a long record on one page and names a single student's file after them", async () => {
    const many = Array.from(
      { length: 40 },
      (_, i) => `Accommodation number ${i + 1} with a longer description of when it applies`,
    );
    await teacher.patch(`/api/v1/students/${leo}`, { accommodations: many });
    const res = await exportPdf({ studentIds: [leo], language: "es", shareSafe: true });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="iep-at-a-glance-leo-martinez-2026-11-03.pdf"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(await pdfPageCount(bytes)).toBe(1);
    const text = await pdfText(bytes);
    expect(text).toContain("Resumen del IEP");
    expect(text).toContain("Adaptaciones y modificaciones");
    expect(text).not.toContain("Fecha de nacimiento");
  });

  it("refuses the whole PDF when any student is another teacher's, and audits only counts", async () => {
    const res = await exportPdf({ studentIds: [maya, foreign], language: "en", shareSafe: false });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Student not found");
    const rows = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, teacher.id), eq(auditLog.action, "at_a_glance.export")));
    expect(rows.map((r) => r.detail)).toEqual([
      { students: 2, language: "en", shareSafe: false },
      { students: 1, language: "es", shareSafe: true },
    ]);
  });

  it.each([
    ["no students", { studentIds: [] }, "studentIds"],
    ["41 students", { studentIds: Array.from({ length: 41 }, () => randomUUID()) }, "studentIds"],
    ["a student twice", { studentIds: [TWICE, TWICE] }, "listed twice"],
    ["a language other than en/es", { studentIds: [randomUUID()], language: "de" }, "language"],
    ["an unknown field", { studentIds: [randomUUID()], colour: "red" }, "colour"],
  ])("refuses %s with a 400 naming the field", async (_, body, field) => {
    const res = await exportPdf(body);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(field);
  });

  it("answers 404 for a student id that is not a UUID", async () => {
    const res = await exportPdf({ studentIds: ["nope"] });
    expect(res.status).toBe(404);
  });
});
