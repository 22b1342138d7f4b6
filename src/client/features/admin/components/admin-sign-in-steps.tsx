/**
 * The admin sign-in steps (requirements "Admin area"): e-mail and password, then (first time) a new
 * password in place of the one-time one, then TOTP enrolment (a QR code of the `otpauth://` URI drawn
 * in the browser, and the key as text to type into an authenticator app, confirmed with a current
 * code) or, on later sign-ins, the current code. The one-time password typed at sign-in is kept in
 * memory for the password step, so it is asked once; after a reload that step asks for it again.
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
import QRCode from "qrcode";
import { type ReactNode, useEffect, useState } from "react";
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

function SignInStep({ onSignedIn }: { onSignedIn: (password: string) => void }) {
  const signIn = useAdminSignIn();
  return (
    <StepForm
      title="Admin sign-in"
      intro="For IEP Workspace staff. This does not sign you in to the teacher area."
      schema={adminSignInSchema}
      defaultValues={{ email: "", password: "" }}
      pending={signIn.isPending}
      submit="Sign in"
      onSubmit={async (values) => {
        // Before the answer: the session's next stage renders as soon as the answer arrives.
        onSignedIn(values.password);
        await signIn.mutateAsync(values);
      }}
    >
      <InputField name="email" label="Email" required type="email" autoComplete="username" />
      <InputField name="password" label="Password" required type="password" autoComplete="current-password" />
    </StepForm>
  );
}

/**
 * The new password in place of the one-time one. `oneTime` is the password this page signed in with
 * (sent as the current password without asking again); null after a reload, when the field shows.
 */
function PasswordStep({ oneTime }: { oneTime: string | null }) {
  const change = useAdminPasswordChange();
  return (
    <StepForm
      title="Choose your password"
      intro="Your one-time password works only once. Choose a password of at least 12 characters."
      schema={adminPasswordChangeSchema}
      defaultValues={{ current: oneTime ?? "", next: "" }}
      pending={change.isPending}
      submit="Save password"
      onSubmit={(values) => change.mutateAsync(values)}
    >
      {oneTime === null ? (
        <InputField
          name="current"
          label="One-time password"
          required
          type="password"
          autoComplete="current-password"
        />
      ) : null}
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

/**
 * The QR code of an `otpauth://` URI (RFC 6238 key URI, as authenticator apps scan it), drawn here
 * as SVG by the `qrcode` package: the secret never goes to another site. Nothing until it is drawn.
 */
function TotpQrCode({ uri }: { uri: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" })
      .then((drawn) => {
        if (live) setSvg(drawn);
      })
      .catch(() => undefined); // the key below is still there to type in
    return () => {
      live = false;
    };
  }, [uri]);
  if (!svg) return null;
  return (
    <img
      className="mx-auto mt-2 size-48 bg-white"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR code of your setup key: scan it with your authenticator app"
      data-testid="totp-qr"
    />
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
              Scan this QR code with your authenticator app (time-based, 6 digits), or type in the setup key,
              then enter the code it shows.
            </p>
            {setup.data ? <TotpQrCode uri={setup.data.uri} /> : null}
            <dl className="mt-2">
              <dt className="font-medium text-slate-900">Setup key</dt>
              <dd
                className="mt-1 break-all rounded bg-slate-100 p-2 font-mono text-slate-900"
                data-testid="totp-secret"
              >
                {setup.data?.secret}
              </dd>
            </dl>
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
  // The password typed at sign-in, in memory only, for the one-time password's replacement.
  const [typed, setTyped] = useState<string | null>(null);
  if (!session) return <SignInStep onSignedIn={setTyped} />;
  if (session.stage === "change_password") return <PasswordStep oneTime={typed} />;
  if (session.stage === "enrol_totp") return <CodeStep enrol />;
  if (session.stage === "verify_totp") return <CodeStep enrol={false} />;
  return null;
}
