/**
 * Playwright plumbing of the in-browser benchmarks (interaction, scroll): Debian's Chromium, a
 * signed-in browser context, CPU throttling through the DevTools protocol, and a check that a page
 * opened the screen it was meant to.
 */
import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import type { BenchTeacher } from "./server.ts";

/** Launches Chromium from `CHROMIUM_PATH` (default Debian's /usr/bin/chromium), headless. */
export async function launchChromium(): Promise<Browser> {
  return await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
}

/** A viewport the benchmarks open screens at (CSS pixels). */
export interface Viewport {
  name: string;
  width: number;
  height: number;
}

/** A phone (Lighthouse's mobile screen, Moto G Power) and a laptop. */
export const PHONE: Viewport = { name: "phone", width: 412, height: 823 };
export const LAPTOP: Viewport = { name: "laptop", width: 1366, height: 768 };

/**
 * A new browser context at `viewport` carrying `teacher`'s session cookies for `baseUrl`, so every
 * page in it opens signed in.
 */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  teacher: BenchTeacher,
  viewport: Viewport = LAPTOP,
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  await context.addCookies(teacher.cookies.map((c) => ({ ...c, url: baseUrl })));
  return context;
}

/**
 * Slows `page`'s CPU by `rate` (1 = no slowdown) through the DevTools protocol
 * (`Emulation.setCPUThrottlingRate`, the same emulation as Chrome's performance panel and
 * Lighthouse's "4× CPU"). It lasts for the page's navigations.
 */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/** The global error screen's heading: a page showing it measured the wrong thing. */
const ERROR_SCREEN_HEADING = /^Something went wrong/;

/**
 * Opens `path` on `page` and waits until `ready` is visible.
 * @throws Error when the page ends on another path (a guard redirect), shows the error screen, or
 *   `ready` does not show within `timeoutMs`.
 */
export async function openScreen(
  page: Page,
  baseUrl: string,
  path: string,
  ready: (page: Page) => ReturnType<Page["locator"]>,
  timeoutMs = 60_000,
): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await ready(page).first().waitFor({ state: "visible", timeout: timeoutMs });
  const landed = new URL(page.url()).pathname;
  if (landed !== new URL(path, baseUrl).pathname) throw new Error(`opening ${path} ended on ${landed}`);
  const headings = await page.getByRole("heading", { level: 1 }).allTextContents();
  if (headings.some((h) => ERROR_SCREEN_HEADING.test(h))) throw new Error(`${path} shows the error screen`);
}
