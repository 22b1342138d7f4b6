/**
 * The demo's IEP versions (requirements "IEP versions"): a final annual IEP for two students of the
 * caseload, drafted from the record and finalized through the API like the rest of the seed (its
 * draft and finalize instants then set to September 2026 in the table), and for the one with a
 * reading goal a draft amendment raising that goal (34 CFR 300.324(a)(4)). The IEP runs from 2026-09-15 to the student's annual review date, so finalizing it
 * leaves the legal clock's dates (and the demo's deadlines) as the caseload set them.
 */
import { and, eq } from "drizzle-orm";
import type { Iep, IepContent } from "../../shared/contracts/ieps.ts";
import { addDays, addYears } from "../../shared/domain/legal-clock.ts";
import type { Db } from "../db/client.ts";
import { ieps, students } from "../db/schema/index.ts";
import type { Call } from "./seed-client.ts";

/** The students with an IEP: the caseload's first, and the one whose reading goal the amendment raises. */
export const DEMO_IEP_STUDENTS = ["Aiden Brooks", "Sofia Martinez"] as const;
export const DEMO_AMENDMENT_REASON = "Reading goal raised after 8 weeks above the aimline";
const START = "2026-09-15";
/** Drafted on the start date, finalized a week later (instants in the demo's US school zone). */
const DRAFTED_AT = new Date("2026-09-15T14:00:00Z");
const FINALIZED_AT = new Date("2026-09-22T20:30:00Z");

/** The reading goal's criterion raised by 10 words correct per minute; null without such a goal. */
export function raisedReadingGoal(content: IepContent): IepContent | null {
  const at = content.annualGoals.findIndex((g) => /(\d+) words correct per minute/i.test(g.statement));
  const goal = content.annualGoals[at];
  if (!goal) return null;
  const statement = goal.statement.replace(
    /(\d+) words correct per minute/i,
    (_m, n: string) => `${Number(n) + 10} words correct per minute`,
  );
  const annualGoals = content.annualGoals.map((g, i) => (i === at ? { ...g, statement } : g));
  return { ...content, annualGoals };
}

/**
 * Makes the demo IEPs of `userId` through `call` (the demo teacher's session) for the students of
 * `idByName` that have none yet; `db` dates the finals to September 2026; `today` is the teacher's
 * calendar date (the amendment's start, kept inside the IEP's dates).
 * @returns how many versions were made.
 * @throws SeedError (from `call`) naming a request that failed.
 */
export async function seedDemoIeps(
  call: Call,
  db: Db,
  userId: string,
  idByName: ReadonlyMap<string, string>,
  today: string,
): Promise<number> {
  let made = 0;
  for (const name of DEMO_IEP_STUDENTS) {
    const studentId = idByName.get(name);
    if (!studentId) continue;
    const [any] = await db
      .select({ id: ieps.id })
      .from(ieps)
      .where(and(eq(ieps.userId, userId), eq(ieps.studentId, studentId)))
      .limit(1);
    if (any) continue;
    const [student] = await db
      .select({ due: students.annualMeetingDueDate })
      .from(students)
      .where(eq(students.id, studentId));
    const longest = addDays(addYears(START, 1), -1);
    const due = student?.due;
    const endDate = due && due >= START && due <= longest ? due : longest;
    const url = `/api/v1/students/${studentId}/ieps`;
    const draft = await call<Iep>("POST", url, 201, { kind: "annual", startDate: START, endDate });
    const final = await call<Iep>("POST", `/api/v1/ieps/${draft.id}/finalize`, 200);
    await db
      .update(ieps)
      .set({ createdAt: DRAFTED_AT, finalizedAt: FINALIZED_AT, updatedAt: FINALIZED_AT })
      .where(eq(ieps.id, final.id));
    made++;
    const raised = raisedReadingGoal(final.content);
    if (!raised) continue;
    const startDate = today < START ? START : today > final.endDate ? final.endDate : today;
    const amendment = await call<Iep>("POST", url, 201, {
      kind: "amendment",
      startDate,
      amends: final.id,
      amendment: { reason: DEMO_AMENDMENT_REASON, withoutMeeting: true },
    });
    await call<Iep>("PATCH", `/api/v1/ieps/${amendment.id}`, 200, { content: raised });
    made++;
  }
  return made;
}
