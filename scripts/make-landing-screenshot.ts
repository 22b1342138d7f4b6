/**
 * Takes the landing page's product screenshot (requirements "Screens and routes": the landing shows
 * the product): the demo caseload (`npm run seed:demo`, fictional students) is seeded into a
 * throw-away data folder, the built app (`dist/`, so run `npx vite build` first) is started on it,
 * the demo teacher signs in in Debian's Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium) and the
 * progress-monitoring page of a reading goal (data points, aimline, trendline, decision) is captured at
 * 1280 × 800 and encoded as WebP by the same browser, to `src/client/public/product-progress.webp`.
 * Run again after changing that screen: `npx tsx scripts/make-landing-screenshot.ts`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { startBenchServer, tempDir } from "../bench/support/server.ts";
import { DEMO_EMAIL, DEMO_PASSWORD } from "../src/server/seed/demo-caseload.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const OUT = fileURLToPath(new URL("../src/client/public/product-progress.webp", import.meta.url));
/** WebP quality, 0–1: text stays sharp at about 60 KB. */
const QUALITY = 0.82;

if (!existsSync(`${ROOT}dist/index.html`)) throw new Error("Build the client first: npx vite build");
const dataDir = tempDir("landing-shot");
execFileSync(process.execPath, ["--import", "tsx", "src/server/seed/seed-demo.ts"], {
  cwd: ROOT,
  env: { ...process.env, DATA_DIR: dataDir, DOTENV: "0", DATABASE_URL: "" },
  stdio: "ignore",
});
const server = await startBenchServer({ dataDir, clientDir: `${ROOT}dist` });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${server.url}/signin`);
  await page.getByLabel("Email").fill(DEMO_EMAIL);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard/);
  await page.goto(`${server.url}/dashboard/progress`);
  // A reading-fluency (CBM) goal when the caseload has one: the most familiar chart to teachers.
  const goals = page.locator('a[href*="/dashboard/progress/goals/"]');
  await goals.first().waitFor();
  const cbm = goals.filter({ hasText: /correct per minute/ });
  await ((await cbm.count()) > 0 ? cbm : goals).first().click();
  const chart = page.locator("svg.recharts-surface").first();
  await chart.waitFor();
  await page.waitForLoadState("networkidle");
  await page.mouse.move(0, 0); // no tooltip
  // The chart with the goal's heading above it, as far as the window allows.
  await page.evaluate(() => {
    const svg = document.querySelector("svg.recharts-surface");
    const top = (svg?.getBoundingClientRect().top ?? 0) + window.scrollY;
    window.scrollTo(0, Math.max(0, top - 180));
  });
  const png = await page.screenshot({ type: "png" });
  const dataUrl = await page.evaluate(
    async ([b64, quality]) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = img.width;
      canvas.height = img.height;
      canvas.getContext("2d")?.drawImage(img, 0, 0);
      return canvas.toDataURL("image/webp", quality);
    },
    [png.toString("base64"), QUALITY] as const,
  );
  const webp = Buffer.from(dataUrl.split(",")[1] ?? "", "base64");
  writeFileSync(OUT, webp);
  console.log(`wrote ${OUT} (${(webp.length / 1024).toFixed(1)} KB)`);
} finally {
  await browser.close();
  await server.cleanup();
}
