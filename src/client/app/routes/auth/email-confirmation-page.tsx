/**
 * /email-confirmation (requirements "Screens and routes": signed-out only; requirements "Sign-up and
 * sign-in"; decision 011): "check your inbox" for the confirmation link, with "Send the link again"
 * (the server allows 3 a minute). `?email=` fills the address in.
 */

import { Form, FormError, InputField } from "@client/components/form";
import { Alert, Button } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { forgotPasswordFormSchema, useResendConfirmation } from "@client/features/auth/api/password-recovery";
import { AuthCard } from "@client/features/auth/components/auth-card";
import { CONFIRMATION_GRACE_DAYS } from "@shared/domain/email-confirmation";
import { Link, useLocation } from "react-router";

const linkClass = "font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900";

/** The check-your-inbox screen. */
export function EmailConfirmationPage() {
  const email = new URLSearchParams(useLocation().search).get("email") ?? "";
  const resend = useResendConfirmation();

  return (
    <AuthCard
      title="Check your inbox"
      intro={`We sent a link to confirm your email address. Open it within 3 days. You can use IEP Workspace meanwhile; after ${CONFIRMATION_GRACE_DAYS} days, drafting notes waits for the confirmation.`}
    >
      {resend.isSuccess ? (
        <Alert tone="success" title="Link sent">
          If this address has an account that still needs confirming, a new link is on its way. Check the spam
          folder too.
        </Alert>
      ) : null}
      <Form
        className="space-y-4"
        schema={forgotPasswordFormSchema}
        defaultValues={{ email }}
        onSubmit={(v) => resend.mutateAsync(v.email)}
        submitError="Please try again in a moment."
      >
        <FormError title="We could not send the link" />
        <InputField name="email" label="Email" required type="email" autoComplete="email" />
        <Button type="submit" variant="secondary" className="w-full" loading={resend.isPending}>
          {resend.isPending ? "Sending…" : "Send the link again"}
        </Button>
      </Form>
      <p className="text-sm text-slate-700">
        Already confirmed?{" "}
        <Link className={linkClass} to={paths.signIn}>
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
