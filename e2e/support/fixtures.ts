/**
 * Playwright fixtures and helpers shared by every spec (architecture "Tests": axe scan on every screen).
 *
 * - `test` is Playwright's test with an `axe` fixture: `await axe.expectNoAxeViolations("landing page")`
 *   scans the test's page. The same check is exported as `expectNoAxeViolations(page, context)`.
 * - `signUpViaApi` / `completeOnboardingViaApi` create a teacher through the HTTP API (fast, no UI).
 *   Pass `page.request` to sign the browser page in: it shares the page's cookie jar.
 */
import { AxeBuilder } from "@axe-core/playwright";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { E2E_BASE_URL } from "./constants.ts";

/** WCAG 2.0 and 2.1, levels A and AA: the bar the product promises (common brief, quality bar). */
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

/**
 * Runs axe (WCAG 2.1 A/AA tags) on the page as it is now and fails the test when anything is found.
 * `context` names the screen and state (e.g. "students page, add dialog open"); it heads the message.
 * @throws the expectation error listing every violation readably.
 */
export async function expectNoAxeViolations(page: Page, context: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze();
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

export const test = base.extend<{ axe: AxeFixture }>({
  axe: async ({ page }, use) => {
    await use({ expectNoAxeViolations: (context) => expectNoAxeViolations(page, context) });
  },
});

export { expect };

/** A teacher created through the API. */
export interface ApiTeacher {
  id: string;
  email: string;
  password: string;
  name: string;
}

let counter = 0;

/** A unique address per call, so specs never collide inside one server run. */
export function uniqueEmail(prefix = "teacher"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@school.test`;
}

/**
 * Signs a new teacher up with `POST /api/auth/sign-up/email` (requirements "Sign-up and sign-in": password ≥ 6 characters).
 * The session cookie lands in `request`'s cookie jar (use `page.request` to sign the page in).
 * Note: the server rate-limits sign-up to 10 a minute per address (auth.ts).
 * @throws Error with the status and body when sign-up is refused.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  input: { email?: string; name?: string; password?: string } = {},
): Promise<ApiTeacher> {
  const email = input.email ?? uniqueEmail();
  const name = input.name ?? "Jordan Rivera";
  const password = input.password ?? "correct-horse-battery";
  const res = await request.post(`${E2E_BASE_URL}/api/auth/sign-up/email`, {
    headers: { origin: E2E_BASE_URL },
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
 * true), so the teacher may open /dashboard. `request` must carry the teacher's session cookie.
 * @throws Error with the status and body when the update is refused.
 */
export async function completeOnboardingViaApi(
  request: APIRequestContext,
  input: { firstName?: string; lastName?: string; timeZone?: string } = {},
): Promise<void> {
  const res = await request.patch(`${E2E_BASE_URL}/api/v1/me`, {
    headers: { origin: E2E_BASE_URL },
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
 * Signs an existing teacher in with `POST /api/auth/sign-in/email` (requirements "Sign-up and sign-in": sign-in needs an
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
