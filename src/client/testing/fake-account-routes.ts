/**
 * The fake API's account and billing routes (architecture "Tests"; requirements "Profile",
 * "Account deletion", "Plans and trial"): preferences, the profile picture, account deletion and
 * the billing status and the trial start over the in-memory records. Checkout and the portal answer a provider URL
 * (`db.billing.configured` false → 503, as a server without Stripe settings).
 */
import { DEFAULT_PREFERENCES, type Preferences } from "@shared/contracts/account";
import { ALREADY_PRO_MESSAGE, type BillingStatus, TRIAL_USED_MESSAGE } from "@shared/contracts/billing";
import { ErrorCode } from "@shared/contracts/error-codes";
import type { Profile } from "@shared/contracts/me";
import { apiError, type FakeDb, type FakeHandler, json } from "./fake-http";

/** The account routes over `db` (`db.preferences` holds the teacher's preferences). */
export function accountRoutes(
  db: FakeDb,
  signedIn: (h: FakeHandler) => FakeHandler,
): [string, FakeHandler][] {
  const prefs = (): Preferences => db.preferences ?? { ...DEFAULT_PREFERENCES };
  const billingStatus = (): BillingStatus => {
    const me = db.me as Profile;
    return {
      configured: false,
      state: me.plan.state,
      daysRemaining: me.plan.daysRemaining,
      trialEndsAt: me.trialEndDate,
      status: me.subscriptionStatus,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      hasBillingAccount: false,
      trialUsed: me.trialEndDate !== null,
      price: null,
      ...db.billing,
    };
  };
  return [
    ["GET /api/v1/me/preferences", signedIn(() => json(prefs()))],
    [
      "PATCH /api/v1/me/preferences",
      signedIn(({ body }) => {
        db.preferences = { ...prefs(), ...(body as Partial<Preferences>) };
        return json(db.preferences);
      }),
    ],
    [
      "PUT /api/v1/me/picture",
      signedIn(() => {
        db.me = { ...(db.me as Profile), profilePicture: `/api/v1/me/picture?v=${Date.now()}` };
        return json(db.me);
      }),
    ],
    [
      "DELETE /api/v1/me/picture",
      signedIn(() => {
        db.me = { ...(db.me as Profile), profilePicture: null };
        return json(db.me);
      }),
    ],
    ["GET /api/v1/billing", signedIn(() => json(billingStatus()))],
    [
      "POST /api/v1/billing/trial",
      signedIn(() => {
        const me = db.me as Profile;
        if (me.plan.state !== "free")
          return apiError(409, ErrorCode.TRIAL_NOT_AVAILABLE, ALREADY_PRO_MESSAGE);
        if (billingStatus().trialUsed)
          return apiError(409, ErrorCode.TRIAL_NOT_AVAILABLE, TRIAL_USED_MESSAGE);
        const trialEndDate = new Date(Date.now() + 14 * 86_400_000).toISOString();
        db.me = {
          ...me,
          planType: "pro",
          subscriptionStatus: "trialing",
          trialEndDate,
          plan: { ...me.plan, state: "active_trial", daysRemaining: 14, noteLimit: null, canGenerate: true },
        };
        db.billing = {
          ...db.billing,
          state: "active_trial",
          daysRemaining: 14,
          trialEndsAt: trialEndDate,
          trialUsed: true,
        };
        return json(billingStatus());
      }),
    ],
    ...(["checkout", "portal"] as const).map((kind): [string, FakeHandler] => [
      `POST /api/v1/billing/${kind}`,
      signedIn(() =>
        db.billing?.configured
          ? json({ url: `https://${kind}.stripe.test/session` })
          : apiError(
              503,
              ErrorCode.BILLING_NOT_CONFIGURED,
              "Billing is not configured on this server. An administrator can grant Pro instead.",
            ),
      ),
    ]),
    [
      "DELETE /api/v1/me",
      signedIn(({ body }) => {
        const { password } = (body ?? {}) as { password?: string };
        if (password !== "correct-horse") {
          return {
            status: 403,
            body: {
              error: {
                code: ErrorCode.FORBIDDEN,
                message: "You do not have permission to delete this account.",
                details: { reason: "password" },
              },
            },
          };
        }
        const result = { studentsPreserved: db.students.length, notesPreserved: db.notes.length };
        db.me = null;
        return json(result);
      }),
    ],
  ];
}
