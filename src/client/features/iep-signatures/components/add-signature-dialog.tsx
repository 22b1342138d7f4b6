/**
 * "Add a signature" (requirements "Signatures and consent"): a team member signs on the teacher's
 * device — their name, their role on the IEP team, and a drawn or typed signature. The meeting's
 * attendees are offered as quick picks that fill the name and the role. On an error the dialog stays
 * open with the server's sentence, and what was typed or drawn is kept.
 */
import { Button } from "@client/components/ui/button";
import { Dialog, DialogFooter } from "@client/components/ui/dialog";
import { Alert } from "@client/components/ui/feedback";
import { Field, Input, Select } from "@client/components/ui/field";
import { errorMessage } from "@client/lib/api-client";
import { notify } from "@client/lib/notify";
import {
  IEP_SIGNER_ROLE_LABELS,
  IEP_SIGNER_ROLES,
  type Iep,
  type IepSignerRole,
} from "@shared/contracts/ieps";
import { type FormEvent, useState } from "react";
import { useMeetingAttendees } from "../api/get-attendees";
import { useAddSignature } from "../api/get-signing";
import { signerRoleOf } from "../lib/signing-words";
import { SignaturePadField, type SignatureValue } from "./signature-pad";

/** The dialog; rendered only while open (its parent loads it lazily). */
export default function AddSignatureDialog({ iep, onClose }: { iep: Iep; onClose: () => void }) {
  const [name, setName] = useState("");
  const [role, setRole] = useState<IepSignerRole>("parent");
  const [signature, setSignature] = useState<SignatureValue | null>(null);
  const [problems, setProblems] = useState<{ name?: string; signature?: string }>({});
  const attendees = useMeetingAttendees(iep.meetingId);
  const add = useAddSignature(iep.id);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      name: name.trim() ? undefined : "Enter the signer's name.",
      signature: signature ? undefined : "Sign first: draw the signature or type the name.",
    };
    setProblems(found);
    if (found.name || found.signature || !signature) return;
    add.mutate(
      { signerName: name.trim(), signerRole: role, ...signature },
      {
        onSuccess: () => {
          notify.success(`${name.trim()}'s signature was added.`);
          onClose();
        },
      },
    );
  };

  const picks = attendees.data ?? [];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Add a signature" widthClass="max-w-xl">
      <form onSubmit={submit} className="space-y-4" noValidate>
        {picks.length > 0 ? (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">From the meeting</legend>
            <div className="flex flex-wrap gap-2">
              {picks.map((a) => (
                <Button
                  key={a.id}
                  variant="secondary"
                  size="sm"
                  aria-pressed={name === a.attendeeName}
                  onClick={() => {
                    setName(a.attendeeName);
                    setRole(signerRoleOf(a.attendeeRole));
                  }}
                >
                  {a.attendeeName}
                </Button>
              ))}
            </div>
          </fieldset>
        ) : null}
        <Field label="Signer's name" required error={problems.name}>
          {(ids) => <Input {...ids} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field label="Role on the IEP team" required>
          {(ids) => (
            <Select {...ids} value={role} onChange={(e) => setRole(e.target.value as IepSignerRole)}>
              {IEP_SIGNER_ROLES.map((r) => (
                <option key={r} value={r}>
                  {IEP_SIGNER_ROLE_LABELS[r]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <SignaturePadField onChange={setSignature} error={problems.signature} />
        {add.isError ? (
          <Alert tone="error">
            {errorMessage(add.error, "The signature could not be saved. Please try again.")}
          </Alert>
        ) : null}
        <DialogFooter onCancel={onClose} confirmLabel="Sign" busy={add.isPending} />
      </form>
    </Dialog>
  );
}
