/**
 * The IEP's files (requirements "Notices"): the IEP as PDF or Word, with its signature page when it
 * has signatures or consent answers; the prior written notice and consent forms; and the IEP's PDF as
 * signatures see it (requirements "Signatures and consent") — the document without its signature
 * page, rendered the same way every time, and its SHA-256.
 *
 * Every read names the owner (`ownerId` = `dataOwnerOf(c)`): another teacher's IEP is null, like a
 * missing one. The signature and consent rows are read from their tables directly (the signatures
 * feature sits above this one, decision 020).
 */
import { createHash } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type {
  ConsentResponse,
  IepConsentKind,
  IepDocumentLanguage,
  IepKind,
  IepNotice,
  IepSignerRole,
  IepStatus,
  SignatureMethod,
} from "../../../shared/contracts/ieps.ts";
import type { AttendeeRole } from "../../../shared/contracts/meeting-codes.ts";
import type { Runner } from "../../db/client.ts";
import type { IepPrintedHeader } from "../../db/schema/index.ts";
import { iepConsents, iepSignatures, meetingAttendees, meetings, students } from "../../db/schema/index.ts";
import { exportFilename } from "../../documents/document-model.ts";
import {
  type IepDocumentData,
  type IepSignatureData,
  iepDocumentModel,
  iepNoticeModel,
  iepText,
} from "../../documents/iep-model.ts";
import { renderIepDocx, renderIepPdf } from "../../documents/renderers.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";
import { findIep, type IepRow } from "./ieps.repository.ts";

/** An IEP's rows as printed, and the language its documents default to. */
export interface LoadedIep {
  row: IepRow;
  data: IepDocumentData;
  /** The student's home language when Spanish, else English (requirements "Notices"). */
  defaultLanguage: IepDocumentLanguage;
}

/** A file to download: its bytes, its name and the language it is in. */
export interface IepFile {
  bytes: Buffer;
  filename: string;
  language: IepDocumentLanguage;
}

/**
 * Reads IEP `iepId` of owner `ownerId` with its student, its meeting and attendees (the owner's),
 * the final IEP an amendment amends, and the owner's time zone; null when not found.
 */
export async function loadIep(db: Runner, ownerId: string, iepId: string): Promise<LoadedIep | null> {
  const row = await findIep(db, ownerId, iepId);
  if (!row) return null;
  // A final IEP prints what it printed when it was finalized (requirements "Notices"); a draft, the
  // record as it is now.
  const printed = row.printed ?? (await printedHeader(db, ownerId, row));
  if (!printed) return null;
  const amendedRow = row.amendsId ? await findIep(db, ownerId, row.amendsId) : null;
  return {
    row,
    defaultLanguage: printed.language,
    data: {
      iep: {
        kind: row.kind as IepKind,
        status: row.status as IepStatus,
        startDate: row.startDate,
        endDate: row.endDate,
        content: row.content,
        amendment: row.amendment ?? null,
        finalizedAt: row.finalizedAt,
        updatedAt: row.updatedAt,
      },
      student: printed.student,
      meeting: printed.meeting
        ? {
            scheduledDate: new Date(printed.meeting.scheduledDate),
            attendees: printed.meeting.attendees.map((a) => ({ name: a.name, role: a.role as AttendeeRole })),
          }
        : null,
      amended: amendedRow ? { finalizedAt: amendedRow.finalizedAt } : null,
      timeZone: printed.timeZone,
    },
  };
}

/**
 * What IEP `row`'s documents print from outside the row, read now (owner `ownerId`): the student's
 * name, date of birth and grade, the meeting with its attendees, the teacher's zone and the document's
 * language (the student's home language when Spanish, else English). Finalizing stores it in
 * `ieps.printed`, so the signed document never changes with the record; null when the student is gone.
 */
export async function printedHeader(
  db: Runner,
  ownerId: string,
  row: IepRow,
): Promise<IepPrintedHeader | null> {
  const [student] = await db
    .select({
      name: students.name,
      dateOfBirth: students.dateOfBirth,
      grade: students.grade,
      homeLanguage: students.homeLanguage,
    })
    .from(students)
    .where(and(eq(students.id, row.studentId), eq(students.userId, ownerId)));
  if (!student) return null;
  let meeting: IepPrintedHeader["meeting"] = null;
  if (row.meetingId) {
    const [m] = await db
      .select({ scheduledDate: meetings.scheduledDate })
      .from(meetings)
      .where(and(eq(meetings.id, row.meetingId), eq(meetings.userId, ownerId)));
    if (m) {
      const attendees = await db
        .select({ name: meetingAttendees.attendeeName, role: meetingAttendees.attendeeRole })
        .from(meetingAttendees)
        .where(eq(meetingAttendees.meetingId, row.meetingId))
        .orderBy(asc(meetingAttendees.createdAt), asc(meetingAttendees.id));
      meeting = { scheduledDate: m.scheduledDate.toISOString(), attendees };
    }
  }
  return {
    student: { name: student.name, dateOfBirth: student.dateOfBirth, grade: student.grade },
    meeting,
    timeZone: await teacherTimeZone(db, ownerId),
    language: student.homeLanguage === "es" ? "es" : "en",
  };
}

/** The PDF without signature page of a loaded IEP, and its SHA-256 (hex). */
async function documentPdf(loaded: LoadedIep, language: IepDocumentLanguage) {
  const bytes = await renderIepPdf(iepDocumentModel(loaded.data, iepText(language)));
  return { bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
}

/**
 * The PDF of IEP `iepId` (owner `ownerId`) without its signature page, and its SHA-256 (hex); null
 * when not found. `language` defaults to the student's (`LoadedIep.defaultLanguage`), as GET
 * /ieps/{id}/pdf does. The same content (IEP, student's name, date of birth and grade, meeting date)
 * gives the same bytes at any later time and in another process (requirements "Notices").
 */
export async function iepDocumentPdf(
  db: Runner,
  ownerId: string,
  iepId: string,
  language?: IepDocumentLanguage,
): Promise<{ bytes: Uint8Array; sha256: string } | null> {
  const loaded = await loadIep(db, ownerId, iepId);
  if (!loaded) return null;
  const { bytes, sha256 } = await documentPdf(loaded, language ?? loaded.defaultLanguage);
  return { bytes: new Uint8Array(bytes), sha256 };
}

/** The IEP's signatures (oldest first) and consent answers, and the current document's SHA-256. */
async function signatureData(
  db: Runner,
  ownerId: string,
  iepId: string,
  documentSha256: string,
): Promise<IepSignatureData | null> {
  const signatures = await db
    .select()
    .from(iepSignatures)
    .where(and(eq(iepSignatures.iepId, iepId), eq(iepSignatures.userId, ownerId)))
    .orderBy(asc(iepSignatures.signedAt), asc(iepSignatures.id));
  const consents = await db
    .select()
    .from(iepConsents)
    .where(and(eq(iepConsents.iepId, iepId), eq(iepConsents.userId, ownerId)))
    .orderBy(asc(iepConsents.respondedOn), asc(iepConsents.createdAt), asc(iepConsents.id));
  if (signatures.length === 0 && consents.length === 0) return null;
  return {
    documentSha256,
    signatures: signatures.map((s) => ({
      signerName: s.signerName,
      signerRole: s.signerRole as IepSignerRole,
      method: s.method as SignatureMethod,
      signature: s.signature,
      documentSha256: s.documentSha256,
      signedAt: s.signedAt,
      voidedAt: s.voidedAt,
    })),
    consents: consents.map((c) => ({
      kind: c.kind as IepConsentKind,
      response: c.response as ConsentResponse,
      details: c.details,
      respondedOn: c.respondedOn,
      parentName: c.parentName,
    })),
  };
}

/**
 * The IEP as a file `iep-<student slug>-<start date>.<pdf|docx>` in `language` (default: the
 * student's): the document, then its signature page when it has signatures or consent answers (so
 * that PDF's SHA-256 differs from the signed document's); a signature is void when it was voided or
 * its SHA-256 is not that of the document in the student's default language; null when not found.
 */
export async function iepDocumentFile(
  db: Runner,
  ownerId: string,
  iepId: string,
  format: "pdf" | "docx",
  language?: IepDocumentLanguage,
): Promise<IepFile | null> {
  const loaded = await loadIep(db, ownerId, iepId);
  if (!loaded) return null;
  const lang = language ?? loaded.defaultLanguage;
  const text = iepText(lang);
  // Signatures are taken of the document in the student's default language (`iepDocumentPdf`): that
  // document's hash decides which are void, whatever language this copy prints in.
  const signed = await documentPdf(loaded, loaded.defaultLanguage);
  const signatures = await signatureData(db, ownerId, iepId, signed.sha256);
  const filename = exportFilename("iep", loaded.data.student.name, loaded.row.startDate, format);
  if (format === "pdf" && !signatures) {
    const bytes = lang === loaded.defaultLanguage ? signed.bytes : (await documentPdf(loaded, lang)).bytes;
    return { bytes, filename, language: lang };
  }
  const model = iepDocumentModel(loaded.data, text, signatures);
  const bytes = format === "pdf" ? await renderIepPdf(model) : await renderIepDocx(model);
  return { bytes, filename, language: lang };
}

/** A notice as a file `<notice>-<student slug>-<IEP start date>.<pdf|docx>`; null when the IEP is not found. */
export async function iepNoticeFile(
  db: Runner,
  ownerId: string,
  iepId: string,
  notice: IepNotice,
  format: "pdf" | "docx",
  language?: IepDocumentLanguage,
): Promise<IepFile | null> {
  const loaded = await loadIep(db, ownerId, iepId);
  if (!loaded) return null;
  const lang = language ?? loaded.defaultLanguage;
  const model = iepNoticeModel(notice, loaded.data, iepText(lang));
  const bytes = format === "pdf" ? await renderIepPdf(model) : await renderIepDocx(model);
  return {
    bytes,
    filename: exportFilename(notice, loaded.data.student.name, loaded.row.startDate, format),
    language: lang,
  };
}
