/**
 * The data of a student's report (requirements "Parent progress report": each goal with the period's
 * data): the student's goals (`goalsQueryOptions(studentId)`, key ["goals", studentId]) and every
 * goal's entries (`progressEntriesQueryOptions(goalId)`, key ["progress-entries", goalId]) — the same
 * cache the goal pages use, so a new entry shows here at once.
 */

import { goalsQueryOptions } from "@client/features/goals/api/get-goals";
import { progressEntriesQueryOptions } from "@client/features/progress/api/get-progress-entries";
import type { Goal, ProgressEntry } from "@shared/contracts/goals";
import { useQueries, useQuery } from "@tanstack/react-query";

export interface ReportGoalsResult {
  /** Goals in the record's order (oldest first), each with its entries; undefined until every query has data. */
  data: { goal: Goal; entries: ProgressEntry[] }[] | undefined;
  isPending: boolean;
  /** The first error of any query. */
  error: Error | null;
  refetch: () => void;
}

/** Loads a student's goals and all their entries (no request without a student). */
export function useReportGoals(studentId: string | undefined): ReportGoalsResult {
  const goals = useQuery({ ...goalsQueryOptions(studentId), enabled: Boolean(studentId) });
  const entries = useQueries({
    queries: (goals.data ?? []).map((g) => progressEntriesQueryOptions(g.id)),
  });
  const error = goals.error ?? entries.find((q) => q.error)?.error ?? null;
  const ready = goals.data !== undefined && entries.every((q) => q.data !== undefined);
  return {
    data: ready ? goals.data!.map((goal, i) => ({ goal, entries: entries[i]!.data! })) : undefined,
    isPending: Boolean(studentId) && !ready && !error,
    error,
    refetch: () => {
      void goals.refetch();
      for (const q of entries) if (q.error) void q.refetch();
    },
  };
}
