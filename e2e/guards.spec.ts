/**
 * The route guards of requirements "Navigation behaviour", in the real browser against the real server,
 * where only a browser can check them: the real sign-in form and session cookie, the server's
 * answers, sign-out closing the server session. The guards' routing rules themselves (signed-out-only
 * pages sending a signed-in teacher on, onboarding first, unknown paths) are checked through the real
 * route table in `src/client/app/guards.test.tsx`.
 * - the teacher area under /dashboard sends a signed-out visitor to /signin, the origin remembered,
 *   and signing in lands there; a wrong password keeps the teacher on /signin;
 * - the signed-out-only pages (/signin, /auth, /signup) show their forms to a visitor;
 * - the aliases /students, /generate-note, /note-history show the same screens;
 * - an unknown path inside the teacher area shows the not-found page in the layout.
 * Plus sign-out: the teacher lands on a public page and the teacher area is closed again.
 *
 * One teacher is made once per worker (sign-up is rate-limited to 10 a minute); each test signs in
 * with its own session through the API (`page.request` shares the page's cookies), or through the
 * form. Every screen visited is scanned with axe.
 */
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "./support/constants.ts";
import {
  type ApiTeacher,
  completeOnboardingViaApi,
  expect,
  signInViaApi,
  signUpViaApi,
  test,
} from "./support/fixtures.ts";

let onboarded: ApiTeacher;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  try {
    onboarded = await signUpViaApi(request, { name: "Jordan Rivera" });
    await completeOnboardingViaApi(request, { firstName: "Jordan", lastName: "Rivera" });
  } finally {
    await request.dispose();
  }
});

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The sign-in screen is showing (its heading and form). */
async function expectSignInScreen(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email" })).toBeVisible();
}

test.describe("signed out", () => {
  test("the teacher area sends a visitor to /signin, and signing in lands on the page asked for", async ({
    page,
    axe,
  }) => {
    await page.goto("/dashboard/history?type=progress");
    await expect(page).toHaveURL(
      `/signin?redirectTo=${encodeURIComponent("/dashboard/history?type=progress")}`,
    );
    await expectSignInScreen(page);
    await axe.expectNoAxeViolations("sign-in page (sent by the guard)");

    await page.getByRole("textbox", { name: "Email" }).fill(onboarded.email);
    await page.getByLabel(/^Password/).fill(onboarded.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();

    // requirements "Navigation behaviour": the origin is remembered — the page asked for, query string included.
    await expect(page).toHaveURL("/dashboard/history?type=progress");
    await expect(page.getByRole("heading", { level: 1, name: "Note history" })).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Note history" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // The filter is applied by the server, so the empty answer speaks of the filter.
    await expect(page.getByText("No notes match these filters")).toBeVisible();
    await axe.expectNoAxeViolations("note history (no notes match the filter)");
  });

  test("a wrong password keeps the teacher on /signin with the service's message", async ({ page, axe }) => {
    await page.goto("/signin");
    await page.getByRole("textbox", { name: "Email" }).fill(onboarded.email);
    await page.getByLabel(/^Password/).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Sign-in failed" })).toBeVisible();
    await expect(page).toHaveURL("/signin");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(onboarded.email);
    await axe.expectNoAxeViolations("sign-in page (wrong password)");
  });

  test("the signed-out-only pages show their forms to a visitor, with a clean console", async ({
    page,
    axe,
  }) => {
    // Requirements "Sessions and sign-out": a signed-out page makes no failing request (no 401 line).
    const profileReads: string[] = [];
    const consoleErrors: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/v1/me") profileReads.push(r.url());
    });
    page.on("console", (m) => {
      if (m.type() === "error") consoleErrors.push(m.text());
    });
    for (const [path, heading] of [
      ["/signin", "Sign in"],
      ["/auth", "Sign in"],
      ["/signup", "Create your account"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveURL(path);
      await axe.expectNoAxeViolations(`${path} (signed out)`);
    }
    expect(profileReads).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("signed in", () => {
  test("the aliases /students, /generate-note and /note-history show the same screens", async ({
    page,
    axe,
  }) => {
    await signInViaApi(page.request, onboarded);
    const aliases = [
      {
        path: "/students",
        heading: "Students",
        navLink: "Students",
        state: "No students on your caseload yet",
      },
      {
        path: "/generate-note",
        heading: "Write a progress note",
        navLink: "Write a note",
        state: "Add a student first",
      },
      { path: "/note-history", heading: "Note history", navLink: "Note history", state: "No notes yet" },
    ];
    for (const alias of aliases) {
      await page.goto(alias.path);
      await expect(page).toHaveURL(alias.path);
      await expect(page.getByRole("heading", { level: 1, name: alias.heading })).toBeVisible();
      // The navigation marks the twin screen as current.
      await expect(nav(page).getByRole("link", { name: alias.navLink })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByText(alias.state)).toBeVisible();
      await axe.expectNoAxeViolations(`${alias.path} (alias, empty state)`);
    }
  });

  test("an unknown path inside the teacher area shows the not-found page in the layout", async ({
    page,
    axe,
  }) => {
    await signInViaApi(page.request, onboarded);
    await page.goto("/dashboard/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(nav(page)).toBeVisible();
    await axe.expectNoAxeViolations("not-found page inside the teacher area");
    await page.getByRole("link", { name: "Go to the dashboard" }).click();
    await expect(page).toHaveURL("/dashboard");
  });

  test("signing out returns to a public page and closes the teacher area again", async ({ page, axe }) => {
    await signInViaApi(page.request, onboarded);
    await page.goto("/dashboard/students");
    await expect(page.getByRole("heading", { level: 1, name: "Students" })).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).click();
    // A teacher who chose to sign out starts afresh: no remembered page.
    await expect(page).toHaveURL("/signin");
    await expectSignInScreen(page);
    await axe.expectNoAxeViolations("sign-in page after signing out");

    // The server session is gone, not just this tab's state.
    expect((await page.request.get("/api/v1/me")).status()).toBe(401);

    await page.goto("/");
    await expect(page.getByRole("main").getByRole("link", { name: "Create a free account" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to your dashboard" })).toHaveCount(0);

    await page.goto("/dashboard");
    await expect(page).toHaveURL(`/signin?redirectTo=${encodeURIComponent("/dashboard")}`);
    await expectSignInScreen(page);
  });
});
