/**
 * "Log a contact" and "Edit contact" (requirements "Parent contact log"): date, method, direction,
 * who and their relationship, purpose, outcome, the meeting it tried to arrange, a summary and a
 * follow-up date (which becomes a "Parent follow-up" deadline). Starts from `values`
 * (`lib/contact-values.ts`: the record's parent, today, a phone call; or a meeting notice). The save
 * goes through the outbox, so it works offline; a server refusal shows above the buttons and nothing
 * typed is lost.
 */
import { InputField, SelectField, TextareaField } from "@client/components/form";
import { FormDialog } from "@client/components/form-dialog";
import {
  CONTACT_DIRECTION_LABELS,
  CONTACT_DIRECTIONS,
  CONTACT_METHOD_LABELS,
  CONTACT_METHODS,
  CONTACT_OUTCOME_LABELS,
  CONTACT_OUTCOMES,
  CONTACT_PURPOSE_LABELS,
  CONTACT_PURPOSES,
  type Contact,
} from "@shared/contracts/contacts";
import { z } from "zod";
import { useCreateContact, useUpdateContact } from "../api/contact-mutations";
import { type ContactFormValues, changedFields, contactInput } from "../lib/contact-values";

const day = z.iso.date({ message: "Enter a date" });
const formSchema = z
  .strictObject({
    date: day,
    method: z.enum(CONTACT_METHODS),
    direction: z.enum(CONTACT_DIRECTIONS),
    contactName: z.string().max(200, { message: "Keep the name under 200 characters" }),
    relationship: z.string().max(100, { message: "Keep the relationship under 100 characters" }),
    purpose: z.enum(CONTACT_PURPOSES),
    outcome: z.enum(CONTACT_OUTCOMES),
    summary: z.string().max(4000, { message: "Keep the summary under 4,000 characters" }),
    meetingId: z.string(),
    followUpDate: z.union([z.literal(""), day]),
  })
  .refine((v) => !v.followUpDate || v.followUpDate >= v.date, {
    path: ["followUpDate"],
    message: "The follow-up date can't be before the contact date.",
  });

/** A meeting the contact may be tied to, e.g. `{ id, label: "Annual review · Dec 3, 2026" }`. */
export interface ContactMeetingChoice {
  id: string;
  label: string;
}

export interface ContactFormDialogProps {
  open: boolean;
  onClose: () => void;
  studentId: string;
  /** Where the fields start. */
  values: ContactFormValues;
  /** The contact being edited; absent: log a new one. */
  contact?: Contact | null;
  /** The student's meetings for "Meeting" (a linked one missing from the list is kept as its id). */
  meetings: readonly ContactMeetingChoice[];
  /** Called with a sentence for a toast or status line after saving. */
  onSaved?: (message: string) => void;
  /** The dialog's title (default "Log a contact" / "Edit contact"). */
  title?: string;
}

/** The log / edit dialog; see the module docstring. */
export function ContactFormDialog({
  open,
  onClose,
  studentId,
  values,
  contact,
  meetings,
  onSaved,
  title,
}: ContactFormDialogProps) {
  const create = useCreateContact();
  const update = useUpdateContact();
  const choices = [...meetings];
  if (values.meetingId && !choices.some((m) => m.id === values.meetingId)) {
    choices.push({ id: values.meetingId, label: "The linked meeting" });
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title ?? (contact ? "Edit contact" : "Log a contact")}
      description="A call, letter, e-mail or visit with the family, and how it went."
      widthClass="max-w-2xl"
      schema={formSchema}
      defaultValues={values}
      initialFocus="date"
      onSubmit={async (v) => {
        if (contact) {
          const changes = changedFields(contact, v);
          if (Object.keys(changes).length > 0) await update.mutateAsync({ contact, changes });
        } else {
          await create.mutateAsync({ studentId, input: contactInput(v) });
        }
        onClose();
        onSaved?.(contact ? "Contact saved." : "Contact logged.");
      }}
      submitError="Failed to save the contact. Please try again."
      submitLabel={contact ? "Save contact" : "Log contact"}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField name="date" label="Date" type="date" required />
        <SelectField name="method" label="Method" required labels={CONTACT_METHOD_LABELS} />
        <SelectField name="direction" label="Direction" required labels={CONTACT_DIRECTION_LABELS} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField name="contactName" label="Who" autoComplete="off" hint="e.g. Maria Lopez" />
        <InputField name="relationship" label="Relationship" autoComplete="off" hint="e.g. Mother" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="purpose" label="Purpose" required labels={CONTACT_PURPOSE_LABELS} />
        <SelectField name="outcome" label="Outcome" required labels={CONTACT_OUTCOME_LABELS} />
      </div>
      <SelectField
        name="meetingId"
        label="Meeting"
        hint="The meeting this contact tried to arrange, if any"
        options={["", ...choices.map((m) => m.id)]}
        labels={{ "": "No meeting", ...Object.fromEntries(choices.map((m) => [m.id, m.label])) }}
      />
      <TextareaField name="summary" label="Summary" rows={3} />
      <InputField
        name="followUpDate"
        label="Follow up by"
        type="date"
        hint="Adds a “Parent follow-up” deadline on that day"
      />
    </FormDialog>
  );
}
