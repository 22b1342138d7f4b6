/**
 * What staff may do to a teacher's account (requirements "Admin area"), each in one transaction with
 * its audit line: extend the trial, grant or revoke Pro, reset this month's note count, suspend and
 * reactivate (a suspension also signs every session out), sign out all sessions, and allow a deleted
 * account's address to sign up again. Granting Pro is billing's `grantPro`, the one grant path (the
 * command line uses it too), which writes its own audit line.
 */
import { eq } from "drizzle-orm";
import type { TeacherAction } from "../../../shared/contracts/admin.ts";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import { normalizeEmail } from "../../../shared/domain/email-address.ts";
import { trialEnd } from "../../../shared/domain/plan-status.ts";
import type { Db } from "../../db/client.ts";
import { session, users } from "../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditAdmin } from "../../lib/admin-audit.ts";
import { AppError } from "../../lib/app-error.ts";
import { allowEmailReregistration } from "../account/index.ts";
import { grantPro, setFree, upsertSubscription } from "../billing/index.ts";
import { setTeacherState } from "../settings/index.ts";
import { requireTeacher } from "./teachers.service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The input of one action: the reason always, the days for `extend-trial`. */
export interface ActionInput {
  reason: string;
  days?: number;
}

/** What an action changed, for the answer and the audit line. */
type ActionDetail = Record<string, unknown>;

async function endSessions(tx: Tx, teacherId: string): Promise<number> {
  const gone = await tx.delete(session).where(eq(session.userId, teacherId)).returning({ id: session.id });
  return gone.length;
}

/** The actions run here (all but `grant-pro`), each given the transaction, the teacher's row and the input. */
const ACTIONS: Record<
  Exclude<TeacherAction, "grant-pro">,
  (tx: Tx, teacher: typeof users.$inferSelect, input: ActionInput, now: Date) => Promise<ActionDetail>
> = {
  "extend-trial": async (tx, t, input, now) => {
    const days = input.days ?? 0;
    if (days < 1) throw new AppError(400, ErrorCode.VALIDATION_ERROR, "Give the number of days (1 to 90).");
    const current = trialEnd(t);
    const from = current && current > now ? current : now;
    const end = new Date(from.getTime() + days * DAY_MS);
    await tx
      .update(users)
      .set({
        planType: "pro",
        subscriptionStatus: "trialing",
        subscriptionStartDate: t.subscriptionStartDate ?? now,
        trialEndDate: end,
        updatedAt: now,
      })
      .where(eq(users.id, t.id));
    await upsertSubscription(tx, t.id, { plan: "pro", status: "trialing", trialEnd: end }, now);
    return { days, from: current?.toISOString() ?? null, to: end.toISOString() };
  },
  "revoke-pro": async (tx, t, _input, now) => {
    await setFree(tx, t.id, "canceled", now);
    await tx.update(users).set({ trialEndDate: null, subscriptionStartDate: null }).where(eq(users.id, t.id));
    await upsertSubscription(tx, t.id, { plan: "free", status: "canceled" }, now);
    return { from: t.planType, to: "free" };
  },
  "reset-quota": async (tx, t, _input, now) => {
    await setTeacherState(tx, t.id, { quotaResetAt: now }, now);
    return { resetAt: now.toISOString() };
  },
  suspend: async (tx, t, _input, now) => {
    await setTeacherState(tx, t.id, { suspendedAt: now }, now);
    return { sessionsEnded: await endSessions(tx, t.id) };
  },
  reactivate: async (tx, t, _input, now) => {
    await setTeacherState(tx, t.id, { suspendedAt: null }, now);
    return {};
  },
  "sign-out-all": async (tx, t) => ({ sessionsEnded: await endSessions(tx, t.id) }),
};

/** The audit action name of each route action (billing's `grantPro` writes `pro.grant`). */
const AUDIT_NAMES: Record<Exclude<TeacherAction, "grant-pro">, string> = {
  "extend-trial": "trial.extend",
  "revoke-pro": "pro.revoke",
  "reset-quota": "quota.reset",
  suspend: "teacher.suspend",
  reactivate: "teacher.reactivate",
  "sign-out-all": "sessions.revoke_all",
};

/**
 * Runs `action` on `teacherId` for `actor` and writes its one audit line (actor, reason, what
 * changed), both or neither.
 * @returns what changed (e.g. the trial's new end).
 * @throws AppError 404 "Teacher not found" for an unknown teacher; 400 for a missing day count.
 */
export async function runTeacherAction(
  db: Db,
  actor: Actor,
  teacherId: string,
  action: TeacherAction,
  input: ActionInput,
  now: Date,
): Promise<ActionDetail> {
  if (action === "grant-pro") return await grantPro(db, { teacherId }, { reason: input.reason, actor }, now);
  return await db.transaction(async (tx) => {
    const teacher = await requireTeacher(tx, teacherId);
    const detail = await ACTIONS[action](tx, teacher, input, now);
    await auditAdmin(tx, actor, {
      action: AUDIT_NAMES[action],
      entity: "teacher",
      entityId: teacherId,
      reason: input.reason,
      detail,
    });
    return detail;
  });
}

/**
 * Lets a deleted account's address sign up again (the `allow_email_reregistration` server function),
 * with one audit line for `actor` giving the reason.
 * @throws AppError 404 when the address is not blocked.
 */
export async function allowReregistration(
  db: Db,
  actor: Actor,
  email: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await allowEmailReregistration(tx, email, now))) {
      throw new AppError(404, ErrorCode.NOT_FOUND, "That address is not blocked.");
    }
    await auditAdmin(tx, actor, {
      action: "address.allow_reregistration",
      entity: "address",
      entityId: normalizeEmail(email),
      reason,
    });
  });
}
