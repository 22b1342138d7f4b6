/**
 * The teacher's plan as stored (requirements "Plans and trial"): the trial at sign-up (one per
 * address, ever, through the trial ledger), the plan changes the payment provider reports, and the
 * administrator's grant. The plan status itself is `planStatus` (`src/shared/domain/plan-status.ts`)
 * over the `users` columns, which every change here keeps in step with the `subscriptions` row:
 * - trial: plan_type `pro`, subscription_start_date = start, trial_end_date = start + 14 days;
 * - paid Pro: plan_type `pro` with both dates cleared (else the rule would read a 14-day trial);
 * - back to Free: plan_type `free`.
 */
import { eq } from "drizzle-orm";
import type { BillingStatus } from "../../../shared/contracts/billing.ts";
import { planStatus } from "../../../shared/domain/plan-status.ts";
import type { Db } from "../../db/client.ts";
import { type SubscriptionRow, subscriptions, trialLedger, users } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { normalizeEmail } from "../account/blacklist.service.ts";
import type { AfterSignUp } from "../account/sign-up-gate.ts";
import { readSetting } from "../admin/settings.service.ts";

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

/** After-sign-up hook: a sign-up body with `plan: "pro"` starts the trial (requirements "Plans and trial"). */
export const startTrialOnSignUp: AfterSignUp = async (db, account, now) => {
  if (account.body.plan === "pro") await startTrial(db, account.userId, account.email, now);
};

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

/** Makes `userId` a paying Pro teacher (provider status `status`, e.g. active or past_due). */
export async function setPaidPro(db: Tx, userId: string, status: string, now: Date): Promise<void> {
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

/**
 * Grants Pro without the payment provider (an administrator's action, `npm run billing:grant-pro`).
 * @throws AppError 404 when no account has `email`.
 */
export async function grantPro(db: Db, email: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
      .limit(1);
    if (!user) throw new AppError(404, "NOT_FOUND", `No account has the address ${email}.`);
    await setPaidPro(tx, user.id, "active", now);
    await upsertSubscription(tx, user.id, { plan: "pro", status: "active" }, now);
  });
}

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
): Promise<BillingStatus> {
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
  if (!user) throw new AppError(401, "UNAUTHENTICATED", "User not authenticated.");
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
