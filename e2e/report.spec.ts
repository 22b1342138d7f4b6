/**
 * The parent progress report in a real browser (requirements "Parent progress report": download the PDF
 * report and check it has the student's name, axe clean): a teacher with a student, a reading goal and six
 * weekly scores (made through the API) opens /dashboard/progress/report?studentId=, sees the report
 * for the last 9 weeks, edits the narrative, downloads the PDF and the file's text has the student's
 * name, a score and the narrative. The edited narrative survives a reload (kept on the device).
 */
import { readFile } from "node:fs/promises";
import { pdfText } from "../src/server/test/pdf-text.ts";
import { expect, test } from "./support/fixtures.ts";

test.describe.configure({ timeout: 60_000 });

/** `YYYY-MM-DD` of `days` days before today (UTC; well inside the last 9 weeks in any zone). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test("a teacher edits the narrative and downloads the parent progress report as a PDF", async ({
  page,
  axe,
  teacher,
}) => {
  const student = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Maya Rodriguez",
    grade: "3",
    caseManager: "Jordan Rivera",
  });
  const goal = await teacher.api.post<{ id: string }>("/api/v1/goals", {
    studentId: student.id,
    statement: "Given a grade-3 passage, Maya will read 90 words correct per minute on 3 of 4 weekly probes.",
    area: "Reading",
    baselineValue: 40,
    baselineDate: daysAgo(60),
    targetValue: 90,
    targetDate: daysAgo(-240),
    unit: "WCPM",
    direction: "increase",
  });
  const scores = [44, 47, 51, 53, 57, 61.5];
  for (const [i, progressValue] of scores.entries()) {
    await teacher.api.post("/api/v1/progress-entries", {
      goalId: goal.id,
      entryDate: daysAgo(7 * (scores.length - i)),
      progressValue,
    });
  }

  await page.goto(`/dashboard/progress/report?studentId=${student.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Parent progress report" })).toBeVisible();
  const report = page.getByRole("article", { name: "Progress report on IEP goals" });
  await expect(report.getByText("For the parents and family of Maya Rodriguez")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Last 9 weeks" })).toBeChecked();
  const goalSection = report.getByRole("region", { name: "Goal 1 — Reading" });
  await expect(goalSection.getByRole("table", { name: "Data this period" }).getByRole("row")).toHaveCount(7);
  await expect(goalSection.getByText("61.5", { exact: true })).toBeVisible();
  await expect(goalSection.getByTestId("report-graph-summary")).toContainText("6 scores from");
  await expect(goalSection.locator(".recharts-surface")).toBeVisible();
  await axe.expectNoAxeViolations("parent progress report");

  const narrative = "Maya now reads aloud to the class every Friday and asks for harder books.";
  const box = goalSection.getByRole("textbox", { name: "Teacher's comments on goal 1" });
  await expect(box).toHaveValue(/^6 sessions recorded during this period\./);
  await box.fill(narrative);

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(
    /^progress-report-maya-rodriguez-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/,
  );
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = (await pdfText(new Uint8Array(bytes))).replace(/\s+/g, " ");
  expect(text).toContain("Maya Rodriguez");
  expect(text).toContain("61.5");
  expect(text).toContain(narrative);
  await expect(page.getByText(/^Downloaded progress-report-maya-rodriguez/)).toBeVisible();
  await axe.expectNoAxeViolations("parent progress report, after the download");

  // The narrative is kept on this device.
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: "Goal 1 — Reading" })
      .getByRole("textbox", { name: "Teacher's comments on goal 1" }),
  ).toHaveValue(narrative);
});

test("the report page asks for a student first and prints without the navigation", async ({
  page,
  axe,
  teacher,
}) => {
  const student = await teacher.api.post<{ id: string }>("/api/v1/students", { name: "Leo Park" });

  await page.goto("/dashboard/progress/report");
  await expect(page.getByRole("article")).toHaveCount(0);
  await axe.expectNoAxeViolations("parent progress report, no student chosen");
  await page.getByRole("combobox", { name: "Student" }).selectOption(student.id);
  await expect(page.getByText("No IEP goals yet")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`studentId=${student.id}$`));

  await page.emulateMedia({ media: "print" });
  await expect(page.locator("aside")).toBeHidden();
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeHidden();
  await expect(page.getByRole("article").getByText("For the parents and family of Leo Park")).toBeVisible();
});
