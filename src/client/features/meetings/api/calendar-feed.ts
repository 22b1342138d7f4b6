/**
 * The private calendar feed (requirements "Notifications"): a secret subscription address for
 * Google Calendar or Outlook with the teacher's meetings and deadlines.
 * GET /api/v1/calendar-feed → CalendarFeed (`url` null when none); POST makes a new address (the old
 * one stops working); DELETE revokes it (→ 204 or the empty feed).
 */
import { apiRequest } from "@client/lib/api-client";
import type { CalendarFeed } from "@shared/contracts/meetings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

export const CALENDAR_FEED_QUERY_KEY = ["calendar-feed"] as const;
const FEED_PATH = "/api/v1/calendar-feed";
const NO_FEED: CalendarFeed = { url: null, createdAt: null };

/** The feed query. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: CALENDAR_FEED_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<CalendarFeed>(FEED_PATH, { signal }),
  });
}

/**
 * Creates (or replaces) the feed address.
 * @throws ApiRequestError on failure.
 */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeed>(FEED_PATH, { method: "POST" }),
    onSuccess: (feed) => queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, feed),
  });
}

/**
 * Revokes the feed address: calendars subscribed to it stop updating.
 * @throws ApiRequestError on failure.
 */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeed | undefined>(FEED_PATH, { method: "DELETE" }),
    onSuccess: () => queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, NO_FEED),
  });
}
