/**
 * The public signing page's service (requirements "Signatures and consent"): a parent opens a
 * single-use link without an account. The token is the only key: its SHA-256 finds the link, and the
 * link reaches one IEP of one teacher and nothing else. A link works until it is used, withdrawn or
 * past its `SIGNING_LINK_DAYS` days; it is marked used by one atomic update, so two posts at once give
 * one signature and one 410. Everything is audited on the owner's log with ids only; the token is
 * never logged or stored.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import {
  IEP_KIND_LABELS,
  type IepConsentKind,
  type IepDocumentLanguage,
  type IepKind,
  type IepSignerRole,
  type PublicSignInput,
  type PublicSigningView,
} from "../../../shared/contracts/ieps.ts";
import { formatDate } from "../../../shared/domain/date-format.ts";
import { todayIn } from "../../../shared/domain/teacher-time.ts";
import type { Db, Runner } from "../../db/client.ts";
import { iepConsents, iepSignatures, iepSigningLinks, students, users } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";
import { fieldLine } from "../../lib/validation.ts";
import { syncStudentDeadlines } from "../deadlines/index.ts";
import { findIep, type IepRow } from "../ieps/index.ts";
import { addNotification } from "../notifications/index.ts";
import { shortName, studentLink } from "../teams/index.ts";
import { type DocumentPdf, documentPdf, hashToken, type SigningLinkRow } from "./signing-rows.ts";

/** The sentences a parent reads when a link does not open (requirements "Signatures and consent"). */
export const PUBLIC_SIGNING_MESSAGES = {
  notValid: "This signing link is not valid.",
  used: "This signing link was already used.",
  expired: (date: string) => `This signing link expired on ${date}. Ask the teacher for a new one.`,
  revoked: "This signing link was withdrawn.",
  consentFirst: "Answer the consent question first.",
  partialDetails: "Say what the parent consents to and what not.",
} as const;

/** Why a link no longer works (`details.reason` of 410 SIGNING_LINK_GONE). */
export type GoneReason = "used" | "expired" | "revoked";

/** The title of the document on the page, in the link's language. */
const KIND_TITLES: Record<IepDocumentLanguage, Record<IepKind, string>> = {
  en: IEP_KIND_LABELS,
  es: {
    initial: "PEI inicial",
    annual: "PEI anual",
    amendment: "Enmienda al PEI",
    interim: "PEI provisional",
  },
};

/** A link, its IEP and its owner's time zone: what every public answer starts from. */
interface OpenLink {
  link: SigningLinkRow;
  iep: IepRow;
  timeZone: string;
}

/**
 * The 410 SIGNING_LINK_GONE (with `details.reason`) a used, withdrawn or expired link answers at
 * `now`, or null while the link works. The expiry date is written in the teacher's time zone.
 */
function gone(link: SigningLinkRow, timeZone: string, now: Date): AppError | null {
  const reason: GoneReason | null = link.usedAt
    ? "used"
    : link.revokedAt
      ? "revoked"
      : link.expiresAt.getTime() <= now.getTime()
        ? "expired"
        : null;
  if (!reason) return null;
  const message =
    reason === "expired"
      ? PUBLIC_SIGNING_MESSAGES.expired(formatDate(link.expiresAt, { timeZone }))
      : PUBLIC_SIGNING_MESSAGES[reason];
  return new AppError(410, ErrorCode.SIGNING_LINK_GONE, message, { reason });
}

/**
 * The link of `token` and its IEP, when the link still works.
 * @throws AppError 404 "This signing link is not valid." for an unknown token (or an IEP gone since);
 *   410 SIGNING_LINK_GONE for a used, withdrawn or expired one.
 */
async function openLink(db: Runner, token: string, now: Date): Promise<OpenLink> {
  const [link] = await db
    .select()
    .from(iepSigningLinks)
    .where(eq(iepSigningLinks.tokenHash, hashToken(token)))
    .limit(1);
  if (!link) throw notFound(PUBLIC_SIGNING_MESSAGES.notValid);
  const timeZone = (await teacherTimeZone(db, link.userId)) ?? "UTC";
  const refused = gone(link, timeZone, now);
  if (refused) throw refused;
  const iep = await findIep(db, link.userId, link.iepId);
  if (!iep) throw notFound(PUBLIC_SIGNING_MESSAGES.notValid);
  return { link, iep, timeZone };
}

/** The student's name (the owner's student of the link). */
async function studentName(db: Runner, link: SigningLinkRow): Promise<string> {
  const [row] = await db
    .select({ name: students.name })
    .from(students)
    .where(and(eq(students.id, link.studentId), eq(students.userId, link.userId)))
    .limit(1);
  return row?.name ?? "";
}

/**
 * What the signing page shows: the one IEP of the link (its content, kind and dates, the student's
 * name), the teacher's name, the signer, the consent asked, the language and when the link expires.
 * @throws AppError 404 / 410 as {@link openLink}.
 */
export async function publicSigningView(
  db: Db,
  token: string,
  now: Date,
  pdf: DocumentPdf = documentPdf,
): Promise<PublicSigningView> {
  const { link, iep } = await openLink(db, token, now);
  const doc = await pdf(db, link.userId, iep.id);
  if (!doc) throw notFound(PUBLIC_SIGNING_MESSAGES.notValid);
  const [teacher] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, link.userId))
    .limit(1);
  const language = link.language as IepDocumentLanguage;
  await recordAudit(db, {
    userId: link.userId,
    action: "iep_signing_link.read",
    entity: "iep_signing_link",
    entityId: link.id,
    detail: { iepId: iep.id },
  });
  return {
    signerName: link.signerName,
    signerRole: link.signerRole as IepSignerRole,
    consentKind: (link.consentKind as IepConsentKind | null) ?? null,
    language,
    expiresAt: link.expiresAt.toISOString(),
    teacherName: teacher?.name ?? "",
    document: {
      title: KIND_TITLES[language][iep.kind as IepKind] ?? IEP_KIND_LABELS.annual,
      studentName: await studentName(db, link),
      kind: iep.kind as IepKind,
      startDate: iep.startDate,
      endDate: iep.endDate,
      content: iep.content,
      documentSha256: doc.sha256,
    },
  };
}

/**
 * The PDF of the link's IEP (and of no other document), with a file name without the student's name.
 * @throws AppError 404 / 410 as {@link openLink}.
 */
export async function publicSigningPdf(
  db: Db,
  token: string,
  now: Date,
  pdf: DocumentPdf = documentPdf,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const { link, iep } = await openLink(db, token, now);
  const doc = await pdf(db, link.userId, iep.id);
  if (!doc) throw notFound(PUBLIC_SIGNING_MESSAGES.notValid);
  await recordAudit(db, {
    userId: link.userId,
    action: "iep_signing_link.pdf",
    entity: "iep_signing_link",
    entityId: link.id,
    detail: { iepId: iep.id },
  });
  return { bytes: doc.bytes, filename: `IEP-${iep.startDate}.pdf` };
}

/** `text` ended by one full stop ("… of Maya R." keeps the initial's). */
const sentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

/** A 400 VALIDATION_ERROR naming the field. */
function refuse(field: string, message: string): AppError {
  const line = fieldLine(field, message);
  return new AppError(400, ErrorCode.VALIDATION_ERROR, line, { fields: [line] });
}

/**
 * The parent signs: the link is marked used atomically (a second post, even at the same moment, is
 * 410 "used"), the signature is stored with the document's current hash and the link's role, the
 * consent answer when the link asks one, the owner is told in the app, and the student's legal
 * clock is brought up to date — all in one transaction.
 * @returns when it was signed.
 * @throws AppError 404 / 410 as {@link openLink}; 400 "Answer the consent question first." when the
 *   link asks a consent and none came (the link stays unused), or "partial" without details.
 */
export async function publicSign(
  db: Db,
  token: string,
  input: PublicSignInput,
  now: Date,
  pdf: DocumentPdf = documentPdf,
): Promise<{ signedAt: string }> {
  const { link, iep, timeZone } = await openLink(db, token, now);
  const consentKind = link.consentKind as IepConsentKind | null;
  const consentDetails = input.consent?.details?.trim() || null;
  if (consentKind && !input.consent) throw refuse("consent", PUBLIC_SIGNING_MESSAGES.consentFirst);
  if (consentKind && input.consent?.response === "partial" && !consentDetails) {
    throw refuse("consent.details", PUBLIC_SIGNING_MESSAGES.partialDetails);
  }
  const doc = await pdf(db, link.userId, iep.id);
  if (!doc) throw notFound(PUBLIC_SIGNING_MESSAGES.notValid);
  const name = await studentName(db, link);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(iepSigningLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(iepSigningLinks.id, link.id),
          isNull(iepSigningLinks.usedAt),
          isNull(iepSigningLinks.revokedAt),
          gt(iepSigningLinks.expiresAt, now),
        ),
      )
      .returning({ id: iepSigningLinks.id });
    if (!used) {
      const [again] = await tx.select().from(iepSigningLinks).where(eq(iepSigningLinks.id, link.id));
      throw (again && gone(again, timeZone, now)) ?? notFound(PUBLIC_SIGNING_MESSAGES.notValid);
    }
    const owner = { userId: link.userId, studentId: link.studentId, iepId: iep.id, linkId: link.id };
    await tx.insert(iepSignatures).values({
      ...owner,
      signerName: input.signerName,
      signerRole: link.signerRole,
      method: input.method,
      signature: input.signature,
      documentSha256: doc.sha256,
      signedAt: now,
    });
    if (consentKind && input.consent) {
      await tx.insert(iepConsents).values({
        ...owner,
        kind: consentKind,
        response: input.consent.response,
        details: consentDetails,
        respondedOn: todayIn(now, timeZone),
        parentName: input.signerName,
        createdAt: now,
      });
    }
    await addNotification(
      tx,
      {
        userId: link.userId,
        type: "iep_signed",
        title: link.signerRole === "student" ? "The student signed an IEP" : "A parent signed an IEP",
        body: sentence(
          `${link.signerRole === "student" ? "The student" : "A parent"} signed the IEP of ${shortName(name)}`,
        ),
        link: studentLink(link.studentId),
      },
      now,
    );
    await recordAudit(tx, {
      userId: link.userId,
      action: "iep.sign_link",
      entity: "iep_signing_link",
      entityId: link.id,
      detail: { iepId: iep.id, consent: consentKind !== null },
    });
    await syncStudentDeadlines(tx, link.userId, link.studentId, now);
  });
  return { signedAt: now.toISOString() };
}
