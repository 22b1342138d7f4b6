/**
 * One attendee's row in "Manage attendees" (requirements "Meetings": attendees with name, e-mail,
 * role and attendance): the four fields, "Save" (only when something changed) and "Remove" behind a
 * confirmation. The same fields, blank, add a new attendee (`AttendeeEditor` without `attendee`).
 */
import { Button, ConfirmDialog, Field, Input, Select } from "@client/components/ui";
import {
  ATTENDANCE_STATUSES,
  ATTENDEE_ROLE_LABELS,
  ATTENDEE_ROLES,
  type AttendanceStatus,
  type Attendee,
  type AttendeeRole,
} from "@shared/contracts/meetings";
import { Plus, Save, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { attendeeRowSchema } from "../lib/meeting-form-values";
import { ATTENDANCE_LABELS } from "../lib/meeting-labels";

/** What the row edits (text as the inputs hold it). */
export interface AttendeeDraft {
  attendeeName: string;
  attendeeEmail: string;
  attendeeRole: AttendeeRole;
  attendanceStatus: AttendanceStatus;
}

const draftOf = (a?: Attendee): AttendeeDraft => ({
  attendeeName: a?.attendeeName ?? "",
  attendeeEmail: a?.attendeeEmail ?? "",
  attendeeRole: a?.attendeeRole ?? "other",
  attendanceStatus: a?.attendanceStatus ?? "invited",
});

export interface AttendeeEditorProps {
  /** The attendee to edit; absent: a blank row that adds one. */
  attendee?: Attendee;
  busy: boolean;
  /** Called with the checked values (trimmed; a blank e-mail as ""). Resolves true when saved. */
  onSave: (draft: AttendeeDraft) => Promise<boolean>;
  onRemove?: () => void;
}

/** One attendee's fields and buttons; see the module docstring. */
export function AttendeeEditor({ attendee, busy, onSave, onRemove }: AttendeeEditorProps) {
  const [draft, setDraft] = useState<AttendeeDraft>(() => draftOf(attendee));
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const legendId = useId();
  const who = attendee ? attendee.attendeeName : "new attendee";
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(attendee));
  const set = <K extends keyof AttendeeDraft>(key: K, value: AttendeeDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const save = async () => {
    const checked = attendeeRowSchema.safeParse(draft);
    if (!checked.success) {
      const issue = (field: string) => checked.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ name: issue("attendeeName"), email: issue("attendeeEmail") });
      return;
    }
    setErrors({});
    const next = { ...draft, ...checked.data };
    if ((await onSave(next)) && !attendee) setDraft(draftOf());
  };

  return (
    <fieldset
      aria-labelledby={legendId}
      className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <legend id={legendId} className="px-1 text-sm font-medium text-slate-800">
        {attendee ? attendee.attendeeName : "Add an attendee"}
      </legend>
      <Field label={`Name (${who})`} required error={errors.name}>
        {(a) => (
          <Input
            {...a}
            autoComplete="off"
            value={draft.attendeeName}
            onChange={(e) => set("attendeeName", e.target.value)}
          />
        )}
      </Field>
      <Field label={`E-mail (${who})`} error={errors.email}>
        {(a) => (
          <Input
            {...a}
            type="email"
            autoComplete="off"
            value={draft.attendeeEmail}
            onChange={(e) => set("attendeeEmail", e.target.value)}
          />
        )}
      </Field>
      <Field label={`Role (${who})`}>
        {(a) => (
          <Select
            {...a}
            value={draft.attendeeRole}
            onChange={(e) => set("attendeeRole", e.target.value as AttendeeRole)}
          >
            {ATTENDEE_ROLES.map((r) => (
              <option key={r} value={r}>
                {ATTENDEE_ROLE_LABELS[r]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={`Attendance (${who})`}>
        {(a) => (
          <Select
            {...a}
            value={draft.attendanceStatus}
            onChange={(e) => set("attendanceStatus", e.target.value as AttendanceStatus)}
          >
            {ATTENDANCE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ATTENDANCE_LABELS[s]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2 lg:col-span-4">
        {attendee && onRemove ? (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden="true" />
            Remove {attendee.attendeeName}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          loading={busy}
          disabled={attendee ? !changed : false}
          onClick={save}
        >
          {attendee ? (
            <Save className="size-4" aria-hidden="true" />
          ) : (
            <Plus className="size-4" aria-hidden="true" />
          )}
          {attendee ? `Save ${attendee.attendeeName}` : "Add attendee"}
        </Button>
      </div>
      {attendee && onRemove ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Remove ${attendee.attendeeName}?`}
          description="They are taken off this meeting's attendee list. No e-mail is sent."
          confirmLabel="Remove attendee"
          busy={busy}
          onConfirm={() => {
            setConfirming(false);
            onRemove();
          }}
        />
      ) : null}
    </fieldset>
  );
}
