/**
 * The parent-contact writes of the outbox (requirements "Parent contact log", "Local storage";
 * decision 008): logging, changing and deleting a contact are queued, shown at once in the student's
 * cached contacts (["contacts", studentId]) and sent exactly once — a create to
 * /api/v1/students/:studentId/contacts, a change or delete to /api/v1/contacts/:id. The student's
 * deadlines are refetched after each answer (a follow-up date makes a `follow_up` deadline).
 */
import { DASHBOARD_QUERY_KEY, DEADLINES_QUERY_KEY } from "@client/features/deadlines/api/query-keys";
import { resolveId } from "@client/lib/outbox/local-ids";
import type { QueuedVariables, RecordType } from "@client/lib/outbox/queued-write";
import { recordWrites } from "@client/lib/outbox/record-writes";
import type { Contact, CreateContactInput, UpdateContactInput } from "@shared/contracts/contacts";
import type { QueryClient } from "@tanstack/react-query";
import { sortContactsNewestFirst } from "../lib/contacts";
import { CONTACTS_QUERY_PREFIX, studentContactsQueryKey } from "./query-keys";

/** The student a queued change belongs to (`parentIds.studentId`, a local id until the student is saved). */
const studentOf = (vars: QueuedVariables<unknown> | undefined): string => vars?.parentIds?.studentId ?? "";

const allLists = (qc: QueryClient) => qc.getQueriesData<Contact[]>({ queryKey: CONTACTS_QUERY_PREFIX });

/** A contact shown before the server has it. */
export function draftContact(vars: QueuedVariables<CreateContactInput>, now: string): Contact {
  const i = vars.input;
  const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  return {
    id: vars.id,
    studentId: studentOf(vars),
    date: i.date,
    method: i.method,
    direction: i.direction,
    contactName: blank(i.contactName),
    relationship: blank(i.relationship),
    purpose: i.purpose,
    outcome: i.outcome,
    summary: blank(i.summary),
    meetingId: i.meetingId ?? null,
    followUpDate: i.followUpDate ?? null,
    followUpDeadlineId: null,
    enteredBy: "",
    createdAt: now,
    updatedAt: now,
  };
}

/** Parent contacts in the outbox. */
export const contactRecordType: RecordType<Contact, CreateContactInput, UpdateContactInput> = {
  name: "contacts",
  path: "/api/v1/contacts",
  createPath: (vars) => `/api/v1/students/${encodeURIComponent(resolveId(studentOf(vars)))}/contacts`,
  noun: "contact",
  cache: {
    find: (qc, id) => {
      for (const [, list] of allLists(qc)) {
        const found = list?.find((c) => c.id === id);
        if (found) return found;
      }
      return undefined;
    },
    draft: draftContact,
    merge: (contact, changes) => ({ ...contact, ...changes }) as Contact,
    put: (qc, contact, replacesId) => {
      qc.setQueryData<Contact[]>(studentContactsQueryKey(contact.studentId), (list) =>
        list
          ? sortContactsNewestFirst([
              ...list.filter((c) => c.id !== contact.id && c.id !== replacesId),
              contact,
            ])
          : list,
      );
    },
    remove: (qc, id) => {
      for (const [key] of allLists(qc)) {
        qc.setQueryData<Contact[]>(key, (list) => list?.filter((c) => c.id !== id));
      }
    },
    refresh: async (qc, vars) => {
      const studentId = studentOf(vars);
      await Promise.all([
        qc.invalidateQueries({ queryKey: DEADLINES_QUERY_KEY }),
        qc.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
        studentId
          ? qc.invalidateQueries({ queryKey: studentContactsQueryKey(resolveId(studentId)) })
          : undefined,
      ]);
    },
  },
};

/** Its writes, as the screens that change contacts register them at the first change. */
export const contactWrites = recordWrites(contactRecordType);
