import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GoalDirection, ProgressTrend } from "../contracts/goals.ts";
import { progressTrend, sortNewestFirst, TREND_THRESHOLD, type TrendEntry } from "./progress-trend.ts";

/** Entries from values listed newest first, one week apart, the newest on 2026-03-30. */
function newestFirst(values: (number | null)[]): TrendEntry[] {
  const newest = Date.UTC(2026, 2, 30);
  return values.map((progressValue, i) => ({
    entryDate: new Date(newest - i * 7 * 86_400_000).toISOString().slice(0, 10),
    progressValue,
  }));
}

// requirements "Progress trend": insufficient_data with no valued entries; with at least 3 valued entries,
// newest first, the average of the first three is compared with the average of the last three: more
// than 5 above → improving, more than 5 below → declining, otherwise stable (decision 005).
const rows: { rule: string; values: (number | null)[]; direction?: GoalDirection; trend: ProgressTrend }[] = [
  { rule: "no entries → insufficient_data", values: [], trend: "insufficient_data" },
  {
    rule: "none with a value → insufficient_data",
    values: [null, null, null, null],
    trend: "insufficient_data",
  },
  {
    rule: "fewer than 3 valued entries ('at least 3 valued entries') → insufficient_data",
    values: [90, null, 10],
    trend: "insufficient_data",
  },
  {
    rule: "exactly 3 valued entries: first three = last three → stable",
    values: [90, 50, 10],
    trend: "stable",
  },
  {
    rule: "first average more than 5 above the last → improving",
    values: [30, 30, 30, 20, 20, 20],
    trend: "improving",
  },
  {
    rule: "first average more than 5 below the last → declining",
    values: [20, 20, 20, 30, 30, 30],
    trend: "declining",
  },
  {
    rule: "exactly 5 above is not 'more than 5' → stable",
    values: [25, 25, 25, 20, 20, 20],
    trend: "stable",
  },
  { rule: "exactly 5 below → stable", values: [20, 20, 20, 25, 25, 25], trend: "stable" },
  { rule: "5.1 above → improving", values: [25.1, 25.1, 25.1, 20, 20, 20], trend: "improving" },
  {
    rule: "decimals summing to exactly 5 → stable",
    values: [10.1, 10.1, 10.1, 5.1, 5.1, 5.1],
    trend: "stable",
  },
  {
    rule: "null values are skipped: the 3 valued newest vs the 3 valued oldest",
    values: [40, null, 40, 40, null, 10, 10, 10],
    trend: "improving",
  },
  {
    rule: "4 valued entries: the first three and last three overlap, compared as written",
    values: [40, 20, 20, 20],
    // first (40+20+20)/3 = 26.67, last (20+20+20)/3 = 20 → 6.67 above
    trend: "improving",
  },
  {
    rule: "decrease goal, mirrored: newest more than 5 below the oldest → improving",
    values: [2, 2, 2, 10, 10, 10],
    direction: "decrease",
    trend: "improving",
  },
  {
    rule: "decrease goal, mirrored: newest more than 5 above the oldest → declining",
    values: [10, 10, 10, 2, 2, 2],
    direction: "decrease",
    trend: "declining",
  },
  {
    rule: "decrease goal, exactly 5 → stable",
    values: [5, 5, 5, 10, 10, 10],
    direction: "decrease",
    trend: "stable",
  },
];

describe("progressTrend (requirements: Progress trend)", () => {
  it("uses the threshold of 5 points (trend rule)", () => {
    expect(TREND_THRESHOLD).toBe(5);
  });

  it.each(rows)("$rule", ({ values, direction, trend }) => {
    expect(progressTrend(newestFirst(values), direction)).toBe(trend);
  });

  it("sorts unsorted dates newest first before comparing", () => {
    const entries: TrendEntry[] = [
      { entryDate: "2026-01-05", progressValue: 10 },
      { entryDate: "2026-03-02", progressValue: 40 },
      { entryDate: "2026-01-12", progressValue: 10 },
      { entryDate: "2026-02-23", progressValue: 40 },
      { entryDate: "2026-01-19", progressValue: 10 },
      { entryDate: "2026-02-16", progressValue: 40 },
    ];
    expect(progressTrend(entries)).toBe("improving");
    expect(progressTrend([...entries].reverse())).toBe("improving");
  });

  it("does not change the caller's array when sorting", () => {
    const entries = newestFirst([1, 2, 3]).reverse();
    const copy = structuredClone(entries);
    sortNewestFirst(entries);
    progressTrend(entries);
    expect(entries).toEqual(copy);
  });
});

describe("progressTrend properties", () => {
  const entry = fc.record({
    entryDate: fc
      .integer({ min: 0, max: 3000 })
      .map((d) => new Date(Date.UTC(2024, 0, 1) + d * 86_400_000).toISOString().slice(0, 10)),
    progressValue: fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: null }),
  });

  it("never changes when the entries are shuffled (and re-sorted)", () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 30 }),
        fc.constantFrom<GoalDirection>("increase", "decrease"),
        fc.func(fc.integer()),
        (entries, direction, key) => {
          const shuffled = entries
            .map((e, i) => ({ e, k: key(i) }))
            .sort((a, b) => a.k - b.k)
            .map(({ e }) => e);
          expect(progressTrend(shuffled, direction)).toBe(progressTrend(entries, direction));
          expect(progressTrend(sortNewestFirst(shuffled), direction)).toBe(progressTrend(entries, direction));
        },
      ),
    );
  });

  it("a decrease goal reads the mirror image of an increase goal", () => {
    fc.assert(
      // One entry per date: with ties, the same-date order (higher value first) is not mirrored.
      fc.property(fc.uniqueArray(entry, { maxLength: 30, selector: (e) => e.entryDate }), (entries) => {
        const negated = entries.map((e) => ({
          ...e,
          progressValue: e.progressValue === null ? null : -e.progressValue,
        }));
        expect(progressTrend(negated, "decrease")).toBe(progressTrend(entries, "increase"));
      }),
    );
  });
});
