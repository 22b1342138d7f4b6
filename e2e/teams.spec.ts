/**
 * IEP teams in real browsers (requirements "IEP teams", "Invitations", "Transfer"): three teachers,
 * each in a browser context of their own. The case manager invites a provider by e-mail from the
 * student's Team section; the provider accepts on the dashboard, opens the student, logs a service
 * session and records a data point through the screens; the case manager sees both; the case manager
 * removes the provider, whose next visit no longer finds the student; the case manager transfers the
 * student to a third teacher, keeping a viewer's access, and the third teacher accepts. axe scans
 * each new screen and state at 1280 and 390 px (no sideways scroll); screenshots of each are saved.
 */
import type { Browser, BrowserContext, Locator, Page, TestInfo } from "@playwright/test";
import { E2E_BASE_URL } from "./support/constants.ts";
import {
  BENIGN_BROWSER_ERRORS,
  completeOnboardingViaApi,
  expect,
  expectNoAxeViolations,
  signUpViaApi,
  test,
} from "./support/fixtures.ts";

test.describe.configure({ timeout: 150_000 });

const SERVICE = "Speech-language therapy";

/** axe at 1280 and 390 px, with a screenshot of each (of `part` when given, else of the window). */
async function checkBothWidths(page: Page, testInfo: TestInfo, name: string, part?: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${name} at ${width} px`);
    // No sideways scroll at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const path = testInfo.outputPath(`${name}-${width}.png`);
    await (part ? part.screenshot({ path }) : page.screenshot({ path }));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A second or third teacher: signed up and onboarded in a context of their own. */
interface OtherTeacher {
  context: BrowserContext;
  page: Page;
  email: string;
  name: string;
  /** Browser errors not on the benign list, checked at the end like the `page` fixture does. */
  errors: string[];
}

async function otherTeacher(browser: Browser, first: string, last: string): Promise<OtherTeacher> {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    locale: "en-US",
    timezoneId: "America/Chicago",
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => {
    const text = msg.text();
    if (msg.type() === "error" && !BENIGN_BROWSER_ERRORS.some((p) => p.test(text))) errors.push(text);
  });
  page.on("pageerror", (error) => errors.push(`Uncaught ${error.name}: ${error.message}`));
  const name = `${first} ${last}`;
  const account = await signUpViaApi(page.request, { name });
  await completeOnboardingViaApi(page.request, { firstName: first, lastName: last });
  return { context, page, email: account.email, name, errors };
}

test("a case manager shares a student with a provider, revokes them, and transfers the student", async ({
  page,
  browser,
  teacher,
}, testInfo) => {
  const maya = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Maya Rodriguez",
    grade: "3",
  });
  await teacher.api.post("/api/v1/students", { name: "Leo Chen", grade: "3" });
  const goal = await teacher.api.post<{ id: string }>("/api/v1/goals", {
    studentId: maya.id,
    statement: "Given a picture prompt, Maya will produce /r/ in words with 80% accuracy.",
    area: "Articulation",
    unit: "percent",
    baselineValue: 40,
    targetValue: 80,
  });
  const today = new Date();
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  await teacher.api.post(`/api/v1/students/${maya.id}/services`, {
    name: SERVICE,
    setting: "special_education",
    delivery: "individual",
    minutes: 60,
    period: "week",
    startDate: iso(new Date(today.getFullYear(), today.getMonth() - 1, 1)),
    endDate: iso(new Date(today.getFullYear() + 1, today.getMonth(), 1)),
  });
  const provider = await otherTeacher(browser, "Sam", "Ortiz");
  const receiver = await otherTeacher(browser, "Dana", "Kim");
  const studentPage = `/dashboard/students?student=${maya.id}`;

  // The case manager's Team section: empty, then the invitation.
  await page.goto(studentPage);
  const team = page.getByRole("region", { name: "Team", exact: true });
  await expect(
    team.getByText(/Share Maya Rodriguez with a co-teacher, provider or paraprofessional/),
  ).toBeVisible();
  await expect(team.getByText("Nobody on the team has opened or changed the record yet.")).toBeVisible();
  await team.scrollIntoViewIfNeeded();
  await checkBothWidths(page, testInfo, "team-section-empty", team);

  await team.getByRole("button", { name: "Add to team" }).click();
  const invite = page.getByRole("dialog", { name: "Add to Maya Rodriguez's team" });
  await invite.getByRole("textbox", { name: /E-mail address/ }).fill(provider.email);
  await invite.getByRole("radio", { name: /^Provider/ }).check();
  await checkBothWidths(page, testInfo, "invite-dialog", invite);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${provider.email} as Provider.`)).toBeVisible();
  const invited = team.getByRole("listitem").filter({ hasText: provider.email });
  await expect(invited.getByText("Invited", { exact: true })).toBeVisible();
  await checkBothWidths(page, testInfo, "team-section-invited", team);

  // The provider answers on the dashboard, and the student is on their caseload at once.
  await provider.page.goto("/dashboard");
  const card = provider.page.getByRole("region", { name: /Waiting for your answer/ });
  await expect(card.getByText(/invited you to Maya R.*'s team as Provider/)).toBeVisible();
  await checkBothWidths(provider.page, testInfo, "invitations-card", card);
  await card.getByRole("button", { name: /^Accept:/ }).click();
  await expect(provider.page.getByText(/Maya R.* is on your caseload as Provider\./)).toBeVisible();
  await expect(card).toBeHidden();

  await provider.page.goto(studentPage);
  const shared = provider.page.getByRole("region", { name: "Team", exact: true });
  await expect(shared.getByText(/Shared with you by .* · your role: Provider/)).toBeVisible();
  await expect(shared.getByRole("button", { name: "Add to team" })).toHaveCount(0);
  await expect(provider.page.getByRole("button", { name: "Transfer", exact: true })).toHaveCount(0);
  await checkBothWidths(provider.page, testInfo, "team-section-member", shared);

  // A session logged from the student's Services panel, a data point on the goal's page.
  const services = provider.page.getByRole("region", { name: "Services", exact: true });
  await services.getByRole("button", { name: `Log a session of ${SERVICE}` }).click();
  const log = provider.page.getByRole("dialog", { name: `Log a session: ${SERVICE}` });
  await log.getByRole("textbox", { name: /^Minutes/ }).fill("30");
  await log.getByRole("button", { name: "Log session" }).click();
  await expect(log).toBeHidden();

  await provider.page.goto(`/dashboard/progress/goals/${goal.id}`);
  const entry = provider.page.getByRole("region", { name: "Record a data point" });
  const score = entry.getByRole("textbox", { name: /^Score/ });
  await score.fill("55");
  await score.press("Enter");
  await expect(score).toHaveValue("");
  await expect(provider.page.getByRole("region", { name: /^Entries/ }).getByRole("row")).toHaveCount(2);

  // The case manager sees both "by" the provider, and who did what (requirements "Authorship").
  await page.goto(`/dashboard/progress/goals/${goal.id}`);
  const entries = page.getByRole("region", { name: /^Entries/ });
  await expect(entries.getByRole("row")).toHaveCount(2);
  await expect(entries.getByRole("row").filter({ hasText: "55" })).toContainText("by Sam Ortiz");
  const sessions = await teacher.api.get<{ items: { minutes: number; authorName?: string }[] }>(
    `/api/v1/service-sessions?studentId=${maya.id}`,
  );
  expect(sessions.items.map((s) => [s.minutes, s.authorName])).toEqual([[30, "Sam Ortiz"]]);
  await page.goto(studentPage);
  await expect(team.getByText(/Sam Ortiz \(Provider\)/).first()).toBeVisible();

  // The case manager removes the provider; the provider's next visit no longer finds the student.
  await team.getByRole("button", { name: "Remove Sam Ortiz from the team" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove Sam Ortiz?" });
  await expect(confirm).toContainText("Sam Ortiz loses Maya Rodriguez at once");
  await confirm.getByRole("button", { name: "Remove from team" }).click();
  await expect(page.getByText("Sam Ortiz is no longer on Maya Rodriguez's team.")).toBeVisible();
  await expect(team.getByRole("listitem").filter({ hasText: provider.email })).toHaveCount(0);

  await provider.page.goto(studentPage);
  await expect(provider.page.getByText("This student is not on your caseload")).toBeVisible();

  // The transfer to a third teacher, keeping a viewer's access.
  await page.getByRole("button", { name: "Transfer", exact: true }).click();
  const transfer = page.getByRole("dialog", { name: "Transfer Maya Rodriguez" });
  await transfer.getByRole("textbox", { name: /Receiving case manager/ }).fill(receiver.email);
  await transfer.getByRole("radio", { name: /^Viewer/ }).check();
  await expect(transfer).toContainText("Everything attached moves too");
  await checkBothWidths(page, testInfo, "transfer-dialog", transfer);
  await transfer.getByRole("button", { name: "Send transfer" }).click();
  await expect(transfer).toBeHidden();
  await expect(page.getByText(`Waiting for ${receiver.email} to accept`, { exact: true })).toBeVisible();

  // The caseload's "Transfer students" lists the transfer sent, and offers the students still owned.
  await page.goto("/dashboard/students");
  await page.getByRole("button", { name: "Transfer students" }).click();
  const many = page.getByRole("dialog", { name: "Transfer students" });
  await expect(many.getByRole("listitem").filter({ hasText: receiver.email })).toContainText(
    "Waiting for an answer",
  );
  await many.getByRole("checkbox", { name: /^Select all/ }).check();
  await expect(many.getByRole("checkbox", { name: "Leo Chen" })).toBeChecked();
  await checkBothWidths(page, testInfo, "caseload-transfer-dialog", many);
  await many.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(many).toBeHidden();

  await receiver.page.goto("/dashboard");
  const offer = receiver.page.getByRole("region", { name: /Waiting for your answer/ });
  await expect(offer.getByText(/wants to hand you Maya/)).toBeVisible();
  await checkBothWidths(receiver.page, testInfo, "transfer-offer-card", offer);
  await offer.getByRole("button", { name: /^Accept:/ }).click();
  await expect(receiver.page.getByText("1 student moved to your caseload.")).toBeVisible();
  await receiver.page.goto("/dashboard/students");
  await expect(receiver.page.getByRole("link", { name: /Maya Rodriguez/ }).first()).toBeVisible();

  // The old case manager keeps a viewer's access: the student is shared with them by the receiver.
  await page.goto(studentPage);
  await expect(team.getByText("Shared with you by Dana Kim · your role: Viewer")).toBeVisible();
  await expect(page.getByRole("button", { name: "Transfer", exact: true })).toHaveCount(0);

  expect(provider.errors, "the provider's browser logged errors").toEqual([]);
  expect(receiver.errors, "the receiver's browser logged errors").toEqual([]);
  await provider.context.close();
  await receiver.context.close();
});
