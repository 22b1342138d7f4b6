/**
 * The fixed words of the parent progress report, one dictionary per family language (requirements
 * "Parent progress report": the report is written in the language of the student record's
 * `homeLanguage`, "Student fields"). Every dictionary has the same keys (`ReportText`), so a missing
 * key fails type-checking; a table test checks that no value is empty.
 *
 * Only our own text is here. What the teacher typed — goal statements, areas, objectives, how
 * progress is measured, entry notes, units, the teacher's comments — is printed as written, never
 * translated; the units the goal form offers and a probe's generated note are ours (`unit`,
 * `entryNote`). English delegates to the shared report words (`progress-report.ts`), so the English PDF
 * and the report screen say the same thing; Spanish is in `report-text-es.ts`;
 * `reportText` (report-pdf.tsx) picks one.
 */

import {
  decisionInWords,
  goalHeading,
  IDEA_CITATION,
  type ReportGoal,
  readableDate,
  suggestNarrative,
  trendInWords,
} from "../../shared/domain/progress-report.ts";
import { type ReportService, reportServiceLine } from "../../shared/domain/report-services.ts";
import { pageNumberText } from "./document-model.ts";

/**
 * Everything fixed the report prints. Strings are labels and sentences; functions build the
 * sentences that hold a value (dates arrive as `YYYY-MM-DD`, numbers already formatted).
 */
export interface ReportText {
  /** BCP 47 tag written as the PDF's language ("en-US", "es-US"). */
  pdfLanguage: string;
  /** The language's name in the screen's English ("Spanish"). */
  languageName: string;
  title: string;
  subject: string;
  documentTitle: (student: string, period: string) => string;
  subtitle: (student: string) => string;
  labelStudent: string;
  labelGrade: string;
  labelPeriod: string;
  labelCaseManager: string;
  labelReportDate: string;
  labelPreparedBy: string;
  noGoals: string;
  /** The citation printed at the foot of every page. */
  footer: string;
  page: (pageNumber: number, totalPages: number) => string;
  /** A `YYYY-MM-DD` date in words; other text unchanged. */
  date: (iso: string) => string;
  /** A date as short as the data table's narrow column wants ("Sep 8, 2026", "8 sept 2026"). */
  shortDate: (iso: string) => string;
  period: (from: string, to: string) => string;
  goalHeading: (area: string | null, index: number) => string;
  labelBaseline: string;
  labelTarget: string;
  /** "by <date>" after a target value. */
  targetBy: (date: string) => string;
  notRecorded: string;
  labelObjectives: string;
  labelMeasured: string;
  labelData: string;
  noData: string;
  columnDate: string;
  columnScore: string;
  columnNote: string;
  noScore: string;
  labelGraph: string;
  /** Said in place of the graph when the period has no scored entry (no empty axes are drawn). */
  noGraphData: string;
  labelTrend: string;
  labelDecision: string;
  labelComments: string;
  legendData: string;
  legendGoalLine: string;
  legendDirection: string;
  legendTarget: (value: string) => string;
  trend: (trend: ReportGoal["view"]["trend"], direction: ReportGoal["goal"]["direction"]) => string;
  decision: (action: ReportGoal["view"]["decision"]["action"]) => string;
  /** The starting comments the teacher edits when none were sent (data only, never invented). */
  suggestion: (item: ReportGoal) => string;
  /** A goal's unit: one the goal form offers in this language, any other as typed. */
  unit: (unit: string | null) => string | null;
  /** An entry's note: a probe's generated words in this language, the teacher's words as typed. */
  entryNote: (note: string | null) => string | null;
  /** The heading of the student's services (requirements "Parent progress report": structured services). */
  labelServices: string;
  /** One service in a line: minutes per period, setting, provider, and the period's minutes when known. */
  serviceLine: (service: ReportService) => string;
}

/** English: the shared report words. */
export const REPORT_TEXT_EN: ReportText = {
  pdfLanguage: "en-US",
  languageName: "English",
  title: "Progress report on IEP goals",
  subject: "Progress toward annual IEP goals",
  documentTitle: (student, period) => `Progress report — ${student} — ${period}`,
  subtitle: (student) => `For the parents and family of ${student}`,
  labelStudent: "Student",
  labelGrade: "Grade",
  labelPeriod: "Reporting period",
  labelCaseManager: "Case manager",
  labelReportDate: "Report date",
  labelPreparedBy: "Prepared by",
  noGoals: "No IEP goals are recorded for this student yet.",
  footer: IDEA_CITATION,
  page: pageNumberText,
  date: readableDate,
  shortDate: readableDate,
  period: (from, to) => `${readableDate(from)} to ${readableDate(to)}`,
  goalHeading: (area, index) => goalHeading({ area }, index),
  labelBaseline: "Baseline",
  labelTarget: "Target",
  targetBy: (date) => `by ${readableDate(date)}`,
  notRecorded: "Not recorded",
  labelObjectives: "Short-term objectives",
  labelMeasured: "How progress is measured",
  labelData: "Data this period",
  noData: "No progress data was recorded during this period.",
  columnDate: "Date",
  columnScore: "Score",
  columnNote: "Note",
  noScore: "No score",
  labelGraph: "Graph",
  noGraphData: "No data recorded yet.",
  labelTrend: "Trend",
  labelDecision: "Decision",
  labelComments: "Teacher's comments",
  legendData: "Data points",
  legendGoalLine: "Goal line (from the starting level to the target)",
  legendDirection: "Direction of the scores",
  legendTarget: (value) => `Target ${value}`,
  trend: trendInWords,
  decision: decisionInWords,
  suggestion: suggestNarrative,
  unit: (unit) => unit,
  entryNote: (note) => note,
  labelServices: "Special education and related services",
  serviceLine: reportServiceLine,
};

/**
 * A goal as the report prints it in a language (`t`): its unit (when the goal form offers it) and the
 * period's probe notes in the family's words; everything else the teacher typed as typed. Applied
 * once, where the report model is built, so the suggested comments and the PDF agree.
 */
export function reportGoalInLanguage<T extends ReportGoal>(item: T, t: ReportText): T {
  return {
    ...item,
    goal: { ...item.goal, unit: t.unit(item.goal.unit) },
    periodEntries: item.periodEntries.map((e) => ({ ...e, note: t.entryNote(e.note) })),
  };
}
