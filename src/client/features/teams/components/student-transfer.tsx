/**
 * The student page header's "Transfer" (requirements "IEP teams", "Transfer"), the owner's only: the
 * dialog, then "Waiting for <address> to accept" with Cancel while the transfer is pending. Needs
 * the connection; offline the button is disabled and says why.
 */
import { Button } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { useOnline } from "@client/lib/offline/use-connection";
import type { Student } from "@shared/contracts/students";
import { ArrowRightLeft } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { useTransfers } from "../api/get-transfers";
import { useActOnTransfer } from "../api/transfer-mutations";
import { pendingTransferOf } from "../lib/team-words";
import { TransferDialog } from "./transfer-dialog";

/** The action, or nothing for a shared student (only its owner may transfer it). */
export function StudentTransfer({ student }: { student: Student }) {
  if (student.sharing) return null;
  return <OwnerTransfer student={student} />;
}

function OwnerTransfer({ student }: { student: Student }) {
  const online = useOnline();
  const transfers = useTransfers();
  const act = useActOnTransfer();
  const [open, setOpen] = useState(false);
  const pending = transfers.data ? pendingTransferOf(transfers.data, student.id) : undefined;

  if (pending) {
    return (
      <div role="status" className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
        <span>Waiting for {pending.toEmail} to accept</span>
        <Button
          variant="secondary"
          size="sm"
          disabled={!online}
          loading={act.isPending}
          onClick={() =>
            act.mutate(
              { transfer: pending, action: "cancel" },
              {
                onSuccess: () => toast.success("Transfer cancelled."),
                onError: (err) =>
                  toast.error(errorMessage(err, "The transfer was not cancelled. Please try again.")),
              },
            )
          }
        >
          Cancel transfer
        </Button>
      </div>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        disabled={!online}
        title={online ? undefined : "Transferring needs a connection."}
        onClick={() => setOpen(true)}
      >
        <ArrowRightLeft className="size-4" aria-hidden="true" />
        Transfer
      </Button>
      {open ? (
        <TransferDialog
          studentId={student.id}
          studentName={student.name}
          onClose={() => setOpen(false)}
          onSent={(message) => toast.success(message)}
        />
      ) : null}
    </>
  );
}
