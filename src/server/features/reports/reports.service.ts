/**
 * The parent progress report (requirements "Parent progress report"; IDEA 34 CFR 300.320(a)(3)(ii):
 * periodic reports to parents on the progress toward the annual goals): gathers one student's goals and
 * their progress entries for a reporting period and has the documents module render the PDF.
 *
 * Scoped by the session's user: another teacher's student is 404 "Student not found" (requirements
 * "Error catalogue"), like a missing one. The export is written to the audit log (requirements "Audit
 * log", FERPA 34 CFR 99.32).
 */
import type { ProgressReportData } from "../../../shared/contracts/reports.ts";
import { reportGoal } from "../../../shared/domain/progress-report.ts";
import type { Db } from "../../db/client.ts";
import { reportFilename } from "../../documents/document-model.ts";
import {
  type ProgressReportModel,
  renderProgressReportPdf,
  reportText,
} from "../../documents/report-pdf.tsx";
import { reportGoalInLanguage } from "../../documents/report-text.ts";
import { recordAudit } from "../../lib/audit.ts";
import { listGoals, teacherToday } from "../goals/index.ts";
import { listProgressEntries } from "../progress/index.ts";
import { getStudent } from "../students/index.ts";

/** The rendered report: the PDF bytes and a download file name (ASCII, no path characters). */
export interface RenderedReport {
  pdf: Buffer;
  filename: string;
}

/**
 * Builds the report's data: the student (grade, case manager), each goal in the record's order with its
 * period entries (oldest first) and its progress view as of the period's end, and each narrative —
 * the teacher's text when `narratives` has the goal's id (blank = no comments printed), otherwise the
 * plain-words suggestion in the student record's family language (`reportText(...).suggestion`;
 * the teacher's own words are never translated).
 * @throws AppError 404 "Student not found" for a missing or foreign student.
 */
export async function buildProgressReportModel(
  db: Db,
  user: { id: string; name: string },
  input: ProgressReportData,
  now: Date,
): Promise<ProgressReportModel> {
  const student = await getStudent(db, user.id, input.studentId);
  const goals = await listGoals(db, user.id, { studentId: student.id }, now);
  const text = reportText(student.homeLanguage);
  const items = [];
  for (const goal of goals) {
    const entries = await listProgressEntries(db, user.id, goal.id);
    const item = reportGoalInLanguage(reportGoal(goal, entries, input.from, input.to), text);
    const given = input.narratives?.[goal.id];
    const narrative = given === undefined ? text.suggestion(item) : given.trim() || null;
    items.push({ ...item, narrative });
  }
  return {
    language: student.homeLanguage,
    student: { name: student.name, grade: student.grade, caseManager: student.caseManager },
    preparedBy: user.name,
    period: { from: input.from, to: input.to },
    generatedOn: await teacherToday(db, user.id, now),
    goals: items,
  };
}

/**
 * Renders the PDF for one student and period and records the export in the audit log
 * (`report.export`, entity "student", detail: period and goal count — never the report's text).
 * @throws AppError 404 "Student not found".
 */
export async function renderProgressReport(
  db: Db,
  user: { id: string; name: string },
  input: ProgressReportData,
  now: Date,
): Promise<RenderedReport> {
  const model = await buildProgressReportModel(db, user, input, now);
  const pdf = await renderProgressReportPdf(model);
  await recordAudit(db, {
    userId: user.id,
    action: "report.export",
    entity: "student",
    entityId: input.studentId,
    detail: { from: input.from, to: input.to, goals: model.goals.length },
  });
  return { pdf, filename: reportFilename(model.student.name, input.from, input.to) };
}
