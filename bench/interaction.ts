/**
 * Interaction benchmark (the teacher area's budget "each interaction responds within 100 ms"): INP
 * (Interaction to Next Paint) measured in the page by the `web-vitals` library (its attribution
 * build, `onINP` with `reportAllChanges` and the smallest duration threshold, 16 ms) in Debian's
 * Chromium driven by Playwright, the CPU slowed 4× (`Emulation.setCPUThrottlingRate`), on a
 * realistic caseload (`seedCaseload`: 30 students with goals and data).
 *
 * Interactions, each repeated `REPS` times on a freshly opened screen (INP is a page's worst
 * interaction, so a fresh page gives each repetition its own value):
 * - typing a sentence in the note form's Observations box (`/dashboard/generate?studentId=…`), a
 *   key every `KEY_DELAY_MS`; also printed: the longest single key (Event Timing entries);
 * - ticking a goal under "Goals addressed" on the same form;
 * - recording a data point on a goal's page: click the score box, type it, click "Save entry",
 *   until the "Saved" notice shows.
 *
 * Printed per interaction: median and max INP over the repetitions (ms), and of the worst one its
 * target and parts (input delay, processing, presentation delay, ms) and longest script. Each
 * screen is left to settle (network idle, past the app's 1-second preload) before the interaction. A
 * repetition whose interactions all took under 16 ms reports 0 (then the Event Timing count, also
 * printed, is 0 too); one whose slow interaction web-vitals did not report (it reads entries when the
 * page is idle) takes the longest Event Timing duration instead, noted. Printed, never asserted.
 * Builds the client when dist/ is missing. Run: `npx tsx bench/interaction.ts` (`npm run bench:interaction`).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { launchChromium, openScreen, signedInContext, throttleCpu } from "./support/browser.ts";
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

const REPS = 5;
const CPU_SLOWDOWN = 4;
const KEY_DELAY_MS = 60;
const SENTENCE = "Read the passage twice with a partner and self-corrected three errors.";

/** What the page keeps of each INP report of web-vitals (window.__benchInp) and of each interaction. */
interface InpReport {
  value: number;
  target: string;
  type: string;
  inputDelay: number;
  processing: number;
  presentation: number;
  script: string;
}

/** The web-vitals attribution build (a classic script defining `webVitals`) and the observers. */
function initScript(): string {
  const require = createRequire(import.meta.url);
  // The IIFE build sits beside the package's exported attribution build (its own file is not exported).
  const dist = path.dirname(require.resolve("web-vitals/attribution"));
  const library = readFileSync(path.join(dist, "web-vitals.attribution.iife.js"), "utf8");
  return `${library}
window.__benchInp = [];
window.__benchKeys = new Map();
window.__benchEvents = new Map();
webVitals.onINP((m) => {
  const a = m.attribution;
  const s = a.longestScript;
  window.__benchInp.push({
    value: m.value, target: a.interactionTarget, type: a.interactionType,
    inputDelay: a.inputDelay, processing: a.processingDuration, presentation: a.presentationDelay,
    script: s ? (s.entry.sourceURL || s.entry.invoker || "?") + " " + Math.round(s.intersectingDuration) + " ms (" + s.subpart + ")" : "",
  });
}, { reportAllChanges: true, durationThreshold: 16 });
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (!e.interactionId) continue;
    window.__benchEvents.set(e.interactionId, Math.max(window.__benchEvents.get(e.interactionId) ?? 0, e.duration));
    if (e.name === "keydown") window.__benchKeys.set(e.interactionId, Math.max(window.__benchKeys.get(e.interactionId) ?? 0, e.duration));
  }
}).observe({ type: "event", durationThreshold: 16, buffered: true });`;
}

/**
 * The last (largest) INP report of the page, after letting the next frames paint (null when none),
 * the longest key press and how many interactions the Event Timing entries saw (each over 16 ms).
 */
async function readInp(page: Page) {
  // web-vitals handles event entries in an idle callback, late under a 4× slower CPU: wait for its
  // report (when an interaction was slow enough to be seen at all), then for later ones to settle.
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __benchInp: unknown[]; __benchEvents: Map<number, number> };
        return w.__benchInp.length > 0 || w.__benchEvents.size === 0;
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(1_000);
  return await page.evaluate(() => {
    const w = window as unknown as {
      __benchInp: InpReport[];
      __benchKeys: Map<number, number>;
      __benchEvents: Map<number, number>;
    };
    return {
      inp: w.__benchInp.at(-1) ?? null,
      longestKey: Math.max(0, ...w.__benchKeys.values()),
      slowInteractions: w.__benchEvents.size,
      longestEvent: Math.max(0, ...w.__benchEvents.values()),
    };
  });
}

/** Waits until the opened screen is idle: network quiet and past the app's 1-second preload. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1_500);
}

interface Interaction {
  name: string;
  /** Opens the screen and performs the interaction once. */
  run: (page: Page) => Promise<void>;
}

/**
 * Runs `interaction` REPS times, each on a throttled page in a new browser context (so no note
 * draft or stored copy of an earlier repetition is restored), and prints its figures.
 */
async function measure(
  newContext: () => Promise<BrowserContext>,
  interaction: Interaction,
  withKeys = false,
) {
  const reports: InpReport[] = [];
  const keys: number[] = [];
  const seen: number[] = [];
  let fallbacks = 0;
  for (let i = 0; i < REPS; i++) {
    const context = await newContext();
    const page = await context.newPage();
    try {
      await throttleCpu(page, CPU_SLOWDOWN);
      await interaction.run(page);
      const { inp, longestKey, slowInteractions, longestEvent } = await readInp(page);
      seen.push(slowInteractions);
      // No web-vitals report although Event Timing saw a slow interaction: its duration is the same
      // measure (input to next paint), so it stands in, marked in the printout.
      if (!inp && longestEvent > 0) fallbacks++;
      reports.push(
        inp ?? {
          value: longestEvent,
          target: "",
          type: "",
          inputDelay: 0,
          processing: 0,
          presentation: 0,
          script: "",
        },
      );
      keys.push(longestKey);
    } finally {
      await context.close();
    }
  }
  const values = reports.map((r) => r.value);
  figure(`INP ${interaction.name} median`, median(values), "ms");
  figure(`INP ${interaction.name} max`, Math.max(...values), "ms");
  if (withKeys) figure(`INP ${interaction.name} longest single key (median of reps)`, median(keys), "ms");
  note(
    `${interaction.name} INP per repetition: ${values.map((v) => Math.round(v)).join("/")} ms (interactions over 16 ms: ${seen.join("/")}${fallbacks ? `; ${fallbacks} without a web-vitals report, read from Event Timing` : ""})`,
  );
  const worst = reports.reduce((a, b) => (b.value > a.value ? b : a));
  if (worst.value > 0 && worst.type) {
    note(
      `${interaction.name} worst: ${worst.type} on ${worst.target}: input delay ${Math.round(worst.inputDelay)} ms, processing ${Math.round(worst.processing)} ms, presentation ${Math.round(worst.presentation)} ms${worst.script ? `; longest script ${worst.script}` : ""}`,
    );
  }
}

async function main() {
  buildClientIfMissing();
  printRunHeader(`npx tsx bench/interaction.ts (CPU ${CPU_SLOWDOWN}× slower, ${REPS} repetitions each)`);
  const server = await startBenchServer({ clientDir });
  const browser = await launchChromium();
  try {
    const teacher = await signUpOnboardedTeacher(server.url);
    await confirmTeacherEmail(server, teacher);
    const caseload = await seedCaseload(server.url, teacher, { students: 30 });
    note(`caseload: 30 students, ${caseload.goals} goals, ${caseload.entries} data points`);
    const script = initScript();
    const context = async () => {
      const c = await signedInContext(browser, server.url, teacher);
      await c.addInitScript({ content: script });
      return c;
    };
    const noteForm = `/dashboard/generate?studentId=${caseload.studentId}`;
    const goalsReady = (p: Page) => p.getByRole("group", { name: /Goals addressed/ }).getByRole("checkbox");

    await measure(
      context,
      {
        name: "typing in Observations",
        run: async (page) => {
          await openScreen(page, server.url, noteForm, goalsReady);
          await settle(page);
          const box = page.getByRole("textbox", { name: /^Observations/ });
          await box.click();
          await box.pressSequentially(SENTENCE, { delay: KEY_DELAY_MS });
        },
      },
      true,
    );
    await measure(context, {
      name: "ticking a goal",
      run: async (page) => {
        await openScreen(page, server.url, noteForm, goalsReady);
        await settle(page);
        const goal = goalsReady(page).first();
        await goal.click();
        if (!(await goal.isChecked())) throw new Error("clicking the first goal did not tick it");
      },
    });
    await measure(context, {
      name: "recording a data point",
      run: async (page) => {
        const score = (p: Page) => p.getByLabel(/^Score/);
        await openScreen(page, server.url, `/dashboard/progress/goals/${caseload.longGoalId}`, score);
        await settle(page);
        await score(page).click();
        await score(page).pressSequentially("61", { delay: KEY_DELAY_MS });
        await page.getByRole("button", { name: "Save entry" }).click();
        await page
          .getByText(/^Saved/)
          .first()
          .waitFor({ state: "visible", timeout: 30_000 });
      },
    });
  } finally {
    await browser.close();
    await server.cleanup();
  }
}

main().catch((err) => {
  console.error(`interaction benchmark failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
