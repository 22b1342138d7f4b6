/**
 * Deleting a goal removes its progress entries from the client's cache at once (issue 3, spec §7
 * "DELETE by id (the goal's progress entries are removed locally)"), and the goal from every list.
 */

import { dropGoalFromCache } from "@client/features/goals/api/delete-goal";
import { goalQueryKey, goalsQueryKey, progressEntriesQueryKey } from "@client/lib/goal-cache";
import { entry, goalFields, MAYA, SAM, view } from "@client/testing/progress-test-kit";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";

describe("dropGoalFromCache", () => {
  it("forgets the goal's entries and the goal, and takes it out of every cached list", () => {
    const a = goalFields({ studentId: MAYA.id });
    const b = goalFields({ studentId: SAM.id });
    const state = {
      students: [],
      goals: [a, b],
      entries: [entry(a.id, "2026-09-08", 44), entry(b.id, "2026-09-08", 30)],
    };
    const qc = new QueryClient();
    qc.setQueryData(goalsQueryKey(), [view(state, b), view(state, a)]);
    qc.setQueryData(goalsQueryKey(MAYA.id), [view(state, a)]);
    qc.setQueryData(goalQueryKey(a.id), view(state, a));
    qc.setQueryData(progressEntriesQueryKey(a.id), [state.entries[0]]);
    qc.setQueryData(progressEntriesQueryKey(b.id), [state.entries[1]]);

    dropGoalFromCache(qc, a.id);

    expect(qc.getQueryData(progressEntriesQueryKey(a.id))).toBeUndefined();
    expect(qc.getQueryData(goalQueryKey(a.id))).toBeUndefined();
    expect(qc.getQueryData<{ id: string }[]>(goalsQueryKey())?.map((g) => g.id)).toEqual([b.id]);
    expect(qc.getQueryData(goalsQueryKey(MAYA.id))).toEqual([]);
    expect(qc.getQueryData(progressEntriesQueryKey(b.id))).toEqual([state.entries[1]]);
  });
});
