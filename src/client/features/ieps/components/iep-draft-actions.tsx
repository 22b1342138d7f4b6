/**
 * A draft's "Finalize" and "Delete draft" (requirements "IEP versions"), each behind a confirmation.
 * Finalizing freezes the version (changes are made by amending it, 34 CFR 300.324(a)(4)); a refusal
 * naming the missing items (400) is shown in the dialog as the server wrote it.
 */
import { Button, ConfirmDialog } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import type { Iep } from "@shared/contracts/ieps";
import { formatDate } from "@shared/domain/date-format";
import { useState } from "react";
import { toast } from "sonner";
import { useDeleteIep, useFinalizeIep } from "../api/ieps";
import { writeIepLocalCopy } from "../lib/iep-local-copy";

/** "Finalize" with its confirmation; `disabled` while there are unsaved changes. */
export function FinalizeButton({ iep, disabled }: { iep: Iep; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const finalize = useFinalizeIep();
  const clock =
    iep.kind === "amendment"
      ? "The amendment replaces the IEP it amends from its start date; the annual review date does not change."
      : `The student's annual review becomes due on ${formatDate(iep.endDate)}, this IEP's end date.`;
  return (
    <>
      <Button
        variant="secondary"
        disabled={disabled}
        onClick={() => {
          finalize.reset();
          setOpen(true);
        }}
      >
        Finalize
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Finalize this IEP?"
        confirmLabel="Finalize"
        busy={finalize.isPending}
        onConfirm={() =>
          finalize.mutate(iep.id, {
            onSuccess: () => {
              setOpen(false);
              toast.success("IEP finalized");
            },
          })
        }
        description={
          <div className="space-y-2">
            <p>After finalizing, this IEP cannot be changed; changes are made by amending it.</p>
            <p>{clock}</p>
            {finalize.isError ? (
              <p role="alert" className="font-medium text-red-800">
                {errorMessage(finalize.error, "Could not finalize the IEP. Please try again.")}
              </p>
            ) : null}
          </div>
        }
      />
    </>
  );
}

/** "Delete draft" with its confirmation; the device's unsaved copy goes too. */
export function DeleteDraftButton({
  iep,
  userId,
  onDeleted,
}: {
  iep: Iep;
  userId: string;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteIep();
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        Delete draft
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this draft?"
        confirmLabel="Delete draft"
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(iep.id, {
            onSuccess: () => {
              writeIepLocalCopy(userId, iep.id, null);
              setOpen(false);
              toast.success("Draft deleted");
              onDeleted();
            },
          })
        }
        description={
          <div className="space-y-2">
            <p>The draft and everything written in it are deleted. Final versions stay.</p>
            {remove.isError ? (
              <p role="alert" className="font-medium text-red-800">
                {errorMessage(remove.error, "Could not delete the draft. Please try again.")}
              </p>
            ) : null}
          </div>
        }
      />
    </>
  );
}
