/**
 * A final or superseded version's actions (requirements "IEP versions"): "Download PDF" / "Download
 * Word", "Amend" (the current final only: reason, and whether without a meeting with the parent's
 * written agreement, 34 CFR 300.324(a)(4)(i); opens the new draft), and "Update the record from this
 * IEP" (the record's fields, all ticked; the answer says how many changed).
 */
import { ExportButtons } from "@client/components/export-buttons";
import { Alert, Button, Dialog, DialogFooter, Field, Textarea } from "@client/components/ui";
import { ApiRequestError, errorMessage } from "@client/lib/api-client";
import { IEP_RECORD_FIELD_NAMES, type Iep, type IepRecordFieldName } from "@shared/contracts/ieps";
import { IEP_RECORD_FIELDS, IEP_SECTIONS } from "@shared/domain/iep-document";
import { countOf } from "@shared/domain/plural";
import { useState } from "react";
import { downloadIep, useCreateIep, useUpdateRecordFromIep } from "../api/ieps";

const titleOfField = (f: IepRecordFieldName) =>
  IEP_SECTIONS.find((s) => s.key === IEP_RECORD_FIELDS[f])?.title ?? f;

export interface IepFinalActionsProps {
  iep: Iep;
  /** The student's current final (the one an amendment starts from). */
  isCurrent: boolean;
  canAmend: boolean;
  canUpdateRecord: boolean;
  onOpen: (iepId: string) => void;
}

/** The downloads and the two dialogs. */
export function IepFinalActions({ iep, isCurrent, canAmend, canUpdateRecord, onOpen }: IepFinalActionsProps) {
  return (
    <div className="space-y-3">
      <ExportButtons what="IEP" fetchFile={(format) => downloadIep(iep.id, format)} />
      <div className="flex flex-wrap gap-3">
        {isCurrent && canAmend ? <AmendButton iep={iep} onOpen={onOpen} /> : null}
        {canUpdateRecord ? <UpdateRecordButton iep={iep} /> : null}
      </div>
    </div>
  );
}

function AmendButton({ iep, onOpen }: { iep: Iep; onOpen: (iepId: string) => void }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [withoutMeeting, setWithoutMeeting] = useState(false);
  const create = useCreateIep();
  const existing =
    create.error instanceof ApiRequestError && create.error.code === "IEP_DRAFT_EXISTS"
      ? (create.error.details?.iepId as string | undefined)
      : undefined;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Amend
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Amend this IEP"
        description="The amendment starts as a draft copy of this IEP; say what changes and why."
      >
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate(
              {
                studentId: iep.studentId,
                input: {
                  kind: "amendment",
                  amends: iep.id,
                  amendment: { reason: reason.trim(), withoutMeeting },
                },
              },
              {
                onSuccess: (draft) => {
                  setOpen(false);
                  onOpen(draft.id);
                },
              },
            );
          }}
        >
          <Field label="Reason for the amendment" required>
            {(ids) => (
              <Textarea {...ids} rows={4} value={reason} onChange={(e) => setReason(e.target.value)} />
            )}
          </Field>
          <label className="flex items-start gap-2 text-sm text-slate-900">
            <input
              type="checkbox"
              className="mt-1 size-4"
              checked={withoutMeeting}
              onChange={(e) => setWithoutMeeting(e.target.checked)}
            />
            Without a meeting, the parent agreeing in writing
          </label>
          {create.isError ? (
            <Alert
              tone="error"
              title={errorMessage(create.error, "Could not start the amendment. Please try again.")}
            >
              {existing ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-2"
                  onClick={() => {
                    setOpen(false);
                    onOpen(existing);
                  }}
                >
                  Continue the draft
                </Button>
              ) : null}
            </Alert>
          ) : null}
          <DialogFooter
            onCancel={() => setOpen(false)}
            confirmLabel="Start the amendment"
            busy={create.isPending}
            confirmDisabled={reason.trim() === ""}
          />
        </form>
      </Dialog>
    </>
  );
}

function UpdateRecordButton({ iep }: { iep: Iep }) {
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<Set<IepRecordFieldName>>(() => new Set(IEP_RECORD_FIELD_NAMES));
  const update = useUpdateRecordFromIep();
  const changed = update.data?.changes.length;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          update.reset();
          setFields(new Set(IEP_RECORD_FIELD_NAMES));
          setOpen(true);
        }}
      >
        Update the record from this IEP
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Update the record from this IEP"
        description="The ticked fields of the student's record take this IEP's text. Goals and services are not changed; each change is kept in the field's history."
      >
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate({
              id: iep.id,
              input: { fields: IEP_RECORD_FIELD_NAMES.filter((f) => fields.has(f)) },
            });
          }}
        >
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">Fields of the record</legend>
            {IEP_RECORD_FIELD_NAMES.map((f) => (
              <label key={f} className="flex items-start gap-2 text-sm text-slate-900">
                <input
                  type="checkbox"
                  className="mt-1 size-4"
                  checked={fields.has(f)}
                  onChange={(e) => {
                    const next = new Set(fields);
                    if (e.target.checked) next.add(f);
                    else next.delete(f);
                    setFields(next);
                  }}
                />
                {titleOfField(f)}
              </label>
            ))}
          </fieldset>
          <div role="status" className="text-sm font-medium text-slate-900">
            {changed === undefined
              ? ""
              : changed === 0
                ? "The record already matches this IEP."
                : `${countOf(changed, "field")} of the record updated.`}
          </div>
          {update.isError ? (
            <Alert
              tone="error"
              title={errorMessage(update.error, "Could not update the record. Please try again.")}
            />
          ) : null}
          <DialogFooter
            onCancel={() => setOpen(false)}
            cancelLabel={changed === undefined ? "Cancel" : "Close"}
            confirmLabel="Update the record"
            busy={update.isPending}
            confirmDisabled={fields.size === 0}
          />
        </form>
      </Dialog>
    </>
  );
}
