/**
 * The teacher area offline (architecture "Offline rules"): after one visit the service worker opens
 * the teacher area without a network, the device record shows the cached caseload with its time, and
 * the banner says the device is offline until the server answers again. Also: public pages never
 * register the worker, Cache Storage never holds an API answer, and a new version waits for the
 * teacher's Reload.
 */
import { cpSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_PORT } from "./support/constants.ts";
import { readDeviceRecord } from "./support/device-record.ts";
import { completeOnboardingViaApi, expect, goOnline, signUpViaApi, test } from "./support/fixtures.ts";
import { type OwnServer, ownServer } from "./support/own-server.ts";

// Offline, the browser itself logs each request it could not send; the app shows its own banner.
test.use({ allowedBrowserErrors: [/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

/**
 * A test on a server of its own (`own-server.ts`, the port two after the suite's server's) serving
 * a copy of dist/ in the test's output folder: the test changes that copy's worker file, which the
 * tests running meanwhile on the suite's server must never see. The page is opened on that server
 * (`baseURL`), so it is closed before the server stops.
 */
const testOnOwnServer = test.extend<{ server: OwnServer & { clientDir: string } }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  server: async ({}, use, testInfo) => {
    const clientDir = testInfo.outputPath("dist");
    cpSync(path.resolve("dist"), clientDir, { recursive: true });
    const server = ownServer(E2E_PORT + 2, clientDir);
    await server.start();
    await use({ ...server, clientDir });
    await server.dispose();
  },
  baseURL: async ({ server }, use) => use(server.base),
});

const OFFLINE_BANNER =
  /You are offline — showing saved copies as of \d{1,2}:\d{2}\s?[AP]M\. Changes wait and are sent when you are back online\./;

/** Waits until the service worker controls the page (a reload after the first install). */
async function waitForWorkerControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Every URL held in Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
}

test("the teacher area opens offline from the service worker with the cached caseload and its time", async ({
  page,
  context,
  teacher,
  axe,
}, testInfo) => {
  for (const name of ["Maya Rodriguez", "Jonah Lee"]) {
    await teacher.api.post("/api/v1/students", { name, grade: "3" });
  }
  await page.goto("/dashboard/students");
  await expect(page.getByText("Maya Rodriguez").first()).toBeVisible();
  await waitForWorkerControl(page);
  await expect(page.getByText("Jonah Lee").first()).toBeVisible();
  await expect.poll(async () => (await readDeviceRecord(page, teacher.id)) !== undefined).toBe(true);

  const urls = await cachedUrls(page);
  expect(urls).toContain("/index.html");
  expect(urls.filter((u) => u.startsWith("/api/"))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  const banner = page.getByText(OFFLINE_BANNER);
  await expect(banner).toBeVisible();
  await expect(page.getByText("Maya Rodriguez").first()).toBeVisible();
  await expect(page.getByText("Jonah Lee").first()).toBeVisible();
  // Offline the list says where it comes from, never a red load error (requirements "Local storage").
  await expect(page.getByText("Showing the copy saved on this device")).toBeVisible();
  await expect(page.getByText(/Failed to load students/)).toHaveCount(0);
  // The list is on screen from its saved copy: the banner does not call it missing.
  await expect(banner).not.toContainText("not available offline");
  await expect(page.getByText(/^Saved copy as of \d{1,2}:\d{2}\s?[AP]M\.$/)).toBeVisible();
  await axe.expectNoAxeViolations("students page offline, with the offline banner");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: testInfo.outputPath(`offline-banner-${width}.png`) });
  }

  // Another teacher-area route never visited opens from the shell too.
  await page.goto("/dashboard");
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();

  await goOnline(context, page);
  await expect(page.getByText(OFFLINE_BANNER)).toBeHidden();
});

test("public pages never register the service worker", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

testOnOwnServer.describe("on a server of its own", () => {
  // Starting that server makes a fresh PGlite cluster in the worker: seconds of CPU on a busy machine.
  testOnOwnServer.describe.configure({ timeout: 90_000 });

  testOnOwnServer(
    "a new version waits for the teacher's Reload and never reloads the page by itself",
    async ({ page, server, axe }, testInfo) => {
      await signUpViaApi(page.request, { base: server.base });
      await completeOnboardingViaApi(page.request, { base: server.base });
      await page.goto("/dashboard");
      await waitForWorkerControl(page);

      // A new build is deployed: the server's worker file changes (Playwright cannot route the worker's
      // own script).
      const swFile = path.join(server.clientDir, "sw.js");
      await writeFile(swFile, `${await readFile(swFile, "utf8")}\n// next version\n`);
      await page.evaluate(() => {
        (window as unknown as { marker: number }).marker = 1;
      });
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

      const prompt = page.getByText("A new version is ready. Reload when you have saved.");
      await expect(prompt).toBeVisible();
      await axe.expectNoAxeViolations("dashboard with the new-version prompt");
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({ path: testInfo.outputPath(`update-prompt-${width}.png`) });
      }
      // Only the new worker taking control can reload the page (it does after Reload): after the scan
      // and the screenshots it still waits, and the page is the same one.
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state),
      ).toBe("installed");
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

      await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Reload" }).click()]);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
      await expect(prompt).toBeHidden();
    },
  );
});
