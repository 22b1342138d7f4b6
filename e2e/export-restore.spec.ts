/**
 * Export and restore in a real browser (requirements "Export and restore"): a teacher with a student,
 * a goal and its data (made through the API) downloads all their data from account settings; the ZIP
 * holds students.json with the student. A fresh second teacher restores that file through the same
 * section: the confirmation names what will be restored, "Restore" brings it in, and the students
 * screen shows the student. The "Your data" section is axe clean at 1280 and 390 px wide, before and
 * after, and has no sideways scroll on a phone.
 */
import { readFile } from "node:fs/promises";
import { readZipEntries } from "../src/server/lib/zip-entries.ts";
import { completeOnboardingViaApi, expect, signUpViaApi, test } from "./support/fixtures.ts";

test.describe.configure({ timeout: 90_000 });

test("a teacher downloads all their data and a new account restores it", async ({ page, axe, teacher }) => {
  const student = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Amélie Núñez",
    grade: "4",
    dateOfBirth: "2016-05-14",
    disabilities: ["Specific learning disability"],
  });
  const goal = await teacher.api.post<{ id: string }>("/api/v1/goals", {
    studentId: student.id,
    statement: "Amélie will read 90 words correct per minute by June",
    baselineValue: 42,
    baselineDate: "2025-09-15",
    targetValue: 90,
    targetDate: "2026-06-12",
  });
  for (const [entryDate, progressValue] of [
    ["2025-10-01", 48],
    ["2025-11-01", 55],
  ] as const)
    await teacher.api.post("/api/v1/progress-entries", { goalId: goal.id, entryDate, progressValue });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/dashboard/account");
  const section = page.getByRole("region", { name: "Your data" });
  await expect(section.getByRole("button", { name: "Download all my data" })).toBeVisible();
  const downloadPromise = page.waitForEvent("download");
  await section.getByRole("button", { name: "Download all my data" }).click();
  const download = await downloadPromise;
  const zipPath = test.info().outputPath("export.zip");
  await download.saveAs(zipPath);
  const bytes = new Uint8Array(await readFile(zipPath));
  const entries = await readZipEntries(bytes, { maxEntries: 1000, maxExpandedBytes: 50 * 1024 * 1024 });
  const students = JSON.parse(entries.get("students.json")?.toString("utf8") ?? "[]") as { name: string }[];
  expect(students.map((s) => s.name)).toEqual(["Amélie Núñez"]);

  // A fresh account, signed in on the same page.
  await signUpViaApi(page.request, { name: "Jordan Rivera (new school)" });
  await completeOnboardingViaApi(page.request);
  await page.goto("/dashboard/account");
  const restore = section.getByRole("region", { name: "Restore from an export" });
  await expect(restore).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("restore-1280-empty.png"), fullPage: true });
  await axe.expectNoAxeViolations("account settings, Your data, at 1280 px");

  await restore.getByLabel("Choose an export (.zip)").setInputFiles(zipPath);
  await expect(restore).toContainText("will restore 1 student, 1 goal, 2 progress entries");
  await page.screenshot({ path: test.info().outputPath("restore-1280-confirm.png"), fullPage: true });
  await axe.expectNoAxeViolations("the restore's confirmation at 1280 px");

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(restore.getByRole("button", { name: "Restore" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await section.screenshot({ path: test.info().outputPath("restore-390-confirm.png") });
  await axe.expectNoAxeViolations("the restore's confirmation at 390 px");

  // Keyboard only: the Restore button is reached and pressed with the keyboard.
  await restore.getByRole("button", { name: "Restore" }).focus();
  await page.keyboard.press("Enter");
  await expect(restore.getByRole("status").filter({ hasText: "Restored" })).toContainText(
    "1 student, 1 goal, 2 progress entries",
  );
  await section.screenshot({ path: test.info().outputPath("restore-390-done.png") });
  await axe.expectNoAxeViolations("the restore's result at 390 px");

  await page.setViewportSize({ width: 1280, height: 900 });
  await restore.getByRole("link", { name: "Open your students" }).click();
  await expect(page.getByText("Amélie Núñez").first()).toBeVisible();
});
