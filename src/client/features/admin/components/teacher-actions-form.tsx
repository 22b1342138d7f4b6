/**
 * The actions staff may take on a teacher (requirements "Admin area"), each with a reason that goes
 * into the audit log: extend the trial (by days), grant or revoke Pro, reset this month's notes,
 * suspend or reactivate, sign out every session.
 */
import { Form, FormError, InputField, SelectField, TextareaField } from "@client/components/form";
import { Alert, Button } from "@client/components/ui";
import {
  adminReasonSchema,
  extendTrialSchema,
  TEACHER_ACTIONS,
  type TeacherAction,
} from "@shared/contracts/admin";
import { useState } from "react";
import { z } from "zod";
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

/** An action with the contract's body: days and a reason to extend the trial, a reason for the rest. */
const actionSchema = z.discriminatedUnion("action", [
  extendTrialSchema.extend({ action: z.literal("extend-trial") }),
  adminReasonSchema.extend({ action: z.enum(TEACHER_ACTIONS).exclude(["extend-trial"]) }),
]);

/** The action form for one teacher; `suspended` picks suspend or reactivate. */
export function TeacherActionsForm({ teacherId, suspended }: { teacherId: string; suspended: boolean }) {
  const run = useTeacherAction(teacherId);
  const actions = TEACHER_ACTIONS.filter((a) => (suspended ? a !== "suspend" : a !== "reactivate"));
  const [done, setDone] = useState<string | null>(null);
  return (
    <Form
      className="space-y-3"
      aria-labelledby="teacher-actions-title"
      schema={actionSchema}
      defaultValues={{ action: "extend-trial", days: 7, reason: "" }}
      errorsAt="summary"
      submitError="The action failed."
      onSubmit={async (body, { setValue }) => {
        setDone(null);
        await run.mutateAsync(body);
        setDone(`${LABELS[body.action]}: done.`);
        setValue("reason", "");
      }}
    >
      {({ watch }) => (
        <>
          <h2 id="teacher-actions-title" className="text-lg font-semibold text-slate-900">
            Actions
          </h2>
          <SelectField name="action" label="Action">
            {actions.map((a) => (
              <option key={a} value={a}>
                {LABELS[a]}
              </option>
            ))}
          </SelectField>
          {watch("action") === "extend-trial" ? (
            <InputField
              name="days"
              label="Days"
              hint="1 to 90 days, added to the trial's end (or to today when it has ended)."
              type="number"
              min={1}
              max={90}
              registerOptions={{ valueAsNumber: true }}
            />
          ) : null}
          <TextareaField name="reason" label="Reason" required hint="Kept in the audit log." rows={2} />
          <FormError variant="text" />
          {done ? <Alert tone="success">{done}</Alert> : null}
          <Button type="submit" loading={run.isPending}>
            Apply
          </Button>
        </>
      )}
    </Form>
  );
}
