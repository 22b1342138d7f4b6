/**
 * The IEP versions of a restore (requirements "Export and restore" → "Restore"; "IEP versions",
 * "Signatures and consent"): each version re-made with its kind, status, dates, content, amendment,
 * `printed` header and finalized date, its student, meeting and amended version following the old ids
 * to the new ones; then its signatures (the signature and its document SHA-256 as they were, so a
 * signature on an unchanged document still stands) and its consent answers. Signing links are not in
 * an export (only their count), so none is re-made.
 */
import { randomUUID } from "node:crypto";
import type { Runner } from "../../db/client.ts";
import { iepConsents, iepSignatures, ieps } from "../../db/schema/index.ts";
import type { ExportContents } from "./restore-files.ts";
import { type IdMap, insertChunked, instantOr } from "./restore-rows.ts";

/** The answer to a second draft of one student (the database keeps one draft per student). */
export const SECOND_DRAFT =
  "A student has one draft IEP at a time: this draft is left out, the other one is restored.";

/**
 * Writes the IEP versions, signatures and consent answers of `contents` for `userId` (inside the
 * restore's transaction). The restoring teacher owns them and is who finalized each final version and
 * who recorded each signature and answer given in person; one given through a link keeps reading
 * "through the e-mailed link" (a link id that names no link, since links are not restored). A version
 * whose student is not in the export, or a student's second draft, is skipped, and so are its
 * signatures and answers.
 * @returns rows restored per file (`ieps`, `iep-signatures`, `iep-consents`).
 */
export async function restoreIeps(
  tx: Runner,
  userId: string,
  contents: ExportContents,
  ids: { students: IdMap; meetings: IdMap },
  skip: (file: string, index: number, message: string) => void,
  now: Date,
): Promise<Record<"ieps" | "iep-signatures" | "iep-consents", number>> {
  const { rows } = contents;
  // First the new ids, so an amendment finds the version it amends wherever it is in the file.
  const iepIds: IdMap = new Map();
  const iepStudent = new Map<string, string>();
  const withDraft = new Set<string>();
  const kept = rows.ieps.flatMap((iep, index) => {
    const studentId = ids.students.get(iep.studentId);
    if (!studentId) {
      skip("ieps.json", index, "Its student is not in the export.");
      return [];
    }
    if (iep.status === "draft") {
      if (withDraft.has(studentId)) {
        skip("ieps.json", index, SECOND_DRAFT);
        return [];
      }
      withDraft.add(studentId);
    }
    const id = randomUUID();
    iepIds.set(iep.id, id);
    iepStudent.set(id, studentId);
    return [{ iep, id, studentId }];
  });
  // A version's meeting must be one of its own student's (requirements "IEP versions").
  const meetingOf = new Map(rows.meetings.map((m) => [m.id, m.studentId]));
  const iepValues = kept.map(({ iep, id, studentId }) => ({
    id,
    userId,
    studentId,
    kind: iep.kind,
    status: iep.status,
    meetingId:
      meetingOf.get(iep.meetingId ?? "") === iep.studentId
        ? (ids.meetings.get(iep.meetingId ?? "") ?? null)
        : null,
    startDate: iep.startDate,
    endDate: iep.endDate,
    content: iep.content,
    amendsId: iep.amends ? (iepIds.get(iep.amends) ?? null) : null,
    amendment: iep.amendment,
    authorId: null,
    printed: iep.printed,
    finalizedAt: iep.finalizedAt ? new Date(iep.finalizedAt) : null,
    finalizedByUserId: iep.finalizedAt ? userId : null,
    createdAt: instantOr(iep.createdAt, now),
    updatedAt: instantOr(iep.updatedAt, now),
  }));
  await insertChunked(iepValues, (chunk) => tx.insert(ieps).values(chunk));

  const signatureValues = rows["iep-signatures"].flatMap((s, index) => {
    const iepId = iepIds.get(s.iepId);
    const studentId = iepId ? iepStudent.get(iepId) : undefined;
    if (!iepId || !studentId) {
      skip("iep-signatures.json", index, "Its IEP is not restored.");
      return [];
    }
    const byLink = s.via === "link";
    return [
      {
        userId,
        studentId,
        iepId,
        signerName: s.signerName,
        signerRole: s.signerRole,
        method: s.method,
        signature: s.signature,
        documentSha256: s.documentSha256,
        linkId: byLink ? randomUUID() : null,
        recordedByUserId: byLink ? null : userId,
        signedAt: new Date(s.signedAt),
        voidedAt: s.voidedAt ? new Date(s.voidedAt) : null,
      },
    ];
  });
  await insertChunked(signatureValues, (chunk) => tx.insert(iepSignatures).values(chunk));

  const consentValues = rows["iep-consents"].flatMap((c, index) => {
    const iepId = iepIds.get(c.iepId);
    const studentId = iepId ? iepStudent.get(iepId) : undefined;
    if (!iepId || !studentId) {
      skip("iep-consents.json", index, "Its IEP is not restored.");
      return [];
    }
    const byLink = c.via === "link";
    return [
      {
        userId,
        studentId,
        iepId,
        kind: c.kind,
        response: c.response,
        details: c.details,
        respondedOn: c.respondedOn,
        parentName: c.parentName,
        linkId: byLink ? randomUUID() : null,
        recordedByUserId: byLink ? null : userId,
        createdAt: instantOr(c.createdAt, now),
      },
    ];
  });
  await insertChunked(consentValues, (chunk) => tx.insert(iepConsents).values(chunk));
  return {
    ieps: iepValues.length,
    "iep-signatures": signatureValues.length,
    "iep-consents": consentValues.length,
  };
}
