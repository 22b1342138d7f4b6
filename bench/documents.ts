/**
 * Document export benchmark (architecture "Tests"; requirements "Exports", "Parent progress report"):
 * renders a progress note, an IEP draft and a parent progress report in-process, first in English,
 * then with the family-language text the documents must print (Greek, Cyrillic, Hebrew, Arabic,
 * Chinese, accents, a 300-character word). Prints the first (cold: fonts loaded) render time, the
 * median of RUNS warm renders and the PDF size.
 *
 * Figures are printed, not asserted. Run: `npx tsx bench/documents.ts`.
 */
import { performance } from "node:perf_hooks";
import { iepDraftExportModel, noteExportModel } from "../src/server/documents/document-model.ts";
import { renderExportPdf } from "../src/server/documents/document-pdf.tsx";
import { type ProgressReportModel, renderProgressReportPdf } from "../src/server/documents/report-pdf.tsx";
import { reportGoal } from "../src/shared/domain/progress-report.ts";
import { buildGoal, buildNote, buildProgressEntry } from "../src/shared/testing/data-generators.ts";
import { figure, median, note } from "./support/server.ts";

const RUNS = 10;

const ENGLISH =
  "Maya read 68 words correct per minute on the grade-3 probe and met 2 of 3 criteria with prompts. " +
  "She used the pacing card on every page and asked for a break once.";
const SCRIPTS =
  "Καλημέρα, Привет, שלום, مرحبا بكم, 你好，学生在阅读方面取得了很大进步。 Zoë Siobhán Nguyễn " +
  "x".repeat(300);

function models(text: string) {
  const noteModel = noteExportModel(
    buildNote({ studentName: "Maya Robinson", generatedNote: `${text}\n\n${text}`, goalsAddressed: [text] }),
    "Jordan Ortiz",
    "2026-10-28",
  );
  const iepModel = iepDraftExportModel(
    { name: "Maya Robinson", grade: "3" },
    ["Present levels", "Annual goals", "Services", "Accommodations"].map((title) => ({
      title,
      text: `${text}\n\n${text}`,
    })),
    "Jordan Ortiz",
    "2026-10-28",
  );
  const goal = buildGoal({ statement: text });
  const entries = [0, 7, 14, 21, 28].map((d, i) =>
    buildProgressEntry({
      goalId: goal.id,
      entryDate: `2026-09-${String(8 + d).padStart(2, "0")}`.replace("2026-09-3", "2026-10-0"),
      progressValue: 42 + i * 3,
      note: text.slice(0, 80),
    }),
  );
  const report: ProgressReportModel = {
    student: { name: "Maya Robinson", grade: "3", caseManager: "Jordan Ortiz" },
    preparedBy: "Jordan Ortiz",
    period: { from: "2026-09-01", to: "2026-10-31" },
    generatedOn: "2026-10-31",
    goals: [{ ...reportGoal(goal, entries, "2026-09-01", "2026-10-31"), narrative: text }],
  };
  return { noteModel, iepModel, report };
}

async function measure(label: string, render: () => Promise<Buffer>): Promise<void> {
  let t = performance.now();
  const first = await render();
  figure(`${label} first render`, performance.now() - t, "ms");
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    t = performance.now();
    await render();
    times.push(performance.now() - t);
  }
  figure(`${label} render (median of ${RUNS})`, median(times), "ms");
  figure(`${label} size`, first.length / 1024, "KiB", 1);
}

note(`in-process renders; ${RUNS} warm runs after one cold run per document`);
for (const [name, text] of [
  ["english", ENGLISH],
  ["scripts", SCRIPTS],
] as const) {
  const { noteModel, iepModel, report } = models(text);
  await measure(`note pdf (${name})`, () => renderExportPdf(noteModel));
  await measure(`iep draft pdf (${name})`, () => renderExportPdf(iepModel));
  await measure(`report pdf (${name})`, () => renderProgressReportPdf(report));
}
