/**
 * The IEP versions in an export (requirements "Export and restore"; "IEP versions", "Signatures and
 * consent"): every version of the teacher's students (or of one student) with its signatures and
 * consent answers, in the shapes of `shared/contracts/data-export.ts`, read from the tables directly
 * and scoped by the teacher. Signing links only as a count: their token hashes work on this server only.
 */
import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ExportedIep, ExportedSignature } from "../../../shared/contracts/data-export.ts";
import type { Consent } from "../../../shared/contracts/ieps.ts";
import type { Runner } from "../../db/client.ts";
import { iepConsents, iepSignatures, iepSigningLinks, ieps } from "../../db/schema/index.ts";
import { authorNames } from "../../lib/authors.ts";
import { toConsent, toSignature } from "../iep-signatures/index.ts";
import { toIep } from "../ieps/index.ts";

/** The IEP files of an export. */
export interface ExportedIepTables {
  ieps: ExportedIep[];
  "iep-signatures": ExportedSignature[];
  "iep-consents": Consent[];
}

/** `table`'s rows of `userId`, and of `studentId` when given. */
function scoped(
  table: { userId: PgColumn; studentId: PgColumn },
  userId: string,
  studentId: string | undefined,
): SQL | undefined {
  return studentId ? and(eq(table.userId, userId), eq(table.studentId, studentId)) : eq(table.userId, userId);
}

/**
 * Every IEP version of `userId`'s students (newest first, as the versions list), their signatures
 * and consent answers (oldest first, as the signatures section); with `studentId`, that student's only.
 * `authorName` names a version's author when it is not the owner, `finalizedByName` who finalized it
 * (null when that account is gone).
 */
export async function collectIeps(
  db: Runner,
  userId: string,
  studentId?: string,
): Promise<ExportedIepTables> {
  const iepRows = await db
    .select()
    .from(ieps)
    .where(scoped(ieps, userId, studentId))
    .orderBy(desc(ieps.createdAt), desc(ieps.id));
  const names = await authorNames(
    db,
    iepRows.flatMap((r) => [r.authorId, r.finalizedByUserId]),
  );
  const signatureRows = await db
    .select()
    .from(iepSignatures)
    .where(scoped(iepSignatures, userId, studentId))
    .orderBy(asc(iepSignatures.signedAt), asc(iepSignatures.id));
  const consentRows = await db
    .select()
    .from(iepConsents)
    .where(scoped(iepConsents, userId, studentId))
    .orderBy(asc(iepConsents.createdAt), asc(iepConsents.id));
  return {
    ieps: iepRows.map((row) => ({
      ...toIep(row, row.authorId ? (names.get(row.authorId) ?? null) : null),
      printed: row.printed ?? null,
      finalizedByName: row.finalizedByUserId ? (names.get(row.finalizedByUserId) ?? null) : null,
    })),
    // As the API answers them, but for `valid`: it compares with the document as it is now.
    "iep-signatures": signatureRows.map((row) => {
      const { valid: _now, ...signature } = toSignature(row, row.documentSha256);
      return signature;
    }),
    "iep-consents": consentRows.map(toConsent),
  };
}

/** How many signing links `userId` sent (for `studentId`'s IEPs when given), for `manifest.json`. */
export async function signingLinkCount(db: Runner, userId: string, studentId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(iepSigningLinks)
    .where(scoped(iepSigningLinks, userId, studentId));
  return Number(row?.n ?? 0);
}
