/**
 * Password recovery and e-mail confirmation in the browser (requirements "Sign-up and sign-in",
 * "Sessions and sign-out"; decision 011): a used or broken reset link; the confirmation link lands on
 * /auth/callback; the check-your-inbox screen resends it. Axe scans every new screen; each is
 * photographed at 1280 and 390 px. The reset itself (forgot password → the link from the mail file →
 * a common password refused → a new password → signed in; the old password refused) is walked in
 * `account-lifecycle.spec.ts`, with each of those screens scanned at 1280 and 390 px.
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
