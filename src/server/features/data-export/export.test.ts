/**
 * API tests of the export (requirements "Export and restore"): GET /api/v1/export and GET
 * /api/v1/students/:studentId/export (ZIP and PDF) against a real database. The ZIP is read back
 * with lib/zip-entries.ts, every JSON file parsed with its contract schema, the CSV twins parsed with
 * papaparse and the PDFs read with pdftotext, so the tests check what a teacher (or a restore) opens.
 */
import { and, eq } from "drizzle-orm";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { preferencesSchema } from "../../../shared/contracts/account.ts";
import { contactSchema } from "../../../shared/contracts/contacts.ts";
import {
  EXPORT_FILES,
  type ExportFile,
  exportedConsentSchema,
  exportedIepSchema,
  exportedSignatureSchema,
  exportManifestSchema,
} from "../../../shared/contracts/data-export.ts";
import { deadlineSchema } from "../../../shared/contracts/deadlines.ts";
import { goalSchema, progressEntrySchema } from "../../../shared/contracts/goals.ts";
import { meetingDetailSchema } from "../../../shared/contracts/meetings.ts";
import { noteSchema } from "../../../shared/contracts/notes.ts";
import { notificationSchema } from "../../../shared/contracts/notifications.ts";
import { serviceSchema, serviceSessionSchema } from "../../../shared/contracts/services.ts";
import { studentSchema } from "../../../shared/contracts/students.ts";
import { auditLog } from "../../db/schema/index.ts";
import { readZipEntries } from "../../lib/zip-entries.ts";
import { addEntries, addStudentWithGoal } from "../../test/kits/caseload.ts";
import { schedule } from "../../test/kits/meetings.ts";
import { insertService, insertSessions } from "../../test/kits/service-rows.ts";
import { pdftotext, withoutSpace } from "../../test/pdftotext.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";
import { EXPORT_FILE_DESCRIPTIONS } from "./export-readme.ts";

/** Each JSON file's contract schema (preferences: one object, the rest arrays of it). */
const SCHEMAS: Record<ExportFile, z.ZodObject> = {
  students: studentSchema,
  goals: goalSchema,
  "progress-entries": progressEntrySchema,
  notes: noteSchema,
  meetings: meetingDetailSchema,
  deadlines: deadlineSchema,
  services: serviceSchema,
  "service-sessions": serviceSessionSchema,
  "parent-contacts": contactSchema,
  ieps: exportedIepSchema,
  "iep-signatures": exportedSignatureSchema,
  "iep-consents": exportedConsentSchema,
  notifications: notificationSchema,
  preferences: preferencesSchema,
};

const h = setUpHarness({ now: new Date("2026-11-20T15:00:00Z") });
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const other = setUpTeacher(h, { name: "Sam Lee" });

const MAYA_NOTE = "Maya read 68 words correct per minute on the grade-3 probe.";
const LEO_NOTE = "Leo solved 7 of 10 two-step problems with a number line.";
const OTHER_NOTE = "Theo wrote a five-sentence paragraph on his own.";
let mayaId: string;
let leoId: string;
let theoId: string;
let mayaGoalStatement: string;

async function addNote(user: typeof teacher, studentId: string, text: string, date: string): Promise<void> {
  const generated = await user.post("/api/v1/notes/generate", {
    studentId,
    type: "progress",
    subject: "Reading",
    date,
    observations: "Worked on the probe.",
    goalsAddressed: [],
  });
  expect(generated.status).toBe(201);
  const { id } = (await generated.json()) as { id: string };
  expect((await user.patch(`/api/v1/notes/${id}`, { generatedNote: text })).status).toBe(200);
}

beforeAll(async () => {
  const maya = await addStudentWithGoal(
    teacher,
    {
      name: "Maya Robinson",
      grade: "3",
      disabilities: ["Specific learning disability", "Speech or language impairment"],
      parentContact: {
        name: "Maria Robinson",
        relationship: "Mother",
        email: "maria@example.test",
        phone: "",
      },
    },
    {
      statement: "Maya will read 90 words correct per minute.",
      baselineValue: 52,
      targetValue: 90,
      unit: "WCPM",
    },
  );
  mayaId = maya.student.id;
  mayaGoalStatement = maya.goal.statement;
  await addEntries(teacher, maya.goal.id, [
    ["2026-10-01", 55],
    ["2026-10-15", 61.5],
  ]);
  await addNote(teacher, mayaId, MAYA_NOTE, "2026-10-28");
  const serviceId = await insertService(h.db, teacher.id, mayaId);
  await insertSessions(h.db, { userId: teacher.id, studentId: mayaId, serviceId }, [
    ["2026-11-02", 30, "delivered"],
  ]);
  const contact = await teacher.post(`/api/v1/students/${mayaId}/contacts`, {
    date: "2026-11-18",
    method: "phone",
    direction: "outgoing",
    contactName: "Maria Robinson",
    relationship: "Mother",
    purpose: "meeting_notice",
    outcome: "left_message",
    summary: "Left a voicemail about the annual review.",
  });
  expect(contact.status).toBe(201);
  await schedule(teacher, {
    studentId: mayaId,
    type: "annual_review",
    scheduledDate: "2026-12-03T21:30:00Z",
    attendees: [{ attendeeName: "Ana Tran", attendeeRole: "general_education_teacher" }],
  });

  const leo = await addStudentWithGoal(
    teacher,
    { name: "Leo Tran", grade: "4" },
    { statement: "Leo will solve two-step problems.", baselineValue: 3, targetValue: 8 },
  );
  leoId = leo.student.id;
  await addNote(teacher, leoId, LEO_NOTE, "2026-11-02");

  const theo = await addStudentWithGoal(
    other,
    { name: "Theo Park", grade: "5" },
    { statement: "Theo will write a paragraph.", baselineValue: 1, targetValue: 5 },
  );
  theoId = theo.student.id;
  await addNote(other, theoId, OTHER_NOTE, "2026-11-03");
});

/** The ZIP of a 200 answer, entry name → bytes. */
async function zipOf(res: Response): Promise<Map<string, Buffer>> {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  const bytes = new Uint8Array(await res.arrayBuffer());
  return readZipEntries(bytes, { maxEntries: 500, maxExpandedBytes: 50 * 1024 * 1024 });
}

const json = (zip: Map<string, Buffer>, name: string): unknown =>
  JSON.parse(zip.get(name)?.toString("utf8") ?? "null");
const rowsOf = (zip: Map<string, Buffer>, file: ExportFile) =>
  json(zip, `${file}.json`) as Record<string, unknown>[];

/** Every text entry joined (JSON, CSV, README) and the PDFs' text: what a reader of the ZIP can see. */
function everythingIn(zip: Map<string, Buffer>): string {
  return [...zip].map(([name, b]) => (name.endsWith(".pdf") ? pdftotext(b) : b.toString("utf8"))).join("\n");
}

async function auditDetail(userId: string, action: string) {
  const rows = await h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), eq(auditLog.action, action)));
  return rows.map((r) => r.detail as { counts?: Record<string, number>; format?: string });
}

describe("GET /api/v1/export", () => {
  let zip: Map<string, Buffer>;
  let res: Response;
  beforeAll(async () => {
    res = await teacher.get("/api/v1/export");
    zip = await zipOf(res);
  });

  it("answers an attachment named with the teacher's date", () => {
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="iep-workspace-export-2026-11-20.zip"',
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("holds the manifest, README, one JSON and one CSV per table, and one PDF per note", () => {
    const names = [...zip.keys()];
    const expected = [
      "manifest.json",
      "README.txt",
      ...EXPORT_FILES.flatMap((f) => [`${f}.json`, `csv/${f}.csv`]),
    ];
    expect(names.filter((n) => !n.startsWith("notes/")).sort()).toEqual(expected.sort());
    const pdfs = names.filter((n) => n.startsWith("notes/"));
    expect(pdfs).toHaveLength(2);
    for (const p of pdfs) expect(p).toMatch(/^notes\/\d{4}-\d{2}-\d{2}-[a-z0-9-]+-[0-9a-f]{8}\.pdf$/);
    expect(pdfs.some((p) => p.startsWith("notes/2026-10-28-maya-robinson-"))).toBe(true);
  });

  it("has a manifest whose counts match the files", () => {
    const manifest = exportManifestSchema.parse(json(zip, "manifest.json"));
    expect(manifest).toMatchObject({ scope: "caseload", exportedAt: "2026-11-20T15:00:00.000Z" });
    for (const file of EXPORT_FILES) {
      const value = json(zip, `${file}.json`);
      expect(manifest.counts[file], file).toBe(Array.isArray(value) ? value.length : 1);
    }
    expect(manifest.counts).toMatchObject({ students: 2, goals: 2, "progress-entries": 2, notes: 2 });
    expect(manifest.counts).toMatchObject({
      meetings: 1,
      services: 1,
      "service-sessions": 1,
      "parent-contacts": 1,
    });
  });

  it.each(EXPORT_FILES)("%s.json parses with its contract schema", (file) => {
    const value = json(zip, `${file}.json`);
    if (file === "preferences") expect(() => preferencesSchema.parse(value)).not.toThrow();
    else expect(() => SCHEMAS[file].array().parse(value)).not.toThrow();
  });

  it("keeps every field of a student and meetings with their attendees", () => {
    const maya = rowsOf(zip, "students").find((s) => s.id === mayaId);
    expect(maya).toMatchObject({
      name: "Maya Robinson",
      disabilities: ["Specific learning disability", "Speech or language impairment"],
      parentContact: { name: "Maria Robinson", email: "maria@example.test" },
    });
    expect(rowsOf(zip, "meetings")[0]).toMatchObject({ attendees: [{ attendeeName: "Ana Tran" }] });
  });

  it.each(["goals", "progress-entries", "notes", "service-sessions", "parent-contacts"] as const)(
    "%s.json names who wrote each row (requirements 'Authorship')",
    (file) => {
      const rows = rowsOf(zip, file);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toMatchObject({ authorName: "Jordan Ortiz" });
    },
  );

  it.each(EXPORT_FILES)("csv/%s.csv has the described header and one record per row", (file) => {
    const text =
      zip
        .get(`csv/${file}.csv`)
        ?.toString("utf8")
        .replace(/^\uFEFF/, "") ?? "";
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...records] = parsed.data;
    expect(header).toEqual(Object.keys(EXPORT_FILE_DESCRIPTIONS[file].fields));
    const value = json(zip, `${file}.json`);
    expect(records).toHaveLength(Array.isArray(value) ? value.length : 1);
  });

  it("flattens lists with '; ' and nested values as JSON text in the CSV", () => {
    const text = zip.get("csv/students.csv")?.toString("utf8") ?? "";
    const [header, ...records] = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
      skipEmptyLines: true,
    }).data;
    const row = records.find((r) => r[header?.indexOf("id") ?? 0] === mayaId) ?? [];
    expect(row[header?.indexOf("disabilities") ?? -1]).toBe(
      "Specific learning disability; Speech or language impairment",
    );
    expect(JSON.parse(row[header?.indexOf("parentContact") ?? -1] ?? "")).toMatchObject({
      name: "Maria Robinson",
    });
  });

  it("describes every field of every file in README.txt, from the one description table", () => {
    const readme = zip.get("README.txt")?.toString("utf8") ?? "";
    for (const file of EXPORT_FILES) {
      const described = Object.keys(EXPORT_FILE_DESCRIPTIONS[file].fields);
      // Every field the contract can answer, and every key actually exported, is described.
      expect(described.sort(), file).toEqual(Object.keys(SCHEMAS[file].shape).sort());
      const value = json(zip, `${file}.json`);
      for (const row of Array.isArray(value) ? value : [value])
        for (const key of Object.keys(row as object)) expect(described, `${file}.${key}`).toContain(key);
      expect(readme).toContain(`${file}.json`);
      for (const field of described) expect(readme).toContain(`  ${field}: `);
    }
  });

  it("holds each note as a PDF with its text", () => {
    const pdf = [...zip].find(([n]) => n.startsWith("notes/2026-10-28-maya-robinson-"))?.[1];
    expect(pdf?.subarray(0, 4).toString()).toBe("%PDF");
    expect(withoutSpace(pdftotext(pdf ?? Buffer.alloc(0)))).toContain(withoutSpace(MAYA_NOTE));
  });

  it("never holds another teacher's data", () => {
    const all = everythingIn(zip);
    expect(all).not.toContain("Theo");
    expect(all).not.toContain(theoId);
    expect(withoutSpace(all)).not.toContain(withoutSpace(OTHER_NOTE));
    expect(all).not.toContain(other.id);
  });

  it("is audited with its counts", async () => {
    const [line] = await auditDetail(teacher.id, "export.all");
    expect(line?.counts).toMatchObject({ students: 2, notes: 2 });
  });

  it("answers 401 without a session", async () => {
    expect((await h.request("GET", "/api/v1/export")).status).toBe(401);
  });
});

describe("GET /api/v1/students/:studentId/export", () => {
  it("answers one student's ZIP: that student's rows and notes only", async () => {
    const res = await teacher.get(`/api/v1/students/${mayaId}/export`);
    const zip = await zipOf(res);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="student-record-maya-robinson-2026-11-20.zip"',
    );
    expect(exportManifestSchema.parse(json(zip, "manifest.json")).scope).toBe("student");
    expect(rowsOf(zip, "students").map((s) => s.id)).toEqual([mayaId]);
    for (const file of [
      "goals",
      "notes",
      "meetings",
      "deadlines",
      "services",
      "service-sessions",
      "parent-contacts",
    ] as const)
      for (const row of rowsOf(zip, file)) expect(row.studentId, file).toBe(mayaId);
    expect(rowsOf(zip, "progress-entries")).toHaveLength(2);
    expect([...zip.keys()].filter((n) => n.startsWith("notes/"))).toHaveLength(1);
    const all = everythingIn(zip);
    expect(all).not.toContain("Leo Tran");
    expect(withoutSpace(all)).not.toContain(withoutSpace(LEO_NOTE));
    const lines = await auditDetail(teacher.id, "export.student");
    expect(lines.find((l) => l.format === "zip")?.counts).toMatchObject({ students: 1, notes: 1 });
  });

  it("answers one PDF with every section of the record", async () => {
    const res = await teacher.get(`/api/v1/students/${mayaId}/export?format=pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="student-record-maya-robinson-2026-11-20.pdf"',
    );
    const text = pdftotext(new Uint8Array(await res.arrayBuffer()));
    const flat = withoutSpace(text);
    for (const part of [
      "Student record",
      "Profile and family",
      "Maria Robinson",
      mayaGoalStatement,
      "61.5 WCPM",
      "Specialized reading instruction",
      "Left a voicemail about the annual review.",
      "Ana Tran",
      "Parent contacts",
      "Meetings",
      "Deadlines",
      MAYA_NOTE,
      // Who wrote the note (requirements "Authorship").
      "Written by Jordan Ortiz",
    ])
      expect(flat, part).toContain(withoutSpace(part));
    expect(flat).not.toContain(withoutSpace(LEO_NOTE));
    const lines = await auditDetail(teacher.id, "export.student");
    expect(lines.map((l) => l.format)).toContain("pdf");
  });

  it.each([
    ["another teacher's student (ZIP)", () => `/api/v1/students/${theoId}/export`],
    ["another teacher's student (PDF)", () => `/api/v1/students/${theoId}/export?format=pdf`],
    ["an id that is not a UUID", () => "/api/v1/students/not-an-id/export"],
  ])("answers 404 Student not found for %s", async (_label, url) => {
    const res = await teacher.get(url());
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { message: "Student not found" } });
  });

  it("answers 400 for an unknown format", async () => {
    const res = await teacher.get(`/api/v1/students/${mayaId}/export?format=docx`);
    expect(res.status).toBe(400);
  });
});
