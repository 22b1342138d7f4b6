/**
 * The teacher area's early reads (decision 022) in a real browser: the inline script runs under the
 * server's Content-Security-Policy (a blocked script would be logged as an error and fail the test),
 * and on each screen of its table the app takes every answer it started (none is left unused, so the
 * table and the screens' queries agree).
 */
import { expect, test } from "./support/fixtures.ts";

// Eight screens opened one after another.
test.describe.configure({ timeout: 90_000 });

test("each screen of the early table uses every read the page started for it", async ({ page, teacher }) => {
  const student = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Maya Rodriguez",
    grade: "3",
  });
  const goal = await teacher.api.post<{ id: string }>("/api/v1/goals", {
    studentId: student.id,
    statement: "Given a grade-3 passage, Maya will read 90 words correct per minute on 3 of 4 weekly probes.",
    area: "Reading",
    baselineValue: 48,
    targetValue: 90,
    unit: "words correct per minute",
    direction: "increase",
    targetDate: "2027-06-01",
  });
  const screens = [
    "/dashboard",
    "/dashboard/students",
    `/dashboard/students?student=${student.id}`,
    "/dashboard/generate",
    "/dashboard/history",
    "/dashboard/progress",
    `/dashboard/progress/goals/${goal.id}`,
    "/dashboard/meetings",
  ];
  for (const screen of screens) {
    await page.goto(screen);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    // The screen asks for its lists as its parts mount: wait until every answer was taken.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const store = (window as unknown as { __iepEarly?: { answers: Record<string, unknown> } })
              .__iepEarly;
            return store ? Object.keys(store.answers) : null;
          }),
        { message: `${screen}: the inline script ran and every early answer was used` },
      )
      .toEqual([]);
  }
});
