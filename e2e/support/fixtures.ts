/**
 * Playwright fixtures and helpers shared by every spec (architecture "Tests": axe scan on every screen).
 *
 * - `test` is Playwright's test with:
 *   - `axe`: `await axe.expectNoAxeViolations("landing page")` scans the test's page. The same
 *     check is exported as `expectNoAxeViolations(page, context)`.
 *   - `teacher`: a new teacher, signed up and onboarded through the API on `page.request` (so the
 *     browser page is signed in too), with `teacher.api.get/post/patch` for signed-in API calls
 *     that carry the Origin header the server's CSRF check asks for.
 *   - `page` fails the test when the browser logs a `console.error` or throws an uncaught error
 *     (`pageerror`), unless the message is on `BENIGN_BROWSER_ERRORS` or the spec's
 *     `allowedBrowserErrors` option (`test.use({ allowedBrowserErrors: [/…/] })`).
 * - `goOnline(context, page)` ends the offline emulation the way a returning network does.
 * - `signUpViaApi` / `completeOnboardingViaApi` / `signInViaApi` create or sign in a teacher through
 *   the HTTP API (fast, no UI). Pass `page.request` to sign the browser page in: it shares the
 *   page's cookie jar.
 */
import { AxeBuilder } from "@axe-core/playwright";
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from "@playwright/test";
import type { AxeResults } from "axe-core";
import { E2E_BASE_URL } from "./constants.ts";

/** WCAG 2.0 and 2.1, levels A and AA: the bar the product promises (architecture "Tests"). */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] as const;

/** Formats axe violations one block per rule, with each failing element's selector and summary. */
export function formatViolations(violations: AxeResults["violations"]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => {
          const summary = (n.failureSummary ?? "")
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean)
            .join("\n        ");
          return `    - ${n.target.join(" ")}\n      html: ${n.html.slice(0, 200)}\n        ${summary}`;
        })
        .join("\n");
      return `  [${v.impact ?? "unknown"}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}`;
    })
    .join("\n");
}

/** Longest wait for running animations before a scan (ms). */
const SETTLE_MS = 3_000;

/** Scans of one state at most: a page that keeps starting animations is judged on the last scan. */
const MAX_SCANS = 3;

/**
 * Waits (at most `SETTLE_MS`) until no finite animation or transition runs, so axe judges what a
 * reader sees at rest: a toast half faded in has the contrast of neither state. Endless ones (a
 * spinner) are not waited for; a page still animating after the wait is scanned as it is. From the
 * moment of rest on, the page counts the animations and transitions that start (`motionSinceRest`).
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const atRest = document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity);
        if (atRest) {
          const w = window as unknown as { iepMotionStarts?: number };
          if (w.iepMotionStarts === undefined) {
            const count = () => {
              w.iepMotionStarts = (w.iepMotionStarts ?? 0) + 1;
            };
            document.addEventListener("transitionrun", count, true);
            document.addEventListener("animationstart", count, true);
          }
          w.iepMotionStarts = 0;
        }
        return atRest;
      },
      undefined,
      { timeout: SETTLE_MS },
    )
    .catch(() => undefined);
}

/**
 * Animations and transitions that started since the page was last at rest, plus the finite ones
 * running now (a page that never came to rest counts as moving).
 */
const motionSinceRest = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const starts = (window as unknown as { iepMotionStarts?: number }).iepMotionStarts;
    const running = document
      .getAnimations()
      .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity);
    return (starts ?? 1) + running.length;
  });

/**
 * Runs axe (WCAG 2.1 A/AA tags) on the page at rest and fails the test when anything is found.
 * At rest: after `settleAnimations`; when an animation or transition started between the rest and
 * the scan's end (a toast's time running out, say), the scan may have seen a state between two and
 * is taken again, at most `MAX_SCANS` times.
 * `context` names the screen and state (e.g. "students page, add dialog open"); it heads the message.
 * @throws the expectation error listing every violation readably.
 */
export async function expectNoAxeViolations(page: Page, context: string): Promise<void> {
  let results: AxeResults;
  for (let scan = 1; ; scan += 1) {
    await settleAnimations(page);
    results = await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze();
    if (scan === MAX_SCANS || (await motionSinceRest(page)) === 0) break;
  }
  const count = results.violations.length;
  // Compare rule ids only, so a failure shows the readable message above, not axe's raw objects.
  expect(
    results.violations.map((v) => v.id),
    count === 0
      ? `axe: ${context}`
      : `axe found ${count} accessibility violation${count === 1 ? "" : "s"} on ${context} (${page.url()}):\n${formatViolations(results.violations)}`,
  ).toEqual([]);
}

export interface AxeFixture {
  /** Scans the test's page; see `expectNoAxeViolations`. */
  expectNoAxeViolations: (context: string) => Promise<void>;
}

/** A teacher created through the API. */
export interface ApiTeacher {
  id: string;
  email: string;
  password: string;
  name: string;
}

let counter = 0;

/**
 * A unique address per call, so specs never collide inside one server run. Each Playwright worker is
 * its own process with its own counter, so the process id tells two workers' addresses apart.
 */
export function uniqueEmail(prefix = "teacher"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@school.test`;
}

/**
 * Signs a new teacher up with `POST /api/auth/sign-up/email` (requirements "Sign-up and sign-in": password of 6 characters or more).
 * The session cookie lands in `request`'s cookie jar (use `page.request` to sign the page in).
 * `base` is the server's origin (default the suite's server; a test's own server: `own-server.ts`).
 * Note: the server rate-limits sign-up to 10 a minute per address (auth.ts).
 * @throws Error with the status and body when sign-up is refused.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  input: { email?: string; name?: string; password?: string; base?: string } = {},
): Promise<ApiTeacher> {
  const email = input.email ?? uniqueEmail();
  const name = input.name ?? "Jordan Rivera";
  const password = input.password ?? "correct-horse-battery";
  const base = input.base ?? E2E_BASE_URL;
  const res = await request.post(`${base}/api/auth/sign-up/email`, {
    headers: { origin: base },
    data: { email, password, name },
  });
  if (res.status() !== 200) {
    throw new Error(`sign-up of ${email} failed: ${res.status()} ${await res.text()}`);
  }
  const body = (await res.json()) as { user: { id: string } };
  return { id: body.user.id, email, password, name };
}

/**
 * Completes onboarding with `PATCH /api/v1/me` (requirements "Onboarding": onboarding_completed becomes
 * true), so the teacher may open /dashboard. `request` must carry the teacher's session cookie;
 * `base` is the server's origin (default the suite's server).
 * @throws Error with the status and body when the update is refused.
 */
export async function completeOnboardingViaApi(
  request: APIRequestContext,
  input: { firstName?: string; lastName?: string; timeZone?: string; base?: string } = {},
): Promise<void> {
  const base = input.base ?? E2E_BASE_URL;
  const res = await request.patch(`${base}/api/v1/me`, {
    headers: { origin: base },
    data: {
      onboardingCompleted: true,
      firstName: input.firstName ?? "Jordan",
      lastName: input.lastName ?? "Rivera",
      timeZone: input.timeZone ?? "America/Chicago",
    },
  });
  if (!res.ok()) {
    throw new Error(`completing onboarding failed: ${res.status()} ${await res.text()}`);
  }
}

/**
 * Signs an existing teacher in with `POST /api/auth/sign-in/email` (requirements "Sign-up and sign-in": an
 * email and a password). Use it to give a test its own session for an account made once in `beforeAll`:
 * sign-up is rate-limited (10 a minute per address), sign-in has its own allowance.
 * The session cookie lands in `request`'s cookie jar (use `page.request` to sign the page in).
 * @throws Error with the status and body when sign-in is refused.
 */
export async function signInViaApi(
  request: APIRequestContext,
  teacher: Pick<ApiTeacher, "email" | "password">,
): Promise<void> {
  const res = await request.post(`${E2E_BASE_URL}/api/auth/sign-in/email`, {
    headers: { origin: E2E_BASE_URL },
    data: { email: teacher.email, password: teacher.password },
  });
  if (res.status() !== 200) {
    throw new Error(`sign-in of ${teacher.email} failed: ${res.status()} ${await res.text()}`);
  }
}

/** Signed-in JSON calls to the API: each sends the Origin header and throws on a non-2xx answer. */
export interface SignedInApi {
  /** GET `path` (e.g. "/api/v1/students") and return the JSON body. */
  get<T = unknown>(path: string): Promise<T>;
  /** POST `data` to `path` and return the JSON body. */
  post<T = unknown>(path: string, data?: unknown): Promise<T>;
  /** PATCH `data` to `path` and return the JSON body. */
  patch<T = unknown>(path: string, data?: unknown): Promise<T>;
}

/**
 * JSON calls over `request` (its cookie jar is the session). The Origin header is the server's own,
 * as a browser sends it (architecture "Security model": state-changing calls need a trusted origin).
 * @throws Error naming the method, path, status and body of a non-2xx answer.
 */
export function signedInApi(request: APIRequestContext): SignedInApi {
  const send = async <T>(method: "GET" | "POST" | "PATCH", path: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(`${E2E_BASE_URL}${path}`, {
      method,
      headers: { origin: E2E_BASE_URL },
      ...(data === undefined ? {} : { data }),
    });
    if (!res.ok()) throw new Error(`${method} ${path} failed: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    get: (path) => send("GET", path),
    post: (path, data) => send("POST", path, data),
    patch: (path, data) => send("PATCH", path, data),
  };
}

/**
 * Ends Playwright's offline emulation and sends `page` the browser's `online` event. Debian's
 * Chromium 150 no longer fires that event when the emulation ends (checked with a listener on the
 * page), while a real browser does when its network comes back; the app's connection watch probes
 * the server on it (and every 30 s otherwise).
 */
export async function goOnline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
}

/** A signed-up, onboarded teacher whose session is the test page's; see `test`'s `teacher`. */
export interface SignedInTeacher extends ApiTeacher {
  api: SignedInApi;
}

/**
 * Browser console errors every spec may see, each because the browser itself logs it and the app
 * handles it: Chromium logs every 4xx answer as "Failed to load resource", and the app asks for
 * 401 (signed out: the session check), 400/403/404/409/429 (validation, quota, not found, conflict,
 * rate limit) as part of normal flows, showing its own message. 5xx answers are not on the list.
 */
export const BENIGN_BROWSER_ERRORS: readonly RegExp[] = [
  /^Failed to load resource: the server responded with a status of (400|401|403|404|409|429) /,
];

interface Fixtures {
  axe: AxeFixture;
  teacher: SignedInTeacher;
}

interface Options {
  /** Browser errors this spec expects (with a comment saying why), on top of `BENIGN_BROWSER_ERRORS`. */
  allowedBrowserErrors: RegExp[];
}

export const test = base.extend<Fixtures & Options>({
  allowedBrowserErrors: [[], { option: true }],
  page: async ({ page, allowedBrowserErrors }, use) => {
    const errors: string[] = [];
    const allowed = [...BENIGN_BROWSER_ERRORS, ...allowedBrowserErrors];
    const record = (text: string) => {
      if (!allowed.some((p) => p.test(text))) errors.push(text);
    };
    page.on("console", (msg) => {
      if (msg.type() === "error") record(`${msg.text()} (${msg.location().url})`);
    });
    page.on("pageerror", (error) => record(`Uncaught ${error.name}: ${error.message}`));
    await use(page);
    expect(errors, `the browser logged unexpected errors:\n${errors.join("\n")}`).toEqual([]);
  },
  axe: async ({ page }, use) => {
    await use({ expectNoAxeViolations: (context) => expectNoAxeViolations(page, context) });
  },
  teacher: async ({ page }, use) => {
    const account = await signUpViaApi(page.request);
    await completeOnboardingViaApi(page.request);
    await use({ ...account, api: signedInApi(page.request) });
  },
});

export { expect };
