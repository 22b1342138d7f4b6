/**
 * Finalizing an IEP draft (requirements "IEP versions"): the checks of what a final IEP must hold
 * (34 CFR 300.320(a)(1)–(2), (b)), then in one transaction: the draft becomes final, every other
 * final IEP of the student becomes superseded, and the legal clock takes the annual review date from
 * it (34 CFR 300.324(b)(1)(i)).
 */
import { and, eq, ne } from "drizzle-orm";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import type { Iep } from "../../../shared/contracts/ieps.ts";
import { addYears, TRANSITION_AGE } from "../../../shared/domain/legal-clock.ts";
import type { Db } from "../../db/client.ts";
import { ieps } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { changeStudent } from "../students/index.ts";
import { printedHeader } from "./iep-document-file.ts";
import type { IepRow } from "./ieps.repository.ts";
import { lockedDraft, ownedStudent, withAuthor } from "./ieps.service.ts";

/** What a draft lacks to be finalized, each as the words of the refusal (requirements "IEP versions"). */
export const FINALIZE_MISSING = {
  presentLevels: "present levels of academic achievement and functional performance (34 CFR 300.320(a)(1))",
  annualGoals: "at least one measurable annual goal (34 CFR 300.320(a)(2))",
  transition: `transition services, since the student is ${TRANSITION_AGE} or older by the IEP's end date (34 CFR 300.320(b))`,
} as const;

/**
 * The items a draft lacks (empty when it may be finalized): present levels, an annual goal, and
 * transition services when the student is `TRANSITION_AGE` or older on the IEP's end date.
 * @param dateOfBirth the student's `YYYY-MM-DD`, or null (then no transition rule applies).
 */
export function missingForFinal(
  iep: Pick<IepRow, "content" | "endDate">,
  dateOfBirth: string | null,
): (keyof typeof FINALIZE_MISSING)[] {
  const missing: (keyof typeof FINALIZE_MISSING)[] = [];
  if (iep.content.presentLevels.trim() === "") missing.push("presentLevels");
  if (iep.content.annualGoals.length === 0) missing.push("annualGoals");
  const transitionAge = dateOfBirth !== null && addYears(dateOfBirth, TRANSITION_AGE) <= iep.endDate;
  if (transitionAge && iep.content.transition.trim() === "") missing.push("transition");
  return missing;
}

/** "This IEP cannot be finalized yet: it needs a, b and c." */
export function finalizeRefusal(missing: readonly (keyof typeof FINALIZE_MISSING)[]): string {
  const items = missing.map((m) => FINALIZE_MISSING[m]);
  const list = items.length > 1 ? `${items.slice(0, -1).join("; ")}; and ${items.at(-1)}` : items[0];
  return `This IEP cannot be finalized yet: it needs ${list}.`;
}

/**
 * Finalizes draft `id` of owner `ownerId`, the actor `actorId` recorded as who finalized it.
 * @throws AppError 404 "IEP not found"; 409 IEP_FINAL when it is already final or superseded;
 *   400 VALIDATION_ERROR naming every missing item in one sentence.
 */
export async function finalizeIep(
  db: Db,
  ownerId: string,
  id: string,
  actorId: string,
  now: Date,
): Promise<Iep> {
  const row = await db.transaction(async (tx) => {
    const draft = await lockedDraft(tx, ownerId, id);
    const student = await ownedStudent(tx, ownerId, draft.studentId);
    const missing = missingForFinal(draft, student.dateOfBirth);
    if (missing.length > 0) {
      const message = finalizeRefusal(missing);
      throw new AppError(400, ErrorCode.VALIDATION_ERROR, message, { fields: [message], missing });
    }
    const superseded = await tx
      .update(ieps)
      .set({ status: "superseded", updatedAt: now })
      .where(
        and(
          eq(ieps.userId, ownerId),
          eq(ieps.studentId, draft.studentId),
          eq(ieps.status, "final"),
          ne(ieps.id, id),
        ),
      )
      .returning({ id: ieps.id });
    // The documents of a final IEP print what they print now, whatever the record becomes
    // (requirements "Notices": a signed document never changes).
    const printed = await printedHeader(tx, ownerId, draft);
    const [saved] = await tx
      .update(ieps)
      .set({ status: "final", finalizedAt: now, finalizedByUserId: actorId, updatedAt: now, printed })
      .where(and(eq(ieps.id, id), eq(ieps.userId, ownerId)))
      .returning();
    if (!saved) throw new Error("finalize: the locked draft is gone");
    // The legal clock: the next annual review is due by the new IEP's end date (an amendment keeps it).
    if (saved.kind !== "amendment" && student.annualMeetingDueDate !== saved.endDate)
      await changeStudent(
        tx as unknown as Db,
        ownerId,
        student.id,
        { annualMeetingDueDate: saved.endDate },
        now,
      );
    await recordAudit(tx, {
      userId: ownerId,
      action: "iep.finalize",
      entity: "iep",
      entityId: id,
      detail: { studentId: draft.studentId, superseded: superseded.map((s) => s.id) },
    });
    return saved;
  });
  return withAuthor(db, row);
}
