/**
 * Draws the public pages' Open Graph image (requirements "Public site"): a 1200 × 630 PNG card with the
 * product's name and promise, rendered by Debian's Chromium (`CHROMIUM_PATH`, default
 * /usr/bin/chromium) from the HTML below and written to `src/client/public/og-image.png`, which the
 * build copies to `/og-image.png`. Run again after changing the wording: `npx tsx scripts/make-og-image.ts`.
 */
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const OUT = fileURLToPath(new URL("../src/client/public/og-image.png", import.meta.url));

const CARD = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;display:flex;flex-direction:column;
  justify-content:space-between;background:linear-gradient(135deg,#0f172a 0%,#1e3a8a 100%);color:#fff;
  font-family:'DejaVu Sans',Arial,sans-serif">
  <div style="font-size:34px;font-weight:700;letter-spacing:.5px">IEP Workspace</div>
  <div>
    <div style="font-size:56px;font-weight:700;line-height:1.12">IEP paperwork that keeps up<br>with your caseload</div>
    <div style="margin-top:28px;font-size:30px;color:#cbd5e1;line-height:1.35">Progress monitoring with CBM probes, aimlines and
      trendlines · objective progress notes · IEP drafts · private by design</div>
  </div>
  <div style="font-size:24px;color:#93c5fd">For special-education teachers</div>
</div></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(CARD);
  await page.screenshot({ path: OUT, type: "png" });
  console.log(`wrote ${OUT}`);
} finally {
  await browser.close();
}
