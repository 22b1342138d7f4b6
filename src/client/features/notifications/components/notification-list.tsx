/**
 * The notification list (requirements "Notifications"): newest first, unread ones marked by the
 * word "Unread" and a bold title (not colour alone), each with its time, text, a link to what it is
 * about and "Mark read".
 */
import { Button } from "@client/components/ui";
import { cn } from "@client/lib/cn";
import type { Notification, NotificationType } from "@shared/contracts/notifications";
import { formatDateTime } from "@shared/domain/date-format";
import {
  AlertTriangle,
  Bell,
  CalendarClock,
  CalendarX,
  Check,
  Clock,
  FilePenLine,
  Gauge,
  UserCheck,
  UserPlus,
} from "lucide-react";
import { Link } from "react-router";

const ICONS: Record<NotificationType, typeof Bell> = {
  meeting_scheduled: CalendarClock,
  meeting_rescheduled: CalendarClock,
  meeting_cancelled: CalendarX,
  meeting_reminder: Bell,
  deadline_reminder: Bell,
  deadline_overdue: AlertTriangle,
  quota_warning: Gauge,
  services_owed: Clock,
  team_invitation: UserPlus,
  team_update: UserCheck,
  iep_signed: FilePenLine,
};

export interface NotificationListProps {
  notifications: readonly Notification[];
  onMarkRead: (n: Notification) => void;
  /** The id being marked read (its button shows a spinner). */
  pendingId?: string;
}

/** The list; see the module docstring. */
export function NotificationList({ notifications, onMarkRead, pendingId }: NotificationListProps) {
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {notifications.map((n) => {
        const Icon = ICONS[n.type];
        const unread = n.readAt === null;
        return (
          <li
            key={n.id}
            className={cn(
              "flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between",
              unread && "bg-indigo-50/40",
            )}
          >
            <div className="flex min-w-0 gap-3">
              <Icon
                className={cn(
                  "mt-0.5 size-5 shrink-0",
                  n.type === "deadline_overdue" ? "text-red-700" : "text-indigo-700",
                )}
                aria-hidden="true"
              />
              <div className="min-w-0 space-y-1">
                <h2 className={cn("text-sm text-slate-900", unread ? "font-semibold" : "font-normal")}>
                  {unread ? (
                    <span className="mr-2 rounded-full bg-indigo-700 px-2 py-0.5 text-xs font-medium text-white">
                      Unread
                    </span>
                  ) : null}
                  {n.title}
                </h2>
                <p className="text-sm text-slate-700">{n.body}</p>
                <p className="text-xs text-slate-600">
                  <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
                  {n.link ? (
                    <>
                      {" · "}
                      <Link
                        to={n.link}
                        aria-label={`Open: ${n.title}`}
                        className="font-medium text-indigo-700 underline underline-offset-2"
                      >
                        Open
                      </Link>
                    </>
                  ) : null}
                </p>
              </div>
            </div>
            {unread ? (
              <Button
                variant="secondary"
                size="sm"
                loading={pendingId === n.id}
                aria-label={`Mark read: ${n.title}`}
                onClick={() => onMarkRead(n)}
              >
                <Check className="size-4" aria-hidden="true" />
                Mark read
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
