/**
 * Goal summaries from the newest entries (decision 016; requirements "Aimline, trendline and decision
 * rules"): with more entries than `SUMMARY_POINTS`, the trend, trendline and decision are those of the
 * newest `SUMMARY_POINTS` entries, `entryCount` counts every entry, and the list and one goal agree.
 */
import { describe, expect, it } from "vitest";
import type { Goal } from "../../../shared/contracts/goals.ts";
import { goalProgressView } from "../../../shared/domain/progress-decision.ts";
import { addStudentWithGoal } from "../../test/kits/caseload.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";
import { SUMMARY_POINTS } from "./goals.service.ts";

const h = setUpHarness({ now: new Date("2026-03-01T12:00:00Z") });
const teacher = setUpTeacher(h);

const day = (n: number) => new Date(Date.UTC(2025, 8, 1) + n * 86_400_000).toISOString().slice(0, 10);

describe("goal summary from the newest entries", () => {
  it("reads the newest SUMMARY_POINTS entries and counts them all", async () => {
    const { student, goal } = await addStudentWithGoal(
      teacher,
      { name: "Ana Ruiz" },
      {
        statement: "Ana will read 90 words correct per minute on grade-level passages",
        baselineValue: 40,
        baselineDate: day(0),
        targetValue: 90,
        targetDate: day(200),
        direction: "increase",
      },
    );
    const total = SUMMARY_POINTS + 15;
    // Early entries rise steeply, later ones flatten: a trendline over all of them would differ.
    const values = Array.from({ length: total }, (_, i) => (i < 15 ? 40 + i * 3 : 85 - (i % 4)));
    await h.database.rawQuery(
      `insert into progress_entries (user_id, goal_id, entry_date, progress_value, entered_by_user_id)
       select $1, $2::uuid, (date '2025-09-01' + (i * 2)), (array[${values.join(",")}])[i + 1], $1
         from generate_series(0, ${total - 1}) i`,
      [teacher.id, goal.id],
    );
    const [listed] = (await (await teacher.get(`/api/v1/goals?studentId=${student.id}`)).json()) as Goal[];
    const one = (await (await teacher.get(`/api/v1/goals/${goal.id}`)).json()) as Goal;
    expect(listed?.entryCount).toBe(total);
    expect(one).toEqual(listed);

    const newest = values.map((v, i) => ({ entryDate: day(i * 2), progressValue: v })).slice(-SUMMARY_POINTS);
    const expected = goalProgressView(listed!, newest, "2026-03-01");
    expect(listed?.trendline).toEqual(expected.trendline);
    expect(listed?.trend).toBe(expected.trend);
    expect(listed?.decision).toEqual(expected.decision);
    expect(listed?.latestEntry).toEqual({
      entryDate: day((total - 1) * 2),
      progressValue: values[total - 1],
    });
    const all = values.map((v, i) => ({ entryDate: day(i * 2), progressValue: v }));
    expect(goalProgressView(listed!, all, "2026-03-01").trendline).not.toEqual(listed?.trendline);
  });
});
