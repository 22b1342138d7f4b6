/**
 * Every write type of the outbox (requirements "Local storage"; architecture "Offline rules";
 * decision 008), registered together when a stored outbox is restored, when a change of a type not
 * yet registered is made, or with the main screens' preload (`lib/outbox/registration.ts`). A screen's
 * own writes register their type themselves when the teacher makes a change. A refusal at replay is
 * a toast naming the record; a conflict joins the list the conflict dialog shows.
 */
import type { OutboxReporter } from "@client/lib/outbox/queued-write";
import { configureOutboxWrites, registerWriteTypes, type WriteType } from "@client/lib/outbox/registration";
import type { QueryClient } from "@tanstack/react-query";
import { contactWrites } from "../features/contacts/api/contact-writes";
import { deadlineWrites } from "../features/deadlines/api/deadline-mutations";
import { goalWrites } from "../features/goals/api/goal-writes";
import { meetingWrites } from "../features/meetings/api/meeting-mutations";
import { noteWrites } from "../features/notes/api/note-writes";
import { offlineNoteWrites } from "../features/notes/api/offline-notes";
import { progressEntryWrites } from "../features/progress/api/progress-entry-writes";
import { serviceSessionWrites, serviceWrites } from "../features/services/api/service-writes";
import { studentWrites } from "../features/students/api/student-writes";

/** The outbox's write types. */
export const ALL_WRITE_TYPES: readonly WriteType[] = [
  studentWrites,
  progressEntryWrites,
  goalWrites,
  noteWrites,
  offlineNoteWrites,
  deadlineWrites,
  meetingWrites,
  contactWrites,
  serviceWrites,
  serviceSessionWrites,
];

/**
 * Registers every write on `qc` now; `reporter` defaults to toasts and the conflict list,
 * `backoffBaseMs` is the first retry delay (tests pass 0 or a few ms).
 */
export function registerOutboxWrites(
  qc: QueryClient,
  options: { reporter?: OutboxReporter; backoffBaseMs?: number } = {},
): void {
  configureOutboxWrites(qc, options);
  registerWriteTypes(qc, ALL_WRITE_TYPES);
}
