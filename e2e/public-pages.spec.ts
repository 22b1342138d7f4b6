/**
 * Public pages (requirements "Public site"): every page is pre-rendered at build time, so it is
 * complete with JavaScript off (heading, text, title, description, canonical and Open Graph tags,
 * read from the HTML the server sends; a link followed in a browser with JavaScript off);
 * with JavaScript on, the landing page loads no teacher screen and only its small entry before the
 * visitor interacts, and each page passes the axe scan once hydrated.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures.ts";
import { elementTexts, startTags } from "./support/html.ts";

/** Every public page, read from the built sitemap (`npm run test:e2e` builds before testing). */
const PUBLIC_PATHS = [...readFileSync("dist/sitemap.xml", "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => new URL(m[1] ?? "/").pathname,
);

test.describe("with JavaScript off", () => {
  // What a visitor without JavaScript reads is the HTML the server sends: read it with the `request`
  // fixture, no browser page (architecture "Tests"). One page below is still opened in the browser.
  for (const pagePath of PUBLIC_PATHS) {
    test(`${pagePath} shows its heading, text and head tags`, async ({ request }) => {
      const response = await request.get(pagePath);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      const html = await response.text();
      const headings = elementTexts(html, "h1");
      expect(headings).toHaveLength(1);
      expect(headings[0]?.length ?? 0).toBeGreaterThan(2);
      const main = elementTexts(html, "main");
      expect(main).toHaveLength(1);
      expect(main[0]?.length ?? 0).toBeGreaterThan(100);
      expect(elementTexts(html, "title")).toEqual([expect.stringMatching(/IEP Workspace/)]);
      const metas = startTags(html, "meta");
      const description = metas.filter((m) => m.name === "description");
      expect(description).toHaveLength(1);
      expect(description[0]?.content?.length ?? 0).toBeGreaterThan(20);
      const canonical = startTags(html, "link").filter((l) => l.rel === "canonical");
      expect(canonical).toHaveLength(1);
      expect(new URL(canonical[0]?.href ?? "").pathname).toBe(pagePath);
      for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
        expect(
          metas.filter((m) => m.property === property),
          property,
        ).toHaveLength(1);
      }
    });
  }

  test.describe("in the browser", () => {
    test.use({ javaScriptEnabled: false });

    test("a link between public pages works without JavaScript", async ({ page }) => {
      await page.goto("/blog");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.locator("main a[href^='/blog/']:not([href$='.xml'])").first().click();
      await expect(page).toHaveURL(/\/blog\/.+/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });

    // The teacher area's shell (sign-in, sign-up and every signed-in screen) is drawn by JavaScript:
    // without it the page says so (requirements "Navigation behaviour").
    test("sign-in, sign-up and the teacher area say that they need JavaScript", async ({
      page,
    }, testInfo) => {
      for (const [pagePath, name] of [
        ["/signin", "signin"],
        ["/signup", "signup"],
        ["/dashboard/students", "students"],
      ] as const) {
        await page.goto(pagePath);
        // Playwright's text locators skip <noscript>, which holds elements only with JavaScript off.
        const line = page.locator("noscript p");
        await expect(line).toBeVisible();
        await expect(line).toHaveText(
          "IEP Workspace needs JavaScript. Turn it on in your browser's settings to sign in and use the app.",
        );
        // The shell's loading spinner, painted before the app's code runs, is hidden without it.
        await expect(page.getByText("Loading IEP Workspace…")).toBeHidden();
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: 800 });
          await page.screenshot({ path: testInfo.outputPath(`no-javascript-${name}-${width}.png`) });
        }
      }
    });
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
