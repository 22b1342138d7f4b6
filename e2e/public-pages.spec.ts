/**
 * Public pages (requirements "Public site"): every page is pre-rendered at build time, so it is
 * complete with JavaScript off (heading, text, title, description, canonical and Open Graph tags);
 * with JavaScript on, the landing page loads no teacher screen and only its small entry before the
 * visitor interacts, and each page passes the axe scan once hydrated.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures.ts";

/** Every public page, read from the built sitemap (`npm run test:e2e` builds before testing). */
const PUBLIC_PATHS = [...readFileSync("dist/sitemap.xml", "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => new URL(m[1] ?? "/").pathname,
);

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const pagePath of PUBLIC_PATHS) {
    test(`${pagePath} shows its heading, text and head tags`, async ({ page }) => {
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(200);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toBeVisible();
      expect((await h1.textContent())?.trim().length ?? 0).toBeGreaterThan(2);
      expect((await page.locator("main").textContent())?.length ?? 0).toBeGreaterThan(100);
      await expect(page).toHaveTitle(/IEP Workspace/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(20);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "").pathname).toBe(pagePath);
      for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
        await expect(page.locator(`meta[property="${property}"]`)).toHaveCount(1);
      }
    });
  }

  test("a link between public pages works without JavaScript", async ({ page }) => {
    await page.goto("/blog");
    await page.locator("main a[href^='/blog/']:not([href$='.xml'])").first().click();
    await expect(page).toHaveURL(/\/blog\/.+/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("with JavaScript on", () => {
  test("the landing page loads only its entry before interaction and no teacher screen", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.length).toBeLessThanOrEqual(3);
    expect(scripts.filter((s) => /dashboard|students|generate|meeting|chart/i.test(s))).toEqual([]);
    // The first interaction (here a key press) loads React and hydrates the page.
    await page.keyboard.press("Shift");
    await expect.poll(() => scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((s) => /dashboard|students-page|generate-page|meeting|chart/i.test(s))).toEqual([]);
  });

  const firstOf = (section: string) =>
    PUBLIC_PATHS.find((p) => p.startsWith(`/${section}/`)) ?? `/${section}`;
  for (const pagePath of PUBLIC_PATHS.filter((p) => !/\/(blog|help)\/./.test(p)).concat(
    firstOf("blog"),
    firstOf("help"),
  )) {
    test(`${pagePath} passes axe once hydrated`, async ({ page, axe }) => {
      await page.goto(pagePath);
      await page.keyboard.press("Shift");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await axe.expectNoAxeViolations(`public page ${pagePath}`);
    });
  }
});
