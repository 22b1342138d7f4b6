/**
 * The note writes of the outbox (requirements "Note save and read rules", "Local storage"; decision
 * 008): editing and deleting a saved note are queued, shown at once in every cached notes list
 * (key prefix ["notes"]) and sent to /api/v1/notes exactly once. Notes are made by generation, not
 * by this record type.
 */
import type { RecordType } from "@client/lib/outbox/queued-write";
import { recordWrites } from "@client/lib/outbox/record-writes";
import type { Note, UpdateNoteInput } from "@shared/contracts/notes";
import type { QueryClient } from "@tanstack/react-query";
import { NOTES_QUERY_KEY } from "./query-keys";

/** The cached notes lists (plain arrays; any other shape is left to its own query). */
const lists = (qc: QueryClient) =>
  qc
    .getQueriesData<unknown>({ queryKey: NOTES_QUERY_KEY })
    .map(([, data]) => data)
    .filter(Array.isArray) as Note[][];

/** The note as cached now, when a list holds it. */
export function cachedNote(qc: QueryClient, id: string): Note | undefined {
  for (const list of lists(qc)) {
    const found = list.find((n) => n.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Applies `change` to every cached notes list (plain arrays; pages are refetched instead). */
export function mapLists(qc: QueryClient, change: (list: Note[]) => Note[]) {
  qc.setQueriesData<unknown>({ queryKey: NOTES_QUERY_KEY }, (data: unknown) =>
    Array.isArray(data) ? change(data as Note[]) : data,
  );
}

/** Notes in the outbox (edit and delete). */
export const noteRecordType: RecordType<Note, never, UpdateNoteInput> = {
  name: "notes",
  path: "/api/v1/notes",
  noun: "note",
  kinds: ["update", "delete"],
  cache: {
    find: (qc, id) => cachedNote(qc, id),
    draft: () => {
      throw new Error("Notes are not created through the outbox");
    },
    merge: (note, changes) => ({ ...note, ...(changes as Partial<Note>), isEdited: true }),
    put: (qc, note) => mapLists(qc, (list) => list.map((n) => (n.id === note.id ? note : n))),
    remove: (qc, id) => mapLists(qc, (list) => list.filter((n) => n.id !== id)),
    refresh: async () => {},
  },
};

/** Its writes, as the screens that change records register them at the first change. */
export const noteWrites = recordWrites(noteRecordType);
