/**
 * In-app notifications of one teacher (requirements "Notifications"): meeting changes, reminders,
 * overdue deadlines and note-quota warnings. Written by the meeting service, the reminder job and the
 * note quota; read, counted and marked read here, always scoped by the session's user.
 */
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type {
  Notification,
  NotificationListQuery,
  NotificationType,
} from "../../../shared/contracts/notifications.ts";
import type { Db, Runner } from "../../db/client.ts";
import { type NotificationRow, notifications } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";

export const NOTIFICATION_MESSAGES = { notFound: "Notification not found" } as const;

/** Notifications listed when no limit is asked for. */
const DEFAULT_LIMIT = 50;

/** What a new notification says. `dedupeKey`: at most one notification per user with that key. */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  link?: string | null;
  meetingId?: string | null;
  deadlineId?: string | null;
  dedupeKey?: string | null;
}

/**
 * Adds a notification (inside the caller's transaction when given one).
 * @returns true when written, false when one with the same `dedupeKey` already exists.
 */
export async function addNotification(db: Runner, n: NewNotification, now: Date): Promise<boolean> {
  const rows = await db
    .insert(notifications)
    .values({
      userId: n.userId,
      type: n.type,
      title: n.title,
      body: n.body,
      link: n.link ?? null,
      meetingId: n.meetingId ?? null,
      deadlineId: n.deadlineId ?? null,
      dedupeKey: n.dedupeKey ?? null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** A stored notification → the API's `Notification`. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    body: row.body,
    link: row.link,
    meetingId: row.meetingId,
    deadlineId: row.deadlineId,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's notifications, newest first (ties by id), unread only when asked, at most `limit` (default 50). */
export async function listNotifications(
  db: Db,
  userId: string,
  query: NotificationListQuery,
): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        query.unread === "true" ? isNull(notifications.readAt) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit ?? DEFAULT_LIMIT);
  return rows.map(toNotification);
}

/** How many of the user's notifications are unread. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/**
 * Marks one notification read (again: keeps the first read time).
 * @throws AppError 404 "Notification not found" (missing or another teacher's).
 */
export async function markRead(db: Db, userId: string, id: string, now: Date): Promise<Notification> {
  const where = and(eq(notifications.id, id), eq(notifications.userId, userId));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(where, isNull(notifications.readAt)));
  const [row] = await db.select().from(notifications).where(where).limit(1);
  if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return toNotification(row);
}

/** Marks every unread notification of the user read. @returns how many changed. */
export async function markAllRead(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
