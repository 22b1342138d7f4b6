/**
 * "Recent notes": the five newest notes (requirements "Note save and read rules": "newest first by created_at"), each with the
 * note's opening as the excerpt (requirements "Screens and routes": the note, never the raw observations, which may hold
 * words the note left out), linking to history. A note with no text yet falls back to its observations.
 */

import { CardListBody } from "@client/components/card-list-body";
import { Button, Card, EmptyState } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { formatShortDay } from "@client/lib/date-labels";
import { preloadScreen } from "@client/lib/preload";
import type { Note } from "@shared/contracts/notes";
import { messages } from "@shared/domain/error-messages";
import { isValid, parseISO } from "date-fns";
import { FileText } from "lucide-react";
import { Link } from "react-router";

/** How many notes the card lists. */
export const RECENT_NOTES_SHOWN = 5;

const TYPE_LABELS: Record<Note["type"], string> = {
  progress: "Progress note",
  behavioral: "Behavioral note",
  quarterly: "Quarterly note",
  annual: "Annual note",
};

function noteDate(date: string): string {
  const d = parseISO(date);
  return isValid(d) ? formatShortDay(d) : date;
}

/** The first ~140 characters of the note, cut at a word. */
function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20))}…`;
}

export function RecentNotesCard({
  notes,
  loading,
  failed,
  retrying,
  onRetry,
}: {
  notes: Note[] | undefined;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  const shown = notes?.slice(0, RECENT_NOTES_SHOWN) ?? [];
  return (
    <Card aria-labelledby="recent-notes-title" role="region" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <FileText className="size-5 text-indigo-700" aria-hidden="true" />
          <h2 id="recent-notes-title" className="text-lg font-semibold text-slate-900">
            Recent notes
          </h2>
        </div>
        {notes && notes.length > 0 ? (
          <Link
            to={paths.history}
            onMouseEnter={() => preloadScreen("history")}
            onFocus={() => preloadScreen("history")}
            className="text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
          >
            All notes
          </Link>
        ) : null}
      </div>
      <CardListBody
        data={notes}
        loading={loading}
        failed={failed}
        retrying={retrying}
        onRetry={onRetry}
        failedTitle={messages.notes.loadFailed}
        skeletonClassName="h-14 w-full"
      >
        {() =>
          shown.length === 0 ? (
            <EmptyState
              title="No notes yet"
              action={
                <Button asChild>
                  <Link to={paths.generate}>Write a progress note</Link>
                </Button>
              }
            >
              Notes you generate appear here, newest first.
            </EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100">
              {shown.map((n) => (
                <li key={n.id} className="py-3">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <p className="font-medium text-slate-900">
                      {n.studentId ? (
                        <Link
                          to={`${paths.history}?${new URLSearchParams({ studentId: n.studentId })}`}
                          className="text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
                        >
                          {n.studentName}
                        </Link>
                      ) : (
                        n.studentName
                      )}
                      <span className="font-normal text-slate-700">
                        {" "}
                        · {TYPE_LABELS[n.type]}
                        {n.subject ? ` · ${n.subject}` : ""}
                      </span>
                    </p>
                    <time className="text-sm text-slate-700" dateTime={n.date}>
                      {noteDate(n.date)}
                    </time>
                  </div>
                  <p className="mt-1 text-sm text-slate-700">{excerpt(n.generatedNote || n.observations)}</p>
                </li>
              ))}
            </ul>
          )
        }
      </CardListBody>
    </Card>
  );
}
