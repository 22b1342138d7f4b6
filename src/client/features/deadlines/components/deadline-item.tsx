/**
 * One deadline as a list item (requirements "Deadlines"): title, student, due date, how far away it
 * is — an overdue one in red WITH the words "Overdue by N days" and a warning icon, never colour
 * alone — where it comes from (the legal clock or the teacher), and Mark done / Dismiss, or Reopen;
 * a manual one also Edit and Delete (a computed one's date follows the record).
 */
import { Button } from "@client/components/ui";
import { cn } from "@client/lib/cn";
import { DEADLINE_KIND_LABELS } from "@shared/contracts/deadline-codes";
import type { Deadline } from "@shared/contracts/deadlines";
import { AlertTriangle, Check, Pencil, RotateCcw, Trash2, X } from "lucide-react";
import { useSetDeadlineStatus } from "../api/update-deadline";
import type { DeadlineItemActions } from "../hooks/use-deadline-dialogs";
import { daysUntil, describeDueDate, formatDueDate } from "../lib/due-date";

/** The due label: red with an icon and "Overdue…" when pending and past, amber within 7 days. */
export function DueLabel({ deadline, today }: { deadline: Deadline; today: string }) {
  if (deadline.status !== "pending") {
    return (
      <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
        {deadline.status === "done" ? "Done" : "Dismissed"}
      </span>
    );
  }
  const d = daysUntil(deadline.dueDate, today);
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium",
        d < 0
          ? "bg-red-100 text-red-900"
          : d <= 7
            ? "bg-amber-100 text-amber-900"
            : "bg-slate-100 text-slate-800",
      )}
    >
      {d < 0 ? <AlertTriangle className="size-3.5" aria-hidden="true" /> : null}
      {describeDueDate(deadline.dueDate, today)}
    </span>
  );
}

export interface DeadlineItemProps {
  deadline: Deadline;
  /** The teacher's date, `YYYY-MM-DD`. */
  today: string;
  /** Show the student's name (off on a student's own page). */
  showStudent?: boolean;
  /** Show Mark done / Dismiss / Reopen. */
  withActions?: boolean;
  /** Called after a status change, with a sentence for a toast; or an error sentence. */
  onChanged?: (message: string, ok: boolean) => void;
  /** Edit and Delete, offered on manual deadlines. */
  manualActions?: DeadlineItemActions;
}

/** A deadline row; see the module docstring. */
export function DeadlineItem({
  deadline: d,
  today,
  showStudent = true,
  withActions = true,
  onChanged,
  manualActions,
}: DeadlineItemProps) {
  const setStatus = useSetDeadlineStatus();
  const change = (status: Deadline["status"], done: string) =>
    setStatus.mutate(
      { id: d.id, status },
      {
        onSuccess: () => onChanged?.(done, true),
        onError: () => onChanged?.("Failed to update the deadline. Please try again.", false),
      },
    );
  const name = `${d.title}${showStudent ? ` (${d.studentName})` : ""}`;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className={cn("font-medium text-slate-900", d.status !== "pending" && "line-through")}>
            {d.title}
          </span>
          <DueLabel deadline={d} today={today} />
        </p>
        <p className="text-sm text-slate-700">
          {showStudent ? `${d.studentName} · ` : ""}
          {DEADLINE_KIND_LABELS[d.kind]} · <time dateTime={d.dueDate}>{formatDueDate(d.dueDate)}</time>
          {d.source === "computed" ? " · from the student's record" : ""}
        </p>
      </div>
      {withActions ? (
        <div className="flex shrink-0 flex-wrap gap-2 [&_button]:whitespace-nowrap">
          {d.status === "pending" ? (
            <>
              <Button
                variant="secondary"
                size="sm"
                loading={setStatus.isPending}
                aria-label={`Mark done: ${name}`}
                onClick={() => change("done", `${d.title} marked done.`)}
              >
                <Check className="size-4" aria-hidden="true" />
                Mark done
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={setStatus.isPending}
                aria-label={`Dismiss: ${name}`}
                onClick={() => change("dismissed", `${d.title} dismissed.`)}
              >
                <X className="size-4" aria-hidden="true" />
                Dismiss
              </Button>
            </>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              loading={setStatus.isPending}
              aria-label={`Reopen: ${name}`}
              onClick={() => change("pending", `${d.title} is pending again.`)}
            >
              <RotateCcw className="size-4" aria-hidden="true" />
              Reopen
            </Button>
          )}
          {manualActions && d.source === "manual" ? (
            <>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Edit: ${name}`}
                onClick={() => manualActions.onEdit(d)}
              >
                <Pencil className="size-4" aria-hidden="true" />
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete: ${name}`}
                onClick={() => manualActions.onDelete(d)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
