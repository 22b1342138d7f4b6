/**
 * The teacher area offline (architecture "Offline rules"): after one visit the service worker opens
 * the teacher area without a network, the device record shows the cached caseload with its time, and
 * the banner says the device is offline until the server answers again. Also: public pages never
 * register the worker, Cache Storage never holds an API answer, and a new version waits for the
 * teacher's Reload.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, goOnline, test } from "./support/fixtures.ts";

// Offline, the browser itself logs each request it could not send; the app shows its own banner.
test.use({ allowedBrowserErrors: [/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

/** The worker file the e2e server serves (the build in dist/). */
const SW_FILE = path.resolve("dist/sw.js");

const OFFLINE_BANNER =
  /You are offline — showing saved copies as of \d{1,2}:\d{2}\s?[AP]M\. Changes wait and are sent when you are back online\./;

/** Waits until the service worker controls the page (a reload after the first install). */
async function waitForWorkerControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The keys of the device store (IndexedDB `iep-workspace`, store `cache`). */
function deviceRecordKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open("iep-workspace");
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("cache")) return resolve([]);
          const req = db.transaction("cache").objectStore("cache").getAllKeys();
          req.onsuccess = () => resolve(req.result.map(String));
        };
        open.onerror = () => resolve([]);
      }),
  );
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
  await expect.poll(() => deviceRecordKeys(page)).toContain(`iep:${teacher.id}:cache`);

  const urls = await cachedUrls(page);
  expect(urls).toContain("/index.html");
  expect(urls.filter((u) => u.startsWith("/api/"))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  const banner = page.getByText(OFFLINE_BANNER);
  await expect(banner).toBeVisible();
  await expect(page.getByText("Maya Rodriguez").first()).toBeVisible();
  await expect(page.getByText("Jonah Lee").first()).toBeVisible();
  await expect(
    page.getByText("Failed to load students. Please try again. The cached list is used."),
  ).toBeVisible();
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

test("a new version waits for the teacher's Reload and never reloads the page by itself", async ({
  page,
  teacher,
  axe,
}, testInfo) => {
  void teacher;
  await page.goto("/dashboard");
  await waitForWorkerControl(page);

  // A new build is deployed: the server's worker file changes (Playwright cannot route the worker's
  // own script), and is put back afterwards.
  const original = await readFile(SW_FILE, "utf8");
  try {
    await writeFile(SW_FILE, `${original}\n// next version\n`);
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
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Reload" }).click()]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await expect(prompt).toBeHidden();
  } finally {
    await writeFile(SW_FILE, original);
  }
});
