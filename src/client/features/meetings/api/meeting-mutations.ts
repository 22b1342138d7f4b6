/**
 * Changing meetings (requirements "Meetings", "Notifications"): schedule (POST /api/v1/meetings →
 * 201 MeetingDetail), reschedule (POST /:id/reschedule → 200), cancel with a reason (POST
 * /:id/cancel → 200), mark held with attendance (POST /:id/held → 200) and delete (DELETE /:id → 204).
 * Every change can move a deadline (an annual review is linked to its meeting), the dashboard, the
 * notifications and the student's record (a reevaluation held), so each success refreshes those
 * queries. Cancelling and deleting are queued actions of the outbox (requirements "Local storage"):
 * kept while offline, sent once, in order.
 */

import { DASHBOARD_QUERY_KEY, DEADLINES_QUERY_KEY } from "@client/features/deadlines/api/query-keys";
import { NOTIFICATIONS_QUERY_KEY } from "@client/features/notifications/api/query-keys";
import { STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { apiRequest } from "@client/lib/api-client";
import { type ActionInput, type ActionType, actionWrites } from "@client/lib/outbox/action-writes";
import { useQueuedMutation } from "@client/lib/outbox/use-queued-write";
import type {
  CancelMeetingInput,
  CreateMeetingInput,
  MarkMeetingHeldInput,
  MeetingDetail,
  RescheduleMeetingInput,
} from "@shared/contracts/meetings";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { MEETINGS_QUERY_KEY, meetingDetailKey } from "./query-keys";

/**
 * Query keys a meeting change makes stale (the deadline, dashboard, notification and student features'
 * keys: a reevaluation marked held changes the student's last evaluation date).
 */
const AFFECTED_KEYS = [
  MEETINGS_QUERY_KEY,
  DEADLINES_QUERY_KEY,
  DASHBOARD_QUERY_KEY,
  NOTIFICATIONS_QUERY_KEY,
  STUDENTS_QUERY_KEY,
] as const;

/** Caches `meeting` (when given) and marks every query a meeting change affects stale. */
export function refreshAfterChange(queryClient: QueryClient, meeting?: MeetingDetail) {
  if (meeting) queryClient.setQueryData(meetingDetailKey(meeting.id), meeting);
  for (const queryKey of AFFECTED_KEYS) void queryClient.invalidateQueries({ queryKey });
}

/** Meetings in the outbox: every answer refreshes what a meeting change affects. */
export const meetingActionType: ActionType = {
  name: "meetings",
  noun: "meeting",
  refresh: (qc) => refreshAfterChange(qc),
};

/** Its writes, as the screens that change them register them at the first change. */
export const meetingWrites = actionWrites(meetingActionType);

const meetingPath = (id: string, action = "") =>
  `/api/v1/meetings/${encodeURIComponent(id)}${action ? `/${action}` : ""}`;

/**
 * Schedules a meeting (with its attendees; `inviteAttendees` mails them an invitation).
 * @throws ApiRequestError — 400 naming the field, 404 "Student not found", or NETWORK.
 */
export async function scheduleMeeting(input: CreateMeetingInput): Promise<MeetingDetail> {
  return apiRequest<MeetingDetail>("/api/v1/meetings", { method: "POST", body: input });
}

export interface RescheduleVariables {
  id: string;
  input: RescheduleMeetingInput;
}

/**
 * Moves a meeting to a new date (status back to scheduled; the old date joins `history`).
 * @throws ApiRequestError — 400, 404 "Meeting not found", 409 when the meeting is cancelled or held, or NETWORK.
 */
export async function rescheduleMeeting({ id, input }: RescheduleVariables): Promise<MeetingDetail> {
  return apiRequest<MeetingDetail>(meetingPath(id, "reschedule"), { method: "POST", body: input });
}

export interface CancelVariables {
  id: string;
  input: CancelMeetingInput;
}

export interface CancelVariables {
  id: string;
  input: CancelMeetingInput;
}

export interface MarkHeldVariables {
  id: string;
  input: MarkMeetingHeldInput;
}

/**
 * Marks a meeting held with each attendee's attendance.
 * @throws ApiRequestError — 400, 404, 409 (cancelled), or NETWORK.
 */
export async function markMeetingHeld({ id, input }: MarkHeldVariables): Promise<MeetingDetail> {
  return apiRequest<MeetingDetail>(meetingPath(id, "held"), { method: "POST", body: input });
}

/** Mutation hook for {@link scheduleMeeting}. */
export function useScheduleMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleMeeting,
    onSuccess: (m) => refreshAfterChange(queryClient, m),
  });
}

/** Mutation hook for {@link rescheduleMeeting}. */
export function useRescheduleMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleMeeting,
    onSuccess: (m) => refreshAfterChange(queryClient, m),
  });
}

/**
 * Cancels a meeting, recording the reason (a queued action): resolves with the server's meeting, or
 * undefined while the change waits.
 * @throws ApiRequestError — 400 (no reason), 404, 409 (already cancelled or held), refused at once.
 */
export function useCancelMeeting() {
  return useQueuedMutation(meetingWrites, async (run, { id, input }: CancelVariables) => {
    const action: ActionInput = { method: "POST", path: "/api/v1/meetings/{id}/cancel", body: input };
    const result = await run<MeetingDetail, ActionInput>({
      type: "meetings",
      kind: "action",
      id,
      input: action,
      label: "meeting",
    });
    return result.saved ? result.record : undefined;
  });
}

/** Mutation hook for {@link markMeetingHeld}. */
export function useMarkMeetingHeld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMeetingHeld,
    onSuccess: (m) => refreshAfterChange(queryClient, m),
  });
}

/**
 * Deletes a meeting and its attendees (a queued action): resolves whether the server has it.
 * @throws ApiRequestError — 404 "Meeting not found" (refused at once).
 */
export function useDeleteMeeting() {
  return useQueuedMutation(meetingWrites, async (run, id: string) => {
    const action: ActionInput = { method: "DELETE", path: "/api/v1/meetings/{id}" };
    const result = await run<void, ActionInput>({
      type: "meetings",
      kind: "action",
      id,
      input: action,
      label: "meeting",
    });
    return result.saved;
  });
}
