/**
 * /signin and /auth (requirements "Screens and routes": "Signed-out only"; requirements "Sign-up and sign-in": "Sign-in needs an email and a password"; requirements "Error catalogue":
 * Login: the service's message is shown, "Login failed. Please try again." on an exception).
 * After signing in, the guard sends the teacher to the remembered origin, else /dashboard.
 */

import { Form, FormError, InputField } from "@client/components/form";
import { Alert, Button } from "@client/components/ui";
import { paths, REDIRECT_PARAM, redirectTarget } from "@client/config/paths";
import { signInFormSchema, useSignIn } from "@client/features/auth/api/sign-in";
import { AuthCard } from "@client/features/auth/components/auth-card";
import { PasswordField } from "@client/features/auth/components/password-input";
import { messages } from "@shared/domain/error-messages";
import { Link, useLocation } from "react-router";

/** Location state the sign-out flow leaves for this page. */
export interface SignInLocationState {
  reason?: "idle" | "expired" | "suspended";
  /** The server's message for the change the session ended during ("You must be logged in to add students"). */
  action?: string;
}

/** The sign-in screen. */
export function SignInPage() {
  const location = useLocation();
  const origin = redirectTarget(location.search);
  const { reason, action } = (location.state as SignInLocationState | null) ?? {};
  const signIn = useSignIn();
  const signUpLink = origin
    ? `${paths.signUp}?${new URLSearchParams({ [REDIRECT_PARAM]: origin })}`
    : paths.signUp;

  return (
    <AuthCard title="Sign in" intro="Welcome back. Sign in to your caseload and notes.">
      {reason === "idle" ? (
        <Alert tone="info" title="You were signed out">
          You were signed out after 2 hours without activity, to protect your students' records. Sign in again
          to continue.
        </Alert>
      ) : reason === "expired" ? (
        <Alert tone="info" title="Your session has ended">
          {action ? <span className="block">{action}.</span> : null}
          Please sign in again to continue where you left off.
        </Alert>
      ) : reason === "suspended" ? (
        <Alert tone="warning" title="Your account is suspended">
          {messages.login.suspended}
        </Alert>
      ) : null}
      <Form
        className="space-y-4"
        schema={signInFormSchema}
        defaultValues={{ email: "", password: "" }}
        onSubmit={(values) => signIn.mutateAsync(values)}
        submitError={messages.login.failed}
      >
        <FormError title="Sign-in failed" />
        <InputField name="email" label="Email" required type="email" autoComplete="email" />
        <PasswordField name="password" label="Password" autoComplete="current-password" />
        <p className="-mt-2 text-right text-sm">
          <Link
            className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
            to={paths.forgotPassword}
          >
            Forgot password?
          </Link>
        </p>
        <Button type="submit" className="w-full" size="lg" loading={signIn.isPending}>
          {signIn.isPending ? "Signing in…" : "Sign in"}
        </Button>
      </Form>
      <p className="text-sm text-slate-700">
        New to IEP Workspace?{" "}
        <Link
          className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
          to={signUpLink}
        >
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
