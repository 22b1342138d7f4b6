/**
 * The overview's "needs attention first" order (requirements "Aimline, trendline and decision rules":
 * change_instruction, then declining, then insufficient data older than 2 weeks…), value wording and
 * the graph's text summary for screen readers.
 */

import {
  attentionRank,
  graphSummary,
  isDataStale,
  sortByAttention,
} from "@client/features/goals/lib/goal-status";
import { formatValue } from "@client/lib/format";
import type { Goal } from "@shared/contracts/goals";
import {
  buildGoalFields,
  buildProgressEntry,
  buildStudent,
  withGoalView,
} from "@shared/testing/data-generators";
import { describe, expect, it } from "vitest";

const MAYA = buildStudent({ name: "Maya Lopez" });

const TODAY = new Date(2026, 9, 20); // Oct 20, 2026, local time

function goal(over: Partial<Goal>): Goal {
  const base = withGoalView(buildGoalFields({ studentId: MAYA.id }));
  return { ...base, ...over };
}
const decision = (action: Goal["decision"]["action"]) => ({ action, message: "" });

describe("attentionRank (the goals that need attention first)", () => {
  it.each([
    [
      "four-point rule says change instruction",
      { decision: decision("change_instruction"), trend: "improving" as const },
      0,
    ],
    ["trend declining", { decision: decision("continue"), trend: "declining" as const }, 1],
    [
      "insufficient data, last entry 15 days ago",
      {
        decision: decision("insufficient_data"),
        trend: "insufficient_data" as const,
        latestEntry: { entryDate: "2026-10-05", progressValue: 40 },
      },
      2,
    ],
    ["raise the goal", { decision: decision("raise_goal"), trend: "improving" as const }, 3],
    [
      "insufficient data, last entry 14 days ago (not older than 2 weeks)",
      {
        decision: decision("insufficient_data"),
        trend: "insufficient_data" as const,
        latestEntry: { entryDate: "2026-10-06", progressValue: 40 },
      },
      4,
    ],
    ["on track", { decision: decision("continue"), trend: "stable" as const }, 5],
  ])("%s → %i", (_name, over, rank) => {
    expect(attentionRank(goal(over), TODAY)).toBe(rank);
  });

  it("counts a goal without entries as stale once it is more than 14 days old", () => {
    expect(isDataStale(goal({ latestEntry: null, createdAt: "2026-10-05T09:00:00.000Z" }), TODAY)).toBe(true);
    expect(isDataStale(goal({ latestEntry: null, createdAt: "2026-10-10T09:00:00.000Z" }), TODAY)).toBe(
      false,
    );
  });

  it("sorts by rank, then the oldest latest data first", () => {
    const a = goal({
      id: "a",
      decision: decision("continue"),
      trend: "stable",
      latestEntry: { entryDate: "2026-10-19", progressValue: 1 },
    });
    const b = goal({ id: "b", decision: decision("change_instruction"), trend: "stable" });
    const c = goal({
      id: "c",
      decision: decision("continue"),
      trend: "stable",
      latestEntry: { entryDate: "2026-10-01", progressValue: 1 },
    });
    const d = goal({ id: "d", decision: decision("continue"), trend: "declining" });
    expect(sortByAttention([a, b, c, d], TODAY).map((g) => g.id)).toEqual(["b", "d", "c", "a"]);
  });
});

describe("formatValue", () => {
  it.each([
    [48, "words correct per minute", "48 words correct per minute"],
    [0.5, null, "0.5"],
    [1 / 3, "trials", "0.33 trials"],
    [null, "trials", "No score"],
    [0, "incidents", "0 incidents"],
  ])("%s %s → %s", (value, unit, text) => {
    expect(formatValue(value, unit)).toBe(text);
  });
});

describe("graphSummary (the graph's text for screen readers)", () => {
  it("says how many points, from when to when, the latest value, the trend, the aimline, the target and the decision", () => {
    const g = buildGoalFields({ studentId: MAYA.id });
    const entries = [
      buildProgressEntry({ goalId: g.id, entryDate: "2026-09-08", progressValue: 60 }),
      buildProgressEntry({ goalId: g.id, entryDate: "2026-09-15", progressValue: 62 }),
      buildProgressEntry({ goalId: g.id, entryDate: "2026-09-22", progressValue: 64 }),
      buildProgressEntry({ goalId: g.id, entryDate: "2026-09-29", progressValue: 66 }),
      buildProgressEntry({ goalId: g.id, entryDate: "2026-10-06", progressValue: 68 }),
      buildProgressEntry({
        goalId: g.id,
        entryDate: "2026-10-13",
        progressValue: 70,
        note: "Fluent, few errors",
      }),
      buildProgressEntry({ goalId: g.id, entryDate: "2026-10-14", progressValue: null, note: "Absent" }),
    ];
    const v = withGoalView(g, entries);
    const text = graphSummary(v, [...entries].reverse());
    expect(text).toContain("6 data points from Sep 8, 2026 to Oct 13, 2026");
    expect(text).toContain("latest 70 words correct per minute");
    expect(text).toContain("1 session without a score");
    expect(text).toContain("trend improving");
    expect(text).toContain("aimline from 40 on Sep 1, 2026 to 90 on May 31, 2027");
    expect(text).toContain("target 90 words correct per minute by May 31, 2027");
    expect(text).toContain("Consider raising the goal");
  });

  it("says so when there is no data yet", () => {
    const g = buildGoalFields({ studentId: MAYA.id });
    expect(graphSummary(withGoalView(g), [])).toMatch(/^No data points yet; trend insufficient data;/);
  });
});
