/**
 * Change e-mail address (requirements "Sign-up and sign-in"): a link goes to the new address; the
 * account moves there when it is opened. The answer is the same whether or not the new address is free.
 */

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert, Button, Field, Input } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import {
  changeEmailFormSchema,
  type ChangeEmailForm as FormValues,
  useChangeEmail,
} from "../api/account-security";

/** The change-e-mail form; `currentEmail` is shown for reference. */
export function ChangeEmailForm({ currentEmail }: { currentEmail?: string }) {
  const change = useChangeEmail();
  const form = useForm<FormValues, unknown, z.output<typeof changeEmailFormSchema>>({
    resolver: zodResolver(changeEmailFormSchema),
    defaultValues: { newEmail: "" },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-labelledby="change-email-title"
      className="space-y-4"
      onSubmit={form.handleSubmit((v) => change.mutate(v.newEmail))}
    >
      <h3 id="change-email-title" className="text-base font-semibold text-slate-900">
        Change email address
      </h3>
      {currentEmail ? <p className="text-sm text-slate-700">You sign in with {currentEmail}.</p> : null}
      {change.isSuccess ? (
        <Alert tone="success" title="Check the new inbox">
          We sent a link to {form.getValues("newEmail")}. Your address changes when you open it.
        </Alert>
      ) : null}
      {change.isError ? (
        <Alert tone="error" title="The address was not changed">
          {errorMessage(change.error, "Please try again.")}
        </Alert>
      ) : null}
      <Field label="New email address" required error={errors.newEmail?.message}>
        {(ids) => <Input {...ids} type="email" autoComplete="email" {...form.register("newEmail")} />}
      </Field>
      <Button type="submit" variant="secondary" loading={change.isPending}>
        {change.isPending ? "Sending…" : "Send confirmation link"}
      </Button>
    </form>
  );
}
