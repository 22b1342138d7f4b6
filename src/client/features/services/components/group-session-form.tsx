/**
 * Group logging (requirements "Service log": "one form logs the same session for several students
 * at once"): the session's date, minutes, what happened and a note, and the students' services in
 * the group. Save queues one row per student, all with one `groupId` and `groupSize` = the number
 * of students ticked.
 */
import { Alert, Button, Field, Input, Select, Textarea } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import {
  SESSION_GROUP_MAX,
  SESSION_MINUTES_MAX,
  SESSION_STATUS_LABELS,
  SESSION_STATUSES,
  type SessionStatus,
} from "@shared/contracts/services";
import { countOf } from "@shared/domain/plural";
import { type FormEvent, useState } from "react";
import { useLogSessions } from "../api/service-mutations";
import { type CaseloadServiceRow, groupSessionWrites, inEffectOn } from "../lib/caseload-log";

export interface GroupSessionFormProps {
  rows: readonly CaseloadServiceRow[];
  today: string;
  /** Makes the group's id (default `crypto.randomUUID`). */
  newGroupId?: () => string;
}

/** See the module docstring. */
export function GroupSessionForm({
  rows,
  today,
  newGroupId = () => crypto.randomUUID(),
}: GroupSessionFormProps) {
  const [date, setDate] = useState(today);
  const [minutes, setMinutes] = useState("");
  const [status, setStatus] = useState<SessionStatus>("delivered");
  const [note, setNote] = useState("");
  const [members, setMembers] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const logAll = useLogSessions();

  const toggle = (serviceId: string, on: boolean) =>
    setMembers((prev) => {
      const next = new Set(prev);
      if (on) next.add(serviceId);
      else next.delete(serviceId);
      return next;
    });

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setDone(null);
    const m = Number(minutes.trim());
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setProblem("Enter the date of the session.");
    if (!/^\d+$/.test(minutes.trim()) || m < 1 || m > SESSION_MINUTES_MAX) {
      return setProblem(`Enter whole minutes from 1 to ${SESSION_MINUTES_MAX}.`);
    }
    const chosen = rows.filter((r) => members.has(r.serviceId) && inEffectOn(r, date));
    if (chosen.length < 2 || chosen.length > SESSION_GROUP_MAX) {
      return setProblem(`Tick 2 to ${SESSION_GROUP_MAX} students for a group session.`);
    }
    try {
      const writes = groupSessionWrites({ date, minutes: m, status, note }, chosen, newGroupId());
      const outcome = await logAll.mutateAsync(writes);
      setMembers(new Set());
      setNote("");
      setDone(
        outcome.waiting
          ? `Group session for ${countOf(writes.length, "student")} not yet saved: it will be saved when the connection is back.`
          : `Logged the group session for ${countOf(writes.length, "student")}.`,
      );
    } catch (err) {
      setProblem(errorMessage(err, "Failed to log the group session. Please try again."));
    }
  };

  if (rows.length < 2)
    return <p className="text-sm text-slate-700">A group session needs services of at least two students.</p>;
  return (
    <form onSubmit={save} className="space-y-3" aria-label="Log a group session">
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Date" required>
          {(ids) => <Input {...ids} type="date" value={date} onChange={(e) => setDate(e.target.value)} />}
        </Field>
        <Field label="Minutes" required>
          {(ids) => (
            <Input
              {...ids}
              inputMode="numeric"
              autoComplete="off"
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          )}
        </Field>
        <Field label="What happened" required>
          {(ids) => (
            <Select {...ids} value={status} onChange={(e) => setStatus(e.target.value as SessionStatus)}>
              {SESSION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {SESSION_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-900">Students in the group</legend>
        <ul className="grid gap-1 sm:grid-cols-2">
          {rows
            .filter((r) => inEffectOn(r, date))
            .map((r) => (
              <li key={r.serviceId}>
                <label className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4"
                    checked={members.has(r.serviceId)}
                    onChange={(e) => toggle(r.serviceId, e.target.checked)}
                  />
                  <span className="wrap-anywhere">
                    {r.studentName}: {r.serviceName}
                  </span>
                </label>
              </li>
            ))}
        </ul>
      </fieldset>
      <Field label="Note">
        {(ids) => <Textarea {...ids} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      {problem ? <Alert tone="error" title={problem} /> : null}
      <p role="status" className="text-sm text-slate-700">
        {done ?? ""}
      </p>
      <Button type="submit" loading={logAll.isPending}>
        Log group session{members.size ? ` for ${countOf(members.size, "student")}` : ""}
      </Button>
    </form>
  );
}
