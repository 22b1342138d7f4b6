/**
 * A student's IEP versions (requirements "IEP versions"): newest first, each with its kind, status
 * in words, dates, finalization date and "In effect today"; "In effect on [date]" names and opens the
 * version in effect then (`iepInEffect`: drafts never are); "Start an IEP" when no draft exists,
 * "Continue the draft" when one does.
 */
import { Alert, Button, Card, Field, Input, Select } from "@client/components/ui";
import { ApiRequestError, errorMessage } from "@client/lib/api-client";
import { cn } from "@client/lib/cn";
import { IEP_KIND_LABELS, type Iep, type IepKind } from "@shared/contracts/ieps";
import { formatDate, formatDateTime } from "@shared/domain/date-format";
import { iepInEffect } from "@shared/domain/iep-document";
import { useState } from "react";
import { useCreateIep } from "../api/ieps";
import { defaultEndDate, deviceToday, IEP_STATUS_LABELS, iepDates, iepName } from "../lib/iep-labels";

export interface IepVersionsProps {
  studentId: string;
  /** The student's versions, newest first. */
  ieps: readonly Iep[];
  selectedId: string | null;
  /** iep.save: may start a draft. */
  canDraft: boolean;
  onOpen: (iepId: string) => void;
}

/** The list, the in-effect chooser and the start form. */
export function IepVersions({ studentId, ieps, selectedId, canDraft, onOpen }: IepVersionsProps) {
  const today = deviceToday();
  const current = iepInEffect(ieps, today);
  const draft = ieps.find((v) => v.status === "draft");
  return (
    <Card className="space-y-4 p-4">
      <h2 className="text-xl font-semibold text-slate-900">Versions</h2>
      {ieps.length === 0 ? (
        <p className="text-sm text-slate-700">No IEP in this workspace yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="IEP versions">
          {ieps.map((v) => (
            <li
              key={v.id}
              className={cn(
                "flex flex-wrap items-center justify-between gap-2 py-2",
                v.id === selectedId && "bg-sky-50",
              )}
            >
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-900">
                  {IEP_KIND_LABELS[v.kind]} · {IEP_STATUS_LABELS[v.status]}
                  {v.id === current?.id ? (
                    <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-900">
                      In effect today
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-700">
                  {iepDates(v)}
                  {v.finalizedAt ? `; finalized ${formatDateTime(v.finalizedAt)}` : ""}
                </p>
              </div>
              <Button
                variant={v.id === selectedId ? "primary" : "secondary"}
                size="sm"
                aria-current={v.id === selectedId ? "true" : undefined}
                aria-label={`Open ${iepName(v)}`}
                onClick={() => onOpen(v.id)}
              >
                {v.status === "draft" && canDraft ? "Continue the draft" : "Open"}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {ieps.length > 0 ? <InEffectOn ieps={ieps} today={today} onOpen={onOpen} /> : null}
      {canDraft && !draft ? (
        <StartIep studentId={studentId} hasFinal={ieps.some((v) => v.status !== "draft")} onOpen={onOpen} />
      ) : null}
    </Card>
  );
}

function InEffectOn({
  ieps,
  today,
  onOpen,
}: {
  ieps: readonly Iep[];
  today: string;
  onOpen: (id: string) => void;
}) {
  const [date, setDate] = useState(today);
  const found = date ? iepInEffect(ieps, date) : null;
  return (
    <div className="space-y-2">
      <Field label="In effect on" className="max-w-xs">
        {(ids) => <Input {...ids} type="date" value={date} onChange={(e) => setDate(e.target.value)} />}
      </Field>
      <p className="text-sm text-slate-900" role="status">
        {!date
          ? ""
          : found
            ? `${iepName(found)} was in effect on ${formatDate(date)}.`
            : `No IEP was in effect on ${formatDate(date)}.`}
      </p>
      {found ? (
        <Button variant="secondary" size="sm" onClick={() => onOpen(found.id)}>
          Open the IEP in effect on {formatDate(date)}
        </Button>
      ) : null}
    </div>
  );
}

const STARTABLE: IepKind[] = ["initial", "annual", "interim"];

function StartIep({
  studentId,
  hasFinal,
  onOpen,
}: {
  studentId: string;
  hasFinal: boolean;
  onOpen: (id: string) => void;
}) {
  const today = deviceToday();
  const [kind, setKind] = useState<IepKind>(hasFinal ? "annual" : "initial");
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState(defaultEndDate(today));
  const create = useCreateIep();
  const existing =
    create.error instanceof ApiRequestError && create.error.code === "IEP_DRAFT_EXISTS"
      ? (create.error.details?.iepId as string | undefined)
      : undefined;
  return (
    <form
      className="space-y-3 border-t border-slate-200 pt-4"
      aria-label="Start an IEP"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(
          { studentId, input: { kind, startDate, endDate } },
          { onSuccess: (iep) => onOpen(iep.id) },
        );
      }}
    >
      <h3 className="text-base font-semibold text-slate-900">Start an IEP</h3>
      <p className="text-sm text-slate-700">
        The draft is written from the student's record; the record does not change.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Kind">
          {(ids) => (
            <Select {...ids} value={kind} onChange={(e) => setKind(e.target.value as IepKind)}>
              {STARTABLE.map((k) => (
                <option key={k} value={k}>
                  {IEP_KIND_LABELS[k]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Start date">
          {(ids) => (
            <Input
              {...ids}
              type="date"
              value={startDate}
              onChange={(e) => {
                setStartDate(e.target.value);
                if (e.target.value) setEndDate(defaultEndDate(e.target.value));
              }}
            />
          )}
        </Field>
        <Field label="End date">
          {(ids) => (
            <Input {...ids} type="date" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
          )}
        </Field>
      </div>
      {create.isError ? (
        <Alert tone="error" title={errorMessage(create.error, "Could not start the IEP. Please try again.")}>
          {existing ? (
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => onOpen(existing)}>
              Continue the draft
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <Button type="submit" loading={create.isPending} disabled={!startDate || !endDate}>
        Start the IEP
      </Button>
    </form>
  );
}
