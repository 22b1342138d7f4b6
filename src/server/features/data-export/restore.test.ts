/**
 * POST /api/v1/restore (requirements "Export and restore" → "Restore"): a caseload with every kind of
 * record, exported and restored into a new account, reads back the same (ids, owners and timestamps
 * aside); another teacher's records are never touched; every bad file is a 4xx and writes nothing.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, students, users } from "../../db/schema/index.ts";
import { addStudent } from "../../test/kits/caseload.ts";
import { setUpHarness, setUpTeacher, setUpValue } from "../../test/set-up.ts";
import { readExport } from "./restore-files.ts";
import {
  caseloadJson,
  comparable,
  type ExportJson,
  exported,
  exportZip,
  seedCaseload,
  upload,
  zipOf,
} from "./restore-test-kit.ts";

const NOW = new Date("2026-03-20T15:00:00Z");
const h = setUpHarness({ now: NOW });
const source = setUpTeacher(h, { name: "Jordan Ortiz" });
const bystander = setUpTeacher(h, { name: "Avery Chen" });

const caseload = setUpValue(() => seedCaseload(source));

const bystanderStudent = setUpValue(() => addStudent(bystander, { name: "Quinn Abara", grade: "7" }));

/** How many students `userId` has. */
async function studentCount(userId: string): Promise<number> {
  return (await h.db.select({ id: students.id }).from(students).where(eq(students.userId, userId))).length;
}

describe("POST /api/v1/restore — the round trip", () => {
  it("restores every kind of record into a new account: exported again, the same records", async () => {
    const files = caseload.files;
    for (const f of [
      "students",
      "goals",
      "progress-entries",
      "notes",
      "meetings",
      "services",
      "parent-contacts",
    ] as const)
      expect((files[f] as unknown[]).length, f).toBeGreaterThan(0);
    // The export as GET /api/v1/export wrote it; the same records as the API's own list routes read
    // (the IEP files, whose shapes add what the API does not show, are checked in export-ieps.test.ts).
    const { ieps, "iep-signatures": signatures, "iep-consents": consents, ...withoutIeps } = files;
    expect([ieps, signatures, consents]).toEqual([[], [], []]);
    expect(comparable(withoutIeps)).toEqual(
      comparable({ ...(await caseloadJson(source)), notifications: files.notifications }),
    );
    const before = comparable((await exported(bystander)).files);
    const target = await h.signUp({ name: "Jordan Ortiz (new school)" });
    const res = await upload(target, caseload.zip);
    expect(res.status).toBe(200);
    const result = (await res.json()) as { restored: Record<string, number>; skipped: unknown[] };
    expect(result.skipped).toEqual([]);
    expect(result.restored).toMatchObject({
      students: 2,
      goals: 1,
      "progress-entries": 3,
      notes: 1,
      meetings: 1,
      "meeting-attendees": 2,
      deadlines: (files.deadlines as unknown[]).length,
      services: 2,
      "service-sessions": 3,
      "parent-contacts": 1,
      preferences: 1,
    });
    const again = (await exported(target)).files;
    expect(comparable({ ...again, notifications: [] })).toEqual(comparable({ ...files, notifications: [] }));
    // Every id is new: nothing of the first account is linked from the second.
    const oldIds = [caseload.maya.id, caseload.theo.id];
    expect(JSON.stringify(again)).not.toMatch(new RegExp(oldIds.join("|")));
    // Another teacher's caseload is untouched.
    expect(comparable((await exported(bystander)).files)).toEqual(before);
    expect(before.students).toHaveLength(1);
    const audit = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, target.id), eq(auditLog.action, "restore")));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail).toMatchObject({ restored: { students: 2 }, skipped: 0 });
    expect(JSON.stringify(audit[0]?.detail)).not.toContain("Maya");
  });

  it("a dry run answers what would be restored and writes nothing", async () => {
    const target = await h.signUp();
    const zip = await exportZip(caseload.files);
    const res = await upload(target, zip, undefined, "/api/v1/restore?dryRun=true");
    expect(res.status).toBe(200);
    const result = (await res.json()) as { restored: Record<string, number> };
    expect(result.restored).toMatchObject({ students: 2, goals: 1, "progress-entries": 3, notes: 1 });
    expect(await studentCount(target.id)).toBe(0);
    expect((await caseloadJson(target)).notes).toEqual([]);
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.userId, target.id));
    expect(audit.filter((a) => a.action === "restore")).toEqual([]);
  });

  it("409 into an account that already has students, and nothing written", async () => {
    const res = await upload(bystander, await exportZip(caseload.files));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("CONFLICT");
    expect(await studentCount(bystander.id)).toBe(1);
    expect(bystanderStudent.name).toBe("Quinn Abara");
  });

  it("403 STUDENT_LIMIT_REACHED beyond the plan's student limit, and nothing written", async () => {
    const target = await h.signUp();
    await h.db.update(users).set({ maxStudents: 1 }).where(eq(users.id, target.id));
    const res = await upload(target, await exportZip(caseload.files));
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { code: string; details: unknown } };
    expect(body.error).toMatchObject({
      code: "STUDENT_LIMIT_REACHED",
      details: { maxStudents: 1, available: 1 },
    });
    expect(await studentCount(target.id)).toBe(0);
  });

  it("skips, with the reason, a record whose student is not in the export (one student's record)", async () => {
    const target = await h.signUp();
    const files: ExportJson = {
      ...caseload.files,
      students: [(caseload.files.students as { name: string }[]).find((s) => s.name === "Theo Park")],
    };
    const res = await upload(target, await exportZip(files, { scope: "student" }));
    expect(res.status).toBe(200);
    const result = (await res.json()) as { restored: Record<string, number>; skipped: { file: string }[] };
    expect(result.restored.students).toBe(1);
    expect(new Set(result.skipped.map((s) => s.file))).toEqual(
      new Set([
        "goals.json",
        "progress-entries.json",
        "meetings.json",
        "deadlines.json",
        "services.json",
        "service-sessions.json",
        "parent-contacts.json",
      ]),
    );
    // The note of a student not restored keeps its student's name, unlinked.
    const notes = (await (await target.get("/api/v1/notes")).json()) as {
      studentId: string | null;
      studentName: string;
    }[];
    expect(notes).toEqual([expect.objectContaining({ studentId: null, studentName: "Maya Núñez, Jr." })]);
  });
});

describe("POST /api/v1/restore — bad files: a 4xx each, and nothing written", () => {
  const withStudent = (change: Record<string, unknown>) => ({
    ...caseload.files,
    students: (caseload.files.students as Record<string, unknown>[]).map((s, i) =>
      i === 1 ? { ...s, ...change } : s,
    ),
  });
  const cases: [string, () => Promise<Uint8Array | string>, number, string, RegExp][] = [
    [
      "a text file",
      async () => "name,grade\nMaya,4\n",
      415,
      "IMPORT_FILE_TYPE",
      /not an export from IEP Workspace/,
    ],
    [
      "a ZIP without manifest.json",
      async () => zipOf({ "students.json": "[]" }),
      415,
      "IMPORT_FILE_TYPE",
      /not an export/,
    ],
    [
      "another version",
      async () => exportZip({ students: [] }, { version: 2 }),
      415,
      "IMPORT_FILE_TYPE",
      /not an export/,
    ],
    [
      "another format",
      async () => exportZip({ students: [] }, { format: "powerschool" }),
      415,
      "IMPORT_FILE_TYPE",
      /not an export/,
    ],
    [
      "a damaged ZIP",
      async () => (await exportZip(caseload.files)).subarray(0, 200),
      400,
      "IMPORT_FILE_UNREADABLE",
      /damaged/,
    ],
    [
      "students.json that is not JSON",
      async () =>
        zipOf({
          "manifest.json": JSON.stringify({
            format: "iep-workspace-export",
            version: 1,
            exportedAt: "x",
            scope: "caseload",
            counts: {},
          }),
          "students.json": "[{",
        }),
      400,
      "VALIDATION_ERROR",
      /^students\.json: is not valid JSON/,
    ],
    [
      "a date that does not exist",
      async () => exportZip(withStudent({ dateOfBirth: "2016-02-30" })),
      400,
      "VALIDATION_ERROR",
      /^students\.json: row 2: dateOfBirth: must be a date/,
    ],
    [
      "a student without a name",
      async () => exportZip(withStudent({ name: undefined })),
      400,
      "VALIDATION_ERROR",
      /^students\.json: row 2: name: /,
    ],
    [
      "a NUL character",
      async () => exportZip(withStudent({ notes: "a\u0000b" })),
      400,
      "VALIDATION_ERROR",
      /^students\.json: row 2: a text must not contain a NUL/,
    ],
    [
      "goals.json that is not a list",
      async () => exportZip({ ...caseload.files, goals: { a: 1 } }),
      400,
      "VALIDATION_ERROR",
      /^goals\.json: must hold a list/,
    ],
    [
      "a session's minutes not whole",
      async () =>
        exportZip({
          ...caseload.files,
          "service-sessions": [{ ...(caseload.files["service-sessions"] as object[])[0], minutes: 12.5 }],
        }),
      400,
      "VALIDATION_ERROR",
      /^service-sessions\.json: row 1: minutes: /,
    ],
    [
      "a lead time out of range",
      async () =>
        exportZip({
          ...caseload.files,
          preferences: { ...(caseload.files.preferences as object), reminderLeadDays: 99999999999 },
        }),
      400,
      "VALIDATION_ERROR",
      /^preferences\.json: reminderLeadDays/,
    ],
  ];
  it.each(cases)("%s", async (_name, bytes, status, code, message) => {
    const target = await h.signUp();
    const res = await upload(target, await bytes());
    expect(res.status).toBe(status);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    expect(body.error.message).toMatch(message);
    expect(await studentCount(target.id)).toBe(0);
  });

  it("a body that is not multipart is 415; a form without a file is 400", async () => {
    const target = await h.signUp();
    expect((await target.post("/api/v1/restore", { file: "x" })).status).toBe(415);
    const form = new FormData();
    form.set("other", "x");
    const res = await target.upload("/api/v1/restore", form);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/^file: choose/);
  });

  it("a ZIP that expands beyond the limit is refused before it is inflated (zip bomb)", async () => {
    const bomb = await zipOf({
      "manifest.json": JSON.stringify({
        format: "iep-workspace-export",
        version: 1,
        exportedAt: "x",
        scope: "caseload",
        counts: {},
      }),
      "students.json": Buffer.alloc(3 * 1024 * 1024, 0x20),
    });
    expect(bomb.byteLength).toBeLessThan(50_000);
    await expect(readExport(bomb, { maxEntries: 100, maxExpandedBytes: 1024 * 1024 })).rejects.toMatchObject({
      status: 400,
      code: "IMPORT_FILE_UNREADABLE",
    });
  });
});
