/**
 * The account life cycle in the browser (requirements "Profile", "Account deletion", "Plans and
 * trial"): change the profile picture, delete the account (the preserved counts are shown), then the
 * same address is refused at sign-up with the catalogue's message. Every screen and state is
 * scanned with axe; screenshots at 1280 and 390 px go to the test's output folder.
 */
import type { Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./support/fixtures.ts";

test.describe.configure({ timeout: 90_000 });

/** Saves a full-page screenshot named `name` in the test's output folder. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const BLACKLISTED =
  "This email address cannot be used to create a new account. Please contact IEP Workspace support to use it again.";

test("a teacher changes the picture, deletes the account, and the address is refused at sign-up", async ({
  page,
  axe,
  teacher,
}, testInfo) => {
  const student = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Maya Rodriguez",
    grade: "3",
  });
  await teacher.api.post("/api/v1/notes/generate", {
    studentId: student.id,
    observations: "Read 42 words correct per minute with 3 errors.",
  });

  // --- Account settings, from the navigation ---------------------------------------------------
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Jordan");
  await axe.expectNoAxeViolations("account settings");
  await shot(page, testInfo, "account-1280");

  // --- Profile picture: a 600 × 400 PNG becomes a 256 px square -----------------------------
  const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#4338ca" } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Upload a picture")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Picture updated.")).toBeVisible();
  const picture = page.getByRole("img", { name: "Jordan Rivera" });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([256, 256]);
  const served = await page.request.get(`${await picture.getAttribute("src")}`);
  expect(served.headers()["cache-control"]).toBe("private, max-age=3600");
  expect(served.headers()["content-type"]).toBe("image/webp");
  await axe.expectNoAxeViolations("account settings with a picture");

  // --- Delete the account --------------------------------------------------------------------
  await page
    .getByRole("region", { name: "Delete account" })
    .getByRole("button", { name: "Delete account" })
    .click();
  let dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await axe.expectNoAxeViolations("delete account dialog");
  await dialog.getByLabel(/^Password/).fill("wrong-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "You do not have permission to delete this account. Check your password and try again.",
  );
  await dialog.getByLabel(/^Password/).fill(teacher.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  dialog = page.getByRole("dialog", { name: "Your account was deleted" });
  await expect(dialog.getByRole("status")).toHaveText("1 student and 1 note were preserved in the archive.");
  await axe.expectNoAxeViolations("account deleted dialog");
  await shot(page, testInfo, "account-deleted-1280");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect((await page.request.get("/api/v1/me")).status()).toBe(401);

  // --- The same address at sign-up -----------------------------------------------------------
  await page.goto("/signup");
  await page.getByRole("textbox", { name: "Your name" }).fill("Jordan Rivera");
  await page.getByRole("textbox", { name: "Email" }).fill(teacher.email);
  await page.getByLabel(/^Password/).fill("another-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toContainText(BLACKLISTED);
  await expect(page).toHaveURL(/\/signup$/);
  await axe.expectNoAxeViolations("sign-up refused (blacklisted address)");
});

test("billing without Stripe settings, pricing and the payment page are readable at 1280 and 390 px", async ({
  page,
  axe,
  teacher,
}, testInfo) => {
  expect(teacher.email).toContain("@");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dashboard/account/billing");
    await expect(page.getByRole("heading", { level: 1, name: "Plans and billing" })).toBeVisible();
    await expect(page.getByText("Pro is given by your school on this server")).toBeVisible();
    // A teacher never reads operator text (requirements "Plans and trial").
    await expect(page.getByText(/npm run|STRIPE_/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Upgrade to Pro" })).toHaveCount(0);
    await axe.expectNoAxeViolations(`billing page at ${width} px`);
    await shot(page, testInfo, `billing-${width}`);

    await page.goto("/dashboard/account");
    await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
    await shot(page, testInfo, `account-${width}`);

    await page.goto("/payment-success");
    await expect(page.getByRole("heading", { level: 1, name: "Payment confirmation" })).toBeVisible();
    await expect(page.getByText("Confirming your payment…")).toBeVisible();
    await axe.expectNoAxeViolations(`payment confirmation at ${width} px`);
    await shot(page, testInfo, `payment-${width}`);
  }
  await page.request.post("/api/auth/sign-out", {
    headers: { origin: new URL(page.url()).origin },
    data: {},
  });
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
  await axe.expectNoAxeViolations("pricing page");
  await shot(page, testInfo, "pricing-390");
  await page.getByRole("link", { name: "Start a 14-day free trial" }).click();
  await expect(page.getByRole("checkbox", { name: /Start a 14-day free trial/ })).toBeChecked();
  await axe.expectNoAxeViolations("sign-up with the trial ticked");
});
