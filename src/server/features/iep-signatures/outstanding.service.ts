/**
 * The dashboard's "Unsigned IEPs" and "Consent outstanding" (requirements "Signatures and consent")
 * for the signed-in teacher's own students:
 *
 * - unsigned: each final IEP (status final, the one in effect) without a parent's signature that is
 *   not voided;
 * - consent outstanding: a final initial IEP without a consent answer for initial services (34 CFR
 *   300.300(b): services do not begin without it), since its finalization; and each signing link that
 *   asks a consent, still waiting or expired, whose IEP has no answer of that kind, since the link was
 *   made. One line per IEP and consent kind (the earliest), superseded IEPs left out.
 */
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { IepConsentKind, IepKind, OutstandingIeps } from "../../../shared/contracts/ieps.ts";
import type { Db } from "../../db/client.ts";
import { iepConsents, iepSignatures, iepSigningLinks, ieps, students } from "../../db/schema/index.ts";
import { recordAudit } from "../../lib/audit.ts";
import { linkStatus } from "./signing-rows.ts";

/** What is still to sign or to answer on `userId`'s own students' IEPs at `now`. */
export async function listOutstanding(db: Db, userId: string, now: Date): Promise<OutstandingIeps> {
  const open = await db
    .select({
      id: ieps.id,
      studentId: ieps.studentId,
      studentName: students.name,
      kind: ieps.kind,
      status: ieps.status,
      startDate: ieps.startDate,
      finalizedAt: ieps.finalizedAt,
    })
    .from(ieps)
    .innerJoin(students, eq(students.id, ieps.studentId))
    .where(and(eq(ieps.userId, userId), eq(students.userId, userId), ne(ieps.status, "superseded")))
    .orderBy(asc(ieps.startDate), asc(ieps.id));
  const ids = open.map((i) => i.id);
  const [parentSigned, answered, links] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .select({ iepId: iepSignatures.iepId, voidedAt: iepSignatures.voidedAt })
            .from(iepSignatures)
            .where(
              and(
                eq(iepSignatures.userId, userId),
                inArray(iepSignatures.iepId, ids),
                eq(iepSignatures.signerRole, "parent"),
              ),
            ),
          db
            .select({ iepId: iepConsents.iepId, kind: iepConsents.kind })
            .from(iepConsents)
            .where(and(eq(iepConsents.userId, userId), inArray(iepConsents.iepId, ids))),
          db
            .select()
            .from(iepSigningLinks)
            .where(and(eq(iepSigningLinks.userId, userId), inArray(iepSigningLinks.iepId, ids)))
            .orderBy(asc(iepSigningLinks.createdAt)),
        ]);
  const signed = new Set(parentSigned.filter((s) => s.voidedAt === null).map((s) => s.iepId));
  const answeredKey = new Set(answered.map((a) => `${a.iepId}:${a.kind}`));
  const byId = new Map(open.map((i) => [i.id, i]));

  const unsigned: OutstandingIeps["unsigned"] = open
    .filter((i) => i.status === "final" && i.finalizedAt && !signed.has(i.id))
    .map((i) => ({
      iepId: i.id,
      studentId: i.studentId,
      studentName: i.studentName,
      kind: i.kind as IepKind,
      startDate: i.startDate,
      finalizedAt: (i.finalizedAt as Date).toISOString(),
    }));

  const asked = new Map<string, OutstandingIeps["consentOutstanding"][number]>();
  const ask = (iepId: string, consentKind: IepConsentKind, since: Date) => {
    const iep = byId.get(iepId);
    const key = `${iepId}:${consentKind}`;
    if (!iep || answeredKey.has(key)) return;
    const earlier = asked.get(key);
    if (earlier && earlier.since <= since.toISOString()) return;
    asked.set(key, {
      iepId,
      studentId: iep.studentId,
      studentName: iep.studentName,
      consentKind,
      since: since.toISOString(),
    });
  };
  for (const i of open) {
    if (i.status === "final" && i.kind === "initial" && i.finalizedAt)
      ask(i.id, "initial_services", i.finalizedAt);
  }
  for (const link of links) {
    const status = linkStatus(link, now);
    if (link.consentKind && (status === "waiting" || status === "expired")) {
      ask(link.iepId, link.consentKind as IepConsentKind, link.createdAt);
    }
  }
  const consentOutstanding = [...asked.values()].sort((a, b) => a.since.localeCompare(b.since));
  await recordAudit(db, {
    userId,
    action: "iep_outstanding.list",
    entity: "iep",
    detail: { unsigned: unsigned.length, consentOutstanding: consentOutstanding.length },
  });
  return { unsigned, consentOutstanding };
}
