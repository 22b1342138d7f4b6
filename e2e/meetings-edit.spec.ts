/**
 * Changing what is already planned, in a real browser against the real server (requirements
 * "Meetings", "Deadlines"): a teacher edits a meeting's details, manages its attendees (attendance,
 * a new attendee, one removed), adds, edits and deletes a deadline of their own, sets the
 * progress-report dates in the account preferences (the pending progress report moves), and deletes
 * the meeting. axe scans each state and each dialog; screenshots at 1280 and 390 px wide land in the
 * test's output folder.
 */
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

test.describe.configure({ timeout: 120_000 });

/** `YYYY-MM-DD`, `days` from today in the browser's zone (America/Chicago in playwright.config.ts). */
const localDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Chicago" });

/** Screenshots at 1280 and 390 px wide (`<name>-<width>.png`), then back to 1280. */
async function shots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a teacher edits a meeting and its attendees, keeps their own deadlines and reporting dates", async ({
  page,
  axe,
  teacher,
}, testInfo) => {
  const student = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Leo Park",
    grade: "5",
  });
  const meeting = await teacher.api.post<{ id: string }>("/api/v1/meetings", {
    studentId: student.id,
    type: "annual_review",
    scheduledDate: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    attendees: [
      { attendeeName: "Ana Park", attendeeEmail: "ana@family.test", attendeeRole: "parent" },
      { attendeeName: "Sam Lee", attendeeRole: "general_education_teacher" },
    ],
  });

  await page.goto("/dashboard/meetings");
  const upcoming = page.getByRole("region", { name: "Upcoming (1)" });
  const title = "Annual review · Leo Park";
  await expect(upcoming.getByRole("heading", { name: title })).toBeVisible();

  // Edit the details.
  await upcoming.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit meeting" });
  await edit.getByRole("textbox", { name: /^Length in minutes/ }).fill("90");
  await edit.getByRole("textbox", { name: /^Location/ }).fill("Library, room 4");
  await edit.getByRole("textbox", { name: /^Video link/ }).fill("https://meet.example.org/leo");
  await edit.getByRole("textbox", { name: /^Notes/ }).fill("Review the reading goal.");
  await axe.expectNoAxeViolations("edit meeting dialog");
  await shots(page, testInfo, "edit-meeting-dialog");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(upcoming.getByText("Library, room 4")).toBeVisible();
  await expect(upcoming.getByText(/· 1 h 30 min$/)).toBeVisible();

  // Manage the attendees: attendance, a new one, one removed.
  await upcoming.getByRole("button", { name: `Attendees ${title}` }).click();
  const manage = page.getByRole("dialog", { name: "Manage attendees" });
  const ana = manage.getByRole("group", { name: "Ana Park" });
  await ana.getByRole("combobox", { name: /^Attendance/ }).selectOption("accepted");
  await ana.getByRole("button", { name: "Save Ana Park" }).click();
  await expect(manage.getByText("Ana Park saved.")).toBeVisible();
  const add = manage.getByRole("group", { name: "Add an attendee" });
  await add.getByRole("textbox", { name: /^Name/ }).fill("Dr. Kim");
  await add.getByRole("combobox", { name: /^Role/ }).selectOption("school_psychologist");
  await add.getByRole("button", { name: "Add attendee" }).click();
  await expect(manage.getByRole("group", { name: "Dr. Kim" })).toBeVisible();
  await axe.expectNoAxeViolations("manage attendees dialog");
  await shots(page, testInfo, "attendees-dialog");
  await manage.getByRole("button", { name: "Remove Sam Lee" }).click();
  const removeSam = page.getByRole("alertdialog", { name: "Remove Sam Lee?" });
  await axe.expectNoAxeViolations("remove attendee confirmation");
  await removeSam.getByRole("button", { name: "Remove attendee" }).click();
  await expect(manage.getByRole("group", { name: "Sam Lee" })).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(manage).toBeHidden();
  const detail = await teacher.api.get(`/api/v1/meetings/${meeting.id}`);
  expect(
    (detail as { attendees: { attendeeName: string; attendanceStatus: string }[] }).attendees.map((a) => [
      a.attendeeName,
      a.attendanceStatus,
    ]),
  ).toEqual([
    ["Ana Park", "accepted"],
    ["Dr. Kim", "invited"],
  ]);

  // A deadline of the teacher's own, from the Deadlines tab.
  await page.getByRole("tab", { name: "Deadlines" }).click();
  await page.getByRole("button", { name: "Add a deadline" }).click();
  const addDeadline = page.getByRole("dialog", { name: "Add a deadline" });
  await addDeadline.getByRole("combobox", { name: /^Student/ }).selectOption({ label: "Leo Park (grade 5)" });
  await addDeadline.getByRole("textbox", { name: /^Title/ }).fill("Send the meeting notice");
  await addDeadline.getByLabel(/^Due date/).fill(localDay(2));
  await axe.expectNoAxeViolations("add deadline dialog");
  await shots(page, testInfo, "add-deadline-dialog");
  await addDeadline.getByRole("button", { name: "Add deadline" }).click();
  await expect(addDeadline).toBeHidden();
  const notice = "Send the meeting notice (Leo Park)";
  await page.getByRole("button", { name: `Edit: ${notice}` }).click();
  const editDeadline = page.getByRole("dialog", { name: "Edit deadline" });
  await editDeadline.getByLabel(/^Due date/).fill(localDay(4));
  await editDeadline.getByRole("button", { name: "Save deadline" }).click();
  await expect(editDeadline).toBeHidden();
  await expect(page.getByText("Due in 4 days")).toBeVisible();
  await axe.expectNoAxeViolations("deadlines tab with a manual deadline");
  await shots(page, testInfo, "meetings-deadlines");
  await page.getByRole("button", { name: `Delete: ${notice}` }).click();
  const deleteDeadline = page.getByRole("alertdialog", { name: "Delete this deadline?" });
  await axe.expectNoAxeViolations("delete deadline confirmation");
  await deleteDeadline.getByRole("button", { name: "Delete deadline" }).click();
  await expect(page.getByRole("button", { name: `Edit: ${notice}` })).toBeHidden();

  // Reporting dates: semesters put the next progress report on 31 January or 15 June.
  await page.goto("/dashboard/account");
  const reporting = page.getByRole("region", { name: "Progress-report dates" });
  await reporting.getByRole("combobox", { name: "Reporting periods" }).selectOption("semester");
  await reporting.getByRole("button", { name: "Save reporting dates" }).click();
  await expect(reporting.getByRole("status")).toContainText("Reporting dates saved.");
  await axe.expectNoAxeViolations("account preferences with reporting dates");
  await shots(page, testInfo, "reporting-dates");
  const reports = await teacher.api.get<{ dueDate: string }[]>(
    `/api/v1/deadlines?studentId=${student.id}&kind=progress_report`,
  );
  expect(reports).toHaveLength(1);
  expect(reports[0]?.dueDate).toMatch(/-(01-31|06-15)$/);

  // Delete the meeting, behind a confirmation.
  await page.goto("/dashboard/meetings");
  await page
    .getByRole("region", { name: "Upcoming (1)" })
    .getByRole("button", { name: `Delete ${title}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this meeting?" });
  await axe.expectNoAxeViolations("delete meeting confirmation");
  await shots(page, testInfo, "delete-meeting-dialog");
  await confirm.getByRole("button", { name: "Delete meeting" }).click();
  await expect(page.getByText("No meetings yet")).toBeVisible();
  await axe.expectNoAxeViolations("meetings page after deleting the meeting");
});
