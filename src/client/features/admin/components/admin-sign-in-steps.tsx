/**
 * The admin sign-in steps (requirements "Admin area"): e-mail and password, then (first time) a new
 * password in place of the one-time one, then TOTP enrolment (secret shown to type into an
 * authenticator app, confirmed with a current code) or, on later sign-ins, the current code.
 */
import { Form, FormError, type FormSchema, InputField } from "@client/components/form";
import { Button } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import {
  type AdminSessionInfo,
  adminPasswordChangeSchema,
  adminSignInSchema,
  totpCodeSchema,
} from "@shared/contracts/admin";
import type { ReactNode } from "react";
import type { DefaultValues } from "react-hook-form";
import { z } from "zod";
import { useAdminPasswordChange, useAdminSignIn, useTotpSetup, useTotpVerify } from "../api/admin-session";

/** The schema of a step that asks nothing (the button alone). */
const noFields = z.object({});

/**
 * One step's form: a heading, its intro, its problems and the server's refusal in one alert, its
 * fields and the submit button. `onSubmit` sends the checked values (its promise: the step's request).
 */
function StepForm<S extends FormSchema>(props: {
  title: string;
  intro?: ReactNode;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  pending: boolean;
  submit: string;
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  children?: ReactNode;
}) {
  return (
    <Form
      className="space-y-4"
      aria-labelledby="admin-step-title"
      schema={props.schema}
      defaultValues={props.defaultValues}
      errorsAt="summary"
      submitError={(error) => errorMessage(error, "That did not work. Try again.")}
      onSubmit={props.onSubmit}
    >
      <h1 id="admin-step-title" className="text-2xl font-semibold text-slate-900">
        {props.title}
      </h1>
      {props.intro ? <div className="text-sm text-slate-700">{props.intro}</div> : null}
      <FormError variant="text" />
      {props.children}
      <Button type="submit" loading={props.pending} className="w-full">
        {props.submit}
      </Button>
    </Form>
  );
}

function SignInStep() {
  const signIn = useAdminSignIn();
  return (
    <StepForm
      title="Admin sign-in"
      intro="For IEP Workspace staff. This does not sign you in to the teacher area."
      schema={adminSignInSchema}
      defaultValues={{ email: "", password: "" }}
      pending={signIn.isPending}
      submit="Sign in"
      onSubmit={(values) => signIn.mutateAsync(values)}
    >
      <InputField name="email" label="Email" required type="email" autoComplete="username" />
      <InputField name="password" label="Password" required type="password" autoComplete="current-password" />
    </StepForm>
  );
}

function PasswordStep() {
  const change = useAdminPasswordChange();
  return (
    <StepForm
      title="Choose your password"
      intro="Your one-time password works only once. Choose a password of at least 12 characters."
      schema={adminPasswordChangeSchema}
      defaultValues={{ current: "", next: "" }}
      pending={change.isPending}
      submit="Save password"
      onSubmit={(values) => change.mutateAsync(values)}
    >
      <InputField
        name="current"
        label="One-time password"
        required
        type="password"
        autoComplete="current-password"
      />
      <InputField
        name="next"
        label="New password"
        required
        hint="At least 12 characters."
        type="password"
        autoComplete="new-password"
      />
    </StepForm>
  );
}

function CodeStep({ enrol }: { enrol: boolean }) {
  const setup = useTotpSetup();
  const verify = useTotpVerify();
  if (enrol && !setup.data) {
    return (
      <StepForm
        key="setup"
        title="Set up two-step sign-in"
        intro="Staff sign in with a password and a code from an authenticator app. Set it up before anything else."
        schema={noFields}
        defaultValues={{}}
        pending={setup.isPending}
        submit="Show my setup key"
        onSubmit={() => setup.mutateAsync()}
      />
    );
  }
  return (
    <StepForm
      key="code"
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
      schema={totpCodeSchema}
      defaultValues={{ code: "" }}
      pending={verify.isPending}
      submit="Verify"
      onSubmit={(values) => verify.mutateAsync(values)}
    >
      <InputField
        name="code"
        label="Code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
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
