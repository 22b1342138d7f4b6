/**
 * /payment-success (public; requirements "Plans and trial"): where Stripe Checkout returns the
 * teacher. The plan changes only when the provider's webhook has landed, so the page asks for the
 * profile every 2 seconds until it says Pro; after 30 seconds it says the confirmation is late and
 * keeps asking.
 */
import { Alert, Button, Spinner } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { meQueryOptions } from "@client/lib/auth/get-me";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";

/** How often the plan is asked for, and when the wait counts as late (ms). */
export const PAYMENT_POLL_MS = 2_000;
export const PAYMENT_LATE_MS = 30_000;

export function PaymentSuccess({ pollMs = PAYMENT_POLL_MS, lateAfterMs = PAYMENT_LATE_MS }) {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), lateAfterMs);
    return () => clearTimeout(timer);
  }, [lateAfterMs]);
  const me = useQuery({
    ...meQueryOptions(),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data === null || q.state.data?.plan.state === "pro" ? false : pollMs),
  });

  let body: React.ReactNode;
  if (me.data === null) {
    body = (
      <Alert tone="info" title="Sign in to see your plan">
        <p>Your payment is handled by Stripe. Sign in to see when Pro is active on your account.</p>
        <p className="mt-2">
          <Link
            className="font-medium underline underline-offset-2"
            to={`${paths.signIn}?redirectTo=${encodeURIComponent(paths.billing)}`}
          >
            Sign in
          </Link>
        </p>
      </Alert>
    );
  } else if (me.data?.plan.state === "pro") {
    body = (
      <Alert tone="success" title="You are on Pro">
        <p>Thank you. Your payment is confirmed and you can write unlimited notes.</p>
      </Alert>
    );
  } else if (late) {
    body = (
      <Alert tone="warning" title="Your payment is still being confirmed">
        <p>
          Stripe has not told us about the payment yet. This usually takes under a minute, but can take
          longer. You can leave this page: Pro turns on by itself when the confirmation arrives, and this page
          keeps checking. If your plan still says Free in an hour, contact your administrator.
        </p>
      </Alert>
    );
  } else {
    body = <Spinner label="Confirming your payment…" />;
  }

  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-semibold text-slate-900">Payment confirmation</h1>
      <div aria-live="polite">{body}</div>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.dashboard}>Go to the dashboard</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.billing}>Plans and billing</Link>
        </Button>
      </div>
    </div>
  );
}

export default function PaymentSuccessPage() {
  return <PaymentSuccess />;
}
