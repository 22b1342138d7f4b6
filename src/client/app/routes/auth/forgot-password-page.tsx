/**
 * /forgot-password (requirements "Screens and routes": signed-out only; requirements "Sign-up and
 * sign-in"): the teacher enters an address and gets the same answer whether or not it has an account;
 * the mailed link (valid one hour) opens /reset-password.
 */

import { Alert, Button, Field, Input } from "@client/components/ui";
import { paths } from "@client/config/paths";
import {
  type ForgotPasswordForm,
  forgotPasswordFormSchema,
  RESET_REQUESTED_MESSAGE,
  useRequestPasswordReset,
} from "@client/features/auth/api/password-recovery";
import { AuthCard } from "@client/features/auth/components/auth-card";
import { errorMessage } from "@client/lib/api-client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";

const linkClass = "font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900";

/** The forgot-password screen. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordForm, unknown, z.output<typeof forgotPasswordFormSchema>>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: "" },
  });
  const { errors } = form.formState;

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email address you sign in with. We will send you a link to choose a new password."
    >
      {request.isSuccess ? (
        <Alert tone="success" title="Check your email">
          {RESET_REQUESTED_MESSAGE}
        </Alert>
      ) : null}
      {request.isError ? (
        <Alert tone="error" title="We could not send the link">
          {errorMessage(request.error, "Please try again in a moment.")}
        </Alert>
      ) : null}
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) => request.mutate(values.email))}
      >
        <Field label="Email" required error={errors.email?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="email" {...form.register("email")} />}
        </Field>
        <Button type="submit" className="w-full" size="lg" loading={request.isPending}>
          {request.isPending ? "Sending…" : request.isSuccess ? "Send the link again" : "Send the link"}
        </Button>
      </form>
      <p className="text-sm text-slate-700">
        Remembered it?{" "}
        <Link className={linkClass} to={paths.signIn}>
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
