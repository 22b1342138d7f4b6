/**
 * Service minutes in a real browser (requirements "Services", "Service log", "Service compliance"):
 * a teacher with two students (made through the API) adds a service from the student form's
 * Services tab, logs an individual session and a group session for both students from the Services
 * screen, logs a session offline that is sent exactly once when back online (checked through the
 * API), sees the compliance on the student page and downloads the service log as CSV. axe scans each
 * new screen and dialog at 1280 and 390 px; screenshots of each are saved.
 */
import { readFile } from "node:fs/promises";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, goOnline, type SignedInTeacher, test } from "./support/fixtures.ts";

test.describe.configure({ timeout: 120_000 });

// Offline, the browser logs each request it could not send; the app shows its own banner.
test.use({ allowedBrowserErrors: [/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/] });

const SERVICE = "Specialized reading instruction";

/** axe at 1280 and 390 px, with a screenshot of each (of `part` when given, else of the window). */
async function checkBothWidths(
  page: Page,
  testInfo: TestInfo,
  axe: { expectNoAxeViolations: (context: string) => Promise<void> },
  name: string,
  part?: Locator,
) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await axe.expectNoAxeViolations(`${name} at ${width} px`);
    // No sideways scroll at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const path = testInfo.outputPath(`${name}-${width}.png`);
    await (part ? part.screenshot({ path }) : page.screenshot({ path }));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface Page1 {
  items: {
    serviceId: string;
    minutes: number;
    status: string;
    groupId: string | null;
    groupSize: number | null;
  }[];
}
const sessionsOf = (teacher: SignedInTeacher, studentId: string) =>
  teacher.api.get<Page1>(`/api/v1/service-sessions?studentId=${studentId}`).then((p) => p.items);

test("a teacher adds a service, logs individual, group and offline sessions, sees compliance and exports the log", async ({
  page,
  context,
  axe,
  teacher,
}, testInfo) => {
  const maya = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Maya Rodriguez",
    grade: "3",
  });
  const leo = await teacher.api.post<{ id: string }>("/api/v1/students", { name: "Leo Chen", grade: "3" });
  const today = new Date();
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  const start = iso(new Date(today.getFullYear(), today.getMonth() - 1, 1));
  const end = iso(new Date(today.getFullYear() + 1, today.getMonth(), 1));
  await teacher.api.post(`/api/v1/students/${leo.id}/services`, {
    name: SERVICE,
    setting: "special_education",
    delivery: "group",
    minutes: 90,
    period: "week",
    startDate: start,
    endDate: end,
  });

  // The student form's Services tab: add a service.
  await page.goto(`/dashboard/students?student=${maya.id}`);
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const form = page.getByRole("dialog", { name: "Edit Maya Rodriguez" });
  await form.getByRole("tab", { name: /Services & placement/ }).click();
  await expect(form.getByText("Maya Rodriguez has no services yet.")).toBeVisible();
  await form.getByRole("button", { name: "Add service" }).click();
  const add = page.getByRole("dialog", { name: "Add a service" });
  await add.getByRole("textbox", { name: /^Service/ }).fill(SERVICE);
  await add.getByRole("textbox", { name: "Provider name" }).fill("Ms. Lee");
  await add.getByRole("textbox", { name: /^Minutes/ }).fill("0");
  await add.getByRole("button", { name: "Add service" }).click();
  await expect(add.getByText(/Enter whole minutes from 1/)).toBeVisible();
  await checkBothWidths(page, testInfo, axe, "services-add-dialog");
  await add.getByRole("textbox", { name: /^Minutes/ }).fill("120");
  await add.getByLabel(/^Start date/).fill(start);
  await add.getByRole("button", { name: "Add service" }).click();
  await expect(add).toBeHidden();
  await expect(form.getByText(`${SERVICE}: 120 minutes per week`)).toBeVisible();
  await checkBothWidths(page, testInfo, axe, "services-editor");
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(form).toBeHidden();

  // The Services screen: an individual session through the quick log.
  await page.goto("/dashboard/services");
  await expect(page.getByRole("heading", { name: "Services this week" })).toBeVisible();
  await checkBothWidths(page, testInfo, axe, "services-screen");
  const quick = page.getByRole("form", { name: "Log today's sessions" });
  await quick.getByRole("textbox", { name: `Minutes, Maya Rodriguez, ${SERVICE}` }).fill("30");
  await quick.getByRole("button", { name: "Save 1 session" }).click();
  await expect(quick.getByText("Logged 1 session.")).toBeVisible();

  // A group session for both students.
  const group = page.getByRole("form", { name: "Log a group session" });
  await group.getByRole("textbox", { name: /^Minutes/ }).fill("25");
  await group.getByRole("checkbox", { name: `Maya Rodriguez: ${SERVICE}` }).check();
  await group.getByRole("checkbox", { name: `Leo Chen: ${SERVICE}` }).check();
  await group.getByRole("button", { name: "Log group session for 2 students" }).click();
  await expect(group.getByText("Logged the group session for 2 students.")).toBeVisible();
  const mayaSessions = await sessionsOf(teacher, maya.id);
  expect(mayaSessions.map((s) => s.minutes).sort()).toEqual([25, 30]);
  const [leoGroup] = await sessionsOf(teacher, leo.id);
  const mayaGroup = mayaSessions.find((s) => s.minutes === 25);
  expect(leoGroup?.groupSize).toBe(2);
  expect(mayaGroup?.groupSize).toBe(2);
  expect(leoGroup?.groupId).toBeTruthy();
  expect(mayaGroup?.groupId).toBe(leoGroup?.groupId);

  // Offline: a session waits, then is sent exactly once.
  await context.setOffline(true);
  await quick.getByRole("textbox", { name: `Minutes, Leo Chen, ${SERVICE}` }).fill("15");
  await quick.getByRole("button", { name: "Save 1 session" }).click();
  await expect(quick.getByText(/1 session not yet saved/)).toBeVisible();
  await expect(page.getByText("1 change is waiting to be sent.")).toBeVisible();
  await goOnline(context, page);
  await expect(page.getByText(/changes? (is|are) waiting to be sent/)).toBeHidden({ timeout: 40_000 });
  await expect
    .poll(async () => (await sessionsOf(teacher, leo.id)).map((s) => s.minutes).sort())
    .toEqual([15, 25]);

  // The student page: the compliance bar, status and sessions.
  await page.goto(`/dashboard/students?student=${maya.id}`);
  const panel = page.getByRole("region", { name: "Services", exact: true });
  await expect(panel.getByRole("heading", { name: `${SERVICE}: 120 minutes per week` })).toBeVisible();
  await expect(panel.getByText(/55 of 120 minutes/).first()).toBeVisible();
  await expect(panel.getByText(/On track|Behind|minutes? owed/).first()).toBeVisible();
  await expect(panel.getByText(/group of 2/)).toBeVisible();
  await checkBothWidths(page, testInfo, axe, "services-student-panel", panel);
  await panel.getByRole("button", { name: `Log a session of ${SERVICE}` }).click();
  const log = page.getByRole("dialog", { name: `Log a session: ${SERVICE}` });
  await expect(log.getByRole("textbox", { name: /^Minutes/ })).toHaveValue(/^(25|30)$/);
  await checkBothWidths(page, testInfo, axe, "services-log-dialog");
  await log.getByRole("button", { name: "Cancel" }).click();

  // The service log as CSV.
  const started = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Download CSV" }).click();
  const download = await started;
  const csv = await readFile(await download.path(), "utf8");
  expect(csv).toContain(SERVICE);
  expect(csv).toContain("Maya Rodriguez");
  expect(csv.split(/\r?\n/).filter((l) => l.includes(SERVICE))).toHaveLength(2);
});
