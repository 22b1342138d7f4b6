/**
 * /dashboard/notifications and its alias /notifications (requirements "Screens and routes",
 * "Notifications"): the teacher's notifications, newest first, with the unread count, "Mark read" on
 * each and "Mark all read". Loading skeleton, an empty state, and a load failure with "Try again".
 */
import { LoadFailedAlert } from "@client/components/card-list-body";
import { Button, EmptyState, Skeleton } from "@client/components/ui";
import {
  useMarkAllRead,
  useMarkRead,
  useNotifications,
} from "@client/features/notifications/api/notifications";
import { NotificationList } from "@client/features/notifications/components/notification-list";
import { errorMessage } from "@client/lib/api-client";
import { CheckCheck } from "lucide-react";
import { toast } from "sonner";

/** The notifications screen (default export, lazily loaded by the router). */
export default function NotificationsPage() {
  const query = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = query.data?.filter((n) => n.readAt === null).length ?? 0;

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" aria-busy="true" className="space-y-3">
        <span className="sr-only">Loading notifications…</span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <LoadFailedAlert
        title={errorMessage(query.error, "Failed to load notifications. Please try again.")}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <EmptyState title="No notifications yet">
        Meeting changes, reminders before meetings and deadlines, and overdue deadlines show up here.
      </EmptyState>
    );
  } else {
    body = (
      <NotificationList
        notifications={query.data}
        pendingId={markRead.isPending ? markRead.variables : undefined}
        onMarkRead={(n) =>
          markRead.mutate(n.id, {
            onError: (err) => toast.error(errorMessage(err, "Failed to mark the notification read.")),
          })
        }
      />
    );
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Notifications</h1>
          {query.data ? (
            <p className="mt-1 text-sm text-slate-700" aria-live="polite">
              {unread === 0 ? "All caught up." : `${unread} unread`}
            </p>
          ) : null}
        </div>
        {unread > 0 ? (
          <Button
            variant="secondary"
            loading={markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, {
                onSuccess: () => toast.success("All notifications marked read."),
                onError: (err) => toast.error(errorMessage(err, "Failed to mark notifications read.")),
              })
            }
          >
            <CheckCheck className="size-4" aria-hidden="true" />
            Mark all read
          </Button>
        ) : null}
      </header>
      {body}
    </div>
  );
}
