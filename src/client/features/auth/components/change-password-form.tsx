/**
 * Change password (requirements "Sessions and sign-out", "Sign-up and sign-in"): the current password,
 * the new one twice; on success every other device is signed out and this one stays signed in.
 */

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert, Button, Field } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import {
  changePasswordFormSchema,
  type ChangePasswordForm as FormValues,
  useChangePassword,
} from "../api/account-security";
import { PasswordInput } from "./password-input";

/** The change-password form. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<FormValues, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirm: "" },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-labelledby="change-password-title"
      className="space-y-4"
      onSubmit={form.handleSubmit((v) =>
        change.mutate(
          { currentPassword: v.currentPassword, newPassword: v.newPassword },
          { onSuccess: () => form.reset() },
        ),
      )}
    >
      <h3 id="change-password-title" className="text-base font-semibold text-slate-900">
        Change password
      </h3>
      {change.isSuccess ? (
        <Alert tone="success">Your password was changed. Every other device was signed out.</Alert>
      ) : null}
      {change.isError ? (
        <Alert tone="error" title="The password was not changed">
          {errorMessage(change.error, "Please try again.")}
        </Alert>
      ) : null}
      <Field label="Current password" required error={errors.currentPassword?.message}>
        {(ids) => (
          <PasswordInput {...ids} autoComplete="current-password" {...form.register("currentPassword")} />
        )}
      </Field>
      <Field
        label="New password"
        required
        hint="At least 6 characters; not only spaces, and not a commonly used password."
        error={errors.newPassword?.message}
      >
        {(ids) => <PasswordInput {...ids} autoComplete="new-password" {...form.register("newPassword")} />}
      </Field>
      <Field label="New password again" required error={errors.confirm?.message}>
        {(ids) => <PasswordInput {...ids} autoComplete="new-password" {...form.register("confirm")} />}
      </Field>
      <Button type="submit" loading={change.isPending}>
        {change.isPending ? "Changing…" : "Change password"}
      </Button>
    </form>
  );
}
