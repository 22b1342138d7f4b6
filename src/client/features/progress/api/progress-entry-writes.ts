/**
 * The progress-entry writes of the outbox (requirements "Progress entries", "Local storage";
 * decision 008): recording, correcting and deleting a data point are queued, shown at once in the
 * goal's cached entries (["progress-entries", goalId]) and sent to /api/v1/progress-entries exactly
 * once; the goal views are refetched after each answer (trend and decision change on the server).
 */
import { GOALS_QUERY_PREFIX, goalQueryKey } from "@client/features/goals/api/query-keys";
import { invalidateGoal } from "@client/lib/goal-cache";
import { resolveId } from "@client/lib/outbox/local-ids";
import type { QueuedVariables, RecordType } from "@client/lib/outbox/queued-write";
import { recordWrites } from "@client/lib/outbox/record-writes";
import { pendingChangeCount } from "@client/lib/outbox/use-pending";
import type {
  CreateProgressEntryInput,
  ProgressEntry,
  UpdateProgressEntryInput,
} from "@shared/contracts/goals";
import type { QueryClient } from "@tanstack/react-query";
import { sortEntriesNewestFirst } from "../lib/entries";
import { progressEntriesQueryKey } from "./query-keys";

/** The goal of a queued entry change: the create's body, or the `goalId` it was queued with. */
const goalOf = (vars: QueuedVariables<unknown> | undefined): string | undefined =>
  (vars?.input as { goalId?: string } | undefined)?.goalId ?? vars?.parentIds?.goalId;

const entriesOf = (qc: QueryClient, goalId: string | undefined) =>
  goalId ? qc.getQueryData<ProgressEntry[]>(progressEntriesQueryKey(goalId)) : undefined;

/** An entry shown before the server has it. */
export function draftEntry(vars: QueuedVariables<CreateProgressEntryInput>, now: string): ProgressEntry {
  const { goalId, entryDate, progressValue, note } = vars.input;
  return {
    id: vars.id,
    goalId,
    entryDate,
    progressValue: progressValue ?? null,
    note: note ?? null,
    enteredBy: "",
    createdAt: now,
    updatedAt: now,
  };
}

/** Progress entries in the outbox. */
export const progressEntryRecordType: RecordType<
  ProgressEntry,
  CreateProgressEntryInput,
  UpdateProgressEntryInput
> = {
  name: "progress-entries",
  path: "/api/v1/progress-entries",
  noun: "progress entry",
  resolveInput: (input) => ({ ...input, goalId: resolveId(input.goalId) }),
  cache: {
    find: (qc, id, vars) => entriesOf(qc, goalOf(vars))?.find((e) => e.id === id),
    draft: draftEntry,
    merge: (entry, changes) => ({ ...entry, ...changes }) as ProgressEntry,
    put: (qc, entry, replacesId) => {
      qc.setQueryData<ProgressEntry[]>(progressEntriesQueryKey(entry.goalId), (list) =>
        list
          ? sortEntriesNewestFirst([...list.filter((e) => e.id !== entry.id && e.id !== replacesId), entry])
          : list,
      );
    },
    remove: (qc, id, vars) => {
      const goalId = goalOf(vars);
      if (!goalId) return;
      qc.setQueryData<ProgressEntry[]>(progressEntriesQueryKey(goalId), (list) =>
        list?.filter((e) => e.id !== id),
      );
    },
    refresh: async (qc, vars) => {
      const goalId = goalOf(vars);
      if (!goalId) return;
      // While other changes wait, a refetched entry list would hide their drafts: only the goal views then.
      if (pendingChangeCount(qc) <= 1) await invalidateGoal(qc, resolveId(goalId));
      else {
        await qc.invalidateQueries({ queryKey: GOALS_QUERY_PREFIX });
        await qc.invalidateQueries({ queryKey: goalQueryKey(resolveId(goalId)) });
      }
    },
  },
};

/** Its writes, as the screens that change records register them at the first change. */
export const progressEntryWrites = recordWrites(progressEntryRecordType);
