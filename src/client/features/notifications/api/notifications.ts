/**
 * In-app notifications (requirements "Notifications"): meeting changes, reminders, overdue deadlines
 * and quota warnings, newest first.
 *   GET  /api/v1/notifications              → Notification[]
 *   GET  /api/v1/notifications/unread-count → { count }   (the navigation's badge, refreshed every minute)
 *   POST /api/v1/notifications/:id/read     → Notification
 *   POST /api/v1/notifications/read-all     → { updated }
 */
import { apiRequest } from "@client/lib/api-client";
import { NOT_AN_OFFLINE_GAP } from "@client/lib/offline/offline-gap-count";
import type { Notification, UnreadCount } from "@shared/contracts/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { NOTIFICATION_LIST_QUERY_KEY, NOTIFICATIONS_QUERY_KEY, UNREAD_COUNT_QUERY_KEY } from "./query-keys";

/** How often the navigation asks for the unread count, in ms. */
export const UNREAD_REFRESH_MS = 60_000;

/** The notification list query. */
export function useNotifications() {
  return useQuery({
    queryKey: NOTIFICATION_LIST_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<Notification[]>("/api/v1/notifications", { signal }),
  });
}

/** The unread count (0 while loading or when the call fails: a badge never blocks the navigation). */
export function useUnreadCount(): number {
  const query = useQuery({
    queryKey: UNREAD_COUNT_QUERY_KEY,
    meta: NOT_AN_OFFLINE_GAP,
    queryFn: ({ signal }) => apiRequest<UnreadCount>("/api/v1/notifications/unread-count", { signal }),
    refetchInterval: UNREAD_REFRESH_MS,
    retry: false,
  });
  return query.data?.count ?? 0;
}

/**
 * Marks one notification read; the list and count update at once, then refresh from the server.
 * @throws ApiRequestError — 404 "Notification not found", or NETWORK.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Notification>(`/api/v1/notifications/${encodeURIComponent(id)}/read`, { method: "POST" }),
    onSuccess: (read) => {
      queryClient.setQueryData<Notification[]>(NOTIFICATION_LIST_QUERY_KEY, (list) =>
        list?.map((n) => (n.id === read.id ? read : n)),
      );
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    },
  });
}

/**
 * Marks every notification read.
 * @throws ApiRequestError on failure.
 */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ updated: number }>("/api/v1/notifications/read-all", { method: "POST" }),
    onSuccess: () => {
      const now = new Date().toISOString();
      queryClient.setQueryData<Notification[]>(NOTIFICATION_LIST_QUERY_KEY, (list) =>
        list?.map((n) => ({ ...n, readAt: n.readAt ?? now })),
      );
      queryClient.setQueryData<UnreadCount>(UNREAD_COUNT_QUERY_KEY, { count: 0 });
      void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    },
  });
}
