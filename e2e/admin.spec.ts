/**
 * The admin area in the browser (requirements "Admin area"): a staff account is created from the
 * command line while the server runs, signs in at /admin/login (one-time password changed, TOTP
 * enrolled with a code computed here), finds a teacher, extends the trial, opens the records the
 * teacher agreed to share (the look is in the audit log), answers the ticket the teacher opened with
 * the Help button, and the teacher sees the reply. The admin session never signs the
 * browser into the teacher area. Every admin screen is scanned with axe; screenshots at 1280 and
 * 390 px go to the test's output folder.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import type { Page, TestInfo } from "@playwright/test";
import { E2E_BASE_URL, E2E_DATA_DIR_POINTER } from "./support/constants.ts";
import {
  completeOnboardingViaApi,
  expect,
  expectNoAxeViolations,
  signUpViaApi,
  test,
  uniqueEmail,
} from "./support/fixtures.ts";

test.describe.configure({ timeout: 120_000 });

/**
 * Full-page screenshots of the current screen at 1280 and 390 px wide; at 390 px the page must not
 * scroll sideways (requirements "Screens and routes"), and with `axeAt390` axe must find nothing
 * there either (the screens with lists and tables; each scan costs a few seconds).
 */
async function shots(page: Page, testInfo: TestInfo, name: string, { axeAt390 = false } = {}) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath(`${name}-390.png`), fullPage: true });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name}: the page's width`,
  ).toBeLessThanOrEqual(390);
  if (axeAt390) await expectNoAxeViolations(page, `${name} at 390 px`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** `npm run admin:create -- --email …` against the running server's data folder; returns the one-time password. */
function createAdminFromCli(email: string): string {
  const out = execFileSync(
    process.execPath,
    ["--import", "tsx", "src/server/features/admin/create-admin-cli.ts", "--email", email],
    {
      env: { ...process.env, DATA_DIR: readFileSync(E2E_DATA_DIR_POINTER, "utf8"), DOTENV: "0" },
      encoding: "utf8",
    },
  );
  const password = /one-time password: (\S+)/.exec(out)?.[1];
  if (!password) throw new Error(`admin:create printed no password:\n${out}`);
  return password;
}

test("staff sign in with TOTP, extend a teacher's trial and answer the teacher's ticket", async ({
  page,
  browser,
  axe,
}, testInfo) => {
  // --- The teacher opens a ticket with the Help button (its own browser context) ---------------
  const teacherContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  const teacherPage = await teacherContext.newPage();
  const teacher = await signUpViaApi(teacherPage.request, { email: uniqueEmail("helpme") });
  await completeOnboardingViaApi(teacherPage.request);
  const added = await teacherPage.request.post("/api/v1/students", {
    data: { name: "Rowan Ellis", grade: "4" },
    headers: { origin: E2E_BASE_URL },
  });
  expect(added.status()).toBe(201);
  await teacherPage.goto("/dashboard/history");
  await teacherPage.getByRole("button", { name: "Help" }).click();
  const help = teacherPage.getByRole("dialog", { name: "Help" });
  await help.getByRole("textbox", { name: "Subject" }).fill("Cannot find the export button");
  await help.getByRole("textbox", { name: "Message" }).fill("Where do I export a note as PDF?");
  await expect(help.getByRole("textbox", { name: /Page/ })).toHaveValue("/dashboard/history");
  await help.getByRole("checkbox", { name: /screenshot/ }).check();
  await help.getByRole("button", { name: "Send to support" }).click();
  await expect(
    teacherPage.getByText("Sent to support. Replies appear under Support and by e-mail."),
  ).toBeVisible();
  await expect(help).toBeHidden();

  // --- The teacher lets staff see the records (Account → Preferences) ------------------------------
  await teacherPage.goto("/dashboard/account");
  await teacherPage.getByRole("checkbox", { name: "Let support staff see my students' records" }).check();
  await teacherPage.getByRole("button", { name: "Save preferences" }).click();
  await expect(teacherPage.getByText(/Preferences saved/i)).toBeVisible();

  // --- Staff: created from the command line, sent to /admin/login remembering the page ----------
  const email = uniqueEmail("staff");
  const oneTime = createAdminFromCli(email);
  await page.goto("/admin/teachers");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fteachers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin sign-in" })).toBeVisible();
  await axe.expectNoAxeViolations("admin sign-in");
  await shots(page, testInfo, "admin-login");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill(oneTime);
  await page.getByRole("button", { name: "Sign in" }).click();

  // The one-time password typed to sign in is not asked again.
  await expect(page.getByRole("heading", { level: 1, name: "Choose your password" })).toBeVisible();
  await expect(page.getByLabel("One-time password")).toHaveCount(0);
  await page.getByLabel("New password").fill("staff-harbour-lantern-77");
  await page.getByRole("button", { name: "Save password" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Set up two-step sign-in" })).toBeVisible();
  await page.getByRole("button", { name: "Show my setup key" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // The QR code is drawn in the browser: a data URL, never another site's image.
  const qr = page.getByRole("img", { name: /QR code of your setup key/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;/);
  await axe.expectNoAxeViolations("TOTP enrolment");
  await page.getByRole("textbox", { name: "Code" }).fill(await createOTP(base32.decode(secret)).totp());
  await page.getByRole("button", { name: "Verify" }).click();

  // --- Teachers: search, open, extend the trial ----------------------------------------------
  await expect(page).toHaveURL(/\/admin\/teachers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Teachers" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(teacher.email);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("1 teacher · page 1 of 1")).toBeVisible();
  await axe.expectNoAxeViolations("teachers");
  await shots(page, testInfo, "admin-teachers", { axeAt390: true });
  await page.getByRole("link", { name: teacher.email }).click();
  await expect(page.getByRole("heading", { level: 1, name: teacher.email })).toBeVisible();
  const teacherDetail = page.url();
  await page.getByRole("combobox", { name: "Action" }).selectOption("extend-trial");
  await page.getByRole("spinbutton", { name: "Days" }).fill("10");
  await page.getByRole("textbox", { name: "Reason" }).fill("Pilot school asked for more time");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Extend the trial: done.")).toBeVisible();
  await expect(page.getByText("Trial", { exact: true })).toBeVisible();
  // With the teacher's consent, staff open the caseload and one record, read-only.
  await page.getByRole("button", { name: "Show student records" }).click();
  await page.getByRole("button", { name: /Rowan Ellis · grade 4/ }).click();
  await expect(page.getByRole("button", { name: /Rowan Ellis/ })).toHaveAttribute("aria-expanded", "true");
  await axe.expectNoAxeViolations("teacher detail");
  await shots(page, testInfo, "admin-teacher");

  // --- The admin session does not open the teacher area ----------------------------------------
  const me = await page.request.get("/api/v1/me");
  expect(me.status()).toBe(401);

  // --- Tickets: answer the teacher ------------------------------------------------------------
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Tickets" }).click();
  await page.getByRole("link", { name: "Cannot find the export button" }).click();
  await expect(page.getByText("may be asked for a screenshot")).toBeVisible();
  await page
    .getByRole("textbox", { name: "Reply" })
    .fill("Open the note in Note history and choose Export PDF.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Open the note in Note history and choose Export PDF.")).toBeVisible();
  await axe.expectNoAxeViolations("ticket");
  await shots(page, testInfo, "admin-ticket");

  // --- The other admin screens pass axe ------------------------------------------------------
  for (const [link, heading] of [
    ["Dashboard", "Dashboard"],
    ["Tickets", "Support tickets"],
    ["Settings", "Settings"],
    ["Analytics", "Analytics"],
    ["Audit log", "Audit log"],
  ] as const) {
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: link, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /Loading/ })).toHaveCount(0);
    await axe.expectNoAxeViolations(`admin ${link}`);
    await shots(page, testInfo, `admin-${link.toLowerCase().replace(" ", "-")}`, {
      axeAt390: link !== "Settings",
    });
  }
  await expect(page.getByRole("cell", { name: "trial.extend" })).toBeVisible();
  // Subjects by name, linked to their screen: the teacher by address.
  const subject = page.getByRole("row", { name: /trial\.extend/ }).getByRole("link", { name: teacher.email });
  await expect(subject).toHaveAttribute("href", /^\/admin\/teachers\//);

  await page.getByRole("textbox", { name: "Action" }).fill("student.view");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("cell", { name: "student.view", exact: true })).toBeVisible();

  // --- The teacher reads the reply in the app --------------------------------------------------
  await teacherPage.goto("/dashboard/support");
  await expect(teacherPage.getByText("Open the note in Note history and choose Export PDF.")).toBeVisible();
  await expect(teacherPage.getByText("Answered")).toBeVisible();

  // --- Staff suspend the teacher: the session the teacher holds stops at the next request ---------
  // A suspension ends the teacher's sessions; what still names the account is the signed session copy
  // (`session_data`, SESSION_CACHE_SECONDS = 30 s), which the server reads before the session table.
  // The next request says "suspended" while that copy is valid, "session ended" after it: so the copy
  // is made fresh first. The first request without a copy renews it from the session table, exactly as
  // after the copy expires, so the copy is dropped instead of waited out (up to 30 s).
  const copyLeftMs = async () => {
    const copy = (await teacherContext.cookies()).find((c) => c.name.endsWith("session_data"));
    return copy ? copy.expires * 1000 - Date.now() : 0;
  };
  await teacherContext.clearCookies({ name: /session_data$/ });
  await teacherPage.goto("/dashboard/support");
  await expect.poll(copyLeftMs).toBeGreaterThan(20_000);
  await page.goto(teacherDetail);
  await page.getByRole("combobox", { name: "Action" }).selectOption("suspend");
  await page.getByRole("textbox", { name: "Reason" }).fill("Shared the account with a student teacher");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Suspend the account: done.")).toBeVisible();
  await teacherPage.goto("/dashboard/students");
  await expect(teacherPage.getByText("Your account is suspended")).toBeVisible();
  await expect(teacherPage).toHaveURL(/\/signin/);
  await expectNoAxeViolations(teacherPage, "suspended sign-in");
  await shots(teacherPage, testInfo, "teacher-suspended");
  await teacherContext.close();

  // --- Sign-out ends the admin session ------------------------------------------------------------
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
});
