/**
 * Smoke test: the real server answers, the client loads, and the two screens every build has — the
 * landing page and the not-found page for any other path (requirements "Screens and routes") —
 * render a heading and pass the axe scan.
 */
import { expect, test } from "./support/fixtures.ts";

test("the health endpoint answers ok on the embedded database", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: "ok", database: "pglite" });
});

test("the landing page shows its heading and has no axe violations", async ({ page, axe }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await axe.expectNoAxeViolations("landing page (/)");
});

test("an unknown path shows the not-found page", async ({ page, axe }) => {
  await page.goto("/this-page-does-not-exist");
  await expect(page.getByRole("heading", { name: /not found/i })).toBeVisible();
  await axe.expectNoAxeViolations("not-found page");
});
