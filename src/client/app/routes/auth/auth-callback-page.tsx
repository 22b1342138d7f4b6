/**
 * /auth/callback (requirements "Screens and routes": open to all; requirements "Sign-up and sign-in";
 * decision 011). Confirmation links land here with `status=confirmed | already-confirmed |
 * email-changed`, or with `error=…` for an expired or invalid link. The screen says what happened and
 * goes on: a signed-in teacher to the remembered origin or the dashboard (the guards send a teacher
 * without onboarding to /onboarding), a signed-out one to sign in. An expired link offers "Send the
 * link again" (for a signed-in teacher at once, otherwise through /email-confirmation).
 */

import { Alert, Button, Spinner } from "@client/components/ui";
import { paths, redirectTarget } from "@client/config/paths";
import { useResendConfirmation } from "@client/features/auth/api/password-recovery";
import { AUTH_SESSION_QUERY_KEY } from "@client/features/auth/api/query-keys";
import { AuthCard } from "@client/features/auth/components/auth-card";
import { errorMessage } from "@client/lib/api-client";
import { useMe } from "@client/lib/auth/get-me";
import { ME_QUERY_KEY } from "@client/lib/auth/query-keys";
import { messages } from "@shared/domain/error-messages";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";

/** Readable text for the error codes the auth service appends to callback links. */
export function describeCallbackError(code: string): string {
  const known: Record<string, string> = {
    invalid_token: "The link is invalid. It may have been copied incompletely.",
    token_expired: "The link has expired. Please ask for a new one.",
    user_not_found: "No account uses this address any more.",
    invalid_user: "The link belongs to another account. Sign out, then open it again.",
    account_suspended: messages.login.suspended,
    email_blacklisted: messages.emailChange.blacklisted,
  };
  return known[code.toLowerCase()] ?? `The link did not work (${code.slice(0, 80)}).`;
}

const OUTCOMES: Record<string, { title: string; text: string }> = {
  confirmed: { title: "Email confirmed", text: "Thank you. Your email address is confirmed." },
  "already-confirmed": {
    title: "Already confirmed",
    text: "This email address was already confirmed. There is nothing more to do.",
  },
  "email-changed": {
    title: "Email address changed",
    text: "Your account now uses the new email address. Sign in with it from now on.",
  },
};

/** The error view: what went wrong, "Send the link again" for an expired link, and a way on. */
function CallbackError({ code, signedInEmail }: { code: string; signedInEmail?: string }) {
  const resend = useResendConfirmation();
  const expired = code.toLowerCase() === "token_expired";
  return (
    <AuthCard title="This link did not work" intro="Confirmation links work for 3 days.">
      <Alert tone="error">{describeCallbackError(code)}</Alert>
      {resend.isSuccess ? <Alert tone="success">A new link is on its way to {signedInEmail}.</Alert> : null}
      {resend.isError ? <Alert tone="error">{errorMessage(resend.error, "Please try again.")}</Alert> : null}
      {expired && signedInEmail ? (
        <Button loading={resend.isPending} onClick={() => resend.mutate(signedInEmail)}>
          Send the link again
        </Button>
      ) : expired ? (
        <Button asChild>
          <Link to={paths.emailConfirmation}>Send the link again</Link>
        </Button>
      ) : null}
      <Button asChild variant="secondary">
        <Link to={signedInEmail ? paths.dashboard : paths.signIn}>
          {signedInEmail ? "Go to the dashboard" : "Go to sign in"}
        </Link>
      </Button>
    </AuthCard>
  );
}

/** The callback screen. */
export function AuthCallbackPage() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const error = params.get("error");
  const outcome = OUTCOMES[params.get("status") ?? ""];
  const queryClient = useQueryClient();
  const me = useMe();

  // The link may have changed the session or the address: ask the server again.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: AUTH_SESSION_QUERY_KEY });
  }, [queryClient]);

  if (me.isFetching || me.data === undefined) {
    return (
      <div className="px-4 py-12">
        <h1 className="sr-only">Checking your link</h1>
        <Spinner label="Checking your link…" />
      </div>
    );
  }
  // The public layout has no padding of its own: keep the card off the screen's edges and header.
  if (error) {
    return (
      <div className="px-4 py-12">
        <CallbackError code={error} signedInEmail={me.data?.email} />
      </div>
    );
  }
  const next = me.data ? (redirectTarget(location.search) ?? paths.dashboard) : paths.signIn;
  return (
    <div className="px-4 py-12">
      <AuthCard
        title={outcome?.title ?? "Welcome back"}
        intro={outcome?.text ?? "You can go on where you left off."}
      >
        <Button asChild className="w-full" size="lg">
          <Link to={next}>{me.data ? "Continue" : "Sign in"}</Link>
        </Button>
      </AuthCard>
    </div>
  );
}
