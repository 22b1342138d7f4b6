/**
 * Signing one IEP on the teacher's side (requirements "Signatures and consent"): what is signed so far
 * (signatures valid or void, the parents' links, the consent answers), a team member's signature on
 * the teacher's device, a parent's single-use signing link sent by e-mail, withdrawing a link, and a
 * parent's consent answer recorded by the teacher (34 CFR 300.300). Every query is scoped by the
 * student's owner (`ownerId`): another teacher's IEP or link answers 404 exactly like a missing one.
 * Reads and changes are audited with ids and counts only; a signature, a consent and a signed link
 * bring the student's legal clock up to date in the same transaction (deadlines'
 * `syncStudentDeadlines`).
 */
import { and, asc, eq } from "drizzle-orm";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import {
  type Consent,
  type CreateConsentInput,
  type CreateSignatureInput,
  type CreateSigningLinkInput,
  type IepDocumentLanguage,
  type IepSigningState,
  SIGNING_LINK_DAYS,
  type Signature,
  type SigningLink,
} from "../../../shared/contracts/ieps.ts";
import { todayIn } from "../../../shared/domain/teacher-time.ts";
import type { Db, Runner } from "../../db/client.ts";
import { iepConsents, iepSignatures, iepSigningLinks, students } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";
import { fieldLine } from "../../lib/validation.ts";
import { syncStudentDeadlines } from "../deadlines/index.ts";
import { findIep, type IepRow } from "../ieps/index.ts";
import {
  type DocumentPdf,
  documentPdf,
  newToken,
  toConsent,
  toSignature,
  toSigningLink,
} from "./signing-rows.ts";

/** The sentences a teacher reads when signing is refused (requirements "Signatures and consent"). */
export const SIGNING_MESSAGES = {
  iepNotFound: "IEP not found",
  linkNotFound: "Signing link not found",
  superseded: "This IEP was replaced by a later version; sign the IEP in effect.",
  linkUsed: "This link was already used.",
  partialDetails: "Say what the parent consents to and what not.",
  futureAnswer: "The date of the answer can't be after today.",
} as const;

const DAY_MS = 86_400_000;

/** A 400 VALIDATION_ERROR naming the field, in the shape the validation hook answers. */
function refuse(field: string, message: string): AppError {
  const line = fieldLine(field, message);
  return new AppError(400, ErrorCode.VALIDATION_ERROR, line, { fields: [line] });
}

/** @throws AppError 404 "IEP not found" for a missing or another teacher's IEP. */
async function ownedIep(db: Runner, ownerId: string, iepId: string): Promise<IepRow> {
  const iep = await findIep(db, ownerId, iepId);
  if (!iep) throw notFound(SIGNING_MESSAGES.iepNotFound);
  return iep;
}

/** @throws AppError 409 IEP_FINAL when the IEP was replaced by a later version. */
function assertNotSuperseded(iep: IepRow): void {
  if (iep.status === "superseded") throw new AppError(409, ErrorCode.IEP_FINAL, SIGNING_MESSAGES.superseded);
}

/**
 * The SHA-256 of the IEP's PDF as it is now.
 * @throws AppError 404 when the document function finds no such IEP.
 */
async function currentHash(db: Runner, ownerId: string, iepId: string, pdf: DocumentPdf): Promise<string> {
  const doc = await pdf(db, ownerId, iepId);
  if (!doc) throw notFound(SIGNING_MESSAGES.iepNotFound);
  return doc.sha256;
}

/**
 * Everything about signing one IEP: the current document hash, its signatures (valid while not voided
 * and signed on this very document), its links and consent answers, each oldest first.
 * @throws AppError 404 "IEP not found".
 */
export async function getSigningState(
  db: Db,
  ownerId: string,
  actorId: string,
  iepId: string,
  now: Date,
  pdf: DocumentPdf = documentPdf,
): Promise<IepSigningState> {
  await ownedIep(db, ownerId, iepId);
  const sha256 = await currentHash(db, ownerId, iepId, pdf);
  const [signatures, links, consents] = await Promise.all([
    db
      .select()
      .from(iepSignatures)
      .where(and(eq(iepSignatures.iepId, iepId), eq(iepSignatures.userId, ownerId)))
      .orderBy(asc(iepSignatures.signedAt), asc(iepSignatures.id)),
    db
      .select()
      .from(iepSigningLinks)
      .where(and(eq(iepSigningLinks.iepId, iepId), eq(iepSigningLinks.userId, ownerId)))
      .orderBy(asc(iepSigningLinks.createdAt), asc(iepSigningLinks.id)),
    db
      .select()
      .from(iepConsents)
      .where(and(eq(iepConsents.iepId, iepId), eq(iepConsents.userId, ownerId)))
      .orderBy(asc(iepConsents.createdAt), asc(iepConsents.id)),
  ]);
  await recordAudit(db, {
    userId: actorId,
    action: "iep_signature.list",
    entity: "iep",
    entityId: iepId,
    detail: { signatures: signatures.length, links: links.length, consents: consents.length },
  });
  return {
    documentSha256: sha256,
    signatures: signatures.map((s) => toSignature(s, sha256)),
    links: links.map((l) => toSigningLink(l, now)),
    consents: consents.map(toConsent),
  };
}

/**
 * A team member signs the IEP on the teacher's device: stores the document's current hash and who
 * recorded it (`actorId`). Drafts and final IEPs may be signed.
 * @throws AppError 404 "IEP not found"; 409 IEP_FINAL for a superseded IEP.
 */
export async function createSignature(
  db: Db,
  ownerId: string,
  actorId: string,
  iepId: string,
  input: CreateSignatureInput,
  now: Date,
  pdf: DocumentPdf = documentPdf,
): Promise<Signature> {
  const iep = await ownedIep(db, ownerId, iepId);
  assertNotSuperseded(iep);
  const sha256 = await currentHash(db, ownerId, iepId, pdf);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(iepSignatures)
      .values({
        userId: ownerId,
        studentId: iep.studentId,
        iepId,
        signerName: input.signerName,
        signerRole: input.signerRole,
        method: input.method,
        signature: input.signature,
        documentSha256: sha256,
        recordedByUserId: actorId,
        signedAt: now,
      })
      .returning();
    if (!inserted) throw new Error("signature insert returned no row");
    await recordAudit(tx, {
      userId: actorId,
      action: "iep_signature.create",
      entity: "iep_signature",
      entityId: inserted.id,
      detail: { iepId, method: input.method },
    });
    await syncStudentDeadlines(tx, ownerId, iep.studentId, now);
    return inserted;
  });
  return toSignature(row, sha256);
}

/** What sending a link needs besides its input: the sender and where the app is. */
export interface LinkSender {
  /** The signed-in teacher who sends it (named in the e-mail). */
  actorId: string;
  actorName: string;
  /** The app's public origin; the link is `${appUrl}/sign/<token>`. */
  appUrl: string;
}

/** A link just made, with what its e-mail needs (the token exists only here and in the e-mail). */
export interface NewSigningLink {
  link: SigningLink;
  token: string;
  url: string;
  studentName: string;
  timeZone: string;
}

/**
 * Makes a parent's single-use signing link: a 256-bit token of which only the SHA-256 is stored,
 * valid `SIGNING_LINK_DAYS` days; the language is the one asked, else Spanish for a student whose
 * home language is Spanish, else English. The caller sends the e-mail after the commit.
 * @throws AppError 404 "IEP not found"; 409 IEP_FINAL for a superseded IEP.
 */
export async function createSigningLink(
  db: Db,
  ownerId: string,
  sender: LinkSender,
  iepId: string,
  input: CreateSigningLinkInput,
  now: Date,
): Promise<NewSigningLink> {
  const iep = await ownedIep(db, ownerId, iepId);
  assertNotSuperseded(iep);
  const [student] = await db
    .select({ name: students.name, homeLanguage: students.homeLanguage })
    .from(students)
    .where(and(eq(students.id, iep.studentId), eq(students.userId, ownerId)))
    .limit(1);
  if (!student) throw notFound(SIGNING_MESSAGES.iepNotFound);
  const language: IepDocumentLanguage = input.language ?? (student.homeLanguage === "es" ? "es" : "en");
  const { token, tokenHash } = newToken();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(iepSigningLinks)
      .values({
        userId: ownerId,
        studentId: iep.studentId,
        iepId,
        tokenHash,
        email: input.email,
        signerName: input.signerName,
        signerRole: input.signerRole ?? "parent",
        consentKind: input.consentKind ?? null,
        language,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SIGNING_LINK_DAYS * DAY_MS),
      })
      .returning();
    if (!inserted) throw new Error("signing link insert returned no row");
    await recordAudit(tx, {
      userId: sender.actorId,
      action: "iep_signing_link.create",
      entity: "iep_signing_link",
      entityId: inserted.id,
      detail: { iepId, consent: inserted.consentKind !== null },
    });
    return inserted;
  });
  return {
    link: toSigningLink(row, now),
    token,
    url: `${sender.appUrl}/sign/${token}`,
    studentName: student.name,
    timeZone: (await teacherTimeZone(db, ownerId)) ?? "UTC",
  };
}

/**
 * Withdraws a link (`revoked_at`); withdrawing one already withdrawn changes nothing.
 * @throws AppError 404 "Signing link not found"; 409 SIGNING_LINK_USED "This link was already used.".
 */
export async function revokeSigningLink(
  db: Db,
  ownerId: string,
  actorId: string,
  linkId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [link] = await tx
      .select({ usedAt: iepSigningLinks.usedAt, revokedAt: iepSigningLinks.revokedAt })
      .from(iepSigningLinks)
      .where(and(eq(iepSigningLinks.id, linkId), eq(iepSigningLinks.userId, ownerId)))
      .limit(1);
    if (!link) throw notFound(SIGNING_MESSAGES.linkNotFound);
    if (link.usedAt) throw new AppError(409, ErrorCode.SIGNING_LINK_USED, SIGNING_MESSAGES.linkUsed);
    if (link.revokedAt) return;
    await tx
      .update(iepSigningLinks)
      .set({ revokedAt: now })
      .where(and(eq(iepSigningLinks.id, linkId), eq(iepSigningLinks.userId, ownerId)));
    await recordAudit(tx, {
      userId: actorId,
      action: "iep_signing_link.revoke",
      entity: "iep_signing_link",
      entityId: linkId,
    });
  });
}

/**
 * Records a parent's consent answer given on paper or in person (34 CFR 300.300): given, refused (a
 * refusal is recorded too) or given in part, which must say what is consented to and what not.
 * @throws AppError 404 "IEP not found"; 400 for "partial" without details or a date after today.
 */
export async function createConsent(
  db: Db,
  ownerId: string,
  actorId: string,
  iepId: string,
  input: CreateConsentInput,
  now: Date,
): Promise<Consent> {
  const iep = await ownedIep(db, ownerId, iepId);
  const details = input.details?.trim() || null;
  if (input.response === "partial" && !details) throw refuse("details", SIGNING_MESSAGES.partialDetails);
  const today = todayIn(now, await teacherTimeZone(db, ownerId));
  if (input.respondedOn > today) throw refuse("respondedOn", SIGNING_MESSAGES.futureAnswer);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(iepConsents)
      .values({
        userId: ownerId,
        studentId: iep.studentId,
        iepId,
        kind: input.kind,
        response: input.response,
        details,
        respondedOn: input.respondedOn,
        parentName: input.parentName,
        recordedByUserId: actorId,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error("consent insert returned no row");
    await recordAudit(tx, {
      userId: actorId,
      action: "iep_consent.create",
      entity: "iep_consent",
      entityId: inserted.id,
      detail: { iepId, kind: input.kind, response: input.response },
    });
    await syncStudentDeadlines(tx, ownerId, iep.studentId, now);
    return inserted;
  });
  return toConsent(row);
}
