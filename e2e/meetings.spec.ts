/**
 * Meetings in a real browser against the real server (requirements "Meetings", "Deadlines",
 * "Notifications"): a teacher with one student (made through the API, with a parent contact and a
 * case manager, its annual review three days overdue) schedules an annual review with the attendees filled in from the record, reschedules
 * it, cancels it with a reason, looks at the calendar and the notifications the changes left. axe
 * scans each state; screenshots at 1280 and 390 px wide land in the test's output folder.
 */
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

test.describe.configure({ timeout: 120_000 });

/** `YYYY-MM-DD`, `days` from today in the browser's zone (America/Chicago in playwright.config.ts). */
function localDay(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toLocaleDateString("en-CA", { timeZone: "America/Chicago" });
}

/** Screenshots of the page at 1280 and 390 px wide, named `<name>-<width>.png`, then back to 1280. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a teacher schedules, reschedules and cancels an IEP meeting", async ({
  page,
  axe,
  teacher,
}, testInfo) => {
  await teacher.api.post("/api/v1/students", {
    name: "Maya Rodriguez",
    grade: "3",
    parentContact: { name: "Rosa Rodriguez", relationship: "Mother", email: "rosa@family.test", phone: "" },
    caseManager: "Jordan Rivera",
    // Three days past: the legal clock makes an overdue annual-review deadline.
    annualMeetingDueDate: localDay(-3),
  });

  await page.goto("/dashboard/meetings");
  await expect(page.getByRole("heading", { level: 1, name: "Meetings" })).toBeVisible();
  await expect(page.getByText("No meetings yet")).toBeVisible();
  await axe.expectNoAxeViolations("meetings page, no meetings");

  // Schedule: the attendees come from the student's record.
  await page.getByRole("button", { name: "Schedule a meeting" }).first().click();
  const schedule = page.getByRole("dialog", { name: "Schedule a meeting" });
  await schedule
    .getByRole("combobox", { name: /^Student/ })
    .selectOption({ label: "Maya Rodriguez (grade 3)" });
  await expect(schedule.getByRole("textbox", { name: /^Name \(attendee 1\)/ })).toHaveValue("Rosa Rodriguez");
  await expect(schedule.getByRole("textbox", { name: /^Name \(attendee 2\)/ })).toHaveValue("Jordan Rivera");
  await schedule.getByLabel(/^Date/).fill(localDay(5));
  await schedule.getByLabel(/^Start time/).fill("15:00");
  await schedule.getByRole("textbox", { name: /^Location/ }).fill("Room 12");
  await schedule.getByRole("checkbox", { name: /Invite attendees by e-mail/ }).check();
  await axe.expectNoAxeViolations("schedule dialog, filled in");
  await screenshots(page, testInfo, "schedule-dialog");
  await schedule.getByRole("button", { name: "Schedule meeting" }).click();
  await expect(schedule).toBeHidden();

  const upcoming = page.getByRole("region", { name: "Upcoming (1)" });
  await expect(upcoming.getByRole("heading", { name: "Annual review · Maya Rodriguez" })).toBeVisible();
  await expect(upcoming.getByText("3:00 PM")).toBeVisible();
  await axe.expectNoAxeViolations("meetings page, one meeting scheduled");
  await screenshots(page, testInfo, "meetings-scheduled");

  // Reschedule to a day later at 10:00; the earlier date stays visible.
  await upcoming.getByRole("button", { name: "Reschedule Annual review · Maya Rodriguez" }).click();
  const reschedule = page.getByRole("dialog", { name: "Reschedule the meeting" });
  await reschedule.getByLabel(/^New date/).fill(localDay(6));
  await reschedule.getByLabel(/^New start time/).fill("10:00");
  await reschedule.getByRole("textbox", { name: /^Reason/ }).fill("Psychologist unavailable");
  // The attendees were invited, so they hear of the new time unless the teacher unticks the box.
  await expect(reschedule.getByRole("checkbox", { name: /^Send the attendees the new time/ })).toBeChecked();
  await expect(reschedule.getByText(/^Ticked because the attendees were invited by e-mail/)).toBeVisible();
  await axe.expectNoAxeViolations("reschedule dialog");
  await reschedule.getByRole("button", { name: "Reschedule" }).click();
  await expect(reschedule).toBeHidden();
  await expect(upcoming.getByText("10:00 AM")).toBeVisible();
  await expect(upcoming.getByText(/^Moved from .* 3:00 PM$/)).toBeVisible();
  await axe.expectNoAxeViolations("meetings page, meeting rescheduled");

  // The calendar shows it; the month view is keyboard reachable.
  await page.getByRole("tab", { name: "Calendar" }).click();
  await expect(page.getByRole("button", { name: "Month" })).toBeVisible();
  const event = page.getByRole("button", { name: /^Annual review · Maya Rodriguez, / });
  if (!(await event.isVisible())) await page.getByRole("button", { name: "Next" }).click();
  await expect(event).toBeVisible();
  await axe.expectNoAxeViolations("meetings calendar, month view");
  await screenshots(page, testInfo, "meetings-calendar");
  await event.focus();
  await page.keyboard.press("Enter");
  const details = page.getByRole("dialog", { name: "Annual review · Maya Rodriguez" });
  await expect(details.getByText(/Rosa Rodriguez · Parent or guardian · Invited/)).toBeVisible();
  await axe.expectNoAxeViolations("meeting details dialog");
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await page.getByRole("button", { name: "Week" }).click();
  if (!(await event.isVisible())) await page.getByRole("button", { name: "Next" }).click();
  await expect(event).toBeVisible();
  await axe.expectNoAxeViolations("meetings calendar, week view");
  await screenshots(page, testInfo, "meetings-week");
  await page.getByRole("tab", { name: "List" }).click();

  // Cancel: a reason is required; the dialog is the confirmation.
  await upcoming.getByRole("button", { name: "Cancel Annual review · Maya Rodriguez" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel this meeting?" });
  await cancel.getByRole("button", { name: "Cancel meeting" }).click();
  await expect(cancel.getByText("Enter the reason for cancelling")).toBeVisible();
  await expect(cancel.getByRole("checkbox", { name: /^Tell the attendees by e-mail/ })).toBeChecked();
  await axe.expectNoAxeViolations("cancel dialog, reason missing");
  await cancel.getByRole("textbox", { name: /^Reason for cancelling/ }).fill("Family asked to postpone");
  await cancel.getByRole("button", { name: "Cancel meeting" }).click();
  await expect(cancel).toBeHidden();
  const past = page.getByRole("region", { name: "Past and cancelled (1)" });
  await expect(past.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(past.getByText("Reason: Family asked to postpone")).toBeVisible();
  await expect(page.getByRole("region", { name: "Upcoming (0)" })).toContainText("Nothing scheduled.");
  await axe.expectNoAxeViolations("meetings page, meeting cancelled");
  await screenshots(page, testInfo, "meetings-cancelled");

  // The private calendar feed: made here, shown once, and a calendar can read it.
  const feedCard = page.getByRole("region", { name: "Calendar feed" });
  await feedCard.getByRole("button", { name: "Create calendar feed" }).click();
  const address = feedCard.getByRole("textbox", { name: /^Private calendar address/ });
  await expect(address).toHaveValue(/\/api\/calendar\/[^/]+\.ics$/);
  await axe.expectNoAxeViolations("calendar feed, address shown");
  const feed = await page.request.get(await address.inputValue());
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");

  // The changes left notifications; the navigation counts them.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: /^Notifications, \d+ unread$/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(page.getByRole("listitem").first()).toBeVisible();
  await axe.expectNoAxeViolations("notifications page");
  await screenshots(page, testInfo, "notifications");
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(page.getByText("All caught up.")).toBeVisible();

  // The dashboard shows the deadlines card and the (now empty) upcoming meetings.
  await page.goto("/dashboard");
  const deadlines = page.getByRole("region", { name: "Deadlines" });
  await expect(deadlines.getByRole("region", { name: "Overdue (1)" })).toBeVisible();
  await expect(deadlines.getByText(/^Overdue by \d+ days?$/)).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Upcoming meetings" }).getByText("No meetings scheduled"),
  ).toBeVisible();
  await axe.expectNoAxeViolations("dashboard with deadlines and meetings");
  await screenshots(page, testInfo, "dashboard");
});
