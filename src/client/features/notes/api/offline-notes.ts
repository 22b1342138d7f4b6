/**
 * Notes drafted while offline (requirements "Note generation", "Local storage"; decision 008).
 *
 * When the server cannot be reached, the note is drafted here from the same template rules as the
 * server's offline drafter (`@shared/domain/note-drafting/template-note`, loaded only when needed), from
 * the student record and goals this device holds, and queued in the outbox: it shows at once in the
 * cached notes lists, marked "Drafted offline", and is sent to POST /api/v1/notes/offline-drafts
 * with its Idempotency-Key once back online, where it is saved once and counted in the quota. A
 * refusal then (the month's limit reached) is reported by the outbox and the note leaves the lists.
 */

import { GOALS_QUERY_PREFIX } from "@client/features/goals/api/query-keys";
import { ME_QUERY_KEY } from "@client/lib/auth/query-keys";
import { enqueueWrite } from "@client/lib/outbox/enqueue";
import { newLocalId } from "@client/lib/outbox/local-ids";
import type { QueuedVariables, RecordType } from "@client/lib/outbox/queued-write";
import { recordWrites } from "@client/lib/outbox/record-writes";
import { registerWriteTypes } from "@client/lib/outbox/registration";
import type { Goal } from "@shared/contracts/goals";
import type { GeneratedNote, GenerateNoteData, Note, OfflineNoteInput } from "@shared/contracts/notes";
import type { Student } from "@shared/contracts/students";
import type { QueryClient } from "@tanstack/react-query";
import { cachedNote, mapLists } from "./note-writes";
import { NOTES_QUERY_KEY } from "./query-keys";

/** What a queued offline note holds: the request sent to the server, and the name shown meanwhile. */
export type QueuedOfflineNote = OfflineNoteInput & { studentName: string };

/** The teacher-facing line shown with a note drafted offline and not saved yet. */
export const DRAFTED_OFFLINE_NOTICE =
  "Drafted offline — it will be saved to your notes, and counted in this month's notes, when you're back online.";

/** Why a note cannot be drafted on this device (the record is not saved here). */
export class OfflineDraftUnavailable extends Error {
  override name = "OfflineDraftUnavailable";
}

/** The note a queued offline draft shows until the server's row replaces it. */
function draftedNote(id: string, input: QueuedOfflineNote): Note {
  return {
    id,
    studentId: input.studentId,
    studentName: input.studentName,
    type: input.type ?? "progress",
    subject: input.subject?.trim() || "General",
    date: input.date ?? input.draftedAt.slice(0, 10),
    observations: input.observations,
    generatedNote: input.noteText,
    goalsAddressed: input.goalsAddressed ?? [],
    isEdited: false,
    performanceData: (input.performanceData as Record<string, unknown> | undefined) ?? null,
    strategyData: (input.strategyData as Record<string, unknown> | undefined) ?? null,
    contextData: (input.contextData as Record<string, unknown> | undefined) ?? null,
    source: "template",
    studentContext: null,
    draftedOfflineAt: input.draftedAt,
    createdAt: input.draftedAt,
    updatedAt: input.draftedAt,
  };
}

/** The outbox record type of notes drafted offline (create only). */
export const offlineNoteRecordType: RecordType<Note, QueuedOfflineNote, never> = {
  name: "offline-notes",
  path: "/api/v1/notes/offline-drafts",
  noun: "note drafted offline",
  kinds: ["create"],
  // The name is for this device's lists only; the server takes the request and the text.
  resolveInput: ({ studentName: _name, ...request }) => request as QueuedOfflineNote,
  cache: {
    find: (qc, id) => cachedNote(qc, id),
    draft: (vars: QueuedVariables<QueuedOfflineNote>) => draftedNote(vars.id, vars.input),
    merge: (note) => note,
    put: (qc, note, replacesId) =>
      mapLists(qc, (list) => [note, ...list.filter((n) => n.id !== note.id && n.id !== replacesId)]),
    remove: (qc, id) => mapLists(qc, (list) => list.filter((n) => n.id !== id)),
    refresh: async (qc) => {
      await qc.invalidateQueries({ queryKey: NOTES_QUERY_KEY });
      await qc.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  },
};

/** Its writes, as the screens that change records register them at the first change. */
export const offlineNoteWrites = recordWrites(offlineNoteRecordType);

/** The student's structured goals as this device holds them (any cached goals list). */
function cachedGoals(qc: QueryClient, studentId: string): Goal[] {
  const lists = qc.getQueriesData<Goal[]>({ queryKey: GOALS_QUERY_PREFIX }).map(([, d]) => d);
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    const own = list.filter((g) => g.studentId === studentId);
    if (own.length) {
      // In the order they were made, as the server reads them (decision 017).
      return [...own].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    }
  }
  return [];
}

/**
 * Drafts the note of `request` on this device and queues its save.
 * @param student the full record (the generate screen's list holds full records).
 * @returns the note to show (`draftedOfflineAt` set, a local id until saved); `saved` is true when
 *   the server took it at once (the connection came back meanwhile).
 * @throws OfflineDraftUnavailable when the request has no date; ApiRequestError when the server
 *   refused it at once (e.g. the month's limit).
 */
export async function draftNoteOffline(
  qc: QueryClient,
  student: Student,
  request: GenerateNoteData,
): Promise<{ note: GeneratedNote; saved: boolean }> {
  if (!request.date) throw new OfflineDraftUnavailable("The note needs a date to be drafted offline.");
  const [{ buildNoteFacts }, { draftTemplateNote }] = await Promise.all([
    import("@shared/domain/note-drafting/note-facts"),
    import("@shared/domain/note-drafting/template-note"),
  ]);
  const goals = cachedGoals(qc, student.id).map((g) => ({
    statement: g.statement,
    targetDate: g.targetDate,
    decision: g.decision.action,
  }));
  const noteText = draftTemplateNote(buildNoteFacts(student, goals, request, request.date));
  const id = newLocalId();
  const input: QueuedOfflineNote = {
    ...request,
    noteText,
    draftedAt: new Date().toISOString(),
    studentName: student.name,
  };
  registerWriteTypes(qc, [offlineNoteWrites]);
  const result = await enqueueWrite<GeneratedNote, QueuedOfflineNote>(qc, {
    type: offlineNoteRecordType.name,
    kind: "create",
    id,
    input,
    label: student.name.split(/\s+/)[0] ?? "",
  });
  if (result.saved && result.record) return { note: { ...result.record, warnings: [] }, saved: true };
  return { note: { ...draftedNote(id, input), warnings: [] }, saved: false };
}
