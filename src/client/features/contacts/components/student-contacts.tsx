/**
 * The "Parent contacts" section of a student's page (requirements "Parent contact log"): the log,
 * newest first (from the device's copy when offline), "Log a contact" filled in from the record, Edit,
 * Delete after a confirmation (with Undo), and the contact log PDF for a range.
 */
import { SectionQueryState } from "@client/components/section-query-state";
import { Button, ConfirmDialog } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { localIsoDate } from "@client/lib/format";
import type { Contact } from "@shared/contracts/contacts";
import type { Student } from "@shared/contracts/students";
import { MessageSquarePlus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { useCreateContact, useDeleteContact } from "../api/contact-mutations";
import { useContacts } from "../api/get-contacts";
import { contactInput, contactValues, newContactValues } from "../lib/contact-values";
import { ContactFormDialog, type ContactMeetingChoice } from "./contact-form-dialog";
import { ContactList } from "./contact-list";
import { ContactLogDownload } from "./contact-log-download";

export interface StudentContactsProps {
  student: Student;
  /** The student's meetings, for the dialog's "Meeting" choice and the list's meeting words. */
  meetings: readonly ContactMeetingChoice[];
  /** Offer "Log a contact" (false for a team member whose role does not log contacts). Default true. */
  canLog?: boolean;
  /** Whether Edit and Delete are offered on one contact (see `ContactList`). Default: every one. */
  canChange?: (contact: Contact) => boolean;
}

/** The section; a landmark labelled by its h2 "Parent contacts". */
export function StudentContacts({ student, meetings, canLog = true, canChange }: StudentContactsProps) {
  const query = useContacts(student.id);
  const [editing, setEditing] = useState<Contact | "new" | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const remove = useDeleteContact();
  const restore = useCreateContact();
  const labels = new Map(meetings.map((m) => [m.id, m.label]));

  const confirmDelete = () => {
    const contact = deleting;
    if (!contact) return;
    setDeleting(null);
    remove.mutate(contact, {
      onSuccess: () =>
        toast.success("Contact deleted.", {
          action: {
            label: "Undo",
            onClick: () =>
              restore.mutate({ studentId: student.id, input: contactInput(contactValues(contact)) }),
          },
        }),
      onError: (err) => toast.error(errorMessage(err, "Failed to delete the contact. Please try again.")),
    });
  };

  let body: React.ReactNode;
  if (!query.isSuccess) {
    body = (
      <SectionQueryState
        query={query}
        loading="Loading contacts…"
        failed="Failed to load the contacts. Please try again."
        skeletonClassName="h-16"
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <p className="text-sm text-slate-700">No contacts logged yet. Log calls, letters and visits here.</p>
    );
  } else {
    body = (
      <ContactList
        contacts={query.data}
        meetingLabels={labels}
        onEdit={setEditing}
        onDelete={setDeleting}
        canChange={canChange}
      />
    );
  }

  const edited = editing === "new" ? null : editing;
  return (
    <section
      aria-labelledby="student-section-contacts"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="student-section-contacts" className="text-base font-semibold text-slate-900">
          Parent contacts
        </h2>
        {canLog ? (
          <Button size="sm" onClick={() => setEditing("new")}>
            <MessageSquarePlus className="size-4" aria-hidden="true" />
            Log a contact
          </Button>
        ) : null}
      </div>
      {body}
      <ContactLogDownload studentId={student.id} />
      {editing ? (
        <ContactFormDialog
          open
          onClose={() => setEditing(null)}
          studentId={student.id}
          contact={edited}
          values={edited ? contactValues(edited) : newContactValues(student, localIsoDate(new Date()))}
          meetings={meetings}
          onSaved={(message) => toast.success(message)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this contact?"
        description="It leaves the contact log, and a follow-up deadline not yet done goes with it."
        confirmLabel="Delete contact"
        onConfirm={confirmDelete}
      />
    </section>
  );
}
