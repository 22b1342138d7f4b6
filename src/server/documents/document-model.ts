/**
 * The neutral document model (requirements "Exports"): one shape for a note or an IEP draft, drawn by
 * `document-pdf.tsx` and `document-docx.ts`, so either reads the same in a PDF and in a Word file; the
 * builders of the note and IEP-draft models; and the download file names of every document.
 */

import type { IepExportSection } from "../../shared/contracts/exports.ts";
import type { Note } from "../../shared/contracts/notes.ts";
import { readableDate } from "../../shared/domain/progress-report.ts";

/** One labelled line of the header, e.g. `{label: "Student", value: "Maya Robinson"}`. */
export interface ExportMeta {
  label: string;
  value: string;
}

/** A heading and its paragraphs (each paragraph may hold single line breaks). */
export interface ExportSection {
  heading: string;
  paragraphs: string[];
  /** Print the paragraphs as a bulleted list (goals addressed). */
  list?: boolean;
  /** A table printed after the paragraphs (a goal's data points); `widths` in percent, one per column. */
  table?: ExportTable;
}

/** A small table: a head row and text cells; `widths` (percent) default to equal columns. */
export interface ExportTable {
  columns: string[];
  rows: string[][];
  widths?: number[];
}

/** Everything a document prints. */
export interface ExportDocumentModel {
  /** Big title, e.g. "Progress note — Reading". Also the file's title property. */
  title: string;
  /** The student's name, printed under the title and in the file's subject. */
  studentName: string;
  meta: ExportMeta[];
  sections: ExportSection[];
  /** Printed at the foot of every page (the page number is added by each renderer). */
  footer: string;
  /** The signed-in teacher (the file's author property). */
  author: string;
}

/** Display names of the note types (requirements "Note fields"). */
export const NOTE_TYPE_TITLES: Record<Note["type"], string> = {
  progress: "Progress",
  behavioral: "Behavioral",
  quarterly: "Quarterly",
  annual: "Annual",
};

/** Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms: the right-to-left letters. */
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const STRONG = /[\p{L}]/u;

/**
 * The paragraph direction of `text` by its first strong (letter) character (Unicode bidi rule P2):
 * "rtl" when that letter is Hebrew or Arabic, else "ltr".
 */
export function textDirection(text: string): "ltr" | "rtl" {
  for (const ch of text) {
    if (STRONG.test(ch)) return RTL.test(ch) ? "rtl" : "ltr";
  }
  return "ltr";
}

/** The confidentiality line every export carries (FERPA: the file is part of an education record). */
export const CONFIDENTIAL =
  "Confidential student record (FERPA). Share only with the IEP team and the family.";

// Characters XML 1.0 forbids (C0 controls other than tab, line feed, carriage return): a pasted
// control character must not make the DOCX unreadable or the PDF print a box.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing exactly these characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** `text` without the characters XML forbids, line endings as "\n". */
export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, "\n").replace(FORBIDDEN, "");
}

/**
 * Splits text into paragraphs at blank lines; single line breaks stay inside a paragraph; each
 * paragraph trimmed; empty ones dropped. `""` → `[]`.
 */
export function toParagraphs(text: string): string[] {
  return cleanText(text)
    .split(/\n[ \t]*\n+/)
    .map((p) => p.replace(/[ \t]+$/gm, "").trim())
    .filter((p) => p.length > 0);
}

/**
 * The model of a saved note: title "<Type> note — <subject>", student, date, type, subject, the goals
 * addressed as a list (section left out when there are none), the note text (the generated or edited
 * note; "No note text." when empty).
 */
export function noteExportModel(note: Note, preparedBy: string, today: string): ExportDocumentModel {
  const type = NOTE_TYPE_TITLES[note.type];
  const subject = cleanText(note.subject).trim();
  const goals = note.goalsAddressed.map((g) => cleanText(g).trim()).filter(Boolean);
  const body = toParagraphs(note.generatedNote);
  const sections: ExportSection[] = [];
  if (goals.length > 0) sections.push({ heading: "Goals addressed", paragraphs: goals, list: true });
  sections.push({ heading: "Note", paragraphs: body.length > 0 ? body : ["No note text."] });
  return {
    title: subject ? `${type} note — ${subject}` : `${type} note`,
    studentName: cleanText(note.studentName).trim() || "Student",
    meta: [
      { label: "Student", value: cleanText(note.studentName).trim() || "—" },
      { label: "Date", value: note.date ? readableDate(note.date) : "—" },
      { label: "Note type", value: type },
      { label: "Subject", value: subject || "—" },
      { label: "Prepared by", value: preparedBy },
      { label: "Exported", value: readableDate(today) },
    ],
    sections,
    footer: `IEP Workspace · ${CONFIDENTIAL}`,
    author: preparedBy,
  };
}

/**
 * The model of an IEP draft: title "IEP draft", student, grade, date (the teacher's today), each
 * section as a heading with its paragraphs ("Not written yet." for a blank one).
 */
export function iepDraftExportModel(
  student: { name: string; grade: string | null },
  sections: IepExportSection[],
  preparedBy: string,
  today: string,
): ExportDocumentModel {
  const name = cleanText(student.name).trim() || "Student";
  return {
    title: "IEP draft",
    studentName: name,
    meta: [
      { label: "Student", value: name },
      { label: "Grade", value: student.grade ? cleanText(student.grade).trim() || "—" : "—" },
      { label: "Date", value: readableDate(today) },
      { label: "Prepared by", value: preparedBy },
    ],
    sections: sections.map((s) => {
      const paragraphs = toParagraphs(s.text);
      return {
        heading: cleanText(s.title).trim(),
        paragraphs: paragraphs.length > 0 ? paragraphs : ["Not written yet."],
      };
    }),
    footer: `IEP Workspace · Draft for discussion at the IEP meeting · ${CONFIDENTIAL}`,
    author: preparedBy,
  };
}

/**
 * A student's name as a file-name part: lower-case ASCII letters, digits and dashes (accents dropped),
 * at most 60 characters; "student" when nothing is left.
 */
export function fileSlug(studentName: string): string {
  return (
    studentName
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .toLowerCase()
      .slice(0, 60) || "student"
  );
}

/** A download file name: `<kind>-<student slug>-<date>.<ext>` (no date when it is not `YYYY-MM-DD`). */
export function exportFilename(kind: string, studentName: string, date: string, ext: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? `-${date}` : "";
  return `${kind}-${fileSlug(studentName)}${day}.${ext}`;
}

/**
 * The parent report's file name: `progress-report-<student slug>-<from>-to-<to>.pdf`, so every browser
 * and file system accepts it.
 */
export function reportFilename(studentName: string, from: string, to: string): string {
  return `progress-report-${fileSlug(studentName)}-${from}-to-${to}.pdf`;
}

/** "Page n of m", printed at the foot of every page of every document. */
export function pageNumberText(pageNumber: number, totalPages: number): string {
  return `Page ${pageNumber} of ${totalPages}`;
}
