/**
 * Change password (requirements "Sessions and sign-out", "Sign-up and sign-in"): the current password,
 * the new one twice; on success every other device is signed out and this one stays signed in.
 */

import { Form, FormError } from "@client/components/form";
import { NEW_PASSWORD_HINT } from "@shared/domain/password-rules";
import { Alert, Button } from "../../../components/ui";
import { changePasswordFormSchema, useChangePassword } from "../api/account-security";
import { PasswordField } from "./password-input";

/** The change-password form. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  return (
    <Form
      aria-labelledby="change-password-title"
      className="space-y-4"
      schema={changePasswordFormSchema}
      defaultValues={{ currentPassword: "", newPassword: "", confirm: "" }}
      onSubmit={async (v, { reset }) => {
        await change.mutateAsync({ currentPassword: v.currentPassword, newPassword: v.newPassword });
        reset();
      }}
      submitError="Please try again."
    >
      <h3 id="change-password-title" className="text-base font-semibold text-slate-900">
        Change password
      </h3>
      {change.isSuccess ? (
        <Alert tone="success">Your password was changed. Every other device was signed out.</Alert>
      ) : null}
      <FormError title="The password was not changed" />
      <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" />
      <PasswordField
        name="newPassword"
        label="New password"
        hint={NEW_PASSWORD_HINT}
        autoComplete="new-password"
      />
      <PasswordField name="confirm" label="New password again" autoComplete="new-password" />
      <Button type="submit" loading={change.isPending}>
        {change.isPending ? "Changing…" : "Change password"}
      </Button>
    </Form>
  );
}
