/**
 * The actions staff may take on a teacher (requirements "Admin area"), each with a reason that goes
 * into the audit log: extend the trial (by days), grant or revoke Pro, reset this month's notes,
 * suspend or reactivate, sign out every session.
 */
import { Alert, Button, Field, Input, Select, Textarea } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import type { TeacherAction } from "@shared/contracts/admin";
import { type FormEvent, useState } from "react";
import { useTeacherAction } from "../api/admin-data";

const LABELS: Record<TeacherAction, string> = {
  "extend-trial": "Extend the trial",
  "grant-pro": "Grant Pro",
  "revoke-pro": "Revoke Pro",
  "reset-quota": "Reset this month's note count",
  suspend: "Suspend the account",
  reactivate: "Reactivate the account",
  "sign-out-all": "Sign out all sessions",
};

/** The action form for one teacher; `suspended` picks suspend or reactivate. */
export function TeacherActionsForm({ teacherId, suspended }: { teacherId: string; suspended: boolean }) {
  const run = useTeacherAction(teacherId);
  const actions = (Object.keys(LABELS) as TeacherAction[]).filter((a) =>
    suspended ? a !== "suspend" : a !== "reactivate",
  );
  const [action, setAction] = useState<TeacherAction>("extend-trial");
  const [days, setDays] = useState("7");
  const [reason, setReason] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    run.mutate(
      { action, reason, days: action === "extend-trial" ? Number(days) : undefined },
      {
        onSuccess: () => {
          setDone(`${LABELS[action]}: done.`);
          setReason("");
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby="teacher-actions-title">
      <h2 id="teacher-actions-title" className="text-lg font-semibold text-slate-900">
        Actions
      </h2>
      <Field label="Action">
        {(ids) => (
          <Select {...ids} value={action} onChange={(e) => setAction(e.target.value as TeacherAction)}>
            {actions.map((a) => (
              <option key={a} value={a}>
                {LABELS[a]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {action === "extend-trial" ? (
        <Field label="Days" hint="1 to 90 days, added to the trial's end (or to today when it has ended).">
          {(ids) => (
            <Input
              {...ids}
              type="number"
              min={1}
              max={90}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
          )}
        </Field>
      ) : null}
      <Field label="Reason" required hint="Kept in the audit log.">
        {(ids) => <Textarea {...ids} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </Field>
      {run.isError ? <Alert tone="error">{errorMessage(run.error, "The action failed.")}</Alert> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      <Button type="submit" loading={run.isPending}>
        Apply
      </Button>
    </form>
  );
}
