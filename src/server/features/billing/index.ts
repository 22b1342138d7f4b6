/**
 * The billing feature's public functions (decision 020: other features, `app.ts` and `main.ts`
 * import this file only). Billing sits below account and admin: it imports `settings` (the trial
 * length) and no feature above it.
 */

export { createBillingRoutes, WEBHOOK_PATH } from "./billing.routes.ts";
export { type BillingConfig, billingConfigFromEnv } from "./billing-config.ts";
export { cancelProviderSubscription } from "./checkout.service.ts";
export {
  type GrantReason,
  type GrantTarget,
  grantPro,
  type SignedUpAccount,
  setFree,
  startTrialOnSignUp,
  upsertSubscription,
} from "./subscription.service.ts";
