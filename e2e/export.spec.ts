/**
 * Note export in a real browser (requirements "Exports": PDF and DOCX that open, the PDF's text
 * extracted contains the student's name, the DOCX unzips to valid XML): a teacher with a student and a
 * saved note (made through the API) opens the note history, opens the note, downloads it as a PDF and
 * as a Word file; the PDF's text has the student's name and the note text, the DOCX unzips to
 * well-formed XML holding the same. The dialog stays axe clean before and after the downloads.
 */
import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { docxText } from "../src/server/test/docx-read.ts";
import { pdfText } from "../src/server/test/pdf-text.ts";
import { expect, test } from "./support/fixtures.ts";

test.describe.configure({ timeout: 60_000 });

/** Clicks `button` and returns the download it starts. */
async function downloadBy(page: Page, name: string): Promise<Download> {
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("dialog").getByRole("button", { name }).click();
  return downloadPromise;
}

const NOTE_TEXT =
  "Maya Rodriguez read 68 words correct per minute on the grade-3 probe, up from 52 in September.";

test("a teacher downloads a note from the history as a PDF and as a Word file", async ({
  page,
  axe,
  teacher,
}) => {
  const student = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Maya Rodriguez",
    grade: "3",
  });
  const note = await teacher.api.post<{ id: string; date: string }>("/api/v1/notes/generate", {
    studentId: student.id,
    type: "progress",
    subject: "Reading",
    observations: "Read 68 wcpm on the grade-3 probe, up from 52 in September.",
    goalsAddressed: ["Reading fluency: 90 WCPM by June"],
  });
  await teacher.api.patch(`/api/v1/notes/${note.id}`, { generatedNote: NOTE_TEXT });

  await page.goto("/dashboard/history");
  await expect(page.getByRole("heading", { level: 1, name: "Note history" })).toBeVisible();
  await page.getByRole("button", { name: "Maya Rodriguez: Progress note" }).click();
  const dialog = page.getByRole("dialog", { name: "Maya Rodriguez: Progress note" });
  await expect(dialog).toContainText(NOTE_TEXT);
  const downloads = dialog.getByRole("group", { name: "Download the note" });
  await expect(downloads.getByRole("button", { name: "Download PDF" })).toBeVisible();
  await axe.expectNoAxeViolations("open note with the download buttons");

  // PDF: the file opens and its text has the student's name and the note.
  const pdf = await downloadBy(page, "Download PDF");
  expect(pdf.suggestedFilename()).toBe(`note-maya-rodriguez-${note.date}.pdf`);
  const pdfBytes = await readFile(await pdf.path());
  expect(pdfBytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = (await pdfText(new Uint8Array(pdfBytes))).replace(/\s+/g, " ");
  expect(text).toContain("Maya Rodriguez");
  expect(text).toContain("Progress note — Reading");
  expect(text).toContain("68 words correct per minute");
  await expect(dialog.getByRole("status").filter({ hasText: "Downloaded" })).toHaveText(
    `Downloaded note-maya-rodriguez-${note.date}.pdf`,
  );

  // DOCX: a zip whose XML parts are well-formed, with the name and the note in word/document.xml.
  const docx = await downloadBy(page, "Download Word (.docx)");
  expect(docx.suggestedFilename()).toBe(`note-maya-rodriguez-${note.date}.docx`);
  const docxBytes = await readFile(await docx.path());
  expect(docxBytes.subarray(0, 2).toString("latin1")).toBe("PK");
  const words = docxText(new Uint8Array(docxBytes));
  expect(words).toContain("Maya Rodriguez");
  expect(words).toContain(NOTE_TEXT);
  await expect(dialog.getByRole("status").filter({ hasText: "Downloaded" })).toHaveText(
    `Downloaded note-maya-rodriguez-${note.date}.docx`,
  );
  await axe.expectNoAxeViolations("open note after the downloads");
});
