/**
 * "Delete account" (requirements "Account deletion"): a dialog asks for the password; on success
 * it says how many students and notes were kept in the archive, and "Continue" leaves the app
 * (the screen's `onDeleted` clears this device). Failures show the catalogue's deletion messages.
 */

import { InputField } from "@client/components/form";
import { FormDialog } from "@client/components/form-dialog";
import { Button } from "@client/components/ui";
import { type DeleteAccountResult, deleteAccountInput } from "@shared/contracts/account";
import { countOf } from "@shared/domain/plural";
import { useState } from "react";
import { useDeleteAccount } from "../api/delete-account";
import { deleteAccountMessage } from "../lib/account-errors";

export function DeleteAccountCard({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<DeleteAccountResult | null>(null);
  const remove = useDeleteAccount();
  const error = remove.isError ? deleteAccountMessage(remove.error) : undefined;

  const onOpenChange = (next: boolean) => {
    if (done && !next) return onDeleted();
    setOpen(next);
    if (!next) remove.reset();
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Your sign-in ends and this address cannot be used for a new account. Your students and notes are kept
        in an archive for your district's records, owned by no account.
      </p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete account
      </Button>
      <FormDialog
        open={open}
        onClose={() => onOpenChange(false)}
        title={done ? "Your account was deleted" : "Delete your account?"}
        description={done ? undefined : "This cannot be undone. Enter your password to confirm."}
        placeholder={
          done ? (
            <div className="space-y-4">
              <p role="status" className="text-sm text-slate-900">
                {countOf(done.studentsPreserved, "student")} and {countOf(done.notesPreserved, "note")} were
                preserved in the archive.
              </p>
              <Button onClick={onDeleted}>Continue</Button>
            </div>
          ) : undefined
        }
        schema={deleteAccountInput}
        defaultValues={{ password: "" }}
        onSubmit={({ password }) => remove.mutate(password, { onSuccess: setDone })}
        submitLabel="Delete my account"
        submitVariant="danger"
        pending={remove.isPending}
        submitDisabled={({ watch }) => !watch("password")}
      >
        <InputField
          name="password"
          label="Password"
          required
          type="password"
          autoComplete="current-password"
          error={error}
        />
      </FormDialog>
    </div>
  );
}
