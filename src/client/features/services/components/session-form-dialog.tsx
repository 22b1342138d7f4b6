/**
 * "Log a session" and "Edit session" (requirements "Service log"): date (today), minutes (the last
 * session's), what happened, group size, the goals worked on (the student's goals, handed in by the
 * screen) and a note. Saved through the outbox: offline the dialog closes and the session shows
 * "Not yet saved".
 */
import { InputField, SelectField, TextareaField } from "@client/components/form";
import { FormDialog } from "@client/components/form-dialog";
import { formatDay, localIsoDate } from "@client/lib/format";
import {
  SESSION_STATUS_LABELS,
  SESSION_STATUSES,
  type Service,
  type ServiceSession,
} from "@shared/contracts/services";
import { useLogSession, useUpdateSession } from "../api/service-mutations";
import {
  emptySessionForm,
  formToSessionInput,
  sessionChanges,
  sessionFormSchema,
  sessionToForm,
} from "../lib/session-form-values";

/** A goal the session may have worked on. */
export interface GoalChoice {
  id: string;
  statement: string;
}

export interface SessionFormDialogProps {
  onClose: () => void;
  service: Service;
  /** Edit this session; absent: log a new one. */
  session?: ServiceSession;
  /** The minutes of the service's last session, prefilled in a new one. */
  lastMinutes?: number;
  /** The student's goals. */
  goals: readonly GoalChoice[];
}

/** See the module docstring. */
export function SessionFormDialog({ onClose, service, session, lastMinutes, goals }: SessionFormDialogProps) {
  const log = useLogSession();
  const update = useUpdateSession();
  return (
    <FormDialog
      onClose={onClose}
      title={session ? `Edit session of ${formatDay(session.date)}` : `Log a session: ${service.name}`}
      description="Minutes delivered or missed, and what happened."
      widthClass="max-w-xl"
      schema={sessionFormSchema}
      defaultValues={
        session ? sessionToForm(session) : emptySessionForm(localIsoDate(new Date()), lastMinutes)
      }
      initialFocus="minutes"
      onSubmit={async (values) => {
        if (session) {
          const changes = sessionChanges(session, values);
          if (changes) await update.mutateAsync({ session, changes });
        } else {
          await log.mutateAsync({
            studentId: service.studentId,
            input: formToSessionInput(service.id, values),
            label: `${service.name}, ${formatDay(values.date, false)}`,
          });
        }
        onClose();
      }}
      submitError="Failed to save the session. Please try again."
      submitLabel={session ? "Save changes" : "Log session"}
    >
      {(methods) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField name="date" label="Date" type="date" required />
            <InputField name="minutes" label="Minutes" required inputMode="numeric" autoComplete="off" />
            <SelectField
              name="status"
              label="What happened"
              required
              options={SESSION_STATUSES}
              labels={SESSION_STATUS_LABELS}
            />
            <InputField
              name="groupSize"
              label="Group size"
              inputMode="numeric"
              autoComplete="off"
              hint="Students in the group; blank for an individual session."
            />
          </div>
          {goals.length ? (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-900">Goals worked on</legend>
              {goals.map((g) => (
                <label key={g.id} className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    value={g.id}
                    className="mt-1 size-4"
                    {...methods.register("goalIds")}
                  />
                  <span className="break-words">{g.statement}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <TextareaField name="note" label="Note" rows={2} />
        </>
      )}
    </FormDialog>
  );
}
