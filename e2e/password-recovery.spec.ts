/**
 * Password recovery and e-mail confirmation in the browser (requirements "Sign-up and sign-in",
 * "Sessions and sign-out"; decision 011): forgot password → the link from the mail file → a new
 * password → signed in; the old password no longer works; the confirmation link lands on
 * /auth/callback. Axe scans every new screen; each is photographed at 1280 and 390 px.
 */
import type { Page } from "@playwright/test";
import { completeOnboardingViaApi, expect, signUpViaApi, test } from "./support/fixtures.ts";
import { linkFromMail, mailsTo } from "./support/mail.ts";

/** Saves the page at 1280 and 390 px wide under the test's output folder (for a person to look at). */
async function photograph(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("forgot password → reset from the mailed link → signed in; the old password is refused", async ({
  page,
  playwright,
  axe,
}) => {
  // The account is made on its own request context: the browser starts signed out.
  const api = await playwright.request.newContext();
  const teacher = await signUpViaApi(api, { password: "lantern-bay-9" });
  await completeOnboardingViaApi(api);
  await api.dispose();

  await page.goto("/signin");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await axe.expectNoAxeViolations("forgot-password page");
  await page.getByLabel(/^Email/).fill(teacher.email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your email" })).toBeVisible();
  await axe.expectNoAxeViolations("forgot-password page, link sent");
  await photograph(page, "forgot-password");

  const link = await linkFromMail(
    teacher.email,
    /Subject: Reset your IEP Workspace password/,
    /http:\/\/[^\s]+\/api\/auth\/reset-password\/[A-Za-z0-9_-]+\?callbackURL=[^\s]*/,
  );
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await axe.expectNoAxeViolations("reset-password page");
  await photograph(page, "reset-password");

  // A password on the common list is refused with the reason.
  await page.getByLabel(/^New password \*/).fill("iloveyou");
  await page.getByLabel(/^New password again/).fill("iloveyou");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByRole("alert")).toContainText("one of the most commonly used passwords");
  await axe.expectNoAxeViolations("reset-password page, common password refused");

  await page.getByLabel(/^New password \*/).fill("harbor-gale-31");
  await page.getByLabel(/^New password again/).fill("harbor-gale-31");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The teacher signs out and back in with the new password; the old one is refused.
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel(/^Email/).fill(teacher.email);
  await page.getByLabel(/^Password/).fill("lantern-bay-9");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("Invalid email or password");
  await page.getByLabel(/^Password/).fill("harbor-gale-31");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a used or broken reset link explains and offers a new one", async ({ page, axe }) => {
  await page.goto("/reset-password?error=INVALID_TOKEN");
  await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
  await axe.expectNoAxeViolations("reset-password page, bad link");
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("the confirmation link from the mail file confirms the address on /auth/callback; the banner goes", async ({
  page,
  axe,
}) => {
  const teacher = await signUpViaApi(page.request);
  await completeOnboardingViaApi(page.request);
  await page.goto("/dashboard");
  await expect(page.getByText("Please confirm your email address")).toBeVisible();
  await axe.expectNoAxeViolations("dashboard with the confirmation banner");
  await photograph(page, "confirmation-banner");

  const link = await linkFromMail(
    teacher.email,
    /Subject: Confirm your email for IEP Workspace/,
    /http:\/\/[^\s]+\/api\/auth\/verify-email\?[^\s]+/,
  );
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/callback\?status=confirmed$/);
  await expect(page.getByRole("heading", { level: 1, name: "Email confirmed" })).toBeVisible();
  await axe.expectNoAxeViolations("auth callback, confirmed");
  await photograph(page, "auth-callback-confirmed");

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Already confirmed" })).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Please confirm your email address")).toHaveCount(0);
});

test("check-your-inbox screen resends the link", async ({ page, axe }) => {
  const teacher = await signUpViaApi(page.request);
  // The screen is for signed-out visitors: drop the session the sign-up gave this browser.
  await page.context().clearCookies();
  const subject = /Subject: Confirm your email for IEP Workspace/;
  await expect.poll(() => mailsTo(teacher.email, subject).length).toBe(1);

  await page.goto(`/email-confirmation?email=${encodeURIComponent(teacher.email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();
  await axe.expectNoAxeViolations("email-confirmation page");
  await photograph(page, "email-confirmation");
  await page.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByText("Link sent")).toBeVisible();
  await axe.expectNoAxeViolations("email-confirmation page, link sent");
  await expect.poll(() => mailsTo(teacher.email, subject).length).toBe(2);
});
