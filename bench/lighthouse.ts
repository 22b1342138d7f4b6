/**
 * Lighthouse benchmark (requirements "Screens and routes": "Public site budgets"; the teacher area's
 * performance budgets): the landing page `/` signed out, then the screens a teacher uses all day,
 * signed in with a realistic caseload (`seedCaseload`: 30 students with goals and data, one goal
 * with 40 data points, meetings this month):
 * dashboard, students list, a student's page (`?student=<id>`), a goal's page, the note form and
 * the meetings calendar (`?view=calendar`, which opens on the month).
 *
 * Each screen is audited `RUNS` times in one Chromium (Debian's, `CHROMIUM_PATH`, default
 * /usr/bin/chromium, started by `chrome-launcher`) with the `lighthouse` package: mobile form factor,
 * simulated throttling (Lighthouse's default "slow 4G, 4× CPU"). Every run is a cold first load: Lighthouse
 * clears the service worker and caches, the bench the IndexedDB and local storage (`prepareBrowser`);
 * the session cookies are sent as an extra header and kept in the browser's cookie store. Printed per screen: the MEDIAN over the runs of
 * the performance score (0–1), TBT, LCP, FCP (ms), CLS (unitless) and the compressed bytes of
 * JavaScript transferred (KB), the spread (min–max) of score, TBT and LCP, and of the median run
 * (by score) the LCP element and the top main-thread categories and scripts (ms). The landing page
 * also prints its four category scores and failing binary audits (budgets: performance ≥ 0.95,
 * accessibility 1.0, best practices ≥ 0.95, SEO ≥ 0.95).
 *
 * Builds the client when dist/ is missing. Figures are printed, not asserted.
 * Run: `npx tsx bench/lighthouse.ts` (`npm run bench:lighthouse`).
 */
import { chromium } from "@playwright/test";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { seedCaseload } from "./support/caseload.ts";
import { buildClientIfMissing, clientDir } from "./support/client-build.ts";
import { printRunHeader } from "./support/run-info.ts";
import {
  confirmTeacherEmail,
  figure,
  median,
  note,
  signUpOnboardedTeacher,
  startBenchServer,
} from "./support/server.ts";

/** Runs per screen; the figures are their medians (the budgets are read from the median of 3). */
const RUNS = 3;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** Students on the audited caseload (the budgets' "students list (30 students)"). */
const STUDENTS = 30;
/** Main-thread categories and scripts printed for the median run. */
const TOP = 5;

interface Cookie {
  name: string;
  value: string;
}

/**
 * Readies the launched Chromium (through Playwright connected to its DevTools port) for one run:
 * - clears the origin's IndexedDB and local storage (`Storage.clearDataForOrigin`), which Lighthouse's
 *   own reset keeps (it clears the service worker and caches only), so that every run is the same cold
 *   first load instead of runs 2 and 3 starting from the app's stored copies;
 * - puts `cookies` into the browser's cookie store: the audit's `extraHeaders` reach the page's
 *   requests only, not the service worker's fetches.
 */
async function prepareBrowser(port: number, baseUrl: string, cookies: Cookie[]) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("the launched Chromium has no default browser context");
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Storage.clearDataForOrigin", {
      origin: new URL(baseUrl).origin,
      storageTypes: "indexeddb,local_storage",
    });
    await page.close();
    if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: baseUrl })));
  } finally {
    await browser.close();
  }
}

/** Audits `url` once; `cookies` are sent with every request (a signed-in page). */
async function audit(port: number, url: string, categories: readonly string[], cookies: Cookie[] = []) {
  const extraHeaders = cookies.length
    ? { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") }
    : undefined;
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: [...categories] },
    {
      extends: "lighthouse:default",
      settings: { formFactor: "mobile", throttlingMethod: "simulate", extraHeaders },
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

type Report = Awaited<ReturnType<typeof audit>>;

/** Compressed bytes of script resources in the report's network requests. */
function scriptBytes(lhr: Report): number {
  const details = lhr.audits["network-requests"]?.details as
    | { items?: { resourceType?: string; transferSize?: number }[] }
    | undefined;
  return (details?.items ?? [])
    .filter((i) => i.resourceType === "Script")
    .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
}

/** The figures of one run. */
interface Run {
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
  cls: number;
  jsKB: number;
  lhr: Report;
}

function summarise(lhr: Report): Run {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: lhr.categories.performance?.score ?? 0,
    tbt: value("total-blocking-time"),
    lcp: value("largest-contentful-paint"),
    fcp: value("first-contentful-paint"),
    cls: value("cumulative-layout-shift"),
    jsKB: scriptBytes(lhr) / 1024,
    lhr,
  };
}

/** The first DOM node a details object holds (the LCP element audit nests it in a list of tables). */
function firstNode(
  details: unknown,
): { snippet?: string; selector?: string; nodeLabel?: string } | undefined {
  if (!details || typeof details !== "object") return undefined;
  const d = details as Record<string, unknown>;
  if (d.type === "node") return d as { snippet?: string; selector?: string };
  for (const v of Object.values(d)) {
    const found = Array.isArray(v) ? v.map(firstNode).find(Boolean) : firstNode(v);
    if (found) return found;
  }
  return undefined;
}

/** Rows of a table audit's details, or none. */
function rows<T>(lhr: Report, id: string): T[] {
  return ((lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? []) as T[];
}

/** Where the median run's time went: its LCP element, main-thread categories and scripts. */
function printWhereTimeGoes(label: string, lhr: Report, origin: string) {
  const lcp = firstNode(lhr.audits["largest-contentful-paint-element"]?.details);
  note(`${label} LCP element: ${lcp ? `${lcp.selector ?? "?"} ${lcp.snippet ?? ""}` : "none reported"}`);
  const groups = rows<{ groupLabel?: string; group?: string; duration: number }>(
    lhr,
    "mainthread-work-breakdown",
  )
    .sort((a, b) => b.duration - a.duration)
    .slice(0, TOP);
  note(
    `${label} main thread (median run): ${groups.map((g) => `${g.groupLabel ?? g.group} ${Math.round(g.duration)} ms`).join("; ")}`,
  );
  const scripts = rows<{ url: string; total: number; scripting?: number }>(lhr, "bootup-time")
    .sort((a, b) => b.total - a.total)
    .slice(0, TOP);
  note(
    `${label} scripts (median run, total/scripting): ${scripts
      .map((s) => `${s.url.replace(origin, "")} ${Math.round(s.total)}/${Math.round(s.scripting ?? 0)} ms`)
      .join("; ")}`,
  );
}

/** Prints the medians, the spread and where the median run's time went. */
function printScreen(label: string, runs: Run[], origin: string) {
  const med = (pick: (r: Run) => number) => median(runs.map(pick));
  figure(
    `lighthouse ${label} performance`,
    med((r) => r.score),
    "",
    2,
  );
  figure(
    `lighthouse ${label} TBT`,
    med((r) => r.tbt),
    "ms",
  );
  figure(
    `lighthouse ${label} LCP`,
    med((r) => r.lcp),
    "ms",
  );
  figure(
    `lighthouse ${label} CLS`,
    med((r) => r.cls),
    "",
    3,
  );
  figure(
    `lighthouse ${label} FCP`,
    med((r) => r.fcp),
    "ms",
  );
  figure(
    `lighthouse ${label} JS transferred (compressed)`,
    med((r) => r.jsKB),
    "KB",
    1,
  );
  const spread = (name: string, pick: (r: Run) => number, digits: number) =>
    `${name} ${runs.map((r) => pick(r).toFixed(digits)).join("/")}`;
  note(
    `${label} runs: ${spread("score", (r) => r.score, 2)}; ${spread("TBT", (r) => r.tbt, 0)} ms; ${spread("LCP", (r) => r.lcp, 0)} ms`,
  );
  const byScore = [...runs].sort((a, b) => a.score - b.score || b.tbt - a.tbt);
  const medianRun = byScore[Math.floor(byScore.length / 2)]!;
  for (const warning of medianRun.lhr.runWarnings) note(`${label} Lighthouse warning: ${warning}`);
  printWhereTimeGoes(label, medianRun.lhr, origin);
  return medianRun.lhr;
}

/** The landing page's other categories and failing audits (of the median run). */
function printLandingCategories(lhr: Report) {
  for (const id of CATEGORIES.slice(1)) figure(`lighthouse / ${id}`, lhr.categories[id]?.score ?? 0, "", 2);
  for (const id of CATEGORIES) {
    const failing = lhr.categories[id]?.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary");
    for (const a of failing ?? []) note(`/ ${id}: failing audit "${a?.id}"`);
  }
}

/** Attempts per run when Lighthouse reports a runtime error (its message says "run Lighthouse again"). */
const ATTEMPTS = 3;

/**
 * Audits `path` RUNS times; a run that fails with a Lighthouse runtime error (e.g. NO_NAVSTART on a
 * loaded machine) is tried again, up to ATTEMPTS times, and noted.
 * @throws Error when a run ends on another page (a guard redirect would measure the wrong screen),
 *   or fails ATTEMPTS times.
 */
async function auditRuns(
  port: number,
  base: string,
  path: string,
  categories: readonly string[],
  cookies: Cookie[] = [],
) {
  const runs: Run[] = [];
  for (let i = 0, failures = 0; i < RUNS; ) {
    await prepareBrowser(port, base, cookies);
    const lhr = await audit(port, `${base}${path}`, categories, cookies);
    if (lhr.runtimeError) {
      note(`${path} run ${i + 1}: ${lhr.runtimeError.code}, running it again`);
      if (++failures >= ATTEMPTS) throw new Error(`auditing ${path}: ${lhr.runtimeError.message}`);
      continue;
    }
    const landed = new URL(lhr.finalDisplayedUrl);
    if (`${landed.pathname}${landed.search}` !== path) {
      throw new Error(`auditing ${path} (run ${i + 1}) ended on ${landed.pathname}${landed.search}`);
    }
    runs.push(summarise(lhr));
    i++;
  }
  return runs;
}

async function main() {
  const started = performance.now();
  buildClientIfMissing();
  printRunHeader(`npx tsx bench/lighthouse.ts (mobile, simulated throttling, median of ${RUNS} runs)`);
  const server = await startBenchServer({ clientDir });
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const landing = await auditRuns(chrome.port, server.url, "/", CATEGORIES);
    printLandingCategories(printScreen("/ (signed out)", landing, server.url));

    const teacher = await signUpOnboardedTeacher(server.url);
    await confirmTeacherEmail(server, teacher);
    const caseload = await seedCaseload(server.url, teacher, { students: STUDENTS });
    note(
      `caseload: ${STUDENTS} students, ${caseload.goals} goals, ${caseload.entries} data points (40 on the audited goal), ${caseload.meetings} meetings this month, ${caseload.deadlines} deadlines`,
    );
    const screens: [string, string][] = [
      ["dashboard", "/dashboard"],
      ["students list", "/dashboard/students"],
      ["student page", `/dashboard/students?student=${caseload.studentId}`],
      ["goal page (40 points)", `/dashboard/progress/goals/${caseload.longGoalId}`],
      ["note form", "/dashboard/generate"],
      ["meetings month", "/dashboard/meetings?view=calendar"],
    ];
    for (const [name, path] of screens) {
      const runs = await auditRuns(chrome.port, server.url, path, ["performance"], teacher.cookies);
      printScreen(`${name} ${path.replace(/[0-9a-f-]{36}/, ":id")}`, runs, server.url);
    }
  } finally {
    chrome.kill();
    await server.cleanup();
  }
  figure("lighthouse bench duration", (performance.now() - started) / 1000, "s");
}

main().catch((err) => {
  console.error(`lighthouse benchmark failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
