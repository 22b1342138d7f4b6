/**
 * /signup (requirements "Screens and routes": "Signed-out only"; requirements "Sign-up and sign-in": "Sign-up needs an email and a password of at least 6
 * characters"; requirements "Error catalogue": Signup messages, shown as the server sends them).
 * After the account is created the guards take the new teacher to /onboarding.
 */

import { Alert, Button, Field, Input } from "@client/components/ui";
import { paths, REDIRECT_PARAM, redirectTarget } from "@client/config/paths";
import {
  PASSWORD_MIN_LENGTH,
  type SignUpForm,
  signUpBody,
  signUpFormSchema,
  useSignUp,
} from "@client/features/auth/api/sign-up";
import { AuthCard } from "@client/features/auth/components/auth-card";
import { PasswordInput } from "@client/features/auth/components/password-input";
import { ApiRequestError, errorMessage } from "@client/lib/api-client";
import { zodResolver } from "@hookform/resolvers/zod";
import { messages } from "@shared/domain/error-messages";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { toast } from "sonner";
import type { z } from "zod";

/** The sign-up screen. */
export function SignUpPage() {
  const location = useLocation();
  const origin = redirectTarget(location.search);
  const signUp = useSignUp();
  const form = useForm<SignUpForm, unknown, z.output<typeof signUpFormSchema>>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      name: "",
      email: "",
      password: "",
      trial: new URLSearchParams(location.search).get("plan") === "pro",
    },
  });
  const { errors } = form.formState;
  const signInLink = origin
    ? `${paths.signIn}?${new URLSearchParams({ [REDIRECT_PARAM]: origin })}`
    : paths.signIn;
  const emailTaken =
    signUp.error instanceof ApiRequestError && signUp.error.message === messages.signup.emailExists;

  return (
    <AuthCard
      title="Create your account"
      intro="For special-education teachers, case managers and related service providers. Free to start."
    >
      {signUp.isError ? (
        <Alert tone="error" title="Your account was not created">
          {errorMessage(signUp.error, messages.signup.failed)}
          {emailTaken ? (
            <>
              {" "}
              <Link className="font-medium underline underline-offset-2" to={signInLink}>
                Sign in instead
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((values) =>
          signUp.mutate(signUpBody(values), {
            // The account works at once; the address is confirmed by the mailed link (decision 011).
            onSuccess: () =>
              toast.success(`We sent a link to ${values.email} to confirm your email address.`),
          }),
        )}
      >
        <Field label="Your name" required error={errors.name?.message}>
          {(ids) => <Input {...ids} autoComplete="name" {...form.register("name")} />}
        </Field>
        <Field label="Email" required error={errors.email?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="email" {...form.register("email")} />}
        </Field>
        <Field
          label="Password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password?.message}
        >
          {(ids) => <PasswordInput {...ids} autoComplete="new-password" {...form.register("password")} />}
        </Field>
        <label className="flex items-start gap-3 text-sm text-slate-900">
          <input
            type="checkbox"
            className="mt-0.5 size-5 rounded border-slate-400 accent-indigo-700"
            {...form.register("trial")}
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
      </form>
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
