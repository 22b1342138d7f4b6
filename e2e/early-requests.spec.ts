/**
 * The teacher area's early reads (decision 022) in a real browser: the inline script runs under the
 * server's Content-Security-Policy (a blocked script would be logged as an error and fail the test),
 * and on each screen of its table, opened cold (a new browser context: no saved copy that would let
 * the app skip a read), the app takes every answer it started: the table and the screens' queries
 * agree.
 */
import { BENIGN_BROWSER_ERRORS, expect, test } from "./support/fixtures.ts";

// Eight screens opened one after another.
test.describe.configure({ timeout: 90_000 });

test("each screen of the early table uses every read the page started for it", async ({
  browser,
  page,
  teacher,
}) => {
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
  const cookies = await page.context().cookies();
  for (const screen of screens) {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: { cookies, origins: [] },
    });
    const cold = await context.newPage();
    const errors: string[] = [];
    cold.on("console", (m) => {
      if (m.type() === "error" && !BENIGN_BROWSER_ERRORS.some((p) => p.test(m.text()))) errors.push(m.text());
    });
    await cold.goto(screen);
    await expect(cold.getByRole("heading", { level: 1 }).first()).toBeVisible();
    // The screen asks for its lists as its parts mount: wait until every answer was taken.
    await expect
      .poll(
        () =>
          cold.evaluate(() => {
            const store = (window as unknown as { __iepEarly?: { answers: Record<string, unknown> } })
              .__iepEarly;
            return store ? Object.keys(store.answers) : null;
          }),
        { message: `${screen}: the inline script ran and every early answer was used` },
      )
      .toEqual([]);
    expect(errors, `${screen}: no error in the console (a script the CSP blocked would be one)`).toEqual([]);
    await context.close();
  }
});
