/**
 * Scroll benchmark (the teacher area's budget "the students list with 40 students and the history
 * with 1,000 notes scroll without long tasks (> 50 ms)"): each list opened at a phone and a laptop
 * viewport in Debian's Chromium (Playwright), then scrolled to the bottom with the mouse wheel in
 * steps of `STEP_PX` with `STEP_WAIT_MS` between them, the CPU slowed 4× (the budget) and not
 * slowed (for comparison). The history loads more notes as its end comes into view, so it is
 * scrolled until every note is shown and "Load more" is gone (or `MAX_SCROLL_MS` passed).
 *
 * Long tasks are read in the page while scrolling: Long Animation Frames (`long-animation-frame`
 * entries, frames over 50 ms, with the scripts that ran in them) where Chromium supports them, else
 * `longtask` entries. Printed per list, viewport and slowdown: count, total and max duration (ms),
 * rows shown, and the scripts that took most time in long frames. With `BENCH_TRACE_DIR` set, a
 * Chromium performance trace of each scroll is written there (open it in DevTools' performance panel).
 * Seeding (40 students, 1,000 notes) comes first and is no part of a figure. Printed, never asserted.
 * Builds the client when dist/ is missing. Run: `npx tsx bench/scroll.ts` (`npm run bench:scroll`).
 */
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import {
  LAPTOP,
  launchChromium,
  openScreen,
  PHONE,
  signedInContext,
  throttleCpu,
  type Viewport,
} from "./support/browser.ts";
import { seedCaseload } from "./support/caseload.ts";
import { buildClientIfMissing, clientDir } from "./support/client-build.ts";
import { printRunHeader } from "./support/run-info.ts";
import {
  type BenchTeacher,
  confirmTeacherEmail,
  figure,
  note,
  signUpOnboardedTeacher,
  startBenchServer,
} from "./support/server.ts";

const STUDENTS = 40;
const NOTES = 1_000;
const STEP_PX = 400;
const STEP_WAIT_MS = 100;
/** The longest one list is scrolled (the history under 4× CPU loads 20 pages of notes). */
const MAX_SCROLL_MS = 180_000;
/** Scripts printed per run. */
const TOP = 3;

/** What the in-page observer collected. */
interface Collected {
  kind: "long-animation-frame" | "longtask";
  durations: number[];
  /** Script source (URL, or invoker when none) → ms spent in long frames. */
  scripts: [string, number][];
}

/** Starts collecting long frames (or long tasks) into `window.__benchLong`. */
function startObserving(page: Page) {
  return page.evaluate(() => {
    const supported = PerformanceObserver.supportedEntryTypes.includes("long-animation-frame");
    const kind = supported ? "long-animation-frame" : "longtask";
    const store = { kind, durations: [] as number[], scripts: new Map<string, number>() };
    (window as unknown as { __benchLong: typeof store }).__benchLong = store;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        store.durations.push(entry.duration);
        const scripts = (entry as PerformanceEntry & { scripts?: PerformanceEntry[] }).scripts ?? [];
        for (const s of scripts as (PerformanceEntry & { sourceURL?: string; invoker?: string })[]) {
          const key = `${s.sourceURL ? s.sourceURL.replace(location.origin, "") : "?"} (${s.invoker ?? ""})`;
          store.scripts.set(key, (store.scripts.get(key) ?? 0) + s.duration);
        }
      }
    }).observe({ type: kind, buffered: false });
  });
}

function collected(page: Page): Promise<Collected> {
  return page.evaluate(() => {
    const s = (
      window as unknown as {
        __benchLong: { kind: Collected["kind"]; durations: number[]; scripts: Map<string, number> };
      }
    ).__benchLong;
    return { kind: s.kind, durations: s.durations, scripts: [...s.scripts.entries()] };
  });
}

/**
 * Wheels down until the page is at its bottom and `done()` holds on two steps in a row.
 * @returns the number of wheel steps.
 */
async function scrollToEnd(page: Page, viewport: Viewport, done: () => Promise<boolean>) {
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  const started = Date.now();
  let steps = 0;
  let atEnd = 0;
  while (atEnd < 2 && Date.now() - started < MAX_SCROLL_MS) {
    await page.mouse.wheel(0, STEP_PX);
    await page.waitForTimeout(STEP_WAIT_MS);
    steps++;
    const bottom = await page.evaluate(() => {
      const el = document.scrollingElement ?? document.documentElement;
      return el.scrollTop + el.clientHeight >= el.scrollHeight - 2;
    });
    atEnd = bottom && (await done()) ? atEnd + 1 : 0;
  }
  return steps;
}

interface ListScreen {
  name: string;
  path: string;
  /** Rows shown (students in the table, notes in the history). */
  rows: (page: Page) => Promise<number>;
  /** True when nothing more will load. */
  done: (page: Page) => Promise<boolean>;
}

async function scrollRun(
  browser: Browser,
  context: BrowserContext,
  baseUrl: string,
  screen: ListScreen,
  viewport: Viewport,
  slowdown: number,
) {
  const page = await context.newPage();
  const label = `scroll ${screen.name} ${viewport.name} CPU ${slowdown}×`;
  try {
    await throttleCpu(page, slowdown);
    await openScreen(page, baseUrl, screen.path, (p) => p.locator("main li article, main tbody tr"));
    await page.waitForTimeout(1_500); // past the signed-in app's 1-second preload of the main screens
    const traceDir = process.env.BENCH_TRACE_DIR;
    const tracePath = traceDir
      ? path.join(traceDir, `${label.replace(/[^a-z0-9]+/gi, "-")}.json`)
      : undefined;
    if (tracePath) await browser.startTracing(page, { path: tracePath, screenshots: false });
    await startObserving(page);
    const steps = await scrollToEnd(page, viewport, () => screen.done(page));
    const long = await collected(page);
    if (tracePath) {
      await browser.stopTracing();
      note(`${label}: trace written to ${tracePath}`);
    }
    figure(`${label} long frames (${long.kind} > 50 ms)`, long.durations.length, "");
    figure(
      `${label} long frames total`,
      long.durations.reduce((a, b) => a + b, 0),
      "ms",
    );
    figure(`${label} longest frame`, Math.max(0, ...long.durations), "ms");
    figure(`${label} rows shown`, await screen.rows(page), "");
    const top = long.scripts.sort((a, b) => b[1] - a[1]).slice(0, TOP);
    note(
      `${label}: ${steps} wheel steps; top scripts in long frames: ${top.map(([s, ms]) => `${s} ${Math.round(ms)} ms`).join("; ") || "none"}`,
    );
  } finally {
    await page.close();
  }
}

async function run(browser: Browser, baseUrl: string, teacher: BenchTeacher) {
  const screens: ListScreen[] = [
    {
      name: "students list (40)",
      path: "/dashboard/students",
      rows: (p) => p.locator("main tbody tr").count(),
      done: async () => true,
    },
    {
      name: "history (1000 notes)",
      path: "/dashboard/history",
      rows: (p) => p.locator("main li article").count(),
      done: async (p) => (await p.getByRole("button", { name: /^(Load more|Loading…)$/ }).count()) === 0,
    },
  ];
  for (const viewport of [PHONE, LAPTOP]) {
    const context = await signedInContext(browser, baseUrl, teacher, viewport);
    try {
      for (const screen of screens) {
        for (const slowdown of [4, 1]) await scrollRun(browser, context, baseUrl, screen, viewport, slowdown);
      }
    } finally {
      await context.close();
    }
  }
}

async function main() {
  buildClientIfMissing();
  printRunHeader(`npx tsx bench/scroll.ts (wheel steps of ${STEP_PX} px every ${STEP_WAIT_MS} ms)`);
  const server = await startBenchServer({ clientDir });
  const browser = await launchChromium();
  try {
    const teacher = await signUpOnboardedTeacher(server.url);
    await confirmTeacherEmail(server, teacher);
    const seedStart = performance.now();
    const caseload = await seedCaseload(server.url, teacher, { students: STUDENTS, notes: NOTES });
    note(
      `caseload: ${STUDENTS} students, ${caseload.goals} goals, ${caseload.entries} data points, ${caseload.notes} notes (seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s, not timed)`,
    );
    await run(browser, server.url, teacher);
  } finally {
    await browser.close();
    await server.cleanup();
  }
}

main().catch((err) => {
  console.error(`scroll benchmark failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
