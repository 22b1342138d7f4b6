/**
 * Documents in every script (requirements "Exports", "Parent progress report"): each export — note PDF,
 * IEP draft PDF and DOCX, parent progress report — is made through the API with Greek, Cyrillic,
 * Hebrew, Arabic, Chinese, accented names and a 300-character word, and read back with poppler's
 * `pdftotext`, so the test checks what a parent's reader extracts, not how the bytes look.
 *
 * What pdftotext can give back faithfully: every string here in logical (typed) order, right-to-left
 * runs included (we strip the bidi controls it wraps them in). Not asserted: Arabic words with a
 * lam-alef ligature (لا as in "خلال"): the font draws the pair as one glyph whose Unicode mapping is
 * "لا", and pdftotext, reordering the visual run, gives it back as "ال". The Arabic strings below avoid
 * that pair; the glyphs on the page are right either way.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { GeneratedNote } from "../../shared/contracts/notes.ts";
import { docxText, unzip } from "../test/docx-read.ts";
import { pdftotext, withoutSpace } from "../test/pdftotext.ts";
import { setUpHarness, setUpTeacher } from "../test/set-up.ts";
import { cleanText, textDirection } from "./document-model.ts";
import { MAX_UNBROKEN, wrapParts } from "./pdf-fonts.ts";

const GREEK = "Καλημέρα η Μαρία διάβασε καλά";
const CYRILLIC = "Привет Иван прочитал рассказ";
const HEBREW = "שלום התלמיד התקדם בקריאה";
const ARABIC = "مرحبا بكم أحرز الطالب تقدما كبيرا";
const CHINESE = "学生在阅读方面取得了很大进步";
const ACCENTS = "Zoë Siobhán Łukasz Nguyễn Thị Ngọc Ánh Phụng Şükrü Øystein";
/** 300 characters: hyphenated between syllables (pdftotext joins the hyphenated lines back). */
const LONG = "Supercalifragilistic".repeat(15);
/** 300 characters with no syllables: broken between characters, with no hyphen. */
const UNBROKEN = "0123456789".repeat(30);
const SCRIPTS = [GREEK, CYRILLIC, HEBREW, ARABIC, CHINESE, ACCENTS];
const STUDENT = "Ali مرحبا";

let studentId: string;

const h = setUpHarness({ now: new Date("2026-11-03T15:00:00Z") });
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });

beforeAll(async () => {
  const student = await teacher.post("/api/v1/students", { name: STUDENT, grade: "3" });
  expect(student.status).toBe(201);
  studentId = ((await student.json()) as { id: string }).id;
});

async function pdfOf(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  return pdftotext(new Uint8Array(await res.arrayBuffer()));
}

/**
 * Every string reads back, and the long words lose no character (pdftotext drops what runs off the
 * page: before the fonts and the line-break rule, it gave back 93 of the 300); the unbroken one spans
 * several lines.
 */
function expectEveryScript(text: string) {
  const oneLine = text.replace(/\s+/g, " ");
  for (const s of SCRIPTS) expect(oneLine).toContain(s);
  expect(withoutSpace(text)).toContain(LONG);
  expect(withoutSpace(text)).toContain(UNBROKEN);
  expect(text.split("\n").filter((line) => line.includes("0123456789")).length).toBeGreaterThan(1);
}

describe("PDF exports print every script", () => {
  it("a note PDF", async () => {
    const generated = await teacher.post("/api/v1/notes/generate", {
      studentId,
      type: "progress",
      subject: "Reading",
      date: "2026-10-28",
      observations: "Read 68 wcpm.",
      goalsAddressed: [],
    });
    expect(generated.status).toBe(201);
    const { id } = (await generated.json()) as GeneratedNote;
    const edited = await teacher.patch(`/api/v1/notes/${id}`, {
      generatedNote: [...SCRIPTS, LONG, UNBROKEN].join("\n\n"),
    });
    expect(edited.status).toBe(200);
    const text = await pdfOf(await teacher.post(`/api/v1/exports/note/${id}?format=pdf`));
    expectEveryScript(text);
    expect(text).toContain(STUDENT);
  });

  it("an IEP draft PDF, and its Word file names wide-coverage fonts and marks RTL paragraphs", async () => {
    const sections = [
      { title: "Present levels", text: [...SCRIPTS, LONG, UNBROKEN].join("\n\n") },
      { title: CHINESE, text: HEBREW },
    ];
    const text = await pdfOf(
      await teacher.post("/api/v1/exports/iep-draft", { studentId, sections, format: "pdf" }),
    );
    expectEveryScript(text);

    const res = await teacher.post("/api/v1/exports/iep-draft", { studentId, sections, format: "docx" });
    expect(res.status).toBe(200);
    const docx = new Uint8Array(await res.arrayBuffer());
    const words = docxText(docx);
    for (const s of [...SCRIPTS, LONG, UNBROKEN, STUDENT]) expect(words).toContain(s);
    const xml = [...unzip(docx).entries()].map(([, b]) => b.toString("utf8")).join("\n");
    expect(xml).toMatch(/w:cs="Arial"/);
    expect(xml).toMatch(/w:eastAsia="Microsoft YaHei"/);
    expect(xml).toMatch(/<w:bidi\/>[\s\S]*שלום/);
  });

  it("a parent progress report, with the student's name in the family's script", async () => {
    const goal = await teacher.post("/api/v1/goals", {
      studentId,
      statement: `${GREEK} ${CYRILLIC}`,
      area: "Reading",
      baselineValue: 40,
      baselineDate: "2026-09-01",
      targetValue: 90,
      targetDate: "2027-06-01",
      unit: "WCPM",
      direction: "increase",
    });
    expect(goal.status).toBe(201);
    const goalId = ((await goal.json()) as { id: string }).id;
    const entry = await teacher.post("/api/v1/progress-entries", {
      goalId,
      entryDate: "2026-09-15",
      progressValue: 50,
      note: CHINESE,
    });
    expect(entry.status).toBe(201);
    const text = await pdfOf(
      await teacher.post("/api/v1/reports/progress", {
        studentId,
        from: "2026-09-01",
        to: "2026-10-31",
        narratives: { [goalId]: [HEBREW, ARABIC, ACCENTS, LONG, UNBROKEN].join("\n") },
      }),
    );
    expectEveryScript(text);
    expect(text).toContain(`For the parents and family of ${STUDENT}`);
  });
});

describe("line breaks and direction", () => {
  it("keeps short syllables and breaks a long word or CJK text between characters, with no hyphen", () => {
    expect(wrapParts("reading", () => ["read", "ing"])).toEqual(["read", "ing"]);
    const long = "x".repeat(MAX_UNBROKEN + 1);
    const parts = wrapParts(long);
    expect(parts.join("")).toBe(long);
    expect(parts.filter((p) => p === "")).toHaveLength(MAX_UNBROKEN);
    expect(wrapParts("你好")).toEqual(["你", "", "好"]);
  });

  it.each([
    [HEBREW, "rtl"],
    [`123 ${ARABIC}`, "rtl"],
    [`${GREEK} ${HEBREW}`, "ltr"],
    ["", "ltr"],
  ] as const)("the paragraph %j runs %s", (text, dir) => {
    expect(textDirection(text)).toBe(dir);
  });

  it("drops the control characters XML forbids from text stored before the API refused them", () => {
    expect(cleanText("Bell\u0007 rang.\r\nTab\tkept\u000B\u001F")).toBe("Bell rang.\nTab\tkept");
  });
});
