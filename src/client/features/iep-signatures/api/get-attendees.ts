/**
 * The attendees of the IEP's meeting, offered as quick picks when a team member signs (requirements
 * "Signatures and consent": "participants from the meeting's attendees"): GET /api/v1/meetings/:id →
 * MeetingDetail, under the meetings feature's own key so the cache is shared.
 */
import { meetingDetailKey } from "@client/features/meetings/api/query-keys";
import { apiRequest } from "@client/lib/api-client";
import type { MeetingDetail } from "@shared/contracts/meetings";
import { useQuery } from "@tanstack/react-query";

/** The meeting with its attendees (disabled while `meetingId` is null). */
export function useMeetingAttendees(meetingId: string | null) {
  return useQuery({
    queryKey: meetingDetailKey(meetingId ?? ""),
    queryFn: ({ signal }) =>
      apiRequest<MeetingDetail>(`/api/v1/meetings/${encodeURIComponent(meetingId ?? "")}`, { signal }),
    enabled: meetingId !== null,
    select: (meeting) => meeting.attendees,
  });
}
