/**
 * The teacher's plan as stored (requirements "Plans and trial"): the trial at sign-up (one per
 * address, ever, through the trial ledger), the plan changes the payment provider reports, and the
 * administrator's grant. The plan status itself is `planStatus` (`src/shared/domain/plan-status.ts`)
 * over the `users` columns, which every change here keeps in step with the `subscriptions` row:
 * - trial: plan_type `pro`, subscription_start_date = start, trial_end_date = start + 14 days;
 * - paid Pro: plan_type `pro` with both dates cleared (else the rule would read a 14-day trial);
 * - back to Free: plan_type `free`.
 *
 * Pro without a payment has one path, `grantPro` (staff in the admin area, or `npm run
 * billing:grant-pro` on the server), which writes its audit line in the same transaction; the
 * provider's status changes have one, `recordPaymentStatus` (the webhook). Both go through the
 * module's own `setPaidPro`, which nothing else calls.
 */
import { eq } from "drizzle-orm";
import { TEACHER_NOT_FOUND } from "../../../shared/contracts/admin.ts";
import {
  ALREADY_PRO_MESSAGE,
  type BillingStatus,
  TRIAL_USED_MESSAGE,
} from "../../../shared/contracts/billing.ts";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import { normalizeEmail } from "../../../shared/domain/email-address.ts";
import { planStatus } from "../../../shared/domain/plan-status.ts";
import type { Db } from "../../db/client.ts";
import { type SubscriptionRow, subscriptions, trialLedger, users } from "../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditAdmin } from "../../lib/admin-audit.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { readSetting } from "../settings/index.ts";

/** The database or a transaction handle. */
type Tx = Pick<Db, "select" | "insert" | "update">;

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Starts the Pro trial (14 days unless staff changed the setting) of `userId` at `now`, unless `email` has had one before.
 * @returns true when the trial started; false when the address already used its trial.
 */
export async function startTrial(db: Db, userId: string, email: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const first = await tx
      .insert(trialLedger)
      .values({ email: normalizeEmail(email), trialStartedAt: now })
      .onConflictDoNothing()
      .returning({ email: trialLedger.email });
    if (first.length === 0) return false;
    // The trial length is a setting staff may change (requirements "Admin area").
    const trialEnd = new Date(now.getTime() + (await readSetting(tx, "trialDays")) * DAY_MS);
    await tx
      .update(users)
      .set({
        planType: "pro",
        subscriptionStatus: "trialing",
        subscriptionStartDate: now,
        trialEndDate: trialEnd,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await upsertSubscription(tx, userId, { plan: "pro", status: "trialing", trialStart: now, trialEnd }, now);
    return true;
  });
}

/**
 * The teacher asks for the Pro trial after sign-up (`POST /api/v1/billing/trial`, requirements "Plans
 * and trial"): only a teacher on Free whose address never had a trial gets it; the ledger insert in
 * `startTrial` decides between parallel requests, so at most one starts it.
 * @returns the billing status after the trial started.
 * @throws AppError 409 `TRIAL_NOT_AVAILABLE` (already Pro or in a trial, or the trial was used — an
 *   expired trial included); 401 when the account no longer exists.
 */
export async function startTrialByRequest(
  db: Db,
  userId: string,
  now: Date,
  configured: boolean,
): Promise<PlanBillingStatus> {
  const before = await getBillingStatus(db, userId, now, configured);
  if (before.state === "pro" || before.state === "active_trial")
    throw new AppError(409, ErrorCode.TRIAL_NOT_AVAILABLE, ALREADY_PRO_MESSAGE);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError(401, ErrorCode.UNAUTHENTICATED, "User not authenticated.");
  if (before.trialUsed || !(await startTrial(db, userId, user.email, now)))
    throw new AppError(409, ErrorCode.TRIAL_NOT_AVAILABLE, TRIAL_USED_MESSAGE);
  return getBillingStatus(db, userId, now, configured);
}

/** A new account as the sign-up gate hands it to its after-sign-up hooks (`account`'s `AfterSignUp`). */
export interface SignedUpAccount {
  userId: string;
  email: string;
  /** The sign-up body's `plan` field (better-auth ignores it). */
  body: { plan?: string };
}

/**
 * After-sign-up hook (`app.ts` hands it to the sign-up gate): a sign-up body with `plan: "pro"`
 * starts the trial (requirements "Plans and trial").
 */
export async function startTrialOnSignUp(db: Db, account: SignedUpAccount, now: Date): Promise<void> {
  if (account.body.plan === "pro") await startTrial(db, account.userId, account.email, now);
}

/** Inserts or changes the teacher's `subscriptions` row. */
export async function upsertSubscription(
  db: Pick<Db, "insert">,
  userId: string,
  changes: Partial<Omit<SubscriptionRow, "userId" | "createdAt" | "updatedAt">>,
  now: Date,
): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ userId, ...changes, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...changes, updatedAt: now } });
}

/**
 * Makes `userId` a paying Pro teacher (provider status `status`, e.g. active or past_due). Only
 * `grantPro` and `recordPaymentStatus` call it.
 */
async function setPaidPro(db: Tx, userId: string, status: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({
      planType: "pro",
      subscriptionStatus: status,
      subscriptionStartDate: null,
      trialEndDate: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

/** Returns `userId` to the Free plan (provider status `status`, e.g. canceled). */
export async function setFree(db: Tx, userId: string, status: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ planType: "free", subscriptionStatus: status, updatedAt: now })
    .where(eq(users.id, userId));
}

/** The teacher a grant names: by id (the admin area) or by address (the command line). */
export type GrantTarget = { teacherId: string } | { email: string };

/** Why and on whose word Pro is granted: both go into the audit line. */
export interface GrantReason {
  /** The reason staff gave (at least 3 characters after trimming). */
  reason: string;
  /** The staff member, or the system actor of a command run on the server (`lib/actor.ts`). */
  actor: Actor;
}

/**
 * Grants Pro without the payment provider (requirements "Plans and trial", "Admin area"): the one
 * path for every grant, the admin area's `grant-pro` action and `npm run billing:grant-pro`. In one
 * transaction the teacher becomes a paying Pro teacher (status active, trial dates cleared), the
 * subscription row says so, and one audit line `admin.pro.grant` records the actor, the reason and
 * the plan before and after.
 * @param db the database, or the caller's transaction (the grant then runs in a savepoint).
 * @returns what changed: `{ from: <plan type before>, to: "pro" }`.
 * @throws AppError 400 VALIDATION_ERROR without a reason; 404 "Teacher not found" for an unknown id,
 *   404 "No account has the address …" for an unknown address.
 */
export async function grantPro(
  db: Pick<Db, "transaction">,
  target: GrantTarget,
  grant: GrantReason,
  now: Date,
): Promise<{ from: string; to: "pro" }> {
  const reason = grant.reason.trim();
  if (reason.length < 3) {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, "Give a reason of at least 3 characters.");
  }
  return await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, planType: users.planType })
      .from(users)
      .where(
        "teacherId" in target
          ? eq(users.id, target.teacherId)
          : eq(users.email, normalizeEmail(target.email)),
      )
      .limit(1);
    if (!user) {
      throw "teacherId" in target
        ? notFound(TEACHER_NOT_FOUND)
        : new AppError(404, ErrorCode.NOT_FOUND, `No account has the address ${target.email}.`);
    }
    await setPaidPro(tx, user.id, "active", now);
    await upsertSubscription(tx, user.id, { plan: "pro", status: "active" }, now);
    const detail = { from: user.planType, to: "pro" as const };
    await auditAdmin(tx, grant.actor, {
      action: "pro.grant",
      entity: "teacher",
      entityId: user.id,
      reason,
      detail,
    });
    return detail;
  });
}

/** A subscription status the payment provider reported for one teacher (the webhook's events). */
export interface PaymentStatus {
  /** The provider's status, e.g. active, past_due, canceled. */
  status: string;
  /** Whether that status keeps Pro (active, trialing, past_due) or returns the teacher to Free. */
  pro: boolean;
  /** The provider's other facts to store on the subscription row (ids, period end, cancel flag). */
  subscription?: Partial<Omit<SubscriptionRow, "userId" | "plan" | "status" | "createdAt" | "updatedAt">>;
}

/**
 * Applies a status the payment provider reported (requirements "Plans and trial"): the plan columns
 * of `users` (paid Pro with the trial dates cleared, or Free) and the subscription row, in the
 * webhook's transaction. A payment event, not a staff action: no admin audit line.
 */
export async function recordPaymentStatus(
  tx: Tx,
  userId: string,
  report: PaymentStatus,
  now: Date,
): Promise<void> {
  if (report.pro) await setPaidPro(tx, userId, report.status, now);
  else await setFree(tx, userId, report.status, now);
  await upsertSubscription(
    tx,
    userId,
    { ...report.subscription, plan: report.pro ? "pro" : "free", status: report.status },
    now,
  );
}

/** The billing status without Pro's price (the routes add it: `readProPrice`). */
export type PlanBillingStatus = Omit<BillingStatus, "price">;

/**
 * The billing status of `userId` at `now` (requirements "Plans and trial").
 * @param configured whether this server has payment provider settings.
 * @throws AppError 401 when the user row is gone.
 */
export async function getBillingStatus(
  db: Db,
  userId: string,
  now: Date,
  configured: boolean,
): Promise<PlanBillingStatus> {
  const [user] = await db
    .select({
      email: users.email,
      planType: users.planType,
      trialEndDate: users.trialEndDate,
      subscriptionStartDate: users.subscriptionStartDate,
      subscriptionStatus: users.subscriptionStatus,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError(401, ErrorCode.UNAUTHENTICATED, "User not authenticated.");
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  const [ledger] = await db
    .select({ email: trialLedger.email })
    .from(trialLedger)
    .where(eq(trialLedger.email, normalizeEmail(user.email)))
    .limit(1);
  const plan = planStatus(user, now);
  return {
    configured,
    state: plan.state,
    daysRemaining: plan.daysRemaining,
    trialEndsAt: iso(plan.trialEndsAt),
    status: sub?.status ?? user.subscriptionStatus,
    currentPeriodEnd: iso(sub?.currentPeriodEnd),
    cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
    hasBillingAccount: Boolean(sub?.providerCustomerId),
    trialUsed: ledger !== undefined,
  };
}
