/**
 * Page-weight benchmark (issue: "Benchmarks"): the gzipped size of every JavaScript file Chromium
 * loads for `/` (signed out) and for `/dashboard` (signed in, onboarded), each in a fresh browser
 * context (cold cache). Sizes are zlib gzip (default level) of each response body, summed.
 *
 * Two figures per page: "initial", the files requested before the network is idle after load and
 * before the app starts preloading the main screens (the performance mark `iep:preload-main-screens`,
 * set 1 second after the signed-in app starts: requirements "Navigation behaviour"), and "with
 * preload" 2 s later. The page must load without a browser error or the error screen. The initial
 * files are also summed as the server sent them (precompressed Brotli), the bytes a browser downloads.
 *
 * Builds the client when dist/ is missing. Figures are printed, not asserted.
 * Run: `npx tsx bench/page-weight.ts`.
 */
import { gzipSync } from "node:zlib";
import { type BrowserContext, chromium, type Response } from "@playwright/test";
import { buildClientIfMissing, clientDir } from "./support/client-build.ts";
import { figure, note, signUpOnboardedTeacher, startBenchServer } from "./support/server.ts";

const PRELOAD_SETTLE_MS = 2_000;
/** The app's mark for the start of the main screens' preload (`src/client/app/lazy-screens.ts`). */
const PRELOAD_MARK = "iep:preload-main-screens";

function isJavaScript(res: Response): boolean {
  const type = res.headers()["content-type"] ?? "";
  return (
    res.request().resourceType() === "script" || /javascript/.test(type) || /\.m?js(\?|$)/.test(res.url())
  );
}

/** The global error screen's heading: a page showing it measured the wrong thing. */
const ERROR_SCREEN_HEADING = /^Something went wrong/;

/**
 * Opens `pathname` in `context`; returns gzipped JS bytes at network idle and after the preload delay.
 * @throws Error when the page ends elsewhere, throws in the browser or shows the error screen.
 */
async function measure(context: BrowserContext, baseUrl: string, pathname: string) {
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (err) => pageErrors.push(err.message));
  const sizes = new Map<string, Promise<number>>();
  /** Bytes of each script as the server sent it (its Brotli or gzip body). */
  const served = new Map<string, Promise<number>>();
  /** When each script was requested (ms since the epoch). */
  const requestedAt = new Map<string, number>();
  page.on("request", (req) => {
    if (!requestedAt.has(req.url())) requestedAt.set(req.url(), Date.now());
  });
  page.on("response", (res) => {
    if (res.status() !== 200 || !isJavaScript(res) || sizes.has(res.url())) return;
    sizes.set(
      res.url(),
      res.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
    served.set(
      res.url(),
      res
        .request()
        .sizes()
        .then(
          (s) => s.responseBodySize,
          () => 0,
        ),
    );
  });
  const sum = async (urls: Iterable<string> = sizes.keys()) =>
    (await Promise.all([...urls].map((u) => sizes.get(u) ?? 0))).reduce((a, b) => a + b, 0);

  await page.goto(`${baseUrl}${pathname}`, { waitUntil: "networkidle" });
  const landedOn = new URL(page.url()).pathname;
  if (landedOn !== pathname) {
    throw new Error(`opening ${pathname} ended on ${landedOn}; the figure would measure the wrong screen`);
  }
  const headings = await page.getByRole("heading", { level: 1 }).allTextContents();
  if (pageErrors.length > 0 || headings.some((h) => ERROR_SCREEN_HEADING.test(h))) {
    throw new Error(`${pathname} failed in the browser (${[...pageErrors, ...headings].join("; ")})`);
  }
  // Epoch ms of the preload mark, or Infinity when the preload has not started yet.
  const preloadAt = await page.evaluate((mark) => {
    const entry = performance.getEntriesByName(mark)[0];
    return entry ? performance.timeOrigin + entry.startTime : Number.POSITIVE_INFINITY;
  }, PRELOAD_MARK);
  const initialUrls = new Set([...sizes.keys()].filter((u) => (requestedAt.get(u) ?? 0) < preloadAt));
  const initial = await sum(initialUrls);
  const initialServed = (await Promise.all([...initialUrls].map((u) => served.get(u) ?? 0))).reduce(
    (a, b) => a + b,
    0,
  );
  const initialFiles = initialUrls.size;
  const heaviest = (
    await Promise.all(
      [...initialUrls].map(async (url) => [new URL(url).pathname, await (sizes.get(url) ?? 0)] as const),
    )
  )
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  await page.waitForTimeout(PRELOAD_SETTLE_MS);
  await page.waitForLoadState("networkidle");
  const withPreload = await sum();
  const later = [...sizes.keys()].filter((u) => !initialUrls.has(u)).map((u) => new URL(u).pathname);
  await page.close();
  return { initial, initialServed, initialFiles, withPreload, files: sizes.size, heaviest, later };
}

function print(label: string, m: Awaited<ReturnType<typeof measure>>) {
  figure(`page weight ${label} gzipped JS, initial (${m.initialFiles} files)`, m.initial / 1024, "KB", 1);
  figure(
    `page weight ${label} JS as served (the server's Brotli), initial (${m.initialFiles} files)`,
    m.initialServed / 1024,
    "KB",
    1,
  );
  figure(`page weight ${label} gzipped JS, with preload (${m.files} files)`, m.withPreload / 1024, "KB", 1);
  note(
    `${label} heaviest initial files: ${m.heaviest.map(([f, b]) => `${f} ${(b / 1024).toFixed(1)} KB`).join(", ")}`,
  );
  if (m.later.length > 0) note(`${label} loaded after the initial figure: ${m.later.join(", ")}`);
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
