/**
 * /forgot-password (requirements "Screens and routes": signed-out only; requirements "Sign-up and
 * sign-in"): the teacher enters an address and gets the same answer whether or not it has an account;
 * the mailed link (valid one hour) opens /reset-password.
 */

import { Form, FormError, InputField } from "@client/components/form";
import { Alert, Button } from "@client/components/ui";
import { paths } from "@client/config/paths";
import {
  forgotPasswordFormSchema,
  RESET_REQUESTED_MESSAGE,
  useRequestPasswordReset,
} from "@client/features/auth/api/password-recovery";
import { AuthCard } from "@client/features/auth/components/auth-card";
import { Link } from "react-router";

const linkClass = "font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900";

/** The forgot-password screen. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();

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
      <Form
        className="space-y-4"
        schema={forgotPasswordFormSchema}
        defaultValues={{ email: "" }}
        onSubmit={(values) => request.mutateAsync(values.email)}
        submitError="Please try again in a moment."
      >
        <FormError title="We could not send the link" />
        <InputField name="email" label="Email" required type="email" autoComplete="email" />
        <Button type="submit" className="w-full" size="lg" loading={request.isPending}>
          {request.isPending ? "Sending…" : request.isSuccess ? "Send the link again" : "Send the link"}
        </Button>
      </Form>
      <p className="text-sm text-slate-700">
        Remembered it?{" "}
        <Link className={linkClass} to={paths.signIn}>
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
