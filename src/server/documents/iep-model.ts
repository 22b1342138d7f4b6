/**
 * The printable model of an IEP version, its signature page and the notices made from it
 * (requirements "Notices"): one shape, drawn by `iep-pdf.tsx` and `iep-docx.ts`, so the PDF and the
 * Word file say the same. Pure: the caller reads the rows (`features/ieps/iep-document-file.ts`).
 *
 * The IEP prints its title (the kind; "DRAFT" on a draft; "Amendment of the IEP finalized on <date>"
 * and the reason on an amendment), the student, the period, the status, the meeting's date, then
 * every section of `IEP_SECTIONS` in order with its title and source (34 CFR 300.320). Nothing in the
 * model depends on the clock: the same rows give the same model, so the same PDF bytes.
 */
import type {
  ConsentResponse,
  IepAmendment,
  IepConsentKind,
  IepContent,
  IepDocumentLanguage,
  IepKind,
  IepNotice,
  IepSignerRole,
  IepStatus,
  SignatureMethod,
} from "../../shared/contracts/ieps.ts";
import type { AttendeeRole } from "../../shared/contracts/meeting-codes.ts";
import { formatDate, formatDateTime } from "../../shared/domain/date-format.ts";
import { IEP_SECTIONS, PRIOR_WRITTEN_NOTICE_PARTS } from "../../shared/domain/iep-document.ts";
import { cleanText, type ExportMeta, type ExportTable, toParagraphs } from "./document-model.ts";
import { IEP_TEXT_EN, type IepText } from "./iep-notice-text.ts";
import { IEP_TEXT_ES } from "./iep-notice-text-es.ts";

/** The fixed words in `language` (English unless "es"). */
export function iepText(language: IepDocumentLanguage): IepText {
  return language === "es" ? IEP_TEXT_ES : IEP_TEXT_EN;
}

/** One goal: its title ("Goal 2: Reading fluency") and its lines (statement, baseline, …). */
export interface PrintGoal {
  title: string;
  lines: string[];
}

/** A heading (with its regulation, when it has one) and what follows it. */
export interface PrintSection {
  heading: string;
  /** "Source: 34 CFR 300.320(a)(1)". */
  source?: string;
  paragraphs: string[];
  list?: string[];
  goals?: PrintGoal[];
  table?: ExportTable;
  /** Answers to mark, each printed after an empty box. */
  boxes?: string[];
  /** Labels printed under empty lines to write on (name, signature, date). */
  signLines?: string[];
}

/** One signer on the signature page. */
export interface PrintSigner {
  name: string;
  role: string;
  method: string;
  /** A drawn signature: the PNG data URL; null for a typed one. */
  image: string | null;
  /** A typed signature: the name as typed; null for a drawn one. */
  typed: string | null;
  signedAt: string;
  sha256: string;
  /** "Void: the IEP changed after this signature." when voided or signed on another document. */
  void: string | null;
}

export interface SignaturePage {
  title: string;
  intro: string;
  /** The current document's SHA-256 line. */
  documentSha256: string;
  signers: PrintSigner[];
  none: string;
  consentsTitle: string;
  consents: ExportTable | null;
}

/** Everything a printed IEP document or notice holds. */
export interface IepPrintModel {
  title: string;
  studentName: string;
  /** Lines printed in a box under the title (the draft mark, the amendment). */
  notice: string[];
  meta: ExportMeta[];
  sections: PrintSection[];
  footer: string;
  /** The PDF's language tag, e.g. "es-US". */
  languageTag: string;
  /** The file's creation and modification date: the IEP's, never the clock's. */
  date: Date;
  signaturePage: SignaturePage | null;
}

/** What a printed IEP is made from (the rows as read, already scoped to the owner). */
export interface IepDocumentData {
  iep: {
    kind: IepKind;
    status: IepStatus;
    startDate: string;
    endDate: string;
    content: IepContent;
    amendment: IepAmendment | null;
    finalizedAt: Date | null;
    updatedAt: Date;
  };
  student: { name: string; dateOfBirth: string | null; grade: string | null };
  /** The meeting the IEP names, with its attendees; null when none. */
  meeting: { scheduledDate: Date; attendees: { name: string; role: AttendeeRole }[] } | null;
  /** For an amendment: the final IEP it amends. */
  amended: { finalizedAt: Date | null } | null;
  /** The teacher's IANA zone (dates and times print in it); null = UTC. */
  timeZone: string | null;
}

/** The rows of the signature page. */
export interface IepSignatureData {
  /** SHA-256 (hex) of the document as it is now, without its signature page. */
  documentSha256: string;
  signatures: {
    signerName: string;
    signerRole: IepSignerRole;
    method: SignatureMethod;
    signature: string;
    documentSha256: string;
    signedAt: Date;
    voidedAt: Date | null;
  }[];
  consents: {
    kind: IepConsentKind;
    response: ConsentResponse;
    details: string | null;
    respondedOn: string;
    parentName: string;
  }[];
}

const line = (s: string | null | undefined) => cleanText(s ?? "").trim();

function day(value: string | Date | null, text: IepText, timeZone: string | null): string {
  if (!value) return "—";
  return formatDate(value, { language: text.language, timeZone: timeZone ?? "UTC" });
}

/** The file's date: a final (or superseded) IEP's finalization, a draft's last change. */
export function iepDocumentDate(iep: IepDocumentData["iep"]): Date {
  return iep.status !== "draft" && iep.finalizedAt ? iep.finalizedAt : iep.updatedAt;
}

/** The header shared by the IEP and its notices: student, date of birth, grade, period. */
function studentMeta(data: IepDocumentData, text: IepText): ExportMeta[] {
  const tz = data.timeZone;
  return [
    { label: text.labels.student, value: line(data.student.name) || "—" },
    { label: text.labels.dateOfBirth, value: day(data.student.dateOfBirth, text, tz) },
    { label: text.labels.grade, value: line(data.student.grade) || "—" },
    {
      label: text.labels.period,
      value: text.range(day(data.iep.startDate, text, tz), day(data.iep.endDate, text, tz)),
    },
  ];
}

function textSection(
  heading: string,
  source: string | undefined,
  value: string,
  text: IepText,
): PrintSection {
  const paragraphs = toParagraphs(value);
  return { heading, source, paragraphs: paragraphs.length > 0 ? paragraphs : [text.notRecorded] };
}

function servicesTable(content: IepContent, text: IepText, tz: string | null): ExportTable {
  return {
    columns: [...text.service.columns],
    widths: [22, 15, 15, 17, 15, 16],
    rows: content.services.map((s) => [
      line(s.name),
      text.service.category[s.category],
      text.service.minutes(s.minutes, s.period),
      line(s.setting) || "—",
      line(s.provider) || "—",
      s.startDate || s.endDate ? text.range(day(s.startDate, text, tz), day(s.endDate, text, tz)) : "—",
    ]),
  };
}

/** The IEP's sections in the order of `IEP_SECTIONS`, each with its title and source. */
function contentSections(data: IepDocumentData, text: IepText): PrintSection[] {
  const { content } = data.iep;
  return IEP_SECTIONS.map((s): PrintSection => {
    const heading = text.sectionTitle[s.key];
    const source = `${text.sourceLabel}: ${s.source}`;
    if (s.shape === "goals") {
      if (content.annualGoals.length === 0) return { heading, source, paragraphs: [text.notRecorded] };
      const goals = content.annualGoals.map((g, i) => ({
        title: text.goal.title(i + 1, line(g.area)),
        lines: [
          line(g.statement),
          g.baseline ? `${text.goal.baseline}: ${line(g.baseline)}` : "",
          g.measurement ? `${text.goal.measurement}: ${line(g.measurement)}` : "",
          ...g.benchmarks.map((b, j) => `${text.goal.benchmark(j + 1)}: ${line(b)}`),
        ].filter(Boolean),
      }));
      return { heading, source, paragraphs: [], goals };
    }
    if (s.shape === "services") {
      if (content.services.length === 0) return { heading, source, paragraphs: [text.notRecorded] };
      return { heading, source, paragraphs: [], table: servicesTable(content, text, data.timeZone) };
    }
    if (s.shape === "list") {
      const items = content.accommodations.map(line).filter(Boolean);
      return items.length > 0
        ? { heading, source, paragraphs: [], list: items }
        : { heading, source, paragraphs: [text.notRecorded] };
    }
    return textSection(heading, source, content[s.key] as string, text);
  });
}

/**
 * The IEP document's model; with `signatures`, its signature page (signers, void marks, consent
 * answers). `text` is the language's words (`iepText`).
 */
export function iepDocumentModel(
  data: IepDocumentData,
  text: IepText,
  signatures: IepSignatureData | null = null,
): IepPrintModel {
  const { iep } = data;
  const tz = data.timeZone;
  const draft = iep.status === "draft";
  const notice: string[] = [];
  if (draft) notice.push(text.draftNotice);
  if (iep.kind === "amendment") {
    notice.push(text.amendmentOf(day(data.amended?.finalizedAt ?? null, text, tz)));
    if (iep.amendment) {
      notice.push(`${text.amendmentReason}: ${line(iep.amendment.reason)}`);
      if (iep.amendment.withoutMeeting) notice.push(text.amendmentWithoutMeeting);
    }
  }
  const meta = studentMeta(data, text);
  meta.push({ label: text.labels.status, value: text.status[iep.status] });
  if (!draft) meta.push({ label: text.labels.finalized, value: day(iep.finalizedAt, text, tz) });
  if (data.meeting)
    meta.push({ label: text.labels.meeting, value: day(data.meeting.scheduledDate, text, tz) });
  const studentName = line(data.student.name) || text.labels.student;
  return {
    title: draft ? `${text.kind[iep.kind]} — ${text.draftMark}` : text.kind[iep.kind],
    studentName,
    notice,
    meta,
    sections: contentSections(data, text),
    footer: text.footer,
    languageTag: text.languageTag,
    date: iepDocumentDate(iep),
    signaturePage: signatures ? signaturePage(signatures, text, tz) : null,
  };
}

/** The signature page: each signer (void when voided or signed on another document), the consents. */
function signaturePage(data: IepSignatureData, text: IepText, tz: string | null): SignaturePage {
  const t = text.signatures;
  return {
    title: t.title,
    intro: t.intro,
    documentSha256: `${t.sha256}: ${data.documentSha256}`,
    none: t.none,
    signers: data.signatures.map((s) => ({
      name: line(s.signerName),
      role: t.role[s.signerRole] ?? s.signerRole,
      method: t.method[s.method] ?? s.method,
      image: s.method === "drawn" ? s.signature : null,
      typed: s.method === "typed" ? line(s.signature) : null,
      signedAt: `${t.signedAt}: ${formatDateTime(s.signedAt, { language: text.language, timeZone: tz ?? "UTC" })}`,
      sha256: `${t.sha256}: ${s.documentSha256}`,
      void: s.voidedAt || s.documentSha256 !== data.documentSha256 ? t.void : null,
    })),
    consentsTitle: t.consents,
    consents:
      data.consents.length === 0
        ? null
        : {
            columns: [...t.consentColumns],
            widths: [28, 14, 28, 14, 16],
            rows: data.consents.map((c) => [
              t.consentKind[c.kind] ?? c.kind,
              t.response[c.response] ?? c.response,
              line(c.details) || "—",
              day(c.respondedOn, text, tz),
              line(c.parentName),
            ]),
          },
  };
}

/**
 * A notice's model: the prior written notice (34 CFR 300.503(b): the five parts the IEP records, the
 * meeting and its attendees, the procedural safeguards and where to get help) or a consent form
 * (34 CFR 300.300: what it is for, voluntary and revocable (300.9), the three answers, the parent's
 * signature and date lines). Its date is the IEP's (`iepDocumentDate`).
 */
export function iepNoticeModel(notice: IepNotice, data: IepDocumentData, text: IepText): IepPrintModel {
  const tz = data.timeZone;
  const n = text.notice;
  const meta = studentMeta(data, text);
  meta.push({
    label: text.labels.iep,
    value: `${text.kind[data.iep.kind]} (${text.status[data.iep.status]})`,
  });
  if (data.meeting)
    meta.push({ label: text.labels.meeting, value: day(data.meeting.scheduledDate, text, tz) });
  const sections: PrintSection[] = [];
  if (notice === "prior-written-notice") {
    sections.push({ heading: n.title[notice], paragraphs: [n.pwnIntro] });
    for (const p of PRIOR_WRITTEN_NOTICE_PARTS)
      sections.push(
        textSection(n.pwnParts[p.key], undefined, data.iep.content.priorWrittenNotice[p.key], text),
      );
    sections.push(
      data.meeting
        ? {
            heading: n.meeting,
            paragraphs: [day(data.meeting.scheduledDate, text, tz)],
            list: data.meeting.attendees.map((a) => `${line(a.name)} — ${n.attendeeRole[a.role] ?? a.role}`),
          }
        : { heading: n.meeting, paragraphs: [n.noMeeting] },
    );
    sections.push({
      heading: n.safeguardsTitle,
      source: "34 CFR 300.503(b)(4)–(5)",
      paragraphs: n.safeguards,
    });
  } else {
    const form = n.consent[notice];
    sections.push({ heading: n.purposeTitle, paragraphs: form.purpose });
    if (notice === "consent-initial-services" && data.iep.content.services.length > 0)
      sections.push({
        heading: text.sectionTitle.services,
        paragraphs: [],
        table: servicesTable(data.iep.content, text, tz),
      });
    sections.push({ heading: n.rightsTitle, paragraphs: form.rights });
    sections.push({ heading: n.answerTitle, paragraphs: [], boxes: [...n.answers] });
    sections.push({ heading: n.signatureTitle, paragraphs: [], signLines: [...n.signLines] });
  }
  return {
    title: n.title[notice],
    studentName: line(data.student.name) || text.labels.student,
    notice: [],
    meta,
    sections,
    footer: text.footer,
    languageTag: text.languageTag,
    date: iepDocumentDate(data.iep),
    signaturePage: null,
  };
}
