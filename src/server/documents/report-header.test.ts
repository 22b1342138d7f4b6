/**
 * The parent report's header grid (requirements "Parent progress report"): two labelled values to a
 * row, and a value long enough to wrap (a Spanish period, a long name) never runs into the value
 * beside it, in either family language. Positions are read back from the PDF with pdfjs-dist.
 */
import { describe, expect, it } from "vitest";
import type { HomeLanguage } from "../../shared/contracts/students.ts";
import { pdfTextRuns } from "../test/pdf-text.ts";
import { reportText } from "./report-language.ts";
import { renderProgressReportPdf } from "./report-pdf.tsx";

/** The least white space between the two columns, in points. */
const GUTTER = 8;

const LONG_NAME = "Lucía Guadalupe Martínez-Hernández de la Vega";

describe("parent report header", () => {
  it.each<[HomeLanguage]>([["es"], ["en"]])(
    "the left column's text ends before the right column (%s)",
    async (language) => {
      const pdf = await renderProgressReportPdf({
        language,
        student: { name: LONG_NAME, grade: "3", caseManager: "María José Fernández-Castillo" },
        preparedBy: "Jordan Ortiz",
        period: { from: "2026-09-01", to: "2026-11-30" },
        generatedOn: "2026-11-03",
        goals: [],
      });
      const runs = await pdfTextRuns(new Uint8Array(pdf));
      const t = reportText(language);
      const grade = runs.find((r) => r.str.startsWith(t.labelGrade));
      const student = runs.find((r) => r.str.startsWith(t.labelStudent));
      const below = runs.find((r) => r.str === t.noGoals);
      expect(grade && student && below).toBeTruthy();
      // The header grid's left column: from the first row down to the line under the grid.
      const left = runs.filter((r) => r.x < grade!.x && r.y <= student!.y && r.y > below!.y);
      expect(left.length).toBeGreaterThanOrEqual(6);
      for (const run of left) {
        expect(run.x + run.width, run.str).toBeLessThanOrEqual(grade!.x - GUTTER);
      }
    },
  );
});
