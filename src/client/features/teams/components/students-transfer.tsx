/**
 * The caseload's "Transfer students" (requirements "IEP teams", "Transfer": several students at once,
 * a whole caseload when a teacher leaves): a dialog with the teacher's own students as a checklist
 * ("Select all"), the receiver's address, what the sender keeps and what moves; above it, the
 * transfers already sent with their status and Cancel while pending. Shared students are their
 * owner's to transfer and are not offered. Needs the connection.
 */
import { FormDialog } from "@client/components/form-dialog";
import { Button } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { useOnline } from "@client/lib/offline/use-connection";
import type { StudentSummary } from "@shared/contracts/students";
import { transferInput } from "@shared/contracts/teams";
import { countOf } from "@shared/domain/plural";
import { ArrowRightLeft } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { useTransfers } from "../api/get-transfers";
import { useActOnTransfer, useSendTransfer } from "../api/transfer-mutations";
import { freeToTransfer, ownStudents, sentTransfers } from "../lib/team-words";
import { TransferFields } from "./keep-access-choice";
import { SentTransfers } from "./sent-transfers";
import { StudentChecklist } from "./student-checklist";

/** The header button and its dialog; nothing when the teacher has no students of their own. */
export function StudentsTransfer({
  students,
}: {
  students: readonly Pick<StudentSummary, "id" | "name" | "sharing">[];
}) {
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const own = ownStudents(students);
  if (own.length === 0) return null;
  return (
    <>
      <Button variant="secondary" disabled={!online} onClick={() => setOpen(true)}>
        <ArrowRightLeft className="size-4" aria-hidden="true" />
        Transfer students
      </Button>
      {open ? <StudentsTransferDialog students={own} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The dialog; mounted while open. */
export function StudentsTransferDialog({
  students,
  onClose,
}: {
  students: readonly { id: string; name: string }[];
  onClose: () => void;
}) {
  const online = useOnline();
  const transfers = useTransfers();
  const send = useSendTransfer();
  const act = useActOnTransfer();
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <FormDialog
      onClose={onClose}
      title="Transfer students"
      description="Hand students to another case manager, or your whole caseload when you leave."
      widthClass="max-w-xl"
      schema={transferInput}
      defaultValues={{ email: "", keepAccess: "none" }}
      submitLabel={
        chosen.length > 0 ? `Send transfer of ${countOf(chosen.length, "student")}` : "Send transfer"
      }
      submitDisabled={chosen.length === 0 || !online}
      submitError="The transfer was not sent. Please try again."
      onSubmit={async (values) => {
        const transfer = await send.mutateAsync({ input: { ...values, studentIds: chosen } });
        toast.success(`Waiting for ${transfer.toEmail} to accept ${countOf(chosen.length, "student")}.`);
        onClose();
      }}
    >
      <SentTransfers
        transfers={transfers.data ? sentTransfers(transfers.data) : []}
        canChange={online}
        cancellingId={act.isPending ? act.variables?.transfer.id : undefined}
        onCancel={(transfer) =>
          act.mutate(
            { transfer, action: "cancel" },
            {
              onSuccess: () => toast.success("Transfer cancelled."),
              onError: (err) =>
                toast.error(errorMessage(err, "The transfer was not cancelled. Please try again.")),
            },
          )
        }
      />
      <StudentChecklist
        students={transfers.data ? freeToTransfer(students, transfers.data) : students}
        chosen={chosen}
        onChange={setChosen}
      />
      <TransferFields />
    </FormDialog>
  );
}
