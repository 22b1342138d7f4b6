/**
 * "Record consent" (requirements "Signatures and consent"; 34 CFR 300.300): a parent's answer given
 * on paper or in person — which consent, given / refused / given in part (what is and is not
 * consented to, required then), the date of the answer and the parent's name. On an error the
 * dialog stays open with the server's sentence and the form filled.
 */
import { Dialog, DialogFooter } from "@client/components/ui/dialog";
import { Alert } from "@client/components/ui/feedback";
import { Field, Input, Select, Textarea } from "@client/components/ui/field";
import { errorMessage } from "@client/lib/api-client";
import { useMe } from "@client/lib/auth/get-me";
import { notify } from "@client/lib/notify";
import {
  CONSENT_RESPONSES,
  type ConsentResponse,
  IEP_CONSENT_KIND_LABELS,
  IEP_CONSENT_KINDS,
  type Iep,
  type IepConsentKind,
} from "@shared/contracts/ieps";
import { todayIn } from "@shared/domain/teacher-time";
import { type FormEvent, useId, useState } from "react";
import { useRecordConsent } from "../api/get-signing";
import { CONSENT_RESPONSE_LABELS } from "../lib/signing-words";

interface Problems {
  response?: string;
  details?: string;
  date?: string;
  parentName?: string;
}

/** The dialog; rendered only while open. */
export default function ConsentDialog({ iep, onClose }: { iep: Iep; onClose: () => void }) {
  const timeZone = useMe().data?.timeZone ?? null;
  const [kind, setKind] = useState<IepConsentKind>(
    iep.kind === "initial"
      ? "initial_services"
      : iep.kind === "amendment"
        ? "amendment_without_meeting"
        : "reevaluation",
  );
  const [response, setResponse] = useState<ConsentResponse | null>(null);
  const [details, setDetails] = useState("");
  const [date, setDate] = useState<string>(() => todayIn(new Date(), timeZone));
  const [parentName, setParentName] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const record = useRecordConsent(iep.id);
  const groupId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: Problems = {
      response: response ? undefined : "Choose the parent's answer.",
      details:
        response === "partial" && !details.trim()
          ? "Say what the parent consents to and what they do not."
          : undefined,
      date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? undefined : "Enter the date of the answer.",
      parentName: parentName.trim() ? undefined : "Enter the parent's name.",
    };
    setProblems(found);
    if (Object.values(found).some(Boolean) || !response) return;
    record.mutate(
      {
        kind,
        response,
        details: details.trim() ? details.trim() : null,
        respondedOn: date,
        parentName: parentName.trim(),
      },
      {
        onSuccess: () => {
          notify.success("The consent answer was recorded.");
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Record consent">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field label="Consent" required>
          {(ids) => (
            <Select {...ids} value={kind} onChange={(e) => setKind(e.target.value as IepConsentKind)}>
              {IEP_CONSENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {IEP_CONSENT_KIND_LABELS[k]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <fieldset className="space-y-2" aria-describedby={problems.response ? `${groupId}-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800">The parent's answer</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {CONSENT_RESPONSES.map((r) => (
              <label key={r} className="flex min-h-10 items-center gap-2 text-sm text-slate-900">
                <input
                  type="radio"
                  name={`${groupId}-response`}
                  value={r}
                  checked={response === r}
                  onChange={() => setResponse(r)}
                  className="size-4"
                />
                {CONSENT_RESPONSE_LABELS[r]}
              </label>
            ))}
          </div>
          {problems.response ? (
            <p id={`${groupId}-error`} className="text-sm text-red-700" role="alert">
              {problems.response}
            </p>
          ) : null}
        </fieldset>
        {response === "partial" ? (
          <Field label="What is consented to, and what is not" required error={problems.details}>
            {(ids) => (
              <Textarea
                {...ids}
                value={details}
                maxLength={2000}
                onChange={(e) => setDetails(e.target.value)}
              />
            )}
          </Field>
        ) : null}
        <Field label="Date of the answer" required error={problems.date}>
          {(ids) => <Input {...ids} type="date" value={date} onChange={(e) => setDate(e.target.value)} />}
        </Field>
        <Field label="Parent's name" required error={problems.parentName}>
          {(ids) => (
            <Input
              {...ids}
              value={parentName}
              maxLength={200}
              onChange={(e) => setParentName(e.target.value)}
            />
          )}
        </Field>
        {record.isError ? (
          <Alert tone="error">
            {errorMessage(record.error, "The answer could not be saved. Please try again.")}
          </Alert>
        ) : null}
        <DialogFooter onCancel={onClose} confirmLabel="Record" busy={record.isPending} />
      </form>
    </Dialog>
  );
}
