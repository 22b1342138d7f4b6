/**
 * Change e-mail address (requirements "Sign-up and sign-in"): a link goes to the new address; the
 * account moves there when it is opened. The answer is the same whether or not the new address is free.
 */

import { Form, FormError, InputField } from "@client/components/form";
import { Alert, Button } from "../../../components/ui";
import { changeEmailFormSchema, useChangeEmail } from "../api/account-security";

/** The change-e-mail form; `currentEmail` is shown for reference. */
export function ChangeEmailForm({ currentEmail }: { currentEmail?: string }) {
  const change = useChangeEmail();
  return (
    <Form
      aria-labelledby="change-email-title"
      className="space-y-4"
      schema={changeEmailFormSchema}
      defaultValues={{ newEmail: "" }}
      onSubmit={(v) => change.mutateAsync(v.newEmail)}
      submitError="Please try again."
    >
      {({ getValues }) => (
        <>
          <h3 id="change-email-title" className="text-base font-semibold text-slate-900">
            Change email address
          </h3>
          {currentEmail ? <p className="text-sm text-slate-700">You sign in with {currentEmail}.</p> : null}
          {change.isSuccess ? (
            <Alert tone="success" title="Check the new inbox">
              We sent a link to {getValues("newEmail")}. Your address changes when you open it.
            </Alert>
          ) : null}
          <FormError title="The address was not changed" />
          <InputField name="newEmail" label="New email address" required type="email" autoComplete="email" />
          <Button type="submit" variant="secondary" loading={change.isPending}>
            {change.isPending ? "Sending…" : "Send confirmation link"}
          </Button>
        </>
      )}
    </Form>
  );
}
