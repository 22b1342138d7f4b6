/**
 * The IEP at a glance in a real browser (requirements "IEP at a glance"; 34 CFR 300.323(d)): a
 * teacher with two students, their goals and services (made through the API) opens one student's
 * page from the student page, switches to Spanish headings and the share-safe version (the date of
 * birth is gone), chooses both students and downloads one PDF with a page each. axe at 1280 and
 * 390 px; screenshots (screen and print) land in the test's output folder for a person to look at.
 */
import { readFile } from "node:fs/promises";
import { pdfPageCount, pdfText } from "../src/server/test/pdf-text.ts";
import { expect, test } from "./support/fixtures.ts";

test.describe.configure({ timeout: 90_000 });

test("a teacher prints the IEP at a glance for one student, in Spanish and share-safe, then for two", async ({
  page,
  axe,
  teacher,
}) => {
  const maya = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Maya Rodriguez",
    grade: "3",
    dateOfBirth: "2017-04-12",
    studentId: "S-0012345",
    disabilities: ["Specific learning disability"],
    accommodations: ["Extended time (1.5x)", "Preferential seating"],
    behaviorSupport: "Check-in/check-out each morning",
    iepGoals: [
      "Given a grade-3 passage, Maya will read 90 words correct per minute on 3 of 4 weekly probes.",
    ],
  });
  const leo = await teacher.api.post<{ id: string }>("/api/v1/students", { name: "Leo Park", grade: "4" });
  const service = {
    providerRole: "Special education teacher",
    setting: "special_education",
    delivery: "group",
    period: "week",
    startDate: "2026-01-05",
    endDate: "2030-06-11",
  };
  await teacher.api.post(`/api/v1/students/${maya.id}/services`, {
    ...service,
    name: "Specialized reading instruction",
    minutes: 120,
  });
  await teacher.api.post(`/api/v1/students/${leo.id}/services`, {
    ...service,
    name: "Speech-language therapy",
    setting: "related_service",
    delivery: "individual",
    minutes: 30,
  });

  await page.goto(`/dashboard/students?student=${maya.id}`);
  await page.getByRole("link", { name: "At a glance" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/at-a-glance\\?studentId=${maya.id}$`));
  const sheet = page.getByRole("article", { name: "IEP at a glance: Maya Rodriguez" });
  await expect(sheet.getByRole("region", { name: "Services" })).toContainText(
    "Specialized reading instruction: 120 min per week",
  );
  await expect(sheet).toContainText("Apr 12, 2017");
  await expect(sheet.getByRole("region", { name: "Annual goals" })).toContainText("Maya will read 90 words");
  await axe.expectNoAxeViolations("IEP at a glance, one student");
  await page.screenshot({ path: test.info().outputPath("1280.png"), fullPage: true });

  // The switches live in the address: each click navigates, and the box shows the new state after it.
  const spanishRadio = page.getByRole("radio", { name: "Spanish" });
  await spanishRadio.click();
  await expect(spanishRadio).toBeChecked();
  const shareSafe = page.getByRole("checkbox", { name: /Share-safe version/ });
  await shareSafe.click();
  await expect(shareSafe).toBeChecked();
  await expect(page).toHaveURL(/language=es&shareSafe=1$/);
  const spanish = page.getByRole("article", { name: "Resumen del IEP: Maya Rodriguez" });
  await expect(spanish.getByRole("region", { name: "Servicios" })).toContainText("120 min por semana");
  await expect(spanish).not.toContainText("2017");
  await expect(spanish).not.toContainText("S-0012345");

  const leoBox = page.getByRole("checkbox", { name: /Leo Park/ });
  await leoBox.click();
  await expect(leoBox).toBeChecked();
  await expect(page.getByRole("article")).toHaveCount(2);
  await expect(page.getByRole("article", { name: "Resumen del IEP: Leo Park" })).toContainText(
    "Speech-language therapy: 30 min por semana",
  );
  await axe.expectNoAxeViolations("IEP at a glance, two students in Spanish");

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^iep-at-a-glance-2-students-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = new Uint8Array(await readFile(await download.path()));
  expect(await pdfPageCount(bytes)).toBe(2);
  const [first, second] = (await pdfText(bytes)).split("\n");
  expect(first).toContain("Maya Rodriguez");
  expect(first).toContain("Resumen del IEP");
  expect(first).not.toContain("S-0012345");
  expect(second).toContain("Leo Park");

  await page.emulateMedia({ media: "print" });
  await expect(page.locator("aside")).toBeHidden();
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath("print.png"), fullPage: true });
  await page.emulateMedia({ media: "screen" });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("article")).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axe.expectNoAxeViolations("IEP at a glance at 390 px");
  await page.screenshot({ path: test.info().outputPath("390.png"), fullPage: true });
});
