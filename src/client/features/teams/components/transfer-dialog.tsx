/**
 * "Transfer" of one student (requirements "IEP teams", "Transfer"): the receiving case manager's
 * e-mail address, what the sender keeps, what moves, and the confirmation. The transfer waits until
 * the receiver accepts; a refusal of the server shows above the buttons and keeps what was typed.
 */
import { FormDialog } from "@client/components/form-dialog";
import { transferInput } from "@shared/contracts/teams";
import { useSendTransfer } from "../api/transfer-mutations";
import { TransferFields } from "./keep-access-choice";

export interface TransferDialogProps {
  studentId: string;
  studentName: string;
  onClose: () => void;
  /** Told the toast's sentence after the transfer was sent. */
  onSent: (message: string) => void;
}

/** The dialog; mounted while open. */
export function TransferDialog({ studentId, studentName, onClose, onSent }: TransferDialogProps) {
  const send = useSendTransfer();
  return (
    <FormDialog
      onClose={onClose}
      title={`Transfer ${studentName}`}
      description="Hand this student to another case manager."
      schema={transferInput}
      defaultValues={{ email: "", keepAccess: "none" }}
      initialFocus="email"
      submitLabel="Send transfer"
      submitError="The transfer was not sent. Please try again."
      onSubmit={async (values) => {
        const transfer = await send.mutateAsync({ studentId, input: values });
        onSent(`Waiting for ${transfer.toEmail} to accept ${studentName}.`);
        onClose();
      }}
    >
      <TransferFields />
    </FormDialog>
  );
}
