/**
 * In-app notification API contracts (requirements "Notifications"): meeting changes, reminders,
 * overdue deadlines, note-quota warnings, the weekly make-up minutes owed and IEP team invitations and answers, newest first, with an unread count for the navigation.
 *
 *   GET  /api/v1/notifications?unread=true&limit=  → Notification[]
 *   GET  /api/v1/notifications/unread-count         → { count }
 *   POST /api/v1/notifications/:id/read             → Notification
 *   POST /api/v1/notifications/read-all             → { updated }
 */
import { z } from "zod";

export const NOTIFICATION_TYPES = [
  "meeting_scheduled",
  "meeting_rescheduled",
  "meeting_cancelled",
  "meeting_reminder",
  "deadline_reminder",
  "deadline_overdue",
  "quota_warning",
  /** Weekly: make-up minutes the teacher's services owe (requirements "Service compliance"). */
  "services_owed",
  /** An invitation to a student's IEP team, or a transfer of students offered (requirements "IEP teams"). */
  "team_invitation",
  /** An answer to an invitation or a transfer, or a transfer completed (requirements "IEP teams"). */
  "team_update",
  /** A parent signed an IEP through a signing link (requirements "Signatures and consent"). */
  "iep_signed",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification as the API returns it. `link` is an app path to open (e.g. "/dashboard/meetings"). */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  meetingId: z.string().nullable(),
  deadlineId: z.string().nullable(),
  /** Null while unread. */
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The most notifications one list answer holds. */
export const NOTIFICATION_LIST_MAX = 100;

export const notificationListQuery = z.strictObject({
  /** "true": unread only. */
  unread: z.enum(["true", "false"], { message: "must be true or false" }).optional(),
  limit: z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be at least 1" })
    .max(NOTIFICATION_LIST_MAX, { message: `must be at most ${NOTIFICATION_LIST_MAX}` })
    .optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

export const unreadCountSchema = z.object({ count: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markAllReadSchema = z.object({ updated: z.number() });

export const notificationIdParam = z.object({ id: z.uuid({ message: "Notification not found" }) });
