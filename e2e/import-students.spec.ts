/**
 * Roster import in a real browser against the real server (requirements "Import", "Roster import"):
 * from the empty caseload a teacher imports the three sample rosters of `e2e/fixtures/` — a
 * PowerSchool CSV (UTF-8 with BOM, "Last, First", M/D/YYYY, "03"/"K"), an Infinite Campus .xlsx
 * (date cells, a serial in a General cell, "Gr 3"/"3rd", its "Special Ed: Disabilities" column mapped by hand to
 * Disabilities) and a Skyward CSV (Windows-1252, semicolons, D-Mon-YY, "KG"/"PK", a bad date, a row
 * without a name, a student already imported) — sees the row errors and the duplicate, imports, and
 * the students are checked through the API. axe scans the empty caseload's way in and the upload,
 * mapping, preview and report states
 * at 1280 and 390 px; screenshots of each are saved in the test's output folder.
 */
import { fileURLToPath } from "node:url";
import type { Page, TestInfo } from "@playwright/test";
import type { Student } from "../src/shared/contracts/students.ts";
import { type AxeFixture, expect, test } from "./support/fixtures.ts";

test.describe.configure({ timeout: 180_000 });

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/** axe and a screenshot at 1280 and 390 px; no sideways scroll at either width. */
async function checkBothWidths(page: Page, testInfo: TestInfo, axe: AxeFixture, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await axe.expectNoAxeViolations(`roster import, ${name}, at ${width} px`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width} px`,
    ).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Chooses `file` and uploads it; resolves on the mapping step. */
async function upload(page: Page, file: string) {
  await page.getByLabel("Roster file (CSV or Excel)").setInputFiles(fixture(file));
  await page.getByRole("button", { name: "Upload and match columns" }).click();
  await expect(page.getByRole("heading", { name: "Match columns" })).toBeFocused();
}

const columnSelect = (page: Page, column: string) =>
  page.getByRole("combobox", { name: `Import “${column}” as` });

test("imports the PowerSchool, Infinite Campus and Skyward sample rosters", async ({
  page,
  teacher,
  axe,
}, testInfo) => {
  // 31 students in all: more than the free plan's 10, so the teacher starts the Pro trial.
  await teacher.api.post("/api/v1/billing/trial");

  await page.goto("/dashboard/students");
  await expect(page.getByRole("link", { name: "Restore from an export" })).toBeVisible();
  await checkBothWidths(page, testInfo, axe, "empty-caseload");
  await page.getByRole("link", { name: "Import from a file" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import students" })).toBeVisible();
  await checkBothWidths(page, testInfo, axe, "upload");

  // --- PowerSchool: the guess is right; import as it is ----------------------------------------
  await upload(page, "powerschool-roster.csv");
  await expect(columnSelect(page, "Student Name")).toHaveValue("name");
  await expect(columnSelect(page, "DOB")).toHaveValue("dateOfBirth");
  await expect(columnSelect(page, "Grade Level")).toHaveValue("grade");
  await expect(columnSelect(page, "Mailing Address")).toHaveValue("");
  await checkBothWidths(page, testInfo, axe, "mapping");
  await page.getByRole("button", { name: "Continue to preview" }).click();
  await expect(page.getByRole("heading", { name: "Preview" })).toBeFocused();
  const rows = page.getByRole("table");
  await expect(rows.getByRole("row")).toHaveCount(13);
  await checkBothWidths(page, testInfo, axe, "preview");
  await page.getByRole("button", { name: "Import 12 students" }).click();
  await expect(page.getByRole("heading", { name: "Import finished" })).toBeFocused();
  await expect(page.getByText("12 students added, 0 updated, 0 left as they were.")).toBeVisible();
  await checkBothWidths(page, testInfo, axe, "report");

  // --- Infinite Campus (.xlsx): "Special Ed: Disabilities" is not guessed; map it to Disabilities -------------
  await page.getByRole("button", { name: "Import another file" }).click();
  await upload(page, "infinite-campus-roster.xlsx");
  await expect(columnSelect(page, "Last Name")).toHaveValue("lastName");
  await expect(columnSelect(page, "First Name")).toHaveValue("firstName");
  await expect(columnSelect(page, "Special Ed: Disabilities")).toHaveValue("");
  await columnSelect(page, "Special Ed: Disabilities").selectOption({ label: "Disabilities" });
  await expect(page.getByRole("status").filter({ hasText: "Preview updated" })).toHaveText(
    /Preview updated: 11 ready to add, 0 with problems/,
  );
  await page.getByRole("button", { name: "Continue to preview" }).click();
  await expect(rows.getByRole("columnheader", { name: "Disabilities" })).toBeVisible();
  await page.getByRole("button", { name: "Import 11 students" }).click();
  await expect(page.getByText("11 students added, 0 updated, 0 left as they were.")).toBeVisible();

  // --- Skyward (Windows-1252, semicolons): two rows with problems, one student already there ----
  await page.getByRole("button", { name: "Import another file" }).click();
  await upload(page, "skyward-roster.csv");
  await page.getByRole("button", { name: "Continue to preview" }).click();
  await expect(page.getByText("2 with problems (not imported)")).toBeVisible();
  await page.getByRole("checkbox", { name: "Show only rows with problems" }).check();
  await expect(rows.getByRole("row")).toHaveCount(3);
  await expect(
    rows.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "7" }) }),
  ).toContainText("Date of birth:");
  await expect(
    rows.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "8" }) }),
  ).toContainText("Student name:");
  await checkBothWidths(page, testInfo, axe, "preview-problems");
  await page.getByRole("checkbox", { name: "Show only rows with problems" }).uncheck();
  await expect(
    rows.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "12" }) }),
  ).toContainText(/Duplicate: matches .*Castellano/);
  await expect(page.getByRole("radio", { name: "Leave existing students as they are" })).toBeChecked();
  await page.getByRole("button", { name: "Import 8 students" }).click();
  await expect(page.getByText("8 students added, 0 updated, 1 left as they were.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "2 rows were not imported" })).toBeVisible();
  await expect(page.getByText(/^Row 7 — Date of birth/)).toBeVisible();
  await checkBothWidths(page, testInfo, axe, "report-with-errors");

  // --- The caseload, through the API and on screen ---------------------------------------------
  const students = await teacher.api.get<Student[]>("/api/v1/students");
  expect(students).toHaveLength(31);
  const byId = (id: string) => students.find((s) => s.studentId === id);
  expect(byId("100232")).toMatchObject({ grade: "K", dateOfBirth: "2019-11-23" });
  expect(byId("100232")?.name).toMatch(/Theo/);
  expect(byId("100231")).toMatchObject({ grade: "3", dateOfBirth: "2017-04-09" });
  expect(byId("200131")).toMatchObject({ name: "Vivian Cardenas", grade: "5", dateOfBirth: "2015-06-21" });
  expect(byId("200118")?.disabilities).toEqual([
    "Specific Learning Disability",
    "Speech or Language Impairment",
  ]);
  expect(byId("300411")).toMatchObject({ name: "Lucía Nuñez", grade: "K", dateOfBirth: "2020-02-03" });
  expect(byId("300412")).toMatchObject({ name: "Mateo Quiñones", grade: "PK" });
  expect(byId("300433")).toBeUndefined();

  await page.getByRole("link", { name: "Go to your caseload" }).click();
  await expect(page.getByText("Showing all 31 students")).toBeVisible();
  await expect(page.getByRole("link", { name: /Lucía Nuñez/ })).toBeVisible();
});
