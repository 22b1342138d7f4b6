/**
 * The AI writing assistant on the generate screen, in a real browser against the real server with
 * the offline writer (no AI key; requirements "Improve wording", "Suggestions", "Note streaming"):
 * enhance a field, accept a suggestion, stream a note. Improve wording rewrites "The autistic boy had a meltdown for 10 minutes" objectively
 * and person-first while keeping "10 minutes"; Undo brings the teacher's words back; a suggestion
 * is accepted from the keyboard; a generation that hangs is cancelled with everything kept; the note
 * is generated as server-sent events and lands in the editable result. axe scans each state.
 */
import type { Route } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

test.describe.configure({ timeout: 90_000 });

const ROUGH = "The autistic boy had a meltdown for 10 minutes after 2 verbal prompts.";

test("improve wording, accept a suggestion and stream a note on the generate screen", async ({
  page,
  axe,
  teacher,
}) => {
  const student = await teacher.api.post<{ id: string }>("/api/v1/students", {
    name: "Leo Martinez",
    grade: "4",
  });

  await page.goto(`/dashboard/generate?studentId=${student.id}`);
  const observations = page.getByRole("textbox", { name: /^Observations/ });
  await expect(observations).toBeVisible();
  await expect(page.getByRole("combobox", { name: /^Student/ })).toHaveValue(student.id);
  await axe.expectNoAxeViolations("generate form with the assistant");

  // A judgement word: the form asks what was seen instead; the text stays as typed (requirements "Note generation").
  await observations.fill("she was being lazy today, did 2 of 10 problems.");
  await expect(page.getByText("Describe what the student did instead of 'lazy'.")).toBeVisible();
  await axe.expectNoAxeViolations("judgement word: the form asks what the student did");

  // Improve wording: before/after, then Accept.
  await observations.fill(ROUGH);
  await page.getByRole("button", { name: "Improve wording of Observations" }).click();
  const review = page.getByRole("region", { name: "Suggested wording" });
  await expect(review).toBeVisible();
  await expect(review.getByText("Before (yours)")).toBeVisible();
  await axe.expectNoAxeViolations("improve wording: before and after");
  await review.getByRole("button", { name: "Accept" }).click();
  const improved = await observations.inputValue();
  expect(improved).not.toMatch(/meltdown/i);
  expect(improved).not.toMatch(/autistic boy/i);
  expect(improved).toContain("10 minutes");
  expect(improved).toContain("2 verbal prompts");
  await expect(page.getByRole("button", { name: "Undo" })).toBeFocused();
  await axe.expectNoAxeViolations("improve wording: accepted, undo offered");

  // Undo restores the teacher's words; accept again to keep going.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(observations).toHaveValue(ROUGH);
  await observations.fill(improved);

  // Suggestions: a pause after typing shows the list; arrow down and Enter inserts one.
  await observations.focus();
  await observations.press("End");
  await observations.pressSequentially(" Then", { delay: 20 });
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list).toBeVisible({ timeout: 10_000 });
  const first = (await list.getByRole("option").first().textContent()) ?? "";
  expect(first.length).toBeGreaterThan(10);
  await axe.expectNoAxeViolations("suggestions list open");
  await observations.press("ArrowDown");
  await expect(observations).toHaveAttribute("aria-activedescendant", /.+/);
  await observations.press("Enter");
  await expect(list).toBeHidden();
  // "Then" ends no sentence: the suggestion starts a new line; the teacher's words are unchanged.
  await expect(observations).toHaveValue(`${improved} Then\n${first.trim()}`);

  // A provider that hangs: the preview waits with Cancel; Cancel keeps everything typed.
  const typed = await observations.inputValue();
  let held: Route | undefined;
  await page.route("**/api/v1/notes/generate", (route) => {
    held = route;
  });
  await page.getByRole("button", { name: "Generate note" }).click();
  const preview = page.getByRole("region", { name: "Draft preview" });
  await expect(preview).toBeVisible();
  await axe.expectNoAxeViolations("generating: draft preview with Cancel");
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page.getByText("Generation cancelled. What you typed is kept.")).toBeVisible();
  await expect(preview).toBeHidden();
  await expect(observations).toHaveValue(typed);
  await held?.abort().catch(() => undefined);
  await page.unroute("**/api/v1/notes/generate");

  // Generate: the request asks for a stream and the server streams; the saved note arrives, editable.
  const generateResponse = page.waitForResponse(
    (r) => r.url().endsWith("/api/v1/notes/generate") && r.request().method() === "POST",
  );
  const generateRequest = page.waitForRequest(
    (r) => r.url().endsWith("/api/v1/notes/generate") && r.method() === "POST",
  );
  await page.getByRole("button", { name: "Generate note" }).click();
  expect((await generateRequest).headers().accept).toBe("text/event-stream");
  expect((await generateResponse).headers()["content-type"]).toContain("text/event-stream");
  await expect(page.getByRole("heading", { name: "Your note for Leo Martinez is ready" })).toBeVisible({
    timeout: 30_000,
  });
  const noteText = await page.getByRole("textbox", { name: /^Note text/ }).inputValue();
  expect(noteText).toContain("10 minutes");
  await axe.expectNoAxeViolations("streamed note saved and editable");
});
