/**
 * API tests of the document exports (requirements "Exports"; bad input — huge text, unknown values,
 * another teacher's records — gets a clear 4xx) against a real database. The files are read back — PDF
 * text with pdfjs-dist, DOCX unzipped and its XML parsed — so the tests check what a reader would open,
 * not how the bytes look.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { EXPORT_MIME, IEP_EXPORT_SECTION_TEXT_MAX } from "../../../shared/contracts/exports.ts";
import type { GeneratedNote } from "../../../shared/contracts/notes.ts";
import { auditLog } from "../../db/schema/index.ts";
import { exportFilename, toParagraphs } from "../../documents/document-model.ts";
import { renderExportPdf } from "../../documents/document-pdf.tsx";
import { loadPdfFonts } from "../../documents/pdf-fonts.ts";
import { pdfSafeText } from "../../documents/pdf-safe-text.ts";
import { docxText, parseXmlText, unzip } from "../../test/docx-read.ts";
import { pdfPageCount, pdfText } from "../../test/pdf-text.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

let studentId: string;
let otherStudentId: string;
let note: GeneratedNote;

const NOTE_TEXT =
  "Maya read 68 words correct per minute on the grade-3 probe & met 2 of 3 criteria <with prompts>.\n\nNext step: fade the pacing card.";
const SECTIONS = [
  {
    title: "Present levels of academic achievement and functional performance",
    text: "Maya reads 68 words correct per minute on grade-3 passages.\n\nShe decodes CVC words with 95% accuracy.",
  },
  {
    title: "Measurable annual goals",
    text: "By June 30, 2027, given a grade-3 passage, Maya will read 90 WCPM.",
  },
  { title: "Accommodations", text: "" },
];

async function bytes(res: Response): Promise<Uint8Array> {
  return new Uint8Array(await res.arrayBuffer());
}

const h = setUpHarness({ now: new Date("2026-11-03T15:00:00Z") });
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const other = setUpTeacher(h, { name: "Sam Lee" });

beforeAll(async () => {
  const student = await teacher.post("/api/v1/students", { name: "Maya Robinson", grade: "3" });
  studentId = ((await student.json()) as { id: string }).id;
  const foreign = await other.post("/api/v1/students", { name: "Theo Park", grade: "5" });
  otherStudentId = ((await foreign.json()) as { id: string }).id;
  const generated = await teacher.post("/api/v1/notes/generate", {
    studentId,
    type: "progress",
    subject: "Reading",
    date: "2026-10-28",
    observations: "Read 68 wcpm on the grade-3 probe.",
    goalsAddressed: ["Reading fluency: 90 WCPM by June 2027"],
  });
  expect(generated.status).toBe(201);
  const id = ((await generated.json()) as GeneratedNote).id;
  const edited = await teacher.patch(`/api/v1/notes/${id}`, { generatedNote: NOTE_TEXT });
  expect(edited.status).toBe(200);
  note = (await edited.json()) as GeneratedNote;
});

async function auditCount(userId: string, action: string): Promise<number> {
  const rows = await h.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.userId, userId), eq(auditLog.action, action)));
  return rows.length;
}

describe("POST /api/v1/exports/note/:id", () => {
  it("answers a PDF with the title, the student's name, the date, goals and the note text", async () => {
    const before = await auditCount(teacher.id, "note.export");
    const res = await teacher.post(`/api/v1/exports/note/${note.id}?format=pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(EXPORT_MIME.pdf);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="note-maya-robinson-2026-10-28.pdf"',
    );
    const pdf = await bytes(res);
    expect(Buffer.from(pdf.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(pdf);
    expect(text).toContain("Progress note — Reading");
    expect(text).toContain("Maya Robinson");
    expect(text).toContain("Oct 28, 2026");
    expect(text).toContain("Reading fluency: 90 WCPM by June 2027");
    expect(text).toContain("68 words correct per minute");
    expect(text).toContain("fade the pacing card.");
    expect(text).toContain("Page 1 of 1");
    expect(await auditCount(teacher.id, "note.export")).toBe(before + 1);
  });

  it("answers a DOCX that unzips to well-formed XML holding the name and the note text", async () => {
    const res = await teacher.post(`/api/v1/exports/note/${note.id}?format=docx`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(EXPORT_MIME.docx);
    expect(res.headers.get("content-disposition")).toContain('filename="note-maya-robinson-2026-10-28.docx"');
    const file = await bytes(res);
    expect(Buffer.from(file.subarray(0, 2)).toString("latin1")).toBe("PK");
    const text = docxText(file);
    expect(text).toContain("Maya Robinson");
    expect(text).toContain("Progress note — Reading");
    // The characters XML reserves survive escaping.
    expect(text).toContain("& met 2 of 3 criteria <with prompts>.");
    expect(text).toContain("Next step: fade the pacing card.");
    expect([...unzip(file).keys()]).toContain("[Content_Types].xml");
  });

  it.each([
    ["another teacher's note", () => other.post(`/api/v1/exports/note/${note.id}?format=pdf`)],
    [
      "a missing note",
      () => teacher.post("/api/v1/exports/note/00000000-0000-4000-8000-000000000000?format=pdf"),
    ],
    ["an id that is not a UUID", () => teacher.post("/api/v1/exports/note/not-a-note?format=docx")],
  ])("answers 404 Note not found for %s", async (_label, send) => {
    const res = await send();
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "NOT_FOUND", message: "Note not found" } });
  });

  it.each([["format=txt"], [""]])("answers 400 naming the format for ?%s", async (query) => {
    const res = await teacher.post(`/api/v1/exports/note/${note.id}?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.message).toContain("format");
  });

  it("answers 401 without a session", async () => {
    const res = await h.app.request(`/api/v1/exports/note/${note.id}?format=pdf`, { method: "POST" });
    expect(res.status).toBe(401);
  });
});

describe("POST /api/v1/exports/iep-draft", () => {
  it("answers a PDF with the name, grade, date and each section as a heading with its text", async () => {
    const before = await auditCount(teacher.id, "iep_draft.export");
    const res = await teacher.post("/api/v1/exports/iep-draft", {
      studentId,
      sections: SECTIONS,
      format: "pdf",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="iep-draft-maya-robinson-2026-11-03.pdf"',
    );
    const text = await pdfText(await bytes(res));
    expect(text).toContain("IEP draft");
    expect(text).toContain("Maya Robinson");
    expect(text).toMatch(/Grade\s*:\s*3/);
    expect(text).toContain("Nov 3, 2026");
    expect(text).toContain("Measurable annual goals");
    expect(text).toContain("decodes CVC words with 95% accuracy.");
    expect(text).toContain("Not written yet.");
    expect(await auditCount(teacher.id, "iep_draft.export")).toBe(before + 1);
  });

  it("answers a DOCX whose XML is well-formed and holds every section", async () => {
    const res = await teacher.post("/api/v1/exports/iep-draft", {
      studentId,
      sections: SECTIONS,
      format: "docx",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(EXPORT_MIME.docx);
    const text = docxText(await bytes(res));
    expect(text).toContain("Maya Robinson");
    for (const s of SECTIONS) expect(text).toContain(s.title);
    expect(text).toContain("Maya will read 90 WCPM.");
  });

  it("answers 404 Student not found for another teacher's student and for a non-UUID id", async () => {
    for (const id of [otherStudentId, "nope"]) {
      const res = await teacher.post("/api/v1/exports/iep-draft", {
        studentId: id,
        sections: SECTIONS,
        format: "pdf",
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { message: "Student not found" } });
    }
  });

  it.each([
    ["no sections", { sections: [] }, "sections"],
    ["11 sections", { sections: Array.from({ length: 11 }, () => SECTIONS[1]) }, "sections"],
    [
      `a section text over ${IEP_EXPORT_SECTION_TEXT_MAX} characters`,
      { sections: [{ title: "Services", text: "x".repeat(IEP_EXPORT_SECTION_TEXT_MAX + 1) }] },
      "20,000",
    ],
    ["a blank title", { sections: [{ title: "  ", text: "Text" }] }, "title"],
    [
      "a control character XML forbids",
      { sections: [{ title: "Services", text: "Bell\u0007 rang." }] },
      "sections.0.text: must not contain an invisible control character",
    ],
    ["an unknown format", { format: "rtf" }, "format"],
    ["an unknown field", { extra: true }, "extra"],
  ])("answers 400 for %s", async (_label, change, named) => {
    const res = await teacher.post("/api/v1/exports/iep-draft", {
      studentId,
      sections: SECTIONS,
      format: "docx",
      ...change,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.message).toContain(named);
  });

  it("keeps a section at the maximum length", async () => {
    const long = `${"Reads 68 WCPM. ".repeat(1333)}End.`.slice(
      0,
      IEP_EXPORT_SECTION_TEXT_MAX - "Bell rang.\n\n".length,
    );
    const res = await teacher.post("/api/v1/exports/iep-draft", {
      studentId,
      sections: [{ title: "Present levels", text: `Bell rang.\n\n${long}` }],
      format: "docx",
    });
    expect(res.status).toBe(200);
    const text = docxText(await bytes(res));
    expect(text).toContain("Bell rang.");
  });

  it("a Word file keeps symbols and scripts as written", async () => {
    const res = await teacher.post("/api/v1/exports/iep-draft", {
      studentId,
      sections: [{ title: "Goals", text: "Scores ≥ 90% ✓ — family speaks 普通话" }],
      format: "docx",
    });
    expect(docxText(await bytes(res))).toContain("Scores ≥ 90% ✓ — family speaks 普通话");
  });
});

describe("long drafts and the API description", () => {
  it("a long IEP draft flows over several pages, each with the footer and its page number", async () => {
    const paragraph = "Maya reads 68 words correct per minute on grade-3 passages with 95% accuracy. ";
    const text = Array.from({ length: 40 }, (_, i) => `${i + 1}. ${paragraph.repeat(3)}`).join("\n\n");
    const res = await teacher.post("/api/v1/exports/iep-draft", {
      studentId,
      sections: [{ title: "Present levels", text }],
      format: "pdf",
    });
    expect(res.status).toBe(200);
    const pdf = await bytes(res);
    const pages = await pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    const perPage = (await pdfText(pdf)).split("\n");
    perPage.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages}`);
      expect(page).toContain("Confidential student record");
    });
    expect(perPage.join(" ")).toMatch(/40\.\s+Maya reads/);
  });

  it("the OpenAPI document describes both exports with PDF and Word answers", async () => {
    const doc = (await (await h.request("GET", "/api/openapi.json")).json()) as {
      paths: Record<string, { post?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    for (const path of ["/api/v1/exports/note/{id}", "/api/v1/exports/iep-draft"]) {
      const post = doc.paths[path]?.post;
      expect(Object.keys(post?.responses["200"]?.content ?? {}).sort()).toEqual(
        [EXPORT_MIME.pdf, EXPORT_MIME.docx].sort(),
      );
      expect(Object.keys(post?.responses ?? {})).toEqual(expect.arrayContaining(["400", "401", "404"]));
    }
  });
});

describe("export helpers", () => {
  it.each([
    ["Maya Robinson", "2026-10-28", "pdf", "note-maya-robinson-2026-10-28.pdf"],
    ["José Núñez-O'Brien", "2026-01-05", "docx", "note-jose-nunez-o-brien-2026-01-05.docx"],
    ["李", "2026-01-05", "pdf", "note-student-2026-01-05.pdf"],
    ["Ann", "", "pdf", "note-ann.pdf"],
  ])("file name for %s on %s (%s) is %s", (name, date, ext, expected) => {
    expect(exportFilename("note", name, date, ext)).toBe(expected);
  });

  it.each([
    ["One.\n\nTwo.", ["One.", "Two."]],
    ["Line a\nline b", ["Line a\nline b"]],
    ["\r\n  \r\nA\r\n\r\n\r\nB  ", ["A", "B"]],
    ["", []],
  ])("splits %j into paragraphs", (text, expected) => {
    expect(toParagraphs(text)).toEqual(expected);
  });

  it.each([
    ["Scored ≥ 90% on 4 of 5 probes", "Scored ≥ 90% on 4 of 5 probes"],
    ["Errors ≤ 2 − down from 6", "Errors ≤ 2 − down from 6"],
    ["Met ✓ ✔ 😀", "Met ✓ [x] "],
    ["José Núñez — “great” day… 5°, ½, ±1", "José Núñez — “great” day… 5°, ½, ±1"],
    ["李小龍 Καλημέρα Привет שלום مرحبا", "李小龍 Καλημέρα Привет שלום مرحبا"],
    ["Line 1\n\tLine 2", "Line 1\n\tLine 2"],
  ])("pdfSafeText(%j) prints %j with the embedded fonts", async (text, expected) => {
    expect(pdfSafeText(text, await loadPdfFonts())).toBe(expected);
  });

  it.each([
    ["Scored ≥ 90% on 4 of 5 probes", "Scored >= 90% on 4 of 5 probes"],
    ["Errors ≤ 2 − down from 6 → 1", "Errors <= 2 - down from 6 -> 1"],
    ["Met ✓ 😀\u200B", "Met [x] "],
    ["李小龍", "???"],
  ])("pdfSafeText(%j) prints %j when the fonts cover ASCII only", (text, expected) => {
    expect(pdfSafeText(text, (code) => code < 0x80)).toBe(expected);
  });

  it("a PDF prints the symbols the fonts have and look-alikes for the rest", async () => {
    const pdf = await renderExportPdf({
      title: "Progress note",
      studentName: "Maya",
      meta: [],
      sections: [{ heading: "Note", paragraphs: ["Read ≥ 90 WCPM ✓ ✔"] }],
      footer: "footer",
      author: "Jordan",
    });
    expect((await pdfText(pdf)).replace(/\s+/g, " ")).toContain("Read ≥ 90 WCPM ✓ [x]");
  });

  it("rejects malformed XML", () => {
    expect(() => parseXmlText("<a><b></a>")).toThrow(/malformed XML/);
  });
});
