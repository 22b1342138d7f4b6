/**
 * Editing an existing meeting (requirements "Meetings"): its details (PATCH /api/v1/meetings/:id →
 * 200 MeetingDetail; the date changes only through reschedule) and its attendees (POST, PATCH and
 * DELETE /api/v1/meetings/:id/attendees[/:attendeeId]). Each success refreshes the meeting, deadline,
 * dashboard and notification queries as the other meeting changes do.
 */
import { apiRequest } from "@client/lib/api-client";
import type {
  Attendee,
  CreateAttendeeInput,
  MeetingDetail,
  UpdateAttendeeInput,
  UpdateMeetingInput,
} from "@shared/contracts/meetings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshAfterChange } from "./meeting-mutations";
import { meetingDetailKey } from "./query-keys";

const meetingPath = (id: string) => `/api/v1/meetings/${encodeURIComponent(id)}`;
const attendeePath = (meetingId: string, attendeeId = "") =>
  `${meetingPath(meetingId)}/attendees${attendeeId ? `/${encodeURIComponent(attendeeId)}` : ""}`;

export interface UpdateMeetingVariables {
  id: string;
  input: UpdateMeetingInput;
}

/**
 * Changes a meeting's details (type, length, location, video link, notes).
 * @throws ApiRequestError — 400 naming the field, 404 "Meeting not found", 409 for a cancelled meeting, or NETWORK.
 */
export async function updateMeeting({ id, input }: UpdateMeetingVariables): Promise<MeetingDetail> {
  return apiRequest<MeetingDetail>(meetingPath(id), { method: "PATCH", body: input });
}

/** Mutation hook for {@link updateMeeting}. */
export function useUpdateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMeeting,
    onSuccess: (m) => refreshAfterChange(queryClient, m),
  });
}

/** One attendee change: add (no `attendeeId`), change (`attendeeId` + `input`) or remove (`remove`). */
export type AttendeeChange =
  | { kind: "add"; meetingId: string; input: CreateAttendeeInput }
  | { kind: "update"; meetingId: string; attendeeId: string; input: UpdateAttendeeInput }
  | { kind: "remove"; meetingId: string; attendeeId: string };

/**
 * Applies one attendee change.
 * @returns the attendee (null after a removal).
 * @throws ApiRequestError — 400 naming the field, 404 "Meeting not found" / "Attendee not found", or NETWORK.
 */
export async function changeAttendee(change: AttendeeChange): Promise<Attendee | null> {
  if (change.kind === "add") {
    return apiRequest<Attendee>(attendeePath(change.meetingId), { method: "POST", body: change.input });
  }
  if (change.kind === "update") {
    return apiRequest<Attendee>(attendeePath(change.meetingId, change.attendeeId), {
      method: "PATCH",
      body: change.input,
    });
  }
  await apiRequest<void>(attendeePath(change.meetingId, change.attendeeId), { method: "DELETE" });
  return null;
}

/** Mutation hook for {@link changeAttendee}; the meeting's detail is fetched again afterwards. */
export function useChangeAttendee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAttendee,
    onSuccess: (_a, change) => {
      void queryClient.invalidateQueries({ queryKey: meetingDetailKey(change.meetingId) });
      refreshAfterChange(queryClient);
    },
  });
}
