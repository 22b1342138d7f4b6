/**
 * The whole account life cycle in one browser walk, in the order a new teacher meets it
 * (requirements "Sign-up and sign-in", "Onboarding", "Plans and trial", "Sessions and sign-out",
 * "Profile", "Account deletion"): sign up choosing the 14-day trial → confirm the address from the
 * mail file → onboarding → the days remaining on the dashboard → sign out → forgot password → reset
 * from the mail file (a password on the common list refused with its reason) → the old password
 * refused, the new one signs in → change the profile picture → delete the
 * account (a wrong password refused first; the preserved counts are shown; the session is over) → the
 * same address is refused at sign-up with the catalogue's blacklist message. Axe scans every screen on
 * the way; the account screens are scanned again at 390 px wide (architecture "Tests"). The picture is
 * checked as served too (a 256 px square WebP, cached privately for an hour).
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { messages } from "../src/shared/domain/error-messages.ts";
import { type AxeFixture, expect, signedInApi, test, uniqueEmail } from "./support/fixtures.ts";
import { linkFromMail } from "./support/mail.ts";

test.describe.configure({ timeout: 180_000 });

/** Waits after a step that hashes a password or writes several tables (slow on a busy machine). */
const SLOW_STEP = { timeout: 15_000 };

/** Scans the page with axe at 1280 px, then at 390 px (phone width), and goes back to 1280 px. */
async function scanAtBothWidths(page: Page, axe: AxeFixture, context: string) {
  await axe.expectNoAxeViolations(`${context} at 1280 px`);
  await page.setViewportSize({ width: 390, height: 844 });
  await axe.expectNoAxeViolations(`${context} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const FIRST_PASSWORD = "lantern-bay-9";
const NEW_PASSWORD = "harbor-gale-31";

test("sign up with the trial → confirm → onboard → reset the password → new picture → delete → address refused", async ({
  page,
  axe,
}) => {
  const email = uniqueEmail("lifecycle");

  // --- Sign up, choosing the 14-day trial ------------------------------------------------------
  await page.goto("/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await axe.expectNoAxeViolations("sign-up page");
  await page.getByRole("textbox", { name: "Your name" }).fill("Avery Quinn");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel(/^Password/).fill(FIRST_PASSWORD);
  await page.getByRole("checkbox", { name: /Start a 14-day free trial/ }).check();
  await axe.expectNoAxeViolations("sign-up page with the trial ticked");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/onboarding/, SLOW_STEP);

  // --- Confirm the address from the mail file --------------------------------------------------
  const confirmLink = await linkFromMail(
    email,
    /Subject: Confirm your email for IEP Workspace/,
    /http:\/\/[^\s]+\/api\/auth\/verify-email\?[^\s]+/,
  );
  await page.goto(confirmLink);
  await expect(page).toHaveURL(/\/auth\/callback\?status=confirmed$/);
  await expect(page.getByRole("heading", { level: 1, name: "Email confirmed" })).toBeVisible();
  await scanAtBothWidths(page, axe, "auth callback, confirmed");
  await page.getByRole("link", { name: "Continue" }).click();

  // --- Onboarding ------------------------------------------------------------------------------
  await expect(page).toHaveURL(/\/onboarding/);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("Step 1 of 3: About you");
  await axe.expectNoAxeViolations("onboarding, step 1");
  await page.getByRole("textbox", { name: "First name" }).fill("Avery");
  await page.getByRole("textbox", { name: "Last name" }).fill("Quinn");
  await page.getByRole("combobox", { name: "Your role" }).fill("Special education teacher");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 2 })).toContainText("Step 2 of 3");
  await axe.expectNoAxeViolations("onboarding, step 2");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 2 })).toContainText("Step 3 of 3");
  await axe.expectNoAxeViolations("onboarding, step 3");
  await page.getByRole("button", { name: "Finish and go to my dashboard" }).click();

  // --- The dashboard shows the trial's days remaining (14: the trial started seconds ago) ---------
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("14 days left in your trial. Unlimited notes until then.")).toBeVisible();
  await expect(page.getByText("Please confirm your email address")).toHaveCount(0);
  await axe.expectNoAxeViolations("dashboard in the trial");

  // --- Sign out, then recover the password --------------------------------------------------------
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL(/\/signin/);
  await axe.expectNoAxeViolations("sign-in page");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await scanAtBothWidths(page, axe, "forgot-password page");
  await page.getByLabel(/^Email/).fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your email" })).toBeVisible();
  await scanAtBothWidths(page, axe, "forgot-password page, link sent");

  const resetLink = await linkFromMail(
    email,
    /Subject: Reset your IEP Workspace password/,
    /http:\/\/[^\s]+\/api\/auth\/reset-password\/[A-Za-z0-9_-]+\?callbackURL=[^\s]*/,
  );
  await page.goto(resetLink);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await scanAtBothWidths(page, axe, "reset-password page");
  // A password on the common list is refused with the reason.
  await page.getByLabel(/^New password \*/).fill("iloveyou");
  await page.getByLabel(/^New password again/).fill("iloveyou");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByRole("alert")).toContainText("one of the most commonly used passwords");
  await axe.expectNoAxeViolations("reset-password page, common password refused");
  await page.getByLabel(/^New password \*/).fill(NEW_PASSWORD);
  await page.getByLabel(/^New password again/).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, SLOW_STEP);

  // --- Sign in with the new password (the reset signed this browser in; sign out first) ----------
  // The old password is refused first.
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(FIRST_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("Invalid email or password", SLOW_STEP);
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, SLOW_STEP);
  await expect(page.getByText("14 days left in your trial. Unlimited notes until then.")).toBeVisible();

  // One student and one note, so the deletion has records to preserve.
  const api = signedInApi(page.request);
  const student = await api.post<{ id: string }>("/api/v1/students", { name: "Maya Rodriguez", grade: "3" });
  await api.post("/api/v1/notes/generate", {
    studentId: student.id,
    observations: "Read 42 words correct per minute with 3 errors.",
  });

  // --- Change the profile picture ---------------------------------------------------------------
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account settings" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Avery");
  await scanAtBothWidths(page, axe, "account settings");
  const png = await sharp({ create: { width: 320, height: 480, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  await page
    .getByLabel("Upload a picture")
    .setInputFiles({ name: "avery.png", mimeType: "image/png", buffer: png });
  await expect(page.getByText("Picture updated.")).toBeVisible();
  const picture = page.getByRole("img", { name: "Avery Quinn" });
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([256, 256]);
  const served = await page.request.get(`${await picture.getAttribute("src")}`);
  expect(served.headers()["cache-control"]).toBe("private, max-age=3600");
  expect(served.headers()["content-type"]).toBe("image/webp");
  await scanAtBothWidths(page, axe, "account settings with the new picture");

  // --- Delete the account: the preserved counts are shown ---------------------------------------
  await page
    .getByRole("region", { name: "Delete account" })
    .getByRole("button", { name: "Delete account" })
    .click();
  let dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  await scanAtBothWidths(page, axe, "delete account dialog");
  await dialog.getByLabel(/^Password/).fill("wrong-password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "You do not have permission to delete this account. Check your password and try again.",
    SLOW_STEP,
  );
  await dialog.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  dialog = page.getByRole("dialog", { name: "Your account was deleted" });
  await expect(dialog.getByRole("status")).toHaveText(
    "1 student and 1 note were preserved in the archive.",
    SLOW_STEP,
  );
  await scanAtBothWidths(page, axe, "account deleted dialog");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect((await page.request.get("/api/v1/me")).status()).toBe(401);

  // --- The same address is refused at sign-up with the catalogue's message ----------------------
  await page.goto("/signup");
  await page.getByRole("textbox", { name: "Your name" }).fill("Avery Quinn");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel(/^Password/).fill("a-third-password");
  await page.getByRole("checkbox", { name: /Start a 14-day free trial/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toContainText(messages.signup.blacklisted, SLOW_STEP);
  await expect(page).toHaveURL(/\/signup$/);
  await axe.expectNoAxeViolations("sign-up refused (blacklisted address)");
});
