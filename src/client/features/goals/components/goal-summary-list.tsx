/**
 * A list of goals with their latest value, trend (requirements "Progress trend") and four-point decision (requirements "IEP goals": the
 * progress overview and a student's page). Each goal links to its page.
 */
import { AuthorLabel } from "@client/components/author-label";
import { paths } from "@client/config/paths";
import { DecisionBadge, TrendBadge } from "@client/features/goals/components/goal-status-badges";
import { attentionRank, attentionReason } from "@client/features/goals/lib/goal-status";
import { formatDay, formatValue } from "@client/lib/format";
import type { Goal } from "@shared/contracts/goals";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

/** The path of a goal's page. */
export const goalPath = (id: string) => `${paths.progressGoals}/${encodeURIComponent(id)}`;

export interface GoalSummaryListProps {
  goals: readonly Goal[];
  /** Student names by id; shown when given (the caseload overview). */
  studentNames?: ReadonlyMap<string, string>;
  /** Shows why a goal needs attention ("Data below the aimline"). */
  showAttention?: boolean;
  today?: Date;
  /** Heading level of each goal's title (default 3). */
  headingLevel?: 2 | 3;
}

/** The goals as a list of cards. */
export function GoalSummaryList({
  goals,
  studentNames,
  showAttention,
  today = new Date(),
  headingLevel = 3,
}: GoalSummaryListProps) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="space-y-3">
      {goals.map((g) => {
        const student = studentNames?.get(g.studentId);
        const reason = showAttention ? attentionReason(g, today) : null;
        return (
          <li key={g.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 flex-1 space-y-1">
                {studentNames ? (
                  <p className="text-sm font-medium text-slate-700">
                    {student ?? "Student not found"}
                    {g.area ? ` · ${g.area}` : ""}
                  </p>
                ) : g.area ? (
                  <p className="text-sm font-medium text-slate-700">{g.area}</p>
                ) : null}
                <H className="text-base font-semibold text-slate-900">
                  <Link
                    to={goalPath(g.id)}
                    className="break-words text-indigo-800 underline-offset-2 hover:underline focus-visible:underline"
                  >
                    {g.statement}
                  </Link>
                </H>
                <AuthorLabel authorId={g.authorId} authorName={g.authorName} className="block text-sm" />
                <p className="text-sm text-slate-800">
                  <span className="font-medium">Latest: </span>
                  {g.latestEntry
                    ? `${formatValue(g.latestEntry.progressValue, g.unit)} on ${formatDay(g.latestEntry.entryDate)}`
                    : "No data yet"}
                  {g.entryCount > 0 ? (
                    <span className="text-slate-700">
                      {" "}
                      · {g.entryCount} {g.entryCount === 1 ? "entry" : "entries"}
                    </span>
                  ) : null}
                </p>
                {reason ? (
                  <p
                    className={
                      attentionRank(g, today) === 3
                        ? "text-sm font-medium text-indigo-800"
                        : "text-sm font-medium text-red-800"
                    }
                  >
                    Needs attention: {reason}
                  </p>
                ) : null}
              </div>
              <ChevronRight className="mt-1 size-5 shrink-0 text-slate-500" aria-hidden="true" />
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <TrendBadge trend={g.trend} />
              <DecisionBadge action={g.decision.action} />
            </div>
            {g.decision.message ? <p className="mt-2 text-sm text-slate-700">{g.decision.message}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
