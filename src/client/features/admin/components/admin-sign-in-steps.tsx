/**
 * The admin sign-in steps (requirements "Admin area"): e-mail and password, then (first time) a new
 * password in place of the one-time one, then TOTP enrolment (secret shown to type into an
 * authenticator app, confirmed with a current code) or, on later sign-ins, the current code.
 */
import { Alert, Button, Field, Input } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import type { AdminSessionInfo } from "@shared/contracts/admin";
import { type FormEvent, type ReactNode, useState } from "react";
import { useAdminPasswordChange, useAdminSignIn, useTotpSetup, useTotpVerify } from "../api/admin-session";

/** One step's form: a heading, its fields, an error and the submit button. */
function StepForm(props: {
  title: string;
  intro?: ReactNode;
  error: unknown;
  pending: boolean;
  submit: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby="admin-step-title">
      <h1 id="admin-step-title" className="text-2xl font-semibold text-slate-900">
        {props.title}
      </h1>
      {props.intro ? <div className="text-sm text-slate-700">{props.intro}</div> : null}
      {props.error ? (
        <Alert tone="error">{errorMessage(props.error, "That did not work. Try again.")}</Alert>
      ) : null}
      {props.children}
      <Button type="submit" loading={props.pending} className="w-full">
        {props.submit}
      </Button>
    </form>
  );
}

function SignInStep() {
  const signIn = useAdminSignIn();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  return (
    <StepForm
      title="Admin sign-in"
      intro="For IEP Workspace staff. This does not sign you in to the teacher area."
      error={signIn.error}
      pending={signIn.isPending}
      submit="Sign in"
      onSubmit={() => signIn.mutate({ email, password })}
    >
      <Field label="Email" required>
        {(ids) => (
          <Input
            {...ids}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </Field>
      <Field label="Password" required>
        {(ids) => (
          <Input
            {...ids}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
    </StepForm>
  );
}

function PasswordStep() {
  const change = useAdminPasswordChange();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  return (
    <StepForm
      title="Choose your password"
      intro="Your one-time password works only once. Choose a password of at least 12 characters."
      error={change.error}
      pending={change.isPending}
      submit="Save password"
      onSubmit={() => change.mutate({ current, next })}
    >
      <Field label="One-time password" required>
        {(ids) => (
          <Input
            {...ids}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        )}
      </Field>
      <Field label="New password" required hint="At least 12 characters.">
        {(ids) => (
          <Input
            {...ids}
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
        )}
      </Field>
    </StepForm>
  );
}

function CodeStep({ enrol }: { enrol: boolean }) {
  const setup = useTotpSetup();
  const verify = useTotpVerify();
  const [code, setCode] = useState("");
  if (enrol && !setup.data) {
    return (
      <StepForm
        title="Set up two-step sign-in"
        intro="Staff sign in with a password and a code from an authenticator app. Set it up before anything else."
        error={setup.error}
        pending={setup.isPending}
        submit="Show my setup key"
        onSubmit={() => setup.mutate()}
      >
        {null}
      </StepForm>
    );
  }
  return (
    <StepForm
      title={enrol ? "Confirm your authenticator app" : "Enter your code"}
      intro={
        enrol ? (
          <>
            <p>
              Add this key to your authenticator app (time-based, 6 digits), then enter the code it shows.
            </p>
            <p
              className="mt-2 break-all rounded bg-slate-100 p-2 font-mono text-slate-900"
              data-testid="totp-secret"
            >
              {setup.data?.secret}
            </p>
          </>
        ) : (
          "Enter the 6-digit code from your authenticator app."
        )
      }
      error={verify.error}
      pending={verify.isPending}
      submit="Verify"
      onSubmit={() => verify.mutate({ code })}
    >
      <Field label="Code" required>
        {(ids) => (
          <Input
            {...ids}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
      </Field>
    </StepForm>
  );
}

/** The step for `session` (null = signed out). A ready session shows nothing: the page moves on. */
export function AdminSignInSteps({ session }: { session: AdminSessionInfo | null }) {
  if (!session) return <SignInStep />;
  if (session.stage === "change_password") return <PasswordStep />;
  if (session.stage === "enrol_totp") return <CodeStep enrol />;
  if (session.stage === "verify_totp") return <CodeStep enrol={false} />;
  return null;
}
