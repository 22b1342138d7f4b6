/**
 * Reading meetings (requirements "Meetings": "list meetings by scheduled_date ascending").
 * GET /api/v1/meetings[?studentId&from&to&status] → Meeting[]; GET /api/v1/meetings/:id →
 * MeetingDetail (with attendees). Contracts: @shared/contracts/meetings.
 */
import { apiRequest } from "@client/lib/api-client";
import type { Meeting, MeetingDetail, MeetingListQuery } from "@shared/contracts/meetings";
import { useQuery } from "@tanstack/react-query";
import { meetingDetailKey, meetingsListKey } from "./query-keys";

/**
 * Fetches the teacher's meetings, soonest first, narrowed by `query`.
 * @throws ApiRequestError on a non-2xx answer (400 naming a bad filter) or a network failure.
 */
export async function getMeetings(query: MeetingListQuery = {}, signal?: AbortSignal): Promise<Meeting[]> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, String(v));
  const qs = params.toString();
  return apiRequest<Meeting[]>(`/api/v1/meetings${qs ? `?${qs}` : ""}`, { signal });
}

/** The meetings query (data: Meeting[] ascending by scheduled date). */
export function useMeetings(query: MeetingListQuery = {}) {
  return useQuery({
    queryKey: meetingsListKey(query),
    queryFn: ({ signal }) => getMeetings(query, signal),
  });
}

/**
 * Fetches one meeting with its attendees.
 * @throws ApiRequestError — 404 "Meeting not found", or NETWORK.
 */
export async function getMeeting(id: string, signal?: AbortSignal): Promise<MeetingDetail> {
  return apiRequest<MeetingDetail>(`/api/v1/meetings/${encodeURIComponent(id)}`, { signal });
}

/** One meeting's detail (disabled while `id` is null). */
export function useMeeting(id: string | null) {
  return useQuery({
    queryKey: meetingDetailKey(id ?? ""),
    queryFn: ({ signal }) => getMeeting(id ?? "", signal),
    enabled: id !== null,
  });
}
