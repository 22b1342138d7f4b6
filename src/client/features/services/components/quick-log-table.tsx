/**
 * Logging today's sessions for the whole caseload with the keyboard (requirements "Service log":
 * "under a minute"): one row per service with a "Log" checkbox, the minutes (prefilled) and what
 * happened; Tab moves checkbox → minutes → status → next row, and one Save queues one write per
 * ticked row (each saved once, offline too). A ticked row with bad minutes is named and nothing is
 * sent.
 */
import { Alert, Button, Field, Input, Select } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { SESSION_STATUS_LABELS, SESSION_STATUSES, type SessionStatus } from "@shared/contracts/services";
import { countOf } from "@shared/domain/plural";
import { type FormEvent, useState } from "react";
import { useLogSessions } from "../api/service-mutations";
import { type CaseloadServiceRow, inEffectOn, type QuickLogRow, quickLogWrites } from "../lib/caseload-log";

export interface QuickLogTableProps {
  rows: readonly CaseloadServiceRow[];
  /** The minutes each row starts with (`prefilledMinutes`), by service id. */
  minutesOf: (row: CaseloadServiceRow) => string;
  /** Today, `YYYY-MM-DD` (the date field's start). */
  today: string;
}

/** See the module docstring. */
export function QuickLogTable({ rows, minutesOf, today }: QuickLogTableProps) {
  const [date, setDate] = useState(today);
  const [state, setState] = useState<QuickLogRow[]>(() =>
    rows.map((row) => ({ row, log: false, minutes: minutesOf(row), status: "delivered" as SessionStatus })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const logAll = useLogSessions();
  const ticked = state.filter((r) => r.log).length;
  const change = (i: number, patch: Partial<QuickLogRow>) =>
    setState((prev) => prev.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setDone(null);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setProblem("Enter the date of the sessions.");
    const built = quickLogWrites(state, date);
    if (!built.ok) {
      return setProblem(
        `Enter whole minutes for ${built.invalid.map((r) => `${r.row.studentName} (${r.row.serviceName})`).join(", ")}.`,
      );
    }
    if (built.writes.length === 0) return setProblem("Tick “Log” on the sessions to save.");
    try {
      const outcome = await logAll.mutateAsync(built.writes);
      setState((prev) => prev.map((r) => ({ ...r, log: false })));
      setDone(
        outcome.waiting
          ? `${countOf(outcome.waiting, "session")} not yet saved: ${outcome.waiting === 1 ? "it" : "they"} will be saved when the connection is back.`
          : `Logged ${countOf(outcome.saved, "session")}.`,
      );
    } catch (err) {
      setProblem(errorMessage(err, "Failed to log the sessions. Please try again."));
    }
  };

  if (rows.length === 0) return <p className="text-sm text-slate-700">No services to log.</p>;
  const shown = state.filter((r) => inEffectOn(r.row, date)).length;
  return (
    <form onSubmit={save} className="space-y-3" aria-label="Log today's sessions">
      <Field label="Date of the sessions" className="max-w-xs">
        {(ids) => <Input {...ids} type="date" value={date} onChange={(e) => setDate(e.target.value)} />}
      </Field>
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">Services to log, one row each</caption>
        <thead className="text-slate-700 max-sm:sr-only">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Log
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Student and service
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Minutes
            </th>
            <th scope="col" className="py-2 font-medium">
              What happened
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-sm:block">
          {state.map((r, i) => {
            if (!inEffectOn(r.row, date)) return null;
            const name = `${r.row.studentName}, ${r.row.serviceName}`;
            return (
              <tr
                key={r.row.serviceId}
                className="max-sm:grid max-sm:grid-cols-[auto_1fr] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:py-2"
              >
                <td className="py-2 pr-3 max-sm:row-span-3 max-sm:p-0">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={r.log}
                    onChange={(e) => change(i, { log: e.target.checked })}
                    aria-label={`Log ${name}`}
                  />
                </td>
                <th scope="row" className="py-2 pr-3 font-normal wrap-anywhere max-sm:p-0">
                  <span className="font-medium text-slate-900">{r.row.studentName}</span>
                  <span className="block text-slate-700">{r.row.serviceName}</span>
                </th>
                <td className="py-2 pr-3 max-sm:p-0">
                  <Input
                    className="w-24"
                    inputMode="numeric"
                    autoComplete="off"
                    value={r.minutes}
                    onChange={(e) => change(i, { minutes: e.target.value, log: true })}
                    aria-label={`Minutes, ${name}`}
                  />
                </td>
                <td className="py-2 max-sm:p-0">
                  <Select
                    value={r.status}
                    onChange={(e) => change(i, { status: e.target.value as SessionStatus, log: true })}
                    aria-label={`What happened, ${name}`}
                  >
                    {SESSION_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {SESSION_STATUS_LABELS[s]}
                      </option>
                    ))}
                  </Select>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {shown === 0 ? <p className="text-sm text-slate-700">No service is in effect on this date.</p> : null}
      {problem ? <Alert tone="error" title={problem} /> : null}
      <p role="status" className="text-sm text-slate-700">
        {done ?? ""}
      </p>
      <Button type="submit" loading={logAll.isPending}>
        Save {ticked ? countOf(ticked, "session") : "sessions"}
      </Button>
    </form>
  );
}
