/**
 * Page-weight benchmark (issue: "Benchmarks"): the gzipped size of every JavaScript file Chromium
 * loads for `/` (signed out) and for `/dashboard` (signed in, onboarded), each in a fresh browser
 * context (cold cache). Sizes are zlib gzip (default level) of each response body, summed.
 *
 * Two figures per page: "initial" once the network is idle after load, and "with preload" 2 s later
 * (requirements "Navigation behaviour": the main screens are preloaded 1 second after start).
 *
 * Builds the client when dist/ is missing. Figures are printed, not asserted.
 * Run: `npx tsx bench/page-weight.ts`.
 */
import { gzipSync } from "node:zlib";
import { type BrowserContext, chromium, type Response } from "@playwright/test";
import { buildClientIfMissing, clientDir } from "./support/client-build.ts";
import { figure, note, signUpOnboardedTeacher, startBenchServer } from "./support/server.ts";

const PRELOAD_SETTLE_MS = 2_000;

function isJavaScript(res: Response): boolean {
  const type = res.headers()["content-type"] ?? "";
  return (
    res.request().resourceType() === "script" || /javascript/.test(type) || /\.m?js(\?|$)/.test(res.url())
  );
}

/** Opens `pathname` in `context`; returns gzipped JS bytes at network idle and after the preload delay. */
async function measure(context: BrowserContext, baseUrl: string, pathname: string) {
  const page = await context.newPage();
  const sizes = new Map<string, Promise<number>>();
  page.on("response", (res) => {
    if (res.status() !== 200 || !isJavaScript(res) || sizes.has(res.url())) return;
    sizes.set(
      res.url(),
      res.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
  });
  const sum = async () => (await Promise.all(sizes.values())).reduce((a, b) => a + b, 0);

  await page.goto(`${baseUrl}${pathname}`, { waitUntil: "networkidle" });
  const landedOn = new URL(page.url()).pathname;
  if (landedOn !== pathname) {
    throw new Error(`opening ${pathname} ended on ${landedOn}; the figure would measure the wrong screen`);
  }
  const initial = await sum();
  const initialFiles = sizes.size;
  const heaviest = (
    await Promise.all([...sizes].map(async ([url, size]) => [new URL(url).pathname, await size] as const))
  )
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  await page.waitForTimeout(PRELOAD_SETTLE_MS);
  await page.waitForLoadState("networkidle");
  const withPreload = await sum();
  await page.close();
  return { initial, initialFiles, withPreload, files: sizes.size, heaviest };
}

function print(label: string, m: Awaited<ReturnType<typeof measure>>) {
  figure(`page weight ${label} gzipped JS, initial (${m.initialFiles} files)`, m.initial / 1024, "KB", 1);
  figure(`page weight ${label} gzipped JS, with preload (${m.files} files)`, m.withPreload / 1024, "KB", 1);
  note(
    `${label} heaviest initial files: ${m.heaviest.map(([f, b]) => `${f} ${(b / 1024).toFixed(1)} KB`).join(", ")}`,
  );
}

async function main() {
  buildClientIfMissing();
  const server = await startBenchServer({ clientDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
  });
  try {
    const anonymous = await browser.newContext();
    print("/ (signed out)", await measure(anonymous, server.url, "/"));
    await anonymous.close();

    const teacher = await signUpOnboardedTeacher(server.url);
    const signedIn = await browser.newContext();
    await signedIn.addCookies(teacher.cookies.map((c) => ({ ...c, url: server.url })));
    print("/dashboard (signed in)", await measure(signedIn, server.url, "/dashboard"));
    await signedIn.close();
  } finally {
    await browser.close();
    await server.cleanup();
  }
}

main().catch((err) => {
  console.error(`page-weight benchmark failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
