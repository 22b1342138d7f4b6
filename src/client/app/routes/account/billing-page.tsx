/**
 * /dashboard/account/billing (requirements "Plans and trial"): the current plan (trial days left,
 * provider status, a cancellation at the period end), Free vs Pro, "Upgrade to Pro" (Stripe
 * Checkout) and "Manage billing" (the customer portal), and "Start your 14-day free trial" for a
 * teacher on Free who never had it. With billing settings Pro's price (the Stripe price) shows on the
 * Pro plan and the upgrade button. On a server without billing settings the page says that the
 * school's administrator gives Pro (no operator text); it never shows a checkout it cannot complete.
 */

import { PlanComparison } from "@client/components/plan-comparison";
import { Alert, Button, Card, Skeleton } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { errorMessage } from "@client/lib/api-client";
import { formatProPrice } from "@client/lib/format";
import type { BillingStatus } from "@shared/contracts/billing";
import { format } from "date-fns";
import { Link } from "react-router";
import { useBillingRedirect, useBillingStatus, useStartTrial } from "../../../features/billing/api/billing";

const day = (iso: string | null) => (iso ? format(new Date(iso), "MMMM d, yyyy") : "");

/** One or two sentences about the teacher's plan now. Pure. */
export function currentPlanText(b: BillingStatus): string {
  switch (b.state) {
    case "active_trial":
      return `Pro trial: ${b.daysRemaining} ${b.daysRemaining === 1 ? "day" : "days"} left (ends ${day(b.trialEndsAt)}). Unlimited notes until then.`;
    case "expired_trial":
      return "Your 14-day trial has ended. Upgrade to Pro to keep writing notes; your students and saved notes are kept.";
    case "pro":
      if (b.cancelAtPeriodEnd && b.currentPeriodEnd)
        return `Pro until ${day(b.currentPeriodEnd)}. Your subscription is cancelled and returns to Free then.`;
      if (b.status === "past_due")
        return "Pro. Your last payment failed; Stripe will try again. Update your card in Manage billing.";
      return "Pro: unlimited notes.";
    default:
      return "Free: 10 notes a month.";
  }
}

/** Without payment settings: who gives Pro on this server, in words a teacher can act on. */
function NotConfigured() {
  return (
    <Alert tone="info" title="Pro is given by your school on this server">
      <p>Payments are not taken on this server. Your school's administrator can give you Pro.</p>
    </Alert>
  );
}

/** "Start your 14-day free trial" for a teacher on Free whose address never had the trial. */
function StartTrial() {
  const trial = useStartTrial();
  return (
    <Card role="region" aria-labelledby="free-trial" className="space-y-3">
      <h2 id="free-trial" className="text-lg font-semibold text-slate-900">
        Try Pro free for 14 days
      </h2>
      <p className="text-sm text-slate-900">
        Unlimited notes for 14 days, once per account. No payment details are asked for; you return to Free
        when it ends.
      </p>
      <Button loading={trial.isPending} onClick={() => trial.mutate()}>
        Start your 14-day free trial
      </Button>
      {trial.isError ? (
        <Alert tone="error" title="The trial could not be started">
          {errorMessage(trial.error, "Please try again.")}
        </Alert>
      ) : null}
    </Card>
  );
}

export default function BillingPage() {
  const billing = useBillingStatus();
  const redirect = useBillingRedirect();

  if (billing.isPending) return <Skeleton className="h-64" />;
  if (billing.isError)
    return (
      <Alert tone="error" title="Your plan could not be loaded">
        {errorMessage(billing.error, "Please refresh the page and try again.")}
      </Alert>
    );
  const b = billing.data;
  const isPro = b.state === "pro";
  const price = b.configured && b.price ? formatProPrice(b.price) : undefined;
  const upgrade =
    b.configured && !isPro ? (
      <Button
        loading={redirect.isPending && redirect.variables === "checkout"}
        onClick={() => redirect.mutate("checkout")}
      >
        {price ? `Upgrade to Pro, ${price}` : "Upgrade to Pro"}
      </Button>
    ) : isPro ? (
      <p className="text-sm font-medium text-emerald-800">Your current plan</p>
    ) : null;

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link to={paths.account} className="text-indigo-700 underline underline-offset-2">
            Account settings
          </Link>
        </p>
        <h1 className="text-2xl font-semibold text-slate-900">Plans and billing</h1>
      </header>
      <Card role="region" aria-labelledby="current-plan" className="space-y-3">
        <h2 id="current-plan" className="text-lg font-semibold text-slate-900">
          Your plan
        </h2>
        <p className="text-sm text-slate-900">{currentPlanText(b)}</p>
        {b.configured && b.hasBillingAccount ? (
          <Button
            variant="secondary"
            loading={redirect.isPending && redirect.variables === "portal"}
            onClick={() => redirect.mutate("portal")}
          >
            Manage billing
          </Button>
        ) : null}
      </Card>
      {redirect.isError ? (
        <Alert tone="error" title="Stripe could not be opened">
          {errorMessage(redirect.error, "The payment provider could not be reached. Please try again.")}
        </Alert>
      ) : null}
      {b.state === "free" && !b.trialUsed ? <StartTrial /> : null}
      {b.configured ? null : <NotConfigured />}
      <PlanComparison
        proPrice={price}
        actions={{
          free:
            b.state === "free" ? (
              <p className="text-sm font-medium text-emerald-800">Your current plan</p>
            ) : null,
          pro: upgrade,
        }}
      />
    </div>
  );
}
