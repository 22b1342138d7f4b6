/**
 * The service log's exports (requirements "Service log": exports), what a district or Medicaid clerk
 * asks for: one student's sessions over a date range as CSV or PDF, and the whole caseload's as CSV.
 *
 * CSV through `lib/csv.ts` (csv-stringify with its formula guard), with a UTF-8 byte-order mark so
 * spreadsheet programs read accents.
 *
 * Scoped by the session's user; audited as `service_log.export` with the format and counts only.
 */

import { and, asc, eq } from "drizzle-orm";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import {
  SERVICE_COMPLIANCE_LABELS,
  SERVICE_PERIOD_LABELS,
  SESSION_STATUS_LABELS,
  type Service,
  type ServiceCompliance,
  type ServiceLogFormat,
  type SessionStatus,
} from "../../../shared/contracts/services.ts";
import { formatDate } from "../../../shared/domain/date-format.ts";
import { countOf } from "../../../shared/domain/plural.ts";
import { providerText } from "../../../shared/domain/service-provider.ts";
import { todayIn } from "../../../shared/domain/teacher-time.ts";
import type { Db } from "../../db/client.ts";
import { iepServices, serviceSessions, students } from "../../db/schema/index.ts";
import { fileSlug } from "../../documents/document-model.ts";
import { renderServiceLogPdf } from "../../documents/renderers.ts";
import type { ServiceLogPdfService } from "../../documents/service-log-pdf.tsx";
import { AppError } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { csvText } from "../../lib/csv.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";
import { sessionFilter } from "./service-sessions.service.ts";
import { servicesOfStudents } from "./service-store.ts";
import { studentServiceSummary } from "./service-summary.ts";
import { ownedStudent } from "./services.service.ts";

/** Most sessions one export holds; a longer range is refused with a sentence to narrow it. */
export const SERVICE_LOG_EXPORT_MAX = 20_000;

/** One logged session with its student's and service's names, as exported. */
export interface ServiceLogLine {
  studentId: string;
  studentName: string;
  serviceId: string;
  serviceName: string;
  providerName: string | null;
  providerRole: string | null;
  date: string;
  minutes: number;
  status: SessionStatus;
  groupSize: number | null;
  note: string | null;
}

/** A rendered export: the body, its content type and an ASCII download name. */
export interface ServiceLogFile {
  body: Buffer | string;
  contentType: string;
  filename: string;
}

/** The columns of both CSVs, in order (requirements "Service log": exports). */
export const SERVICE_LOG_CSV_COLUMNS = [
  "Student",
  "Service",
  "Date",
  "Minutes",
  "Status",
  "Provider",
  "Group size",
  "Note",
] as const;

/**
 * The user's sessions in the inclusive range (of one student when `studentId` is given), oldest first,
 * then by student and service name.
 * @throws AppError 400 when the range holds more than `SERVICE_LOG_EXPORT_MAX` sessions.
 */
async function serviceLogLines(
  db: Db,
  userId: string,
  filter: { studentId?: string; from: string; to: string },
): Promise<ServiceLogLine[]> {
  const rows = await db
    .select({
      studentId: serviceSessions.studentId,
      studentName: students.name,
      serviceId: iepServices.id,
      serviceName: iepServices.name,
      providerName: iepServices.providerName,
      providerRole: iepServices.providerRole,
      date: serviceSessions.sessionDate,
      minutes: serviceSessions.minutes,
      status: serviceSessions.status,
      groupSize: serviceSessions.groupSize,
      note: serviceSessions.note,
    })
    .from(serviceSessions)
    .innerJoin(iepServices, eq(iepServices.id, serviceSessions.serviceId))
    .innerJoin(students, eq(students.id, serviceSessions.studentId))
    .where(and(...sessionFilter(userId, filter)))
    .orderBy(
      asc(serviceSessions.sessionDate),
      asc(students.name),
      asc(iepServices.name),
      asc(serviceSessions.createdAt),
      asc(serviceSessions.id),
    )
    .limit(SERVICE_LOG_EXPORT_MAX + 1);
  if (rows.length > SERVICE_LOG_EXPORT_MAX) {
    throw new AppError(
      400,
      ErrorCode.VALIDATION_ERROR,
      `These dates hold more than ${SERVICE_LOG_EXPORT_MAX.toLocaleString("en-US")} sessions. Choose a shorter range.`,
    );
  }
  return rows.map((r) => ({ ...r, status: r.status as SessionStatus }));
}

/**
 * The CSV of `lines`: a first line naming the log and its range ("Service log", "2026-01-05 to
 * 2026-03-27"), then the column heads (`SERVICE_LOG_CSV_COLUMNS`), then one line per session with
 * the date as `YYYY-MM-DD` and the status in words. Formula-like cells are neutralised (module comment).
 */
export function serviceLogCsv(lines: readonly ServiceLogLine[], range: { from: string; to: string }): string {
  const records: (string | number)[][] = [
    ["Service log", `${range.from} to ${range.to}`],
    [...SERVICE_LOG_CSV_COLUMNS],
    ...lines.map((l) => [
      l.studentName,
      l.serviceName,
      l.date,
      l.minutes,
      SESSION_STATUS_LABELS[l.status] ?? l.status,
      providerText(l),
      l.groupSize ?? "",
      l.note ?? "",
    ]),
  ];
  return csvText(records, { bom: true });
}

const minutesText = (n: number) => countOf(n, "minute");

/**
 * The summary of one service on the PDF (requirements "Service log": exports): what it requires, its
 * dates and provider, the sessions logged in the range, then its compliance over the range's periods
 * (requirements "Service compliance": required, delivered, excused, made-up and owed minutes, the
 * status in words) and the minutes missed by the provider's absence.
 */
export function serviceSummaryFigures(
  service: Service,
  compliance: ServiceCompliance | undefined,
  lines: readonly ServiceLogLine[],
): ServiceLogPdfService {
  const own = lines.filter((l) => l.serviceId === service.id);
  const providerAbsent = own.filter((l) => l.status === "provider_absent").reduce((n, l) => n + l.minutes, 0);
  const figures = [
    { label: "Required", value: `${minutesText(service.minutes)} ${SERVICE_PERIOD_LABELS[service.period]}` },
    { label: "Service dates", value: `${formatDate(service.startDate)} – ${formatDate(service.endDate)}` },
    { label: "Provider", value: providerText(service) || "—" },
    { label: "Sessions logged", value: String(own.length) },
  ];
  if (compliance) {
    figures.push(
      { label: "Required in these dates", value: minutesText(compliance.requiredMinutes) },
      { label: "Delivered", value: minutesText(compliance.deliveredMinutes) },
      { label: "Excused", value: minutesText(compliance.excusedMinutes) },
      { label: "Made up", value: minutesText(compliance.makeupMinutes) },
      { label: "Owed", value: minutesText(compliance.owedMinutes) },
      { label: "Status", value: SERVICE_COMPLIANCE_LABELS[compliance.status] },
    );
  }
  figures.push({ label: "Provider absent", value: minutesText(providerAbsent) });
  return { name: service.name, figures };
}

/**
 * One student's service log over an inclusive range, as CSV (default) or PDF, named
 * `service-log-<student>-<from>-to-<to>.<ext>`; audit `service_log.export` (student, format, sessions).
 * The PDF's range is held to the compliance summary's (at most 400 days).
 * @throws AppError 404 "Student not found" for a missing or foreign student; 400 for too many sessions
 *   or, for the PDF, a range over 400 days.
 */
export async function exportStudentServiceLog(
  db: Db,
  user: { id: string; name: string },
  studentId: string,
  query: { from: string; to: string; format?: ServiceLogFormat },
  now: Date,
): Promise<ServiceLogFile> {
  const student = await ownedStudent(db, user.id, studentId);
  const format = query.format ?? "csv";
  const lines = await serviceLogLines(db, user.id, { studentId, from: query.from, to: query.to });
  const filename = `service-log-${fileSlug(student.name)}-${query.from}-to-${query.to}.${format}`;
  let file: ServiceLogFile;
  if (format === "csv") {
    file = { body: serviceLogCsv(lines, query), contentType: "text/csv; charset=utf-8", filename };
  } else {
    // The compliance summary (its own audit line, `service_summary.read`); its range rule applies.
    const summary = await studentServiceSummary(db, user.id, studentId, query, now);
    const compliance = new Map(summary.services.map((c) => [c.serviceId, c]));
    const inRange = (await servicesOfStudents(db, user.id, [studentId])).filter(
      (s) => s.startDate <= query.to && s.endDate >= query.from,
    );
    const today = todayIn(now, await teacherTimeZone(db, user.id));
    const bytes = await renderServiceLogPdf({
      studentName: student.name,
      range: `${formatDate(query.from)} – ${formatDate(query.to)}`,
      preparedBy: user.name,
      generatedOn: formatDate(today),
      services: inRange.map((s) => serviceSummaryFigures(s, compliance.get(s.id), lines)),
      sessions: lines.map((l) => ({
        date: formatDate(l.date),
        service: l.serviceName,
        minutes: l.minutes,
        status: SESSION_STATUS_LABELS[l.status] ?? l.status,
        // The table names the provider; the role is in the service's summary above it.
        provider: l.providerName ?? l.providerRole ?? "",
        note: l.note ?? "",
      })),
    });
    file = { body: bytes, contentType: "application/pdf", filename };
  }
  await recordAudit(db, {
    userId: user.id,
    action: "service_log.export",
    entity: "student",
    entityId: studentId,
    detail: { format, sessions: lines.length },
  });
  return file;
}

/**
 * The whole caseload's service log over an inclusive range as CSV, one line per session with the
 * student's name, named `service-log-caseload-<from>-to-<to>.csv`; audit `service_log.export`
 * (format, sessions, students).
 * @throws AppError 400 for too many sessions.
 */
export async function exportCaseloadServiceLog(
  db: Db,
  userId: string,
  query: { from: string; to: string },
): Promise<ServiceLogFile> {
  const lines = await serviceLogLines(db, userId, query);
  await recordAudit(db, {
    userId,
    action: "service_log.export",
    entity: "service_log",
    detail: { format: "csv", sessions: lines.length, students: new Set(lines.map((l) => l.studentId)).size },
  });
  return {
    body: serviceLogCsv(lines, query),
    contentType: "text/csv; charset=utf-8",
    filename: `service-log-caseload-${query.from}-to-${query.to}.csv`,
  };
}
