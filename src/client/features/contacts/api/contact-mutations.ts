/**
 * Logging, changing and deleting a parent contact (requirements "Parent contact log") through the
 * outbox (requirements "Local storage"): the change shows in the student's contacts at once; offline
 * it waits, and is sent once when the connection is back (`contact-writes.ts`).
 */
import { newLocalId } from "@client/lib/outbox/local-ids";
import { useQueuedMutation } from "@client/lib/outbox/use-queued-write";
import type { Contact, CreateContactInput, UpdateContactInput } from "@shared/contracts/contacts";
import { contactWrites, draftContact } from "./contact-writes";

const labelOf = (date: string) => `contact of ${date}`;

/**
 * The log-a-contact hook: resolves with the server's contact, or the drafted one (a local id) when it
 * waits in the outbox.
 * @throws ApiRequestError — 400 naming the field, 404 "Student not found" / "Meeting not found".
 */
export function useCreateContact() {
  return useQueuedMutation(
    contactWrites,
    async (run, { studentId, input }: { studentId: string; input: CreateContactInput }): Promise<Contact> => {
      const id = newLocalId();
      const result = await run<Contact, CreateContactInput>({
        type: "contacts",
        kind: "create",
        id,
        input,
        label: labelOf(input.date),
        parentIds: { studentId },
      });
      if (result.saved && result.record) return result.record;
      return draftContact(
        { key: "", id, input, label: "", parentIds: { studentId } },
        new Date().toISOString(),
      );
    },
  );
}

/** The change-a-contact hook (only the changed fields are sent). */
export function useUpdateContact() {
  return useQueuedMutation(
    contactWrites,
    async (run, { contact, changes }: { contact: Contact; changes: UpdateContactInput }) => {
      const result = await run<Contact, UpdateContactInput>({
        type: "contacts",
        kind: "update",
        id: contact.id,
        input: changes,
        label: labelOf(contact.date),
        parentIds: { studentId: contact.studentId },
      });
      return result.saved ? result.record : undefined;
    },
  );
}

/** The delete-a-contact hook; resolves with whether the server has answered. */
export function useDeleteContact() {
  return useQueuedMutation(contactWrites, async (run, contact: Contact) => {
    const result = await run<void, Record<string, never>>({
      type: "contacts",
      kind: "delete",
      id: contact.id,
      input: {},
      label: labelOf(contact.date),
      parentIds: { studentId: contact.studentId },
    });
    return result.saved;
  });
}
