/**
 * The academic probe tool in a real browser (requirements "CBM probes": run a fluency probe and save
 * it): a teacher with a grade-3 student and a reading goal (made through the API) opens
 * /dashboard/test-academic, runs the one-minute ORF timer (Playwright's clock runs the minute at
 * once), counts errors by tap and by Space, scores the probe, sees the Hasbrouck & Tindal norms,
 * saves the WCPM to the goal and finds the entry through the API. axe scans each state.
 */
import { expect, test } from "./support/fixtures.ts";

test.describe.configure({ timeout: 60_000 });

test("a teacher runs a one-minute fluency probe and saves it to a goal", async ({ page, axe, teacher }) => {
  const student = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Maya Rodriguez",
    grade: "3",
  });
  const goal = await teacher.api.post<{ id: string }>("/api/v1/goals", {
    studentId: student.id,
    statement: "Given a grade-3 passage, Maya will read 90 words correct per minute on 3 of 4 weekly probes.",
    area: "Reading",
    baselineValue: 48,
    targetValue: 90,
    unit: "words correct per minute",
    direction: "increase",
    targetDate: "2027-06-01",
  });

  // The page's clock is Playwright's from here: the minute passes when the test says so.
  await page.clock.install();
  await page.goto("/dashboard/test-academic");
  await expect(page.getByRole("heading", { level: 1, name: "Academic probes" })).toBeVisible();
  await axe.expectNoAxeViolations("academic probes, nothing chosen");

  await page.getByRole("combobox", { name: /Student/ }).selectOption(student.id);
  await page.getByRole("combobox", { name: /Goal/ }).selectOption(goal.id);
  const orf = page.getByRole("tabpanel", { name: "Oral reading fluency" });
  await expect(orf.getByText("Saving to:")).toBeVisible();
  await expect(orf.getByText(/Source: Hasbrouck, J\., & Tindal, G\. \(2017\)/)).toBeVisible();
  await axe.expectNoAxeViolations("academic probes, student and goal chosen");

  const timer = orf.getByRole("timer", { name: "Reading time left" });
  await expect(timer).toHaveText("1:00");
  await orf.getByRole("button", { name: "Start timer" }).click();
  const errorButton = orf.getByRole("button", { name: /^Error/ });
  await expect(errorButton).toBeFocused();
  await page.keyboard.press("Space");
  await errorButton.click();
  await errorButton.click();
  await page.clock.runFor(30_000);
  // The installed clock also flows in real time, so a slow machine may have used a few more seconds
  // between the click and the jump: half the minute or a little more has gone.
  await expect(timer).toHaveText(/^0:(30|2\d|1\d)$/);
  await axe.expectNoAxeViolations("academic probes, timer running");

  await page.clock.runFor(30_000);
  await expect(timer).toHaveText("0:00");
  await expect(orf.getByText("Finished")).toBeVisible();
  const words = orf.getByRole("spinbutton", { name: "Words attempted" });
  await expect(words).toBeFocused();
  await words.fill("42");

  await expect(orf.getByText("39 WCPM", { exact: true })).toBeVisible();
  await expect(orf.getByText("93%", { exact: true })).toBeVisible();
  await expect(
    orf.getByText(/^39 WCPM is \d+ below the grade 3 (fall|winter|spring) 50th percentile/),
  ).toBeVisible();
  await axe.expectNoAxeViolations("academic probes, probe scored");

  await orf.getByRole("button", { name: "Save 39 WCPM to the goal" }).click();
  await expect(orf.getByText("Saved to the goal")).toBeVisible();
  const graphLink = orf.getByRole("link", { name: "Open the goal’s graph" });
  await expect(graphLink).toHaveAttribute("href", `/dashboard/progress/goals/${goal.id}`);
  await axe.expectNoAxeViolations("academic probes, result saved");

  const entries = await teacher.api.get<{ progressValue: number | null; note: string | null }[]>(
    `/api/v1/progress-entries?goalId=${goal.id}`,
  );
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    progressValue: 39,
    note: "ORF probe: 42 words attempted, 3 errors, accuracy 93% (39 WCPM)",
  });
});

test("a math computation probe is scored per probe and per minute", async ({
  page,
  axe,
  teacher: _signedIn,
}) => {
  await page.goto("/dashboard/test-academic?probe=math");
  const panel = page.getByRole("tabpanel", { name: "Math computation" });
  await expect(panel.getByRole("timer", { name: "Probe time left" })).toHaveText("2:00");
  await panel.getByRole("combobox", { name: /Probe length/ }).selectOption("4");
  await expect(panel.getByRole("timer", { name: "Probe time left" })).toHaveText("4:00");
  await panel.getByRole("spinbutton", { name: "Digits correct" }).fill("30");
  await panel.getByRole("spinbutton", { name: /Digits possible/ }).fill("40");
  await expect(panel.getByText("7.5", { exact: true })).toBeVisible();
  await expect(panel.getByText("75%", { exact: true })).toBeVisible();
  // No students yet: the page says how to save, and links to adding one.
  await expect(page.getByRole("link", { name: "add a student" })).toBeVisible();
  await axe.expectNoAxeViolations("academic probes, math probe scored, no students");
});
