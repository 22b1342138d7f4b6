/**
 * Registers every queued write of the outbox on the app's QueryClient, before a stored outbox is
 * restored, so a change restored after a reload knows how to run (requirements "Local storage";
 * architecture "Offline rules"; decision 008). A refusal at replay is a toast naming the record; a
 * conflict joins the list the conflict dialog shows.
 */
import { notify } from "@client/lib/notify";
import { registerActionType } from "@client/lib/outbox/action-writes";
import { addConflict } from "@client/lib/outbox/conflicts";
import { type OutboxReporter, registerRecordType } from "@client/lib/outbox/queued-write";
import type { QueryClient } from "@tanstack/react-query";
import { deadlineActionType } from "../features/deadlines/api/deadline-mutations";
import { goalRecordType } from "../features/goals/api/goal-writes";
import { meetingActionType } from "../features/meetings/api/meeting-mutations";
import { noteRecordType } from "../features/notes/api/note-writes";
import { offlineNoteRecordType } from "../features/notes/api/offline-notes";
import { progressEntryRecordType } from "../features/progress/api/progress-entry-writes";
import { studentRecordType } from "../features/students/api/student-writes";

/**
 * Registers the writes on `qc`; `reporter` defaults to toasts and the conflict list.
 * `backoffBaseMs` is the first retry delay (tests pass 0).
 */
export function registerOutboxWrites(
  qc: QueryClient,
  options: { reporter?: OutboxReporter; backoffBaseMs?: number } = {},
): void {
  const reporter: OutboxReporter = options.reporter ?? {
    refused: (message) => notify.error(message),
    conflict: (conflict) => addConflict(qc, conflict),
  };
  const opts = { reporter, backoffBaseMs: options.backoffBaseMs };
  registerRecordType(qc, studentRecordType, opts);
  registerRecordType(qc, progressEntryRecordType, opts);
  registerRecordType(qc, goalRecordType, opts);
  registerRecordType(qc, noteRecordType, opts);
  registerRecordType(qc, offlineNoteRecordType, opts);
  registerActionType(qc, deadlineActionType, opts);
  registerActionType(qc, meetingActionType, opts);
}
