/**
 * /signup (requirements "Screens and routes": "Signed-out only"; requirements "Sign-up and sign-in": "Sign-up needs an email and a password of at least 6
 * characters"; requirements "Error catalogue": Signup messages, shown as the server sends them).
 * After the account is created the guards take the new teacher to /onboarding.
 * An invitation link (requirements "IEP teams", "Invitations": `/signup?invitation=<id>&email=<address>`)
 * fills in the invited address and says where the invitation waits: the dashboard, matched by address.
 */

import { Form, FormError, InputField } from "@client/components/form";
import { Button } from "@client/components/ui";
import { paths, REDIRECT_PARAM, redirectTarget } from "@client/config/paths";
import {
  PASSWORD_MIN_LENGTH,
  signUpBody,
  signUpFormSchema,
  useSignUp,
} from "@client/features/auth/api/sign-up";
import { AuthCard } from "@client/features/auth/components/auth-card";
import { PasswordField } from "@client/features/auth/components/password-input";
import { ApiRequestError } from "@client/lib/api-client";
import { messages } from "@shared/domain/error-messages";
import { Link, useLocation } from "react-router";
import { toast } from "sonner";

/** The sign-up screen. */
export function SignUpPage() {
  const location = useLocation();
  const origin = redirectTarget(location.search);
  const params = new URLSearchParams(location.search);
  const invited = params.has("invitation");
  const signUp = useSignUp();
  const signInLink = origin
    ? `${paths.signIn}?${new URLSearchParams({ [REDIRECT_PARAM]: origin })}`
    : paths.signIn;
  const emailTaken =
    signUp.error instanceof ApiRequestError && signUp.error.message === messages.signup.emailExists;

  return (
    <AuthCard
      title="Create your account"
      intro={
        invited
          ? "You were invited to a student's IEP team. Create your account with the invited address and confirm it from the mail we send you; the invitation then waits on your dashboard."
          : "For special-education teachers, case managers and related service providers. Free to start."
      }
    >
      <Form
        className="space-y-4"
        schema={signUpFormSchema}
        defaultValues={{
          name: "",
          email: params.get("email") ?? "",
          password: "",
          trial: params.get("plan") === "pro",
        }}
        onSubmit={async (values) => {
          await signUp.mutateAsync(signUpBody(values));
          // The account works at once; the address is confirmed by the mailed link (decision 011).
          toast.success(`We sent a link to ${values.email} to confirm your email address.`);
        }}
        submitError={messages.signup.failed}
      >
        {({ register }) => (
          <>
            <FormError title="Your account was not created">
              {emailTaken ? (
                <>
                  {" "}
                  <Link className="font-medium underline underline-offset-2" to={signInLink}>
                    Sign in instead
                  </Link>
                </>
              ) : null}
            </FormError>
            <InputField name="name" label="Your name" required autoComplete="name" />
            <InputField name="email" label="Email" required type="email" autoComplete="email" />
            <PasswordField
              name="password"
              label="Password"
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              autoComplete="new-password"
            />
            <label className="flex items-start gap-3 text-sm text-slate-900">
              <input
                type="checkbox"
                className="mt-0.5 size-5 rounded border-slate-400 accent-indigo-700"
                {...register("trial")}
              />
              <span>
                <span className="font-medium">Start a 14-day free trial</span>
                <span className="block text-slate-700">
                  Pro with unlimited notes for 14 days, no card needed. One trial per email address.
                </span>
              </span>
            </label>
            <Button type="submit" className="w-full" size="lg" loading={signUp.isPending}>
              {signUp.isPending ? "Creating your account…" : "Create account"}
            </Button>
          </>
        )}
      </Form>
      <p className="text-sm text-slate-700">
        Already have an account?{" "}
        <Link
          className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
          to={signInLink}
        >
          Sign in
        </Link>
      </p>
      <p className="text-xs text-slate-700">
        By creating an account you agree to the{" "}
        <Link className="underline underline-offset-2" to={paths.terms}>
          terms of use
        </Link>{" "}
        and the{" "}
        <Link className="underline underline-offset-2" to={paths.privacy}>
          privacy notice
        </Link>
        .
      </p>
    </AuthCard>
  );
}
