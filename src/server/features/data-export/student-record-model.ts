/**
 * One student's record as one printable document (requirements "Export and restore": what a parent's
 * records request needs; FERPA, 34 CFR 99.10, the right to inspect and review the education record):
 * profile and family, the IEP's fields, the IEP versions with their signatures and consent answers,
 * each goal with its data points as a table, services with
 * their sessions, parent contacts, meetings, deadlines and notes; data points, sessions, contacts and
 * notes name who entered them (requirements "Authorship"). Drawn by the documents module
 * (`renderDocument(model, "pdf")`), like a note or an IEP draft.
 */

import { DEADLINE_KIND_LABELS } from "../../../shared/contracts/deadline-codes.ts";
import {
  IEP_CONSENT_KIND_LABELS,
  IEP_KIND_LABELS,
  IEP_SIGNER_ROLE_LABELS,
  type IepStatus,
} from "../../../shared/contracts/ieps.ts";
import { MEETING_TYPE_LABELS } from "../../../shared/contracts/meeting-codes.ts";
import {
  CONTACT_METHOD_LABELS,
  CONTACT_PURPOSE_LABELS,
  SERVICE_DELIVERY_LABELS,
  SERVICE_PERIOD_LABELS,
  SERVICE_SETTING_LABELS,
  SESSION_STATUS_LABELS,
} from "../../../shared/contracts/service-codes.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import { formatValue, readableDate } from "../../../shared/domain/progress-report.ts";
import {
  CONFIDENTIAL,
  cleanText,
  type ExportDocumentModel,
  type ExportSection,
  NOTE_TYPE_TITLES,
  toParagraphs,
} from "../../documents/document-model.ts";
import type { ExportTables } from "./export-data.ts";

const NONE = "None recorded.";
const date = (d: string | null | undefined) => (d ? readableDate(d) : "—");
const text = (t: string | null | undefined) => cleanText(t ?? "").trim();
/** `Label: value` lines of the values that are set. */
const labelled = (pairs: [string, string | null | undefined][]) =>
  pairs.filter(([, v]) => text(v) !== "").map(([label, v]) => `${label}: ${text(v)}`);
/** Who entered a row (requirements "Authorship"), or a dash when the account is gone. */
const by = (name: string | undefined) => text(name) || "—";
const listed = (values: readonly string[]) => values.map(text).filter(Boolean).join("; ");

/** The narrative IEP fields of a student, in the record's order, with their printed labels. */
const IEP_FIELDS: [keyof Student, string][] = [
  ["presentLevels", "Present levels of performance"],
  ["assessmentParticipation", "Assessment participation"],
  ["placement", "Placement"],
  ["serviceDelivery", "Service delivery"],
  ["lreSetting", "Least restrictive environment"],
  ["iepDetails", "IEP details"],
  ["progressMeasurement", "Progress measurement"],
  ["behaviorSupport", "Behavior support"],
  ["assistiveTechnology", "Assistive technology"],
  ["communication", "Communication"],
  ["extendedSchoolYear", "Extended school year"],
  ["transitionServices", "Transition services"],
];

function profileSection(s: Student): ExportSection {
  const p = s.parentContact;
  const lines = labelled([
    ["Grade", s.grade],
    ["Date of birth", s.dateOfBirth ? date(s.dateOfBirth) : null],
    ["Student ID", s.studentId],
    ["Case manager", s.caseManager],
    ["Disabilities", listed(s.disabilities)],
    ["Service providers", listed(s.serviceProviders)],
    ["Annual IEP meeting due", s.annualMeetingDueDate ? date(s.annualMeetingDueDate) : null],
    ["Last evaluation", s.lastEvaluationDate ? date(s.lastEvaluationDate) : null],
    ["Added to the caseload", date(s.dateAdded)],
    ["Parent or guardian", [p.name, p.relationship].map(text).filter(Boolean).join(", ")],
    ["Parent email", p.email],
    ["Parent phone", p.phone],
    ["Family language", s.homeLanguage === "es" ? "Spanish" : "English"],
  ]);
  return { heading: "Profile and family", paragraphs: lines };
}

function iepSection(s: Student): ExportSection {
  const paragraphs = [
    ...IEP_FIELDS.filter(([key]) => text(s[key] as string | null) !== "").map(
      ([key, label]) => `${label}: ${text(s[key] as string)}`,
    ),
    ...labelled([
      ["Accommodations", listed(s.accommodations)],
      ["Strengths", listed(s.strengths)],
      ["Areas of need", listed(s.areasOfNeed)],
      ["Notes", s.notes],
    ]),
  ];
  return { heading: "IEP", paragraphs: paragraphs.length > 0 ? paragraphs : [NONE] };
}

const IEP_STATUS_WORDS: Record<IepStatus, string> = {
  draft: "Draft",
  final: "Final",
  superseded: "Superseded",
};
const CONSENT_WORDS = { given: "given", refused: "refused", partial: "given in part" } as const;

/**
 * The IEP versions (requirements "Export and restore"), newest first: kind, dates, status and when
 * finalized, each signature (signer, role, date, void) and consent answer. The IEP itself is its own
 * document (requirements "Notices"); this lists what exists and who signed it.
 */
function iepVersionsSection(tables: ExportTables): ExportSection {
  return {
    heading: "IEP versions",
    paragraphs: tables.ieps.length === 0 ? [NONE] : [],
    table: {
      columns: ["Version", "In effect", "Status", "Signatures", "Consent"],
      widths: [16, 20, 16, 26, 22],
      rows: tables.ieps.map((iep) => [
        IEP_KIND_LABELS[iep.kind],
        `${date(iep.startDate)} – ${date(iep.endDate)}`,
        `${IEP_STATUS_WORDS[iep.status]}${iep.finalizedAt ? `, ${date(iep.finalizedAt.slice(0, 10))}` : ""}`,
        tables["iep-signatures"]
          .filter((x) => x.iepId === iep.id)
          .map(
            (x) =>
              `${text(x.signerName)} (${IEP_SIGNER_ROLE_LABELS[x.signerRole]}), ${date(x.signedAt.slice(0, 10))}${x.voidedAt ? ", void" : ""}`,
          )
          .join("; "),
        tables["iep-consents"]
          .filter((x) => x.iepId === iep.id)
          .map(
            (x) =>
              `${IEP_CONSENT_KIND_LABELS[x.kind]}: ${CONSENT_WORDS[x.response]} by ${text(x.parentName)}, ${date(x.respondedOn)}`,
          )
          .join("; "),
      ]),
    },
  };
}

/**
 * The document model of one student's record (`tables` read with scope `student`).
 * @param preparedBy the signed-in teacher; `today` the teacher's date (YYYY-MM-DD);
 * `formatTime` writes a meeting's instant for people in the teacher's time zone.
 */
export function studentRecordModel(
  tables: ExportTables,
  preparedBy: string,
  today: string,
  formatTime: (iso: string) => string = (iso) => date(iso.slice(0, 10)),
): ExportDocumentModel {
  const student = tables.students[0];
  const name = text(student?.name) || "Student";
  const sections: ExportSection[] = student
    ? [profileSection(student), iepSection(student), iepVersionsSection(tables)]
    : [];

  if (tables.goals.length === 0) sections.push({ heading: "Goals", paragraphs: [NONE] });
  for (const [i, goal] of tables.goals.entries()) {
    const entries = tables["progress-entries"]
      .filter((e) => e.goalId === goal.id)
      .sort((a, b) => a.entryDate.localeCompare(b.entryDate));
    sections.push({
      heading: `Goal ${i + 1}${goal.area ? ` — ${text(goal.area)}` : ""}`,
      paragraphs: [
        text(goal.statement),
        ...labelled([
          ["Baseline", goal.baselineData ?? formatValue(goal.baselineValue, goal.unit)],
          ["Baseline date", date(goal.baselineDate)],
          ["Target", goal.targetValue === null ? null : formatValue(goal.targetValue, goal.unit)],
          ["Target date", goal.targetDate ? date(goal.targetDate) : null],
          ["Measured by", goal.measurementMethod],
          ["Objectives", listed(goal.objectives)],
          ["Data points", entries.length === 0 ? NONE : String(entries.length)],
        ]),
      ],
      table: {
        columns: ["Date", "Score", "By", "Note"],
        widths: [20, 20, 20, 40],
        rows: entries.map((e) => [
          date(e.entryDate),
          formatValue(e.progressValue, goal.unit),
          by(e.authorName),
          text(e.note),
        ]),
      },
    });
  }

  if (tables.services.length === 0) sections.push({ heading: "Services", paragraphs: [NONE] });
  for (const service of tables.services) {
    const sessions = tables["service-sessions"]
      .filter((x) => x.serviceId === service.id)
      .sort((a, b) => a.date.localeCompare(b.date));
    sections.push({
      heading: `Service — ${text(service.name)}`,
      paragraphs: labelled([
        ["Minutes", `${service.minutes} ${SERVICE_PERIOD_LABELS[service.period]}`],
        ["Setting", SERVICE_SETTING_LABELS[service.setting]],
        ["Delivery", SERVICE_DELIVERY_LABELS[service.delivery]],
        ["Provider", [service.providerName, service.providerRole].map(text).filter(Boolean).join(", ")],
        ["From", date(service.startDate)],
        ["To", service.endDate ? date(service.endDate) : null],
        ["Sessions logged", String(sessions.length)],
      ]),
      table: {
        columns: ["Date", "Minutes", "Status", "By", "Note"],
        widths: [18, 12, 18, 18, 34],
        rows: sessions.map((x) => [
          date(x.date),
          String(x.minutes),
          SESSION_STATUS_LABELS[x.status],
          by(x.authorName),
          text(x.note),
        ]),
      },
    });
  }

  const contacts = tables["parent-contacts"];
  sections.push({
    heading: "Parent contacts",
    paragraphs: contacts.length === 0 ? [NONE] : [],
    table: {
      columns: ["Date", "How", "With", "Purpose", "By", "Summary"],
      widths: [15, 12, 16, 14, 15, 28],
      rows: contacts.map((c) => [
        date(c.date),
        CONTACT_METHOD_LABELS[c.method],
        text(c.contactName),
        CONTACT_PURPOSE_LABELS[c.purpose],
        by(c.authorName),
        text(c.summary),
      ]),
    },
  });
  sections.push({
    heading: "Meetings",
    paragraphs:
      tables.meetings.length === 0
        ? [NONE]
        : tables.meetings.map((m) =>
            [
              `${MEETING_TYPE_LABELS[m.type]} — ${formatTime(m.scheduledDate)} (${m.status})`,
              m.location ? `Location: ${text(m.location)}` : "",
              m.attendees.length > 0
                ? `Attendees: ${m.attendees.map((a) => `${text(a.attendeeName)} (${a.attendanceStatus})`).join("; ")}`
                : "",
              m.notes ? `Notes: ${text(m.notes)}` : "",
            ]
              .filter(Boolean)
              .join("\n"),
          ),
  });
  sections.push({
    heading: "Deadlines",
    paragraphs: tables.deadlines.length === 0 ? [NONE] : [],
    table: {
      columns: ["Due", "What", "Kind", "Status"],
      widths: [20, 44, 20, 16],
      rows: tables.deadlines.map((d) => [
        date(d.dueDate),
        text(d.title),
        DEADLINE_KIND_LABELS[d.kind],
        d.status,
      ]),
    },
  });
  if (tables.notes.length === 0) sections.push({ heading: "Notes", paragraphs: [NONE] });
  for (const note of [...tables.notes].reverse()) {
    const body = toParagraphs(note.generatedNote);
    sections.push({
      heading: `Note — ${date(note.date)} — ${NOTE_TYPE_TITLES[note.type]}${note.subject ? `, ${text(note.subject)}` : ""}`,
      paragraphs: [
        ...(note.authorName ? [`Written by ${text(note.authorName)}`] : []),
        ...(body.length > 0 ? body : ["No note text."]),
      ],
    });
  }

  return {
    title: "Student record",
    studentName: name,
    meta: [
      { label: "Student", value: name },
      { label: "Prepared by", value: preparedBy },
      { label: "Exported", value: readableDate(today) },
    ],
    sections,
    footer: `IEP Workspace · ${CONFIDENTIAL}`,
    author: preparedBy,
  };
}
