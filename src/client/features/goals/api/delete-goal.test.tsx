/**
 * Deleting a goal removes its progress entries from the client's cache at once (requirements
 * "IEP goals": "DELETE by id (the goal's progress entries are removed locally)"), and the goal from every list.
 */

import { dropGoalFromCache } from "@client/features/goals/api/delete-goal";
import { goalQueryKey, goalsQueryKey } from "@client/features/goals/api/query-keys";
import { progressEntriesQueryKey } from "@client/features/progress/api/query-keys";
import {
  buildGoalFields,
  buildProgressEntry,
  buildStudent,
  withGoalView,
} from "@shared/testing/data-generators";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";

const MAYA = buildStudent({ name: "Maya Lopez" });
const SAM = buildStudent({ name: "Sam Carter" });

describe("dropGoalFromCache", () => {
  it("forgets the goal's entries and the goal, and takes it out of every cached list", () => {
    const a = buildGoalFields({ studentId: MAYA.id });
    const b = buildGoalFields({ studentId: SAM.id });
    const state = {
      students: [],
      goals: [a, b],
      entries: [
        buildProgressEntry({ goalId: a.id, entryDate: "2026-09-08", progressValue: 44 }),
        buildProgressEntry({ goalId: b.id, entryDate: "2026-09-08", progressValue: 30 }),
      ],
    };
    const qc = new QueryClient();
    qc.setQueryData(goalsQueryKey(), [withGoalView(b, state.entries), withGoalView(a, state.entries)]);
    qc.setQueryData(goalsQueryKey(MAYA.id), [withGoalView(a, state.entries)]);
    qc.setQueryData(goalQueryKey(a.id), withGoalView(a, state.entries));
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
