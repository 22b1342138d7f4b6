/**
 * Progress monitoring in a real browser (requirements "IEP goals", "Progress entries": add a goal,
 * record 6 points, see the graph and the decision change): a teacher with one student (made through the API) adds a goal
 * from the student's page, records 6 weekly scores through the fast entry form (Enter saves, the
 * form stays open), sees the four-point decision move from "not enough data" to "consider raising
 * the goal", the graph and its data table, then finds the goal on /dashboard/progress. axe scans
 * each screen and state.
 */
import { expect, test } from "./support/fixtures.ts";

test.describe.configure({ timeout: 90_000 });

/** `YYYY-MM-DD`, `days` from today (UTC calendar). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a teacher adds a goal, records 6 points and sees the graph and the decision change", async ({
  page,
  axe,
  teacher,
}) => {
  const student = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Maya Rodriguez",
    grade: "3",
  });

  // The student's page: an empty Goals section with "Add goal".
  await page.goto(`/dashboard/students?student=${student.id}`);
  const goals = page.getByRole("region", { name: "Goals" });
  await expect(goals.getByText(/No goals tracked yet/)).toBeVisible();
  await axe.expectNoAxeViolations("student page, no goals");

  await goals.getByRole("button", { name: "Add goal for Maya Rodriguez" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a goal" });
  await expect(dialog).toBeVisible();
  await axe.expectNoAxeViolations("add-goal dialog");
  await dialog
    .getByRole("textbox", { name: /Goal statement/ })
    .fill("Given a grade-3 passage, Maya will read 60 words correct per minute.");
  // The statement's own numbers are offered for the teacher to confirm, not filled silently.
  const suggested = dialog.getByRole("region", { name: "Suggested from the goal statement" });
  await expect(suggested).toContainText("60 words correct per minute");
  await expect(dialog.getByRole("textbox", { name: "Target value" })).toHaveValue("");
  await axe.expectNoAxeViolations("add-goal dialog with suggested values");
  await dialog.getByRole("textbox", { name: /^Area/ }).fill("Reading fluency");
  await dialog.getByRole("combobox", { name: /^Unit/ }).fill("words correct per minute");
  await dialog.getByRole("textbox", { name: "Baseline value" }).fill("20");
  await dialog.getByLabel(/^Baseline date/).fill(day(-49));
  await dialog.getByRole("textbox", { name: "Target value" }).fill("60");
  // A target date before the baseline date is refused next to the field; nothing is lost.
  await dialog.getByLabel(/^Target date/).fill(day(-60));
  await dialog.getByRole("button", { name: "Add goal" }).click();
  await expect(dialog.getByText("The target date must be on or after the baseline date")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Target value" })).toHaveValue("60");
  await dialog.getByLabel(/^Target date/).fill(day(140));
  await dialog.getByRole("button", { name: "Add goal" }).click();

  // The goal's page: not enough data yet.
  await expect(page).toHaveURL(/\/dashboard\/progress\/goals\/[0-9a-f-]{36}$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Maya Rodriguez: Reading fluency" }),
  ).toBeVisible();
  const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
  await expect(header.getByText("Decision: Not enough data yet", { exact: true })).toBeVisible();
  await expect(page.getByTestId("graph-summary")).toHaveText(/^No data points yet/);
  await axe.expectNoAxeViolations("goal page, no data");

  // Six weekly scores, all above the aimline (20 → 60 over 27 weeks), through the fast entry form.
  const form = page.getByRole("region", { name: "Record a data point" });
  const score = form.getByRole("textbox", { name: "Score (words correct per minute)" });
  for (let week = 1; week <= 6; week += 1) {
    await form.getByLabel("Date").fill(day(-49 + 7 * week));
    await score.fill(String(38 + 2 * week));
    await score.press("Enter");
    await expect(score).toHaveValue("");
    await expect(score).toBeFocused();
    await expect(page.getByRole("region", { name: /^Entries/ }).getByRole("row")).toHaveCount(week + 1);
  }

  await expect(header.getByText("Decision: Consider raising the goal", { exact: true })).toBeVisible();
  await expect(header.getByText(/the last 4 data points are all above the aimline/)).toBeVisible();
  await expect(header.getByText("Trend: Improving", { exact: true })).toBeVisible();
  await expect(page.getByTestId("graph-summary")).toContainText("6 data points from");
  await expect(page.getByTestId("graph-summary")).toContainText("latest 50 words correct per minute");
  // The drawing: six dots plus the aimline, trendline and target marker.
  const chart = page.locator(".recharts-surface");
  await expect(chart).toBeVisible();
  await expect(page.locator(".recharts-line-dot")).toHaveCount(6);
  await expect(page.locator(".recharts-reference-line")).toHaveCount(2);
  await expect(page.locator(".recharts-reference-dot")).toHaveCount(1);
  await axe.expectNoAxeViolations("goal page, 6 points, decision shown");

  // The data table behind the graph.
  const toggle = page.getByRole("button", { name: "Show data table" });
  await toggle.click();
  await expect(page.getByRole("button", { name: "Hide data table" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  const table = page.getByRole("table", { name: "Data behind the graph, oldest first" });
  await expect(table.getByRole("row")).toHaveCount(7);
  await expect(table.getByRole("row").nth(1)).toContainText("40 words correct per minute");
  await axe.expectNoAxeViolations("goal page, data table open");

  // The caseload overview lists the goal with its latest value, trend and decision.
  await page.getByRole("link", { name: "All goals" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Progress monitoring" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: "Maya Rodriguez · Reading fluency" });
  await expect(card.getByText(/Latest: 50 words correct per minute on/)).toBeVisible();
  await expect(card.getByText("Decision: Consider raising the goal", { exact: true })).toBeVisible();
  await axe.expectNoAxeViolations("progress overview");
});
