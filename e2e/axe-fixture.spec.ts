/**
 * The axe scan of the shared fixtures judges a screen at rest (architecture "Tests": axe on every
 * screen): a transition that starts during the scan, as a toast's exit does when its time runs out,
 * makes it scan again once the page is still, while a state that is still wrong at rest fails.
 * The page is a static one (`page.setContent`), so nothing here depends on the server.
 */
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

/**
 * A page with a dark toast of light text whose background turns white in one step for 0.4 s as
 * soon as axe is injected, i.e. after the wait for animations; `removeAfter` removes it then.
 */
async function toastLeavingDuringScan(page: Page, { removeAfter }: { removeAfter: boolean }) {
  await page.setContent(
    `<html lang="en"><head><title>A toast</title></head><body><main><h1>Students</h1>
      <div id="toast" style="background: #111; color: #f2f2f2; padding: 8px;
        transition: background-color 0.4s steps(1, jump-start)">Maya Rodriguez added to your caseload.</div>
    </main></body></html>`,
  );
  await page.evaluate((remove) => {
    const timer = setInterval(() => {
      if (!(window as unknown as { axe?: unknown }).axe) return;
      clearInterval(timer);
      const toast = document.getElementById("toast");
      if (!toast) return;
      toast.style.backgroundColor = "#fff";
      if (remove) toast.addEventListener("transitionend", () => toast.remove());
    }, 1);
  }, removeAfter);
}

test("a toast leaving during the scan is judged once the page is at rest", async ({ page }) => {
  await toastLeavingDuringScan(page, { removeAfter: true });
  await expectNoAxeViolations(page, "a toast leaving");
  await expect(page.locator("#toast")).toHaveCount(0);
});

test("a state still wrong at rest fails the scan", async ({ page }) => {
  await toastLeavingDuringScan(page, { removeAfter: false });
  await expect(expectNoAxeViolations(page, "a toast left white")).rejects.toThrow(/color-contrast/);
});
