/**
 * A service's logged sessions, newest first (requirements "Service log"): date, minutes, what
 * happened, group, note; "Show more" loads the next keyset page; each session can be edited or
 * deleted (deleting asks first). A session waiting in the outbox says "Not yet saved".
 */

import { AuthorLabel } from "@client/components/author-label";
import { Alert, Button, ConfirmDialog, Skeleton } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { formatDay } from "@client/lib/format";
import { usePendingIds } from "@client/lib/outbox/use-pending";
import { SESSION_STATUS_LABELS, type ServiceSession } from "@shared/contracts/services";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useDeleteSession } from "../api/service-mutations";
import { minutesText } from "../lib/service-words";

/** What a loaded sessions query offers the list. */
export interface SessionPages {
  sessions: readonly ServiceSession[];
  isPending: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  refetch: () => void;
}

export interface SessionListProps {
  pages: SessionPages;
  serviceName: string;
  onEdit: (session: ServiceSession) => void;
  /**
   * Whether the signed-in teacher may edit or delete `session` (a team member whose role changes
   * only the sessions they logged: requirements "What each role may do"). Default: every session.
   */
  canChange?: (session: ServiceSession) => boolean;
}

/** See the module docstring. */
export function SessionList({ pages, serviceName, onEdit, canChange = () => true }: SessionListProps) {
  const pending = usePendingIds("service-sessions");
  const remove = useDeleteSession();
  const [confirming, setConfirming] = useState<ServiceSession | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (pages.isPending) return <Skeleton className="h-12" />;
  if (pages.error) {
    return (
      <Alert tone="error" title={errorMessage(pages.error, "Failed to load the sessions. Please try again.")}>
        <Button variant="secondary" size="sm" className="mt-1" onClick={pages.refetch}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (pages.sessions.length === 0) return <p className="text-sm text-slate-700">No sessions logged yet.</p>;
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {pages.sessions.map((s) => {
          const when = formatDay(s.date);
          return (
            <li key={s.id} className="flex flex-wrap items-start justify-between gap-2 p-2 text-sm">
              <div className="min-w-0">
                <p className="text-slate-900">
                  <span className="font-medium">{when}</span> · {minutesText(s.minutes)} ·{" "}
                  {SESSION_STATUS_LABELS[s.status]}
                  {s.groupSize && s.groupSize > 1 ? ` · group of ${s.groupSize}` : ""}
                  <AuthorLabel authorId={s.enteredBy} authorName={s.authorName} className="ml-2" />
                  {pending.has(s.id) ? (
                    <span className="ml-2 text-xs text-amber-800">Not yet saved</span>
                  ) : null}
                </p>
                {s.note ? <p className="break-words text-xs text-slate-600">{s.note}</p> : null}
              </div>
              {canChange(s) ? (
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onEdit(s)}
                    aria-label={`Edit the session of ${when}`}
                  >
                    <Pencil className="size-4" aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setConfirming(s)}
                    aria-label={`Delete the session of ${when}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {pages.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          loading={pages.isFetchingNextPage}
          onClick={pages.fetchNextPage}
        >
          Show more
        </Button>
      ) : null}
      {failure ? <Alert tone="error" title={failure} /> : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title="Delete this session?"
        description={
          confirming
            ? `The ${serviceName} session of ${formatDay(confirming.date)} (${minutesText(confirming.minutes)}) leaves the service log; this cannot be undone.`
            : ""
        }
        confirmLabel="Delete session"
        busy={remove.isPending}
        onConfirm={() => {
          if (!confirming) return;
          setFailure(null);
          remove.mutate(confirming, {
            onSuccess: () => setConfirming(null),
            onError: (err) => {
              setConfirming(null);
              setFailure(errorMessage(err, "Failed to delete the session. Please try again."));
            },
          });
        }}
      />
    </>
  );
}
