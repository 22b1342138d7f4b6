/**
 * Progress-data import in a real browser (requirements "Progress-data import"): on a goal's page a
 * teacher imports `fixtures/progress-wcpm.csv` (date, WCPM, note; one date twice in the file, one date
 * already recorded, one score that is not a number), sees the graph preview, the duplicates and the
 * row error, chooses to update the duplicates, imports, and finds the points on the goal page; then
 * imports once for several goals of the student from the progress screen. axe scans the dialog at
 * 1280 and 390 px; screenshots go to the test's output folder. Cancelling after an upload asks first.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

test.describe.configure({ timeout: 90_000 });

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "progress-wcpm.csv");

const GOAL = {
  area: "Reading fluency",
  unit: "WCPM",
  baselineValue: 40,
  targetValue: 90,
  baselineDate: "2026-09-01",
  targetDate: "2027-05-28",
};

/** Saves a screenshot named `name` in the test's output folder. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test("a teacher imports a progress CSV for a goal, then data for several goals", async ({
  page,
  axe,
  teacher,
}, testInfo) => {
  const student = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Ana Ruiz",
    grade: "3",
  });
  const goal = await teacher.api.post<{ id: string }>("/api/v1/goals", {
    ...GOAL,
    studentId: student.id,
    statement: "Given a grade 3 passage, Ana will read 90 words correct per minute",
  });
  await teacher.api.post("/api/v1/progress-entries", {
    goalId: goal.id,
    entryDate: "2026-09-15",
    progressValue: 41,
  });

  await page.goto(`/dashboard/progress/goals/${goal.id}`);
  await page.getByRole("button", { name: "Import data points" }).click();
  const dialog = page.getByRole("dialog", { name: "Import data points" });
  await expect(dialog).toBeVisible();
  await axe.expectNoAxeViolations("import dialog, choose a file");
  await dialog.getByLabel("Spreadsheet file").setInputFiles(FIXTURE);
  await dialog.getByRole("button", { name: "Upload and preview" }).click();

  // The columns as guessed, the graph preview, the duplicates and the row that will not go in.
  await expect(dialog.getByRole("combobox", { name: "Date column" })).toHaveValue("Date");
  await expect(dialog.getByRole("combobox", { name: "Score column" })).toHaveValue("WCPM");
  await expect(dialog.getByRole("combobox", { name: "Note column" })).toHaveValue("Note");
  await expect(dialog.getByTestId("import-counts")).toHaveText(
    "5 rows ready to import, 2 duplicates among them; 1 row with problems will not be imported.",
  );
  await expect(dialog.getByTestId("import-graph-summary")).toHaveText(
    "The graph with 3 imported scores (pink diamonds) beside 1 recorded score.",
  );
  const duplicates = dialog.getByRole("region", { name: "Dates that already have a score" });
  await expect(duplicates.getByText(/^Row 3 .*Already recorded on/)).toBeVisible();
  await expect(duplicates.getByText(/^Row 5 .*Row 4 of the file is also on/)).toBeVisible();
  await expect(dialog.getByTestId("import-row-errors")).toHaveText(/Row 6: Score "fifty" is not a number/);
  await axe.expectNoAxeViolations("import dialog, preview");
  await shot(page, testInfo, "import-preview-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await axe.expectNoAxeViolations("import dialog, preview at 390 px");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, testInfo, "import-preview-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Update the duplicates: the graph now shows all five rows' dates (four distinct), then import.
  await duplicates.getByRole("radio", { name: "Replace with the file's score and note" }).check();
  await expect(dialog.getByTestId("import-graph-summary")).toHaveText(
    "The graph with 4 imported scores (pink diamonds) beside 0 recorded scores.",
  );
  await dialog.getByRole("button", { name: "Import 5 rows" }).click();
  await expect(dialog.getByTestId("import-report")).toContainText(
    "3 data points added, 2 data points updated.",
  );
  await expect(dialog.getByTestId("import-report")).toContainText('Row 6: Score "fifty" is not a number');
  await shot(page, testInfo, "import-report-1280");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();

  // The goal page shows them: four entries, the 22 September one from the file's later row.
  const entries = page.getByRole("region", { name: /^Entries/ });
  await expect(page.getByRole("heading", { name: "Entries (4)" })).toBeVisible();
  await expect(entries).toContainText("Second probe that day");
  await expect(page.getByTestId("graph-summary")).not.toHaveText(/^No data points yet/);

  // Several goals of the student from the progress screen, the goal named by number or area.
  await teacher.api.post("/api/v1/goals", {
    studentId: student.id,
    statement: "Ana will answer comprehension questions with 80% accuracy",
    area: "Comprehension",
    unit: "% accuracy",
    baselineValue: 50,
    targetValue: 80,
    baselineDate: "2026-09-01",
    targetDate: "2027-05-28",
  });
  await page.goto(`/dashboard/progress?studentId=${student.id}`);
  await page.getByRole("button", { name: "Import data for several goals" }).click();
  const several = page.getByRole("dialog", { name: "Import data for Ana Ruiz's goals" });
  // Closing once a file is uploaded asks first; confirmed, the upload is forgotten.
  await several.getByLabel("Spreadsheet file").setInputFiles(FIXTURE);
  await several.getByRole("button", { name: "Upload and preview" }).click();
  await expect(several.getByRole("combobox", { name: "Goal column" })).toHaveValue("");
  await several.getByRole("button", { name: "Cancel" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Cancel this import?" });
  await confirm.getByRole("button", { name: "Cancel import" }).click();
  await expect(several).toBeHidden();
  await page.getByRole("button", { name: "Import data for several goals" }).click();
  await several.getByLabel("Spreadsheet file").setInputFiles({
    name: "ana.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Goal,Date,Score\nGoal 1,10/13/2026,55\nComprehension,10/13/2026,70%\n"),
  });
  await several.getByRole("button", { name: "Upload and preview" }).click();
  await expect(several.getByRole("combobox", { name: "Goal column" })).toHaveValue("Goal");
  await expect(several.getByRole("row", { name: /Goal 2 — Comprehension/ })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await axe.expectNoAxeViolations("several-goals import, preview at 390 px");
  await several.getByRole("region", { name: "Rows of the file" }).scrollIntoViewIfNeeded();
  await shot(page, testInfo, "import-several-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  await several.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(several.getByTestId("import-report")).toContainText("2 data points added.");
});
