/**
 * Drafting an IEP in a real browser (requirements "IEP draft": /dashboard/generate-iep drafts an IEP from
 * the student's data, each section editable and regenerable, saved to the student): a teacher with a student and a
 * reading goal (made through the API) opens "IEPs" from the navigation, drafts the IEP (offline
 * drafter: the record's numbers appear as written, missing data says "not recorded"), edits the present
 * levels, regenerates another section, saves to the student (the record now holds the edited present
 * levels), downloads the draft as PDF and Word (the files hold the student's name and the edit) and
 * the edit survives a reload (kept on the device). axe on the empty and the drafted page.
 */
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { docxText } from "../src/server/test/docx-read.ts";
import { pdfText } from "../src/server/test/pdf-text.ts";
import { expect, test } from "./support/fixtures.ts";

test.describe.configure({ timeout: 60_000 });

/** Clicks a download button of the IEP draft and returns the file's bytes and name. */
async function download(page: Page, name: string) {
  const started = page.waitForEvent("download");
  await page.getByRole("group", { name: "Download the IEP draft" }).getByRole("button", { name }).click();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test("a teacher drafts an IEP, edits and regenerates sections, and saves it to the student", async ({
  page,
  axe,
  teacher,
}) => {
  const student = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Maya Rodriguez",
    grade: "3",
    presentLevels: "Reads 42 words correct per minute on grade 3 passages.",
    strengths: ["strong listening comprehension"],
    areasOfNeed: ["reading fluency"],
    serviceDelivery: "30 minutes 5 times a week in the resource room",
    accommodations: ["Extended time (1.5x) on tests"],
  });
  await teacher.api.post("/api/v1/goals", {
    studentId: student.id,
    statement: "Given a grade 3 passage, Maya will read 90 words correct per minute",
    area: "Reading",
    baselineValue: 42,
    targetValue: 90,
    unit: "WCPM",
    baselineDate: "2026-09-01",
    targetDate: "2027-06-04",
  });

  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "IEPs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "IEPs" })).toBeVisible();
  await page.getByLabel("Student").selectOption({ label: "Maya Rodriguez (grade 3)" });
  await expect(page).toHaveURL(new RegExp(`studentId=${student.id}`));
  await axe.expectNoAxeViolations("IEP page before a draft");

  await page.getByRole("button", { name: "Draft IEP" }).click();
  const levels = page.getByRole("textbox", {
    name: "Present levels of academic achievement and functional performance (text)",
  });
  await expect(levels).toHaveValue(/Reads 42 words correct per minute on grade 3 passages\./);
  const goals = page.getByRole("textbox", { name: "Measurable annual goals (text)" });
  await expect(goals).toHaveValue(/reach 90 WCPM from a baseline of 42 WCPM/);
  await expect(goals).toHaveValue(/Timeframe: by June 4, 2027/);
  const services = page.getByRole("textbox", { name: "Special education and related services (text)" });
  await expect(services).toHaveValue(/Placement: not recorded/);
  await axe.expectNoAxeViolations("IEP draft");

  // Edit the present levels; regenerate the (unedited) services section: no question, edits elsewhere kept.
  await levels.fill("Maya reads 42 words correct per minute on grade 3 passages and retells the main idea.");
  const servicesSection = page.getByRole("region", { name: "Special education and related services" });
  const regenerated = page.waitForResponse((r) => r.url().endsWith("/api/v1/ai/iep-draft"));
  await servicesSection.getByRole("button", { name: "Regenerate this section" }).click();
  const response = await regenerated;
  expect(response.request().postDataJSON()).toEqual({ studentId: student.id, section: "services" });
  expect(
    ((await response.json()) as { sections: { section: string }[] }).sections.map((s) => s.section),
  ).toEqual(["services"]);
  await expect(page.getByText("Section drafted again.")).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(services).toHaveValue(/30 minutes 5 times a week in the resource room/);
  await expect(levels).toHaveValue(/retells the main idea\.$/);

  // Regenerating the edited section asks first; Cancel keeps the edit.
  const levelsSection = page.getByRole("region", {
    name: "Present levels of academic achievement and functional performance",
  });
  await levelsSection.getByRole("button", { name: "Regenerate this section" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Your changes to it will be lost.");
  await axe.expectNoAxeViolations("regenerate confirmation");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(levels).toHaveValue(/retells the main idea\.$/);

  await page.getByRole("button", { name: "Save to student" }).click();
  const review = page.getByRole("dialog", { name: "Review the changes to the record" });
  await expect(review.getByRole("heading", { name: "Present levels" })).toBeVisible();
  await axe.expectNoAxeViolations("save review (diff of every changed field)");
  await review.getByRole("button", { name: "Save these changes" }).click();
  await expect(page.getByText("Saved to Maya Rodriguez's record.")).toBeVisible();
  const saved = await teacher.api.get<{ presentLevels: string }[]>("/api/v1/students");
  expect(saved[0]?.presentLevels).toBe(
    "Maya reads 42 words correct per minute on grade 3 passages and retells the main idea.",
  );

  // Download the draft as it stands on screen (edits included): PDF text and DOCX XML.
  const pdf = await download(page, "Download PDF");
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const text = (await pdfText(new Uint8Array(pdf.bytes))).replace(/\s+/g, " ");
  expect(text).toContain("Maya Rodriguez");
  expect(text).toContain("retells the main idea.");
  const docx = await download(page, "Download Word (.docx)");
  expect(docx.name).toMatch(/\.docx$/);
  const words = docxText(new Uint8Array(docx.bytes));
  expect(words).toContain("Maya Rodriguez");
  expect(words).toContain("Measurable annual goals");

  // The draft is kept on the device.
  await page.reload();
  await expect(levels).toHaveValue(/retells the main idea\.$/);
});
