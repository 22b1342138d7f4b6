/**
 * /email-confirmation (requirements "Screens and routes": signed-out only; requirements "Sign-up and
 * sign-in"; decision 011): "check your inbox" for the confirmation link, with "Send the link again"
 * (the server allows 3 a minute). `?email=` fills the address in.
 */

import { Alert, Button, Field, Input } from "@client/components/ui";
import { paths } from "@client/config/paths";
import {
  type ForgotPasswordForm,
  forgotPasswordFormSchema,
  useResendConfirmation,
} from "@client/features/auth/api/password-recovery";
import { AuthCard } from "@client/features/auth/components/auth-card";
import { errorMessage } from "@client/lib/api-client";
import { zodResolver } from "@hookform/resolvers/zod";
import { CONFIRMATION_GRACE_DAYS } from "@shared/domain/email-confirmation";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import type { z } from "zod";

const linkClass = "font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900";

/** The check-your-inbox screen. */
export function EmailConfirmationPage() {
  const email = new URLSearchParams(useLocation().search).get("email") ?? "";
  const resend = useResendConfirmation();
  const form = useForm<ForgotPasswordForm, unknown, z.output<typeof forgotPasswordFormSchema>>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email },
  });
  const { errors } = form.formState;

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
      {resend.isError ? (
        <Alert tone="error" title="We could not send the link">
          {errorMessage(resend.error, "Please try again in a moment.")}
        </Alert>
      ) : null}
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => resend.mutate(v.email))}>
        <Field label="Email" required error={errors.email?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="email" {...form.register("email")} />}
        </Field>
        <Button type="submit" variant="secondary" className="w-full" loading={resend.isPending}>
          {resend.isPending ? "Sending…" : "Send the link again"}
        </Button>
      </form>
      <p className="text-sm text-slate-700">
        Already confirmed?{" "}
        <Link className={linkClass} to={paths.signIn}>
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
