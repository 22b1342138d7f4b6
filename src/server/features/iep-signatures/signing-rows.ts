/**
 * The rows of signing an IEP as the API answers them (requirements "Signatures and consent"): a
 * signature (valid while not voided and signed on the document as it is now), a signing link (its
 * status from when it was used, withdrawn or expires), a consent answer. Shared by the signed-in routes
 * and the public signing page.
 */
import { createHash, randomBytes } from "node:crypto";
import type {
  Consent,
  ConsentResponse,
  IepConsentKind,
  IepDocumentLanguage,
  IepSignerRole,
  Signature,
  SignatureMethod,
  SigningLink,
} from "../../../shared/contracts/ieps.ts";
import type { Runner } from "../../db/client.ts";
import type { iepConsents, iepSignatures, iepSigningLinks } from "../../db/schema/index.ts";
import { iepDocumentPdf } from "../ieps/index.ts";

export type SignatureRow = typeof iepSignatures.$inferSelect;
export type SigningLinkRow = typeof iepSigningLinks.$inferSelect;
export type ConsentRow = typeof iepConsents.$inferSelect;

/**
 * The PDF of an IEP without its signature page and its SHA-256 (hex), or null when the owner has no
 * such IEP: the ieps feature's `iepDocumentPdf`, byte-for-byte reproducible (requirements "IEP
 * versions"), so the hash a signature stores is the hash of the same document later.
 */
export type DocumentPdf = (
  db: Runner,
  ownerId: string,
  iepId: string,
) => Promise<{ bytes: Uint8Array; sha256: string } | null>;

/** The document function the routes use; tests replace the ieps feature's module to change it. */
export const documentPdf: DocumentPdf = (db, ownerId, iepId) => iepDocumentPdf(db, ownerId, iepId);

/** Random bytes in a signing link's token: 256 bits, which cannot be guessed. */
export const TOKEN_BYTES = 32;

/** A new link token (base64url, 43 characters) and the SHA-256 (hex) that is all the database keeps. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

/** SHA-256 (hex) of a link token, as `iep_signing_links.token_hash` stores it. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A link's status at `now`: signed once used; revoked once withdrawn; expired from `expires_at`;
 * waiting otherwise (requirements "Signatures and consent").
 */
export function linkStatus(row: SigningLinkRow, now: Date): SigningLink["status"] {
  if (row.usedAt) return "signed";
  if (row.revokedAt) return "revoked";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "waiting";
}

/** A stored signature → the API's `Signature`; `currentSha256` is the document's hash now. */
export function toSignature(row: SignatureRow, currentSha256: string): Signature {
  return {
    id: row.id,
    iepId: row.iepId,
    signerName: row.signerName,
    signerRole: row.signerRole as IepSignerRole,
    method: row.method as SignatureMethod,
    signature: row.signature,
    documentSha256: row.documentSha256,
    signedAt: row.signedAt.toISOString(),
    via: row.linkId ? "link" : "in_person",
    valid: row.voidedAt === null && row.documentSha256 === currentSha256,
    voidedAt: row.voidedAt?.toISOString() ?? null,
  };
}

/** A stored link → the API's `SigningLink` (never its token, which is not stored). */
export function toSigningLink(row: SigningLinkRow, now: Date): SigningLink {
  return {
    id: row.id,
    iepId: row.iepId,
    email: row.email,
    signerName: row.signerName,
    signerRole: row.signerRole as IepSignerRole,
    consentKind: (row.consentKind as IepConsentKind | null) ?? null,
    language: row.language as IepDocumentLanguage,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: linkStatus(row, now),
  };
}

/** A stored consent answer → the API's `Consent`. */
export function toConsent(row: ConsentRow): Consent {
  return {
    id: row.id,
    iepId: row.iepId,
    kind: row.kind as IepConsentKind,
    response: row.response as ConsentResponse,
    details: row.details,
    respondedOn: row.respondedOn,
    parentName: row.parentName,
    via: row.linkId ? "link" : "in_person",
    createdAt: row.createdAt.toISOString(),
  };
}
