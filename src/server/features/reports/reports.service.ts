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
import type { ReportService } from "../../../shared/domain/report-services.ts";
import { fitsSummaryRange } from "../../../shared/domain/service-compliance.ts";
import type { Db } from "../../db/client.ts";
import { reportFilename } from "../../documents/document-model.ts";
import { renderProgressReportPdf } from "../../documents/renderers.ts";
import { reportText } from "../../documents/report-language.ts";
import type { ProgressReportModel } from "../../documents/report-pdf.tsx";
import { reportGoalInLanguage } from "../../documents/report-text.ts";
import { recordAudit } from "../../lib/audit.ts";
import { listGoals, teacherToday } from "../goals/index.ts";
import { listProgressEntries } from "../progress/index.ts";
import { servicesOfStudents, studentServiceSummary } from "../services/index.ts";
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
 * the teacher's own words are never translated), and the student's services in effect during the
 * period with the minutes delivered in it (`reportServices`).
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
    services: await reportServices(db, user.id, student.id, input, now),
    language: student.homeLanguage,
    student: { name: student.name, grade: student.grade, caseManager: student.caseManager },
    preparedBy: user.name,
    period: { from: input.from, to: input.to },
    generatedOn: await teacherToday(db, user.id, now),
    goals: items,
  };
}

/** Days from `from` to `to`, both counted (`YYYY-MM-DD`). */

/**
 * The student's services in effect during the period (dates overlapping it), by start date, each with
 * the minutes of its delivered and make-up sessions in the period (requirements "Service compliance",
 * computed by the services feature); those minutes are left out (null) for a period longer than the
 * summary's longest range (`SUMMARY_RANGE_MAX_DAYS`).
 */
async function reportServices(
  db: Db,
  userId: string,
  studentId: string,
  period: { from: string; to: string },
  now: Date,
): Promise<ReportService[]> {
  const services = (await servicesOfStudents(db, userId, [studentId])).filter(
    (s) => s.startDate <= period.to && s.endDate >= period.from,
  );
  if (services.length === 0) return [];
  const summary = fitsSummaryRange(period.from, period.to)
    ? await studentServiceSummary(db, userId, studentId, { from: period.from, to: period.to }, now)
    : null;
  const byId = new Map(summary?.services.map((c) => [c.serviceId, c]));
  return services.map((s) => {
    const minutes = byId.get(s.id);
    return {
      name: s.name,
      minutes: s.minutes,
      period: s.period,
      setting: s.setting,
      providerName: s.providerName,
      providerRole: s.providerRole,
      deliveredMinutes: minutes ? minutes.deliveredMinutes : null,
      makeupMinutes: minutes ? minutes.makeupMinutes : null,
    };
  });
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
