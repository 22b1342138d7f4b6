/**
 * The IEP as a legal document in real browsers (requirements "IEP versions", "Notices", "Signatures
 * and consent", "Attachments"): the case manager starts the annual IEP from the record on the IEP
 * screen, edits and saves it, finalizes it (an edit is then refused), and sends the parent a signing
 * link; the parent, in a browser of their own without an account, opens the link read from the
 * `.eml`, draws a signature and signs; the case manager sees the signature, downloads the PDF and
 * finds its signature page (rendered with pdftoppm and read with pdftotext), amends one goal,
 * compares the two versions, attaches an evaluation report to the IEP and downloads it again. axe
 * scans each new screen at 1280 and 390 px (no sideways scroll); screenshots of each are saved.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { E2E_BASE_URL } from "./support/constants.ts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";
import { linkFromMail } from "./support/mail.ts";

test.describe.configure({ timeout: 180_000 });

const PRESENT_LEVELS = "Present levels of academic achievement and functional performance";
const PARENT_EMAIL = "ana.rodriguez@family.test";

/** axe at 1280 and 390 px, with a screenshot of each (of `part` when given, else of the window). */
async function checkBothWidths(page: Page, testInfo: TestInfo, name: string, part?: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${name} at ${width} px`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const path = testInfo.outputPath(`${name}-${width}.png`);
    await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Draws a short stroke across the canvas `pad` with the mouse. */
async function drawOn(page: Page, pad: Locator) {
  const box = await pad.boundingBox();
  if (!box) throw new Error("the signature pad has no box");
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  const stroke: [number, number][] = [
    [0.3, 0.3],
    [0.45, 0.7],
    [0.6, 0.35],
    [0.8, 0.55],
  ];
  for (const [x, y] of stroke)
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
  await page.mouse.up();
}

test("an annual IEP is drafted, finalized, signed by the parent through a link, amended, compared, and gets an attachment", async ({
  page,
  browser,
  teacher,
}, testInfo) => {
  const maya = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Maya Rodriguez",
    grade: "3",
    dateOfBirth: "2017-04-12",
    presentLevels: "Maya reads 52 words correct per minute on grade 3 passages.",
    accommodations: ["Extended time (1.5x)", "Directions read aloud"],
  });
  await teacher.api.post("/api/v1/goals", {
    studentId: maya.id,
    statement: "Given a grade 3 passage, Maya will read 90 words correct per minute by June 2027.",
    area: "Reading fluency",
    unit: "wcpm",
    baselineValue: 52,
    targetValue: 90,
  });
  const iepScreen = `/dashboard/generate-iep?studentId=${maya.id}`;

  // Start the annual IEP from the record.
  await page.goto(iepScreen);
  const start = page.getByRole("form", { name: "Start an IEP" });
  await expect(page.getByText("No IEP in this workspace yet.")).toBeVisible();
  await checkBothWidths(page, testInfo, "iep-start");
  await start.getByRole("combobox", { name: "Kind" }).selectOption({ label: "Annual IEP" });
  await start.getByRole("button", { name: "Start the IEP" }).click();

  // The draft's editor holds the record's present levels and goal; the teacher adds a sentence.
  const levels = page.getByRole("textbox", { name: PRESENT_LEVELS });
  await expect(levels).toHaveValue(/52 words correct per minute/);
  await expect(page.getByRole("textbox", { name: "Goal 1 statement" })).toHaveValue(
    /90 words correct per minute/,
  );
  await levels.fill(`${await levels.inputValue()} She self-corrects 3 of 5 errors.`);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Save your changes before finalizing.")).toBeHidden();
  await checkBothWidths(page, testInfo, "iep-editor");

  // Finalize; the final version opens read-only and a change is refused by the server.
  await page.getByRole("button", { name: "Finalize", exact: true }).click();
  const finalize = page.getByRole("alertdialog", { name: "Finalize this IEP?" });
  await expect(finalize).toContainText("cannot be changed");
  await finalize.getByRole("button", { name: "Finalize" }).click();
  await expect(page.getByRole("heading", { name: "Annual IEP (Final)" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: PRESENT_LEVELS })).toHaveCount(0);
  const { ieps } = await teacher.api.get<{ ieps: { id: string; status: string }[] }>(
    `/api/v1/students/${maya.id}/ieps`,
  );
  const finalId = ieps[0]?.id ?? "";
  const refused = await page.request.patch(`/api/v1/ieps/${finalId}`, {
    data: { endDate: "2027-06-30" },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("IEP_FINAL");

  // The dashboard lists it as unsigned.
  await page.goto("/dashboard");
  const waiting = page.getByRole("region", { name: "Signatures and consent" });
  await expect(waiting.getByRole("link", { name: /Maya Rodriguez/ })).toBeVisible();
  await checkBothWidths(page, testInfo, "dashboard-unsigned", waiting);

  // The case manager sends the parent a signing link.
  await waiting.getByRole("link", { name: /Maya Rodriguez/ }).click();
  const signatures = page.locator("#signatures");
  await expect(signatures.getByRole("heading", { name: "Signatures" })).toBeVisible();
  await signatures.getByRole("button", { name: "Send to a parent to sign" }).click();
  const send = page.getByRole("dialog", { name: "Send to a parent to sign" });
  await send.getByRole("textbox", { name: /Parent's e-mail/ }).fill(PARENT_EMAIL);
  await send.getByRole("textbox", { name: /Parent's name/ }).fill("Ana Rodriguez");
  await checkBothWidths(page, testInfo, "send-link-dialog", send);
  await send.getByRole("button", { name: "Send the link" }).click();
  await expect(send).toContainText(`Sent to ${PARENT_EMAIL}`);
  await send.getByRole("button", { name: "Done" }).click();
  await checkBothWidths(page, testInfo, "iep-final-signatures");

  // The parent opens the link from the e-mail in a browser of their own, and signs with a drawing.
  const link = await linkFromMail(
    PARENT_EMAIL,
    /ready for your signature/,
    /https?:\/\/[^\s"<>]+\/sign\/[\w-]+/,
  );
  const parentContext = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 900 } });
  const parent = await parentContext.newPage();
  await parent.goto(link.replace(/^https?:\/\/[^/]+/, E2E_BASE_URL));
  await expect(parent.getByText("Maya Rodriguez").first()).toBeVisible();
  await expect(parent.getByText(/She self-corrects 3 of 5 errors\./)).toBeVisible();
  await checkBothWidths(parent, testInfo, "public-signing-page");
  await parent.setViewportSize({ width: 390, height: 900 });
  const pad = parent.locator("canvas");
  await pad.scrollIntoViewIfNeeded();
  await drawOn(parent, pad);
  await parent.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(parent.getByText(/Signed on .*\. You can close this page\./)).toBeVisible();
  await checkBothWidths(parent, testInfo, "public-signing-done");
  // The link works once.
  await parent.reload();
  await expect(parent.getByText("This link no longer works")).toBeVisible();
  await parentContext.close();

  // The case manager sees the parent's signature, valid, and its page in the PDF.
  await page.reload();
  await expect(signatures.getByText("Ana Rodriguez").first()).toBeVisible();
  await expect(signatures.getByText("Valid", { exact: true })).toBeVisible();
  await expect(signatures.getByRole("img", { name: "Signature of Ana Rodriguez" })).toBeVisible();
  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF", exact: true }).click();
  const pdfPath = testInfo.outputPath("iep.pdf");
  await (await pdfDownload).saveAs(pdfPath);
  const text = execFileSync("pdftotext", ["-layout", pdfPath, "-"], { encoding: "utf8" });
  expect(text).toContain("Signatures");
  expect(text).toContain("Ana Rodriguez");
  expect(text).not.toContain("Void");
  // The signature page, looked at as an image (the last page).
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [pdfPath], { encoding: "utf8" }))?.[1]);
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    "60",
    "-f",
    String(pages),
    "-l",
    String(pages),
    pdfPath,
    testInfo.outputPath("signature-page"),
  ]);

  // Amend one goal.
  await page.getByRole("button", { name: "Amend", exact: true }).click();
  const amend = page.getByRole("dialog", { name: "Amend this IEP" });
  await amend
    .getByRole("textbox", { name: /Reason for the amendment/ })
    .fill("Reading goal raised after 8 weeks above the aimline.");
  await checkBothWidths(page, testInfo, "amend-dialog", amend);
  await amend.getByRole("button", { name: "Start the amendment" }).click();
  const statement = page.getByRole("textbox", { name: "Goal 1 statement" });
  await expect(statement).toHaveValue(/90 words correct per minute/);
  await statement.fill("Given a grade 3 passage, Maya will read 100 words correct per minute by June 2027.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Save your changes before finalizing.")).toBeHidden();

  // Compare the final IEP with the amendment, field by field.
  await page.getByRole("button", { name: /^Open Annual IEP/ }).click();
  await expect(page.getByRole("heading", { name: "Annual IEP (Final)" })).toBeVisible();
  const compare = page.getByRole("region", { name: "Compare versions" });
  await compare.getByRole("combobox", { name: "Compare with…" }).selectOption({ index: 1 });
  const differences = compare.getByRole("list", { name: "Differences" });
  await expect(differences).toContainText("Goal 1");
  await expect(differences).toContainText("100 words correct per minute");
  await checkBothWidths(page, testInfo, "iep-compare", compare);

  // Attach an evaluation report to the IEP and download it again.
  const files = page.getByRole("region", { name: "Files" });
  const evaluation = Buffer.from(
    "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
  );
  await files
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: "evaluation-report.pdf", mimeType: "application/pdf", buffer: evaluation });
  await files.getByRole("combobox", { name: "Kind of file" }).selectOption({ label: "Evaluation report" });
  await files.getByRole("button", { name: "Upload" }).click();
  const uploaded = files.getByRole("link", { name: /evaluation-report\.pdf/ });
  await expect(uploaded).toBeVisible();
  await checkBothWidths(page, testInfo, "iep-files", files);
  const fileDownload = page.waitForEvent("download");
  await uploaded.click();
  const saved = testInfo.outputPath("evaluation-downloaded.pdf");
  await (await fileDownload).saveAs(saved);
  expect(readFileSync(saved).equals(evaluation)).toBe(true);
});
