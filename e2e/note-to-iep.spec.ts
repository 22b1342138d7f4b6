/**
 * A teacher's walk from a note to the IEP (requirements "Note generation", "Note history", "IEP
 * draft"): "Write a progress note" from the student's page opens on that student, the note states no
 * default the teacher did not tick and no invented target date, it is in the history, and the IEP is
 * drafted and saved twice — the second draft does not nest the first, the teacher's text is kept,
 * the save shows the diff and the earlier version can be restored. Screenshots at 1280 px go to
 * `test-results/` for a look.
 */
import { expect, test } from "./support/fixtures.ts";

test.describe.configure({ timeout: 90_000 });

const TEACHER_TEXT = "Reads 42 words correct per minute on grade 3 passages; decodes CVC words reliably.";
const GOAL =
  "Given a grade-3 passage, Maya will read 90 words correct per minute with 95% accuracy by June 2027";

test("note → history → IEP draft → save twice: no nesting, no lost text", async ({ page, axe, teacher }) => {
  const maya = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Maya Johnson",
    grade: "3",
    presentLevels: TEACHER_TEXT,
    iepGoals: [GOAL],
    accommodations: ["Extended time"],
    defaultStrategies: [{ name: "Repeated reading", frequency: "daily", duration: "10 minutes" }],
    defaultAccommodations: [{ name: "Extended time", conditions: "tests", whenUsed: "always" }],
  });
  await teacher.api.post("/api/v1/students", { name: "Aiden Brooks", grade: "4" });
  // The goal typed with the student is a structured goal (one goal, one place): give it its measures.
  const [typed] = await teacher.api.get<{ id: string; statement: string }[]>(
    `/api/v1/goals?studentId=${maya.id}`,
  );
  expect(typed?.statement).toBe(GOAL);
  await teacher.api.patch(`/api/v1/goals/${typed!.id}`, {
    area: "Reading",
    baselineValue: 42,
    targetValue: 90,
    unit: "WCPM",
    baselineDate: "2026-09-01",
    targetDate: "2027-06-01",
  });

  // Progress monitoring lists it; from the student's page the note form opens on Maya.
  await page.goto("/dashboard/progress");
  await expect(page.getByRole("link", { name: GOAL })).toHaveCount(1);
  await page.goto(`/dashboard/students?student=${maya.id}`);
  await page.getByRole("link", { name: "Write a progress note" }).click();
  await expect(page.getByLabel(/^Student/)).toHaveValue(maya.id);
  await page.getByRole("checkbox", { name: GOAL }).check();
  await page
    .getByLabel(/^Observations/)
    .fill("Read 58 words correct per minute with 96% accuracy on 3 of 4 probes.");
  await page.getByRole("button", { name: "Generate note" }).click();
  const note = page.getByLabel(/^Note text/);
  // The offline drafter writes the observation into prose ("Maya read 58 …"), every number kept.
  await expect(note).toHaveValue(/[Rr]ead 58 words correct per minute with 96% accuracy on 3 of 4 probes\./);
  // The goal's own date; no default support stated as used (Data and context was never opened).
  await expect(note).toHaveValue(/The target date for the goal is June 1, 2027\./);
  await expect(note).not.toHaveValue(/strategies used in the session|as an accommodation/);
  await page.screenshot({ path: "test-results/walkthrough-1280-note.png", fullPage: true });

  // The note is in the history.
  await page.getByRole("link", { name: /Open note history/ }).click();
  await axe.expectNoAxeViolations("note history after a note");
  await page
    .getByRole("button", { name: /Maya Johnson: Progress note/ })
    .or(page.getByRole("link", { name: /Maya Johnson: Progress note/ }))
    .first()
    .click();
  await expect(
    page
      .getByRole("dialog")
      .getByText(/[Rr]ead 58 words correct per minute/)
      .first(),
  ).toBeVisible();
  await page.keyboard.press("Escape");

  // Draft the IEP and save it twice.
  await page.goto(`/dashboard/generate-iep?studentId=${maya.id}`);
  const levels = page.getByRole("textbox", {
    name: "Present levels of academic achievement and functional performance (text)",
  });
  const goals = page.getByRole("textbox", { name: "Measurable annual goals (text)" });
  const accommodations = page.getByRole("textbox", { name: "Accommodations and supports (text)" });
  await page.getByRole("button", { name: "Draft IEP" }).click();
  await expect(levels).toHaveValue(
    new RegExp(`Current performance: ${TEACHER_TEXT.replace(/[.;]/g, "\\$&")}`),
  );
  await expect(goals).toHaveValue(/- Condition: Given a grade-3 passage/);
  // The goal is stated once, with the measures given to it.
  expect((await goals.inputValue()).split(GOAL).length - 1).toBe(1);
  await expect(goals).toHaveValue(/reach 90 WCPM from a baseline of 42 WCPM/);
  expect((await accommodations.inputValue()).match(/Extended time/g)).toHaveLength(1);
  const firstLength = (await levels.inputValue()).length;

  const saveAll = async () => {
    await page.getByRole("button", { name: "Save to student" }).click();
    const review = page.getByRole("dialog", { name: "Review the changes to the record" });
    await expect(review.getByRole("heading", { name: "Present levels" })).toBeVisible();
    await review.getByRole("button", { name: "Save these changes" }).click();
    await expect(page.getByText("Saved to Maya Johnson's record.").last()).toBeVisible();
  };
  await saveAll();

  await page.getByRole("button", { name: "Draft IEP again" }).click();
  // The first draft's toast may still be showing: wait for this drafting itself to end (the button is
  // "Drafting…" and "Cancel drafting" shows until then), or the edit below would be overwritten.
  await expect(page.getByRole("button", { name: "Cancel drafting" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Draft IEP again" })).toBeEnabled();
  await expect(page.getByText("IEP draft ready. Review and edit each section.").first()).toBeVisible();
  const second = await levels.inputValue();
  expect(second.match(/Present levels for/g)).toHaveLength(1);
  expect(second.length).toBe(firstLength);
  expect(second).toContain(TEACHER_TEXT);
  await levels.fill(`${second}\nRetells the main idea.`);
  await saveAll();
  await page.screenshot({ path: "test-results/walkthrough-1280-iep.png", fullPage: true });

  // Both saves are earlier versions; the first restores the teacher's own text.
  const versions = page.getByRole("region", { name: "Earlier versions" });
  await expect(versions.getByRole("listitem")).toHaveCount(2);
  await axe.expectNoAxeViolations("IEP draft with earlier versions");
  await versions
    .getByRole("button", { name: /^Restore Present levels/ })
    .last()
    .click();
  await expect(page.getByText("Present levels restored.")).toBeVisible();
  const [student] = await teacher.api
    .get<{ presentLevels: string }[]>("/api/v1/students")
    .then((list) => list.filter((s) => s.presentLevels === TEACHER_TEXT));
  expect(student?.presentLevels).toBe(TEACHER_TEXT);
});
