/**
 * The private calendar feed (requirements "Notifications"): a secret subscription address for
 * Google Calendar or Outlook with the teacher's meetings and deadlines.
 * GET /api/v1/calendar-feed → CalendarFeed (`active`; `url` is always null: only a hash of the secret
 * is stored); POST makes a new address and answers it once, in `url` (the old one stops working);
 * DELETE revokes it (204).
 */
import { apiRequest } from "@client/lib/api-client";
import type { CalendarFeed } from "@shared/contracts/meetings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CALENDAR_FEED_QUERY_KEY } from "./query-keys";

const FEED_PATH = "/api/v1/calendar-feed";
const NO_FEED: CalendarFeed = { active: false, url: null, createdAt: null };

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
    // The cache keeps the GET shape (no address); the caller shows the answer's `url` once.
    onSuccess: (feed) => queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, { ...feed, url: null }),
  });
}

/**
 * Revokes the feed address: calendars subscribed to it stop updating.
 * @throws ApiRequestError on failure.
 */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(FEED_PATH, { method: "DELETE" }),
    onSuccess: () => queryClient.setQueryData(CALENDAR_FEED_QUERY_KEY, NO_FEED),
  });
}
