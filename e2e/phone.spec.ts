/**
 * Every main screen on a 390 px phone fits the screen's width and passes axe (requirements "Screens
 * and routes"; axe scrollable-region-focusable among the rules): the page never scrolls sideways, the
 * student list is stacked rows with nothing clipped, the student page's tables are not clipped, a
 * goal's entries reflow with their edit and delete buttons on screen, the calendar shows meetings'
 * names in full (a cancelled one included) and a toast is scanned too. Screenshots go to
 * `test-results/` for a look. One signed-in page visits every screen (no sign-up flow per screen).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

/** The page's own width, which is more than 390 when the page scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.use({ viewport: { width: 390, height: 844 } });
// One page visits about twenty screens with an axe scan each: about a minute on a loaded 2-core machine.
test.describe.configure({ timeout: 150_000 });

test("the main screens at 390 px fit the width and pass axe", async ({ page, axe, teacher }) => {
  const maya = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Maya Johnson",
    grade: "3",
    disabilities: ["Other health impairment (ADHD)", "Specific learning disability"],
    caseManager: "Jordan Rivera",
    annualMeetingDueDate: "2027-01-15",
    accommodations: ["Extended time", "Preferential seating near the board"],
    defaultStrategies: [{ name: "Repeated reading", frequency: "daily", duration: "10 minutes" }],
    defaultAccommodations: [
      { name: "Extended time", conditions: "tests and quizzes over 20 minutes", whenUsed: "always" },
    ],
  });
  const goal = await teacher.api.post<{ id: string }>("/api/v1/goals", {
    studentId: maya.id,
    statement: "Given a grade-3 passage, Maya will read 90 words correct per minute by June 2027",
    area: "Reading",
    baselineValue: 42,
    targetValue: 90,
    unit: "WCPM",
    baselineDate: "2026-09-01",
    targetDate: "2027-06-01",
  });
  for (const [entryDate, progressValue] of [
    ["2026-09-08", 44],
    ["2026-09-15", 47],
    ["2026-09-22", 52],
  ] as const) {
    await teacher.api.post("/api/v1/progress-entries", {
      goalId: goal.id,
      entryDate,
      progressValue,
      note: "Self-corrected twice on multisyllabic words; prompted once to track with a finger.",
    });
  }
  // Two meetings tomorrow (a scheduled and a cancelled one) for the calendar at 390 px.
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  const at = (hour: number) => new Date(new Date(tomorrow).setHours(hour, 0, 0, 0)).toISOString();
  await teacher.api.post("/api/v1/meetings", {
    studentId: maya.id,
    type: "annual_review",
    scheduledDate: at(15),
  });
  const cancelled = await teacher.api.post<{ id: string }>("/api/v1/meetings", {
    studentId: maya.id,
    type: "reevaluation",
    scheduledDate: at(16),
  });
  await teacher.api.post(`/api/v1/meetings/${cancelled.id}/cancel`, { reason: "Family asked to postpone" });

  // The student list: stacked rows, the whole disability text and every column visible.
  await page.goto("/dashboard/students");
  const disability = page.getByText("Other health impairment (ADHD), Specific learning disability");
  await expect(disability).toBeVisible();
  const box = await disability.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  await expect(page.getByRole("cell", { name: /Jordan Rivera/ })).toBeVisible();
  await expect(page.getByRole("cell", { name: /Jan 15, 2027/ })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/phone-390-students.png", fullPage: true });
  await axe.expectNoAxeViolations("students at 390 px");

  const screens: [string, string][] = [
    [`/dashboard/students?student=${maya.id}`, "student page"],
    ["/dashboard", "dashboard"],
    [`/dashboard/generate?studentId=${maya.id}`, "note form"],
    ["/dashboard/history", "note history"],
    [`/dashboard/progress?studentId=${maya.id}`, "progress"],
    [`/dashboard/progress/goals/${goal.id}`, "goal page"],
    [`/dashboard/progress/report?studentId=${maya.id}`, "parent report"],
    [`/dashboard/test-academic?studentId=${maya.id}`, "probes"],
    [`/dashboard/generate-iep?studentId=${maya.id}`, "IEP draft"],
    ["/dashboard/meetings", "meetings"],
    ["/dashboard/meetings?view=calendar", "meetings calendar"],
    ["/dashboard/meetings?view=deadlines", "deadlines"],
    ["/dashboard/notifications", "notifications"],
    ["/dashboard/account", "account"],
    ["/dashboard/account/billing", "billing"],
    ["/dashboard/support", "support"],
    ["/help", "help"],
  ];
  for (const [url, name] of screens) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    if (name === "student page") {
      await expect(page.getByText("tests and quizzes over 20 minutes")).toBeVisible();
    }
    if (name === "goal page") {
      // Every entry's edit and delete buttons are on screen, not past its right edge.
      for (const action of ["Edit", "Delete"]) {
        const buttons = page.getByRole("button", { name: new RegExp(`^${action} entry of`) });
        await expect(buttons).toHaveCount(3);
        for (const button of await buttons.all()) {
          const box = await button.boundingBox();
          expect(box && box.x + box.width, `${action} button`).toBeLessThanOrEqual(390);
        }
      }
    }
    if (name === "meetings calendar") {
      if (tomorrow.getMonth() !== new Date().getMonth())
        await page.getByRole("button", { name: "Next" }).click();
      // Each meeting's name is shown whole, not cut to "An…".
      for (const title of [/Annual review · Maya/, /Reevaluation meeting · Maya.* \(Cancelled\)/]) {
        const event = page.getByRole("button", { name: title });
        await expect(event).toBeVisible();
        // No part of it is cut off (an ellipsis leaves its box narrower than its text).
        const cut = await event.evaluate((el) =>
          [el, ...el.querySelectorAll("*")].some((part) => part.scrollWidth > part.clientWidth),
        );
        expect(cut, `${title} cut off`).toBe(false);
      }
    }
    // Full-page screenshots of the screens laid out for phones here (the others cost time for nothing).
    if (["student page", "goal page", "meetings calendar", "parent report"].includes(name)) {
      await page.screenshot({
        path: `test-results/phone-390-${name.replaceAll(" ", "-")}.png`,
        fullPage: true,
      });
    }
    expect(await pageWidth(page), `${name}: the page's width`).toBeLessThanOrEqual(390);
    await axe.expectNoAxeViolations(`${name} at 390 px`);
  }

  // A toast is judged by axe too, at rest (its final colours), and is still there after the scan.
  await page.goto(`/dashboard/progress/goals/${goal.id}`);
  await page.getByRole("button", { name: "Delete entry of Sep 8, 2026" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete this entry?" })
    .getByRole("button", { name: "Delete entry" })
    .click();
  await expect(page.getByText("Entry of Sep 8, 2026 deleted")).toBeVisible();
  await page.screenshot({ path: "test-results/phone-390-toast.png" });
  await axe.expectNoAxeViolations("goal page with a toast at 390 px");
  await expect(page.getByText("Entry of Sep 8, 2026 deleted")).toBeVisible();
});
