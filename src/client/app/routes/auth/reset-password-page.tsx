/**
 * /reset-password (requirements "Screens and routes": signed-out only; requirements "Sign-up and
 * sign-in", "Sessions and sign-out"): the mailed link arrives here with `?token=…` (or `?error=…` when
 * it is invalid or older than an hour). The teacher types the new password twice; the server signs
 * every session out and this browser in, and the guard moves on to the dashboard.
 */

import { Form, FormError } from "@client/components/form";
import { Alert, Button } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { resetPasswordFormSchema, useResetPassword } from "@client/features/auth/api/password-recovery";
import { AuthCard } from "@client/features/auth/components/auth-card";
import { PasswordField } from "@client/features/auth/components/password-input";
import { NEW_PASSWORD_HINT } from "@shared/domain/password-rules";
import { Link, useLocation } from "react-router";
import { toast } from "sonner";

const linkClass = "font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900";

/** Shown for a missing, invalid, used or expired link. */
function LinkProblem({ text }: { text: string }) {
  return (
    <AuthCard title="This link does not work" intro="Reset links work once, for one hour.">
      <Alert tone="error" title="The link cannot be used">
        {text}
      </Alert>
      <p className="text-sm text-slate-700">
        <Link className={linkClass} to={paths.forgotPassword}>
          Ask for a new link
        </Link>
      </p>
    </AuthCard>
  );
}

/** The reset-password screen. */
export function ResetPasswordPage() {
  const params = new URLSearchParams(useLocation().search);
  const token = params.get("token");
  const reset = useResetPassword();

  if (params.get("error") || !token) {
    return (
      <LinkProblem
        text={
          params.get("error")
            ? "The link is invalid, was already used, or is older than one hour."
            : "The link is incomplete. Open it again from the email, or ask for a new one."
        }
      />
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      intro="You will be signed in with it on this device, and signed out everywhere else."
    >
      <Form
        className="space-y-4"
        schema={resetPasswordFormSchema}
        defaultValues={{ newPassword: "", confirm: "" }}
        onSubmit={async (values) => {
          await reset.mutateAsync({ token, newPassword: values.newPassword });
          toast.success("Your password was changed. You are signed in.");
        }}
        submitError="Please try again."
      >
        <FormError title="The password was not changed" />
        <PasswordField
          name="newPassword"
          label="New password"
          hint={NEW_PASSWORD_HINT}
          autoComplete="new-password"
        />
        <PasswordField name="confirm" label="New password again" autoComplete="new-password" />
        <Button type="submit" className="w-full" size="lg" loading={reset.isPending}>
          {reset.isPending ? "Saving…" : "Save the new password"}
        </Button>
      </Form>
    </AuthCard>
  );
}
