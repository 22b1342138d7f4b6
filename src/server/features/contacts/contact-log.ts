/**
 * The contact log PDF of one student and range (requirements "Parent contact log": for a meeting file
 * or a due-process hearing, 34 CFR 300.322(d)): the student, the range, and each contact oldest first
 * with its date, method, direction, who, relationship, purpose, outcome, summary, follow-up and linked
 * meeting, drawn by the documents module's neutral document (`documents/document-pdf.tsx`).
 */
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import {
  CONTACT_DIRECTION_LABELS,
  CONTACT_METHOD_LABELS,
  CONTACT_OUTCOME_LABELS,
  CONTACT_PURPOSE_LABELS,
  type Contact,
  type ContactLogQuery,
} from "../../../shared/contracts/contacts.ts";
import { MEETING_TYPE_LABELS, type MeetingType } from "../../../shared/contracts/meeting-codes.ts";
import { formatDate, formatDateTime } from "../../../shared/domain/date-format.ts";
import { todayIn, zoneOf } from "../../../shared/domain/teacher-time.ts";
import type { Db, Runner } from "../../db/client.ts";
import { meetings, parentContacts } from "../../db/schema/index.ts";
import {
  CONFIDENTIAL,
  cleanText,
  type ExportDocumentModel,
  type ExportSection,
  exportFilename,
  toParagraphs,
} from "../../documents/document-model.ts";
import { renderExportPdf } from "../../documents/renderers.ts";
import { recordAudit } from "../../lib/audit.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";
import { assertRange, ownedStudentName, selectContacts } from "./contacts.service.ts";

/** "Annual review, Dec 3, 2026, 3:30 PM" for each linked meeting id (the user's only). */
async function meetingLines(db: Runner, userId: string, ids: string[], timeZone: string) {
  const out = new Map<string, string>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: meetings.id, type: meetings.type, at: meetings.scheduledDate, status: meetings.status })
    .from(meetings)
    .where(and(inArray(meetings.id, ids), eq(meetings.userId, userId)));
  for (const r of rows) {
    const type = MEETING_TYPE_LABELS[r.type as MeetingType] ?? "Meeting";
    const cancelled = r.status === "cancelled" ? " (cancelled)" : "";
    out.set(r.id, `${type}, ${formatDateTime(r.at, { timeZone })}${cancelled}`);
  }
  return out;
}

const orDash = (text: string | null) => (text ? cleanText(text).trim() || "—" : "—");

/** One contact as a section: "Nov 3, 2026 — Phone call" and its labelled lines, then the summary. */
function contactSection(c: Contact, meeting: string | undefined): ExportSection {
  const who = c.relationship
    ? `${orDash(c.contactName)} (${cleanText(c.relationship).trim()})`
    : orDash(c.contactName);
  const lines = [
    `Direction: ${CONTACT_DIRECTION_LABELS[c.direction]}`,
    `Who: ${who}`,
    `Purpose: ${CONTACT_PURPOSE_LABELS[c.purpose]}`,
    `Outcome: ${CONTACT_OUTCOME_LABELS[c.outcome]}`,
    `Meeting: ${meeting ?? "—"}`,
  ];
  if (c.followUpDate) lines.push(`Follow up by: ${formatDate(c.followUpDate)}`);
  const summary = c.summary ? toParagraphs(cleanText(c.summary)) : [];
  return {
    heading: `${formatDate(c.date)} — ${CONTACT_METHOD_LABELS[c.method]}`,
    paragraphs: [lines.join("\n"), ...(summary.length > 0 ? summary : ["No summary written."])],
  };
}

/** The range in words: "Sep 1, 2026 to Nov 30, 2026", "From …", "Through …" or "All contacts". */
function rangeWords(range: ContactLogQuery): string {
  if (range.from && range.to) return `${formatDate(range.from)} to ${formatDate(range.to)}`;
  if (range.from) return `From ${formatDate(range.from)}`;
  if (range.to) return `Through ${formatDate(range.to)}`;
  return "All contacts";
}

/**
 * The document model of a contact log (contacts oldest first, as a log reads).
 * @param contacts the contacts in the range, any order.
 */
export function contactLogModel(input: {
  studentName: string;
  range: ContactLogQuery;
  contacts: Contact[];
  meetings: Map<string, string>;
  preparedBy: string;
  today: string;
}): ExportDocumentModel {
  const ordered = [...input.contacts].sort(
    (a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt),
  );
  const studentName = cleanText(input.studentName).trim() || "Student";
  const sections: ExportSection[] =
    ordered.length > 0
      ? ordered.map((c) => contactSection(c, c.meetingId ? input.meetings.get(c.meetingId) : undefined))
      : [{ heading: "Contacts", paragraphs: ["No contacts logged in this range."] }];
  return {
    title: "Parent contact log",
    studentName,
    meta: [
      { label: "Student", value: studentName },
      { label: "Range", value: rangeWords(input.range) },
      { label: "Contacts", value: String(ordered.length) },
      { label: "Prepared by", value: input.preparedBy },
      { label: "Printed", value: formatDate(input.today) },
    ],
    sections,
    footer: `IEP Workspace · ${CONFIDENTIAL}`,
    author: input.preparedBy,
  };
}

/**
 * One student's contact log for an inclusive range as a PDF named
 * `contact-log-<student>-<today>.pdf`; audit `parent_contact.export` (student id, count).
 * @throws AppError 404 "Student not found"; 400 when `from` is after `to`.
 */
export async function renderContactLog(
  db: Db,
  user: { id: string; name: string },
  studentId: string,
  range: ContactLogQuery,
  now: Date,
): Promise<{ pdf: Buffer; filename: string }> {
  const studentName = await ownedStudentName(db, user.id, studentId);
  assertRange(range);
  const contacts = await selectContacts(
    db,
    user.id,
    studentId,
    and(
      range.from ? gte(parentContacts.contactDate, range.from) : undefined,
      range.to ? lte(parentContacts.contactDate, range.to) : undefined,
    ),
  );
  const zone = zoneOf(await teacherTimeZone(db, user.id));
  const linked = [...new Set(contacts.flatMap((c) => (c.meetingId ? [c.meetingId] : [])))];
  const today = todayIn(now, zone);
  const model = contactLogModel({
    studentName,
    range,
    contacts,
    meetings: await meetingLines(db, user.id, linked, zone),
    preparedBy: user.name,
    today,
  });
  const pdf = await renderExportPdf(model);
  await recordAudit(db, {
    userId: user.id,
    action: "parent_contact.export",
    entity: "student",
    entityId: studentId,
    detail: { count: contacts.length },
  });
  return { pdf, filename: exportFilename("contact-log", studentName, today, "pdf") };
}
