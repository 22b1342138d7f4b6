/**
 * API tests: the roster import (requirements "Roster import") through the routes with real multipart
 * uploads — a CSV and an .xlsx roster previewed, a mapping changed by the teacher, committed; row
 * errors never half-imported; skip vs update; the 24-hour keep and the teacher's own import only;
 * cancel; a second commit; the plan's student limit at preview, commit and POST /students; each
 * refused file as its 4xx.
 */
import { describe, expect, it } from "vitest";
import type { ImportCommitResult, ImportPreview } from "../../../shared/contracts/imports.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import { studentLimitMessage } from "../../../shared/domain/student-limit.ts";
import type { TestUser } from "../../test/harness.ts";
import { addStudent } from "../../test/kits/caseload.ts";
import { setUpHarness } from "../../test/set-up.ts";
import { excelSerial, writeXlsx } from "../../test/xlsx-write.ts";

const h = setUpHarness();
const NOW = new Date("2026-09-01T15:00:00Z");

/** A teacher with Pro (no student limit) unless `free`. */
async function teacher({ free = false } = {}): Promise<TestUser> {
  h.setNow(NOW);
  const t = await h.signUp();
  if (!free) await h.givePro(t);
  return t;
}

function fileForm(bytes: Uint8Array | string, name = "roster.csv"): FormData {
  const form = new FormData();
  const data = typeof bytes === "string" ? new TextEncoder().encode(bytes) : Uint8Array.from(bytes);
  form.set("file", new File([data], name));
  return form;
}

async function upload(t: TestUser, bytes: Uint8Array | string, name?: string): Promise<ImportPreview> {
  const res = await t.upload("/api/v1/imports/students", fileForm(bytes, name));
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as ImportPreview;
}

async function commit(
  t: TestUser,
  p: Pick<ImportPreview, "importId" | "mapping">,
  duplicates: "skip" | "update" = "skip",
): Promise<ImportCommitResult> {
  const res = await t.post(`/api/v1/imports/${p.importId}/commit`, { mapping: p.mapping, duplicates });
  if (res.status !== 200) throw new Error(`commit failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as ImportCommitResult;
}

async function listed(t: TestUser): Promise<Student[]> {
  return (await (await t.get("/api/v1/students")).json()) as Student[];
}

const POWERSCHOOL = [
  "Student_Number,LastFirst,DOB,Grade_Level,Case Mgr,Primary Disability,Annual IEP Date,Parent/Guardian,Guardian Phone,Guardian Email",
  '100234,"Robinson, Maya",4/2/2017,03,J. Ortiz,"SLD; SLI",15-Sep-25,Ana Robinson,555-0100,ana@example.test',
  '100235,"Nuñez, José Luis",2016-11-20,Gr 4,J. Ortiz,OHI,2025-10-01,Rosa Nuñez,555-0101,',
  '100236,"Lee, Sam",13/45/2016,KG,J. Ortiz,AUT,,,,',
  "",
].join("\r\n");

describe("roster import: CSV", () => {
  it("previews the guessed mapping and every row, then imports the valid rows and lists them", async () => {
    const t = await teacher();
    const p = await upload(t, `\uFEFF${POWERSCHOOL}`);
    expect(p).toMatchObject({ kind: "students", fileName: "roster.csv", rowCount: 3, limit: null });
    expect(p.mapping).toEqual({
      Student_Number: "studentId",
      LastFirst: "name",
      DOB: "dateOfBirth",
      Grade_Level: "grade",
      "Case Mgr": "caseManager",
      "Primary Disability": "disabilities",
      "Annual IEP Date": "lastIepDate",
      "Parent/Guardian": "parentName",
      "Guardian Phone": "parentPhone",
      "Guardian Email": "parentEmail",
    });
    expect(p.preview.map((r) => [r.row, r.values.name, r.values.grade, r.errors.length])).toEqual([
      [2, "Maya Robinson", "3", 0],
      [3, "José Luis Nuñez", "4", 0],
      [4, "Sam Lee", "K", 1],
    ]);
    expect(p.preview[0]?.values).toMatchObject({
      dateOfBirth: "2017-04-02",
      annualMeetingDueDate: "2026-09-14",
      disabilities: "Specific learning disability; Speech or language impairment",
    });
    expect(p.preview[2]?.errors).toEqual([
      {
        field: "dateOfBirth",
        message: 'Date of birth: "13/45/2016" is not a date (write it like 9/15/2026 or 2026-09-15)',
      },
    ]);

    const result = await commit(t, p);
    expect(result).toEqual({
      created: 2,
      updated: 0,
      skipped: 0,
      errors: [{ row: 4, ...p.preview[2]!.errors[0]! }],
    });
    const students = await listed(t);
    expect(students.map((s) => s.name)).toEqual(["José Luis Nuñez", "Maya Robinson"]);
    expect(students[1]).toMatchObject({
      studentId: "100234",
      grade: "3",
      dateOfBirth: "2017-04-02",
      caseManager: "J. Ortiz",
      disabilities: ["Specific learning disability", "Speech or language impairment"],
      annualMeetingDueDate: "2026-09-14",
      parentContact: { name: "Ana Robinson", relationship: "", phone: "555-0100", email: "ana@example.test" },
    });
    // Deadlines follow the record as for a student added by hand.
    const deadlines = await h.database.rawQuery(
      "select count(*)::int as n from deadlines where student_id = $1",
      [students[1]!.id],
    );
    expect((deadlines as { n: number }[])[0]!.n).toBeGreaterThan(0);
    // The import is gone: committed twice → 404.
    const again = await t.post(`/api/v1/imports/${p.importId}/commit`, {
      mapping: p.mapping,
      duplicates: "skip",
    });
    expect(again.status).toBe(404);
  });

  it("reads a Windows-1252, semicolon-separated file and a mapping the teacher changed", async () => {
    const t = await teacher();
    const text = "Last Name;First Name;Stu ID;Notes\nNuñez;Ana;A-1;x\nBell;Ty;A-2;y\n";
    const bytes = Uint8Array.from(text, (ch) => (ch === "ñ" ? 0xf1 : ch.charCodeAt(0)));
    const p = await upload(t, bytes, "export.csv");
    expect(p.mapping).toEqual({
      "Last Name": "lastName",
      "First Name": "firstName",
      "Stu ID": "studentId",
      Notes: null,
    });
    // The teacher maps the ID column to none and previews: the IDs are gone from the rows.
    const res = await t.post(`/api/v1/imports/${p.importId}/preview`, {
      mapping: { ...p.mapping, "Stu ID": null },
    });
    expect(res.status).toBe(200);
    const changed = (await res.json()) as ImportPreview;
    expect(changed.preview.map((r) => r.values)).toEqual([{ name: "Ana Nuñez" }, { name: "Ty Bell" }]);
    expect(await commit(t, changed)).toEqual({ created: 2, updated: 0, skipped: 0, errors: [] });
    expect((await listed(t)).map((s) => [s.name, s.studentId])).toEqual([
      ["Ana Nuñez", null],
      ["Ty Bell", null],
    ]);
  });

  it("refuses a mapping with a field from two columns, or an unknown column (400)", async () => {
    const t = await teacher();
    const p = await upload(t, "Name,Other\nA B,C D\n");
    for (const mapping of [{ Name: "name", Other: "name" }, { Nope: "name" }]) {
      const res = await t.post(`/api/v1/imports/${p.importId}/preview`, { mapping });
      expect(res.status).toBe(400);
    }
  });
});

describe("roster import: Excel", () => {
  it("imports an .xlsx roster with date cells, serial numbers and text", async () => {
    const t = await teacher();
    const bytes = await writeXlsx([
      ["Student Name", "Stu ID", "Birthdate", "Gr", "Annual Review Due", "Disability"],
      ["Maya Robinson", "S-1", { date: "2017-04-02" }, "3rd", excelSerial("2027-03-01"), "SLD/OHI"],
      ["Omar Haddad", 2044, "1/9/2015", "K", null, "Autism"],
    ]);
    const p = await upload(t, bytes, "roster.xlsx");
    expect(p.preview.map((r) => r.errors)).toEqual([[], []]);
    expect(await commit(t, p)).toMatchObject({ created: 2, errors: [] });
    expect(
      (await listed(t)).map((s) => [s.name, s.studentId, s.dateOfBirth, s.grade, s.annualMeetingDueDate]),
    ).toEqual([
      ["Maya Robinson", "S-1", "2017-04-02", "3", "2027-03-01"],
      ["Omar Haddad", "2044", "2015-01-09", "K", null],
    ]);
  });
});

describe("roster import: duplicates", () => {
  const FILE = [
    "Student ID,Student Name,DOB,Grade,Guardian Phone",
    "S-1,Maya Robinson,2017-04-02,4,555-0199",
    ",omar  HADDAD,2015-01-09,2,",
    "S-1,Maya R.,2017-04-02,5,",
    "S-9,New Kid,2016-01-01,1,",
  ].join("\n");

  async function withCaseload() {
    const t = await teacher();
    const maya = await addStudent(t, {
      name: "Maya Robinson",
      studentId: "s-1",
      grade: "3",
      caseManager: "J. Ortiz",
      parentContact: { name: "Ana", relationship: "Mother", email: "", phone: "555-0100" },
    });
    const omar = await addStudent(t, { name: "Omar Haddad", dateOfBirth: "2015-01-09", grade: "1" });
    return { t, maya, omar };
  }

  it("marks matches by ID, by name and date of birth, and repeats in the file", async () => {
    const { t, maya, omar } = await withCaseload();
    const p = await upload(t, FILE);
    expect(p.preview.map((r) => r.duplicate)).toEqual([
      { of: "record", id: maya.id, label: "Maya Robinson" },
      { of: "record", id: omar.id, label: "Omar Haddad" },
      { of: "record", id: maya.id, label: "Maya Robinson" },
      null,
    ]);
  });

  it('"skip" leaves them as they are', async () => {
    const { t, maya } = await withCaseload();
    expect(await commit(t, await upload(t, FILE), "skip")).toEqual({
      created: 1,
      updated: 0,
      skipped: 3,
      errors: [],
    });
    const after = (await listed(t)).find((s) => s.id === maya.id);
    expect(after).toMatchObject({ grade: "3", parentContact: { phone: "555-0100" } });
    expect((await listed(t)).map((s) => s.name)).toEqual(["Maya Robinson", "New Kid", "Omar Haddad"]);
  });

  it('"update" changes only the fields the file fills, never blanking one', async () => {
    const { t, maya, omar } = await withCaseload();
    expect(await commit(t, await upload(t, FILE), "update")).toEqual({
      created: 1,
      updated: 3,
      skipped: 0,
      errors: [],
    });
    const after = await listed(t);
    expect(after.find((s) => s.id === maya.id)).toMatchObject({
      name: "Maya R.",
      grade: "5",
      caseManager: "J. Ortiz",
      dateOfBirth: "2017-04-02",
      parentContact: { name: "Ana", relationship: "Mother", phone: "555-0199" },
    });
    expect(after.find((s) => s.id === omar.id)).toMatchObject({ name: "omar HADDAD", grade: "2" });
  });

  it("a repeat of an earlier row of the file is skipped", async () => {
    const t = await teacher();
    const p = await upload(t, "Student ID,Name\nX1,Ana Ruiz\nx1,Ana Ruiz\n");
    expect(p.preview[1]?.duplicate).toEqual({ of: "file", id: null, label: "row 2" });
    expect(await commit(t, p, "update")).toEqual({ created: 1, updated: 0, skipped: 1, errors: [] });
  });
});

describe("roster import: pending imports", () => {
  it("another teacher's import is 404 for preview, commit and cancel; its owner's still works", async () => {
    const owner = await teacher();
    const other = await teacher();
    const p = await upload(owner, "Name\nAna Ruiz\n");
    const body = { mapping: p.mapping, duplicates: "skip" };
    expect((await other.post(`/api/v1/imports/${p.importId}/preview`, { mapping: p.mapping })).status).toBe(
      404,
    );
    expect((await other.post(`/api/v1/imports/${p.importId}/commit`, body)).status).toBe(404);
    expect((await other.del(`/api/v1/imports/${p.importId}`)).status).toBe(404);
    expect(await listed(other)).toEqual([]);
    expect(await commit(owner, p)).toMatchObject({ created: 1 });
  });

  it("is forgotten after 24 hours", async () => {
    const t = await teacher();
    const p = await upload(t, "Name\nAna Ruiz\n");
    h.setNow(new Date(NOW.getTime() + 24 * 3_600_000 - 1000));
    expect((await t.post(`/api/v1/imports/${p.importId}/preview`, { mapping: p.mapping })).status).toBe(200);
    h.setNow(new Date(NOW.getTime() + 24 * 3_600_000));
    const res = await t.post(`/api/v1/imports/${p.importId}/commit`, {
      mapping: p.mapping,
      duplicates: "skip",
    });
    expect(res.status).toBe(404);
    h.setNow(NOW);
    expect(await listed(t)).toEqual([]);
  });

  it("cancel writes nothing, and the import cannot be committed after", async () => {
    const t = await teacher();
    const p = await upload(t, "Name\nAna Ruiz\n");
    expect((await t.del(`/api/v1/imports/${p.importId}`)).status).toBe(204);
    expect(
      (await t.post(`/api/v1/imports/${p.importId}/commit`, { mapping: p.mapping, duplicates: "skip" }))
        .status,
    ).toBe(404);
    expect(await listed(t)).toEqual([]);
  });
});

describe("roster import: the free plan's student limit", () => {
  it("the preview says how many fit; the commit imports those and reports the rest", async () => {
    const t = await teacher({ free: true });
    for (const name of ["A One", "B Two", "C Three", "D Four", "E Five", "F Six", "G Seven", "H Eight"])
      await addStudent(t, { name });
    const p = await upload(t, "Stu ID,Name\nN1,New One\nN2,New Two\nN3,New Three\nN4,New Four\n");
    expect(p.limit).toEqual({ maxStudents: 10, existing: 8, available: 2 });
    const message = studentLimitMessage(10);
    expect(message).toBe("Your plan holds up to 10 students. Pro removes this limit.");
    expect(await commit(t, p)).toEqual({
      created: 2,
      updated: 0,
      skipped: 0,
      errors: [
        { row: 4, field: "limit", message },
        { row: 5, field: "limit", message },
      ],
    });
    expect(await listed(t)).toHaveLength(10);
    const res = await t.post("/api/v1/students", { name: "One Too Many" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: {
        code: "STUDENT_LIMIT_REACHED",
        message,
        details: { maxStudents: 10, existing: 10, available: 0 },
      },
    });
    // Duplicates still update at the limit: they add no student.
    const again = await upload(t, "Stu ID,Name\nN1,New One Renamed\n");
    expect(again.limit).toEqual({ maxStudents: 10, existing: 10, available: 0 });
    expect(await commit(t, again, "update")).toMatchObject({ created: 0, updated: 1, errors: [] });
  });

  it("an active trial has no limit", async () => {
    h.setNow(NOW);
    const t = await h.signUp({ plan: "pro" });
    const p = await upload(t, `Name\n${Array.from({ length: 12 }, (_, i) => `Kid ${i + 1}`).join("\n")}\n`);
    expect(p.limit).toBeNull();
    expect(await commit(t, p)).toMatchObject({ created: 12, errors: [] });
  });
});

describe("roster import: refused files reach the client as their 4xx, nothing stored", () => {
  it.each([
    ["an empty file", "", "roster.csv", 400, "IMPORT_FILE_UNREADABLE"],
    ["a header without rows", "Name,Grade\n", "roster.csv", 400, "IMPORT_FILE_UNREADABLE"],
    [
      "a picture",
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      "roster.png",
      415,
      "IMPORT_FILE_TYPE",
    ],
    [
      "an old .xls",
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      "roster.xls",
      415,
      "IMPORT_FILE_TYPE",
    ],
    [
      "a damaged workbook",
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      "roster.xlsx",
      400,
      "IMPORT_FILE_UNREADABLE",
    ],
    [
      "a file over 5 MB",
      `Name\n${"x".repeat(5 * 1024 * 1024)}\n`,
      "roster.csv",
      413,
      "IMPORT_FILE_TOO_LARGE",
    ],
    [
      "a formula",
      'Name,Link\nAna Ruiz,"=HYPERLINK(""http://x"",""y"")"\n',
      "roster.csv",
      422,
      "IMPORT_FORMULA",
    ],
    ["more than 2,000 rows", `Name\n${"Kid A\n".repeat(2001)}`, "roster.csv", 413, "IMPORT_FILE_TOO_LARGE"],
  ] as const)("%s", async (_label, bytes, name, status, code) => {
    const t = await teacher();
    const res = await t.upload("/api/v1/imports/students", fileForm(bytes, name));
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    const rows = await h.database.rawQuery(
      "select count(*)::int as n from pending_imports where user_id = $1",
      [t.id],
    );
    expect((rows as { n: number }[])[0]!.n).toBe(0);
  });

  it("a form without a file is 400, a JSON body 415", async () => {
    const t = await teacher();
    const form = new FormData();
    form.set("note", "no file");
    expect((await t.upload("/api/v1/imports/students", form)).status).toBe(400);
    expect((await t.post("/api/v1/imports/students", { file: "x" })).status).toBe(415);
  });
});
