/**
 * The newcomer's journey through the UI (the issue: "sign up, add a real student's IEP data, write
 * observations, and get a saved, professional progress note in the student's history — with no
 * cloud service configured"). The server runs with the offline drafter (no AI key), PGlite and file
 * mail, so this is exactly the no-cloud setup.
 *
 * Every screen and state visited is scanned with axe (WCAG 2.1 A/AA): landing, sign-up, each
 * onboarding step, dashboard, students list (empty and filled), the add dialog on each of its
 * tabs, the student's record, the generate form, the draft, note history, an open note and the
 * delete confirmation.
 *
 * The second test covers the quality bar "clear error messages that keep what the user typed":
 * a failed save of a new student (requirements "Saving students": "Failed to add student. Please try again.").
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./support/fixtures.ts";

// The journey does a lot (about 20 axe scans); give it room without hiding a hang.
test.describe.configure({ timeout: 90_000 });

/** A realistic student record, entered across the add dialog's tabs (requirements "Student fields"). */
const STUDENT = {
  name: "Maya Rodriguez",
  firstName: "Maya",
  grade: "3",
  disabilities: ["Specific learning disability", "Speech or language impairment"],
  caseManager: "Ms. Ortiz",
  annualReviewDue: "2027-03-15",
  presentLevels:
    "Maya reads 48 words correct per minute (WCPM) on grade-3 passages with 91% accuracy. She decodes CVC words reliably.",
  goal: "Given a grade-3 passage, Maya will read 90 words correct per minute with 95% accuracy on 3 of 4 weekly probes by March 2027.",
  target: { subject: "Reading", text: "90 WCPM with 95% accuracy" },
  accommodation: "Extended time (1.5×) on reading assessments",
  strategy: { name: "Repeated reading", frequency: "daily", duration: "10 minutes" },
  parent: {
    name: "Ana Rodriguez",
    relationship: "Mother",
    email: "ana.rodriguez@example.org",
    phone: "555-0142",
  },
} as const;

/**
 * The teacher's observations, with a date, counts, units and a ratio; each fact below must appear
 * in the draft exactly as typed (requirements "AI guards": numbers, units, dates and counts are kept exactly as given).
 */
const OBSERVATIONS =
  "On 11/18/2026 read 42 words correct per minute with 3 errors; 8 of 10 trials; 15 minutes of repeated reading practice.";
const FACTS = ["11/18/2026", "42 words correct per minute", "3 errors", "8 of 10 trials", "15 minutes"];
const EDIT = "Reviewed with Maya's mother on 11/20/2026.";

/** The sidebar's navigation (the phone menu's copy is hidden at this viewport). */
const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** The add/edit dialog's visible tab panel (inactive panels are hidden). */
const panel = (dialog: Locator) => dialog.getByRole("tabpanel");

test("a newcomer signs up, adds a student, writes a note and finds it in the history", async ({
  page,
  axe,
}) => {
  // --- Landing → sign-up -------------------------------------------------------------------
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "IEP paperwork that keeps up with your caseload",
  );
  await axe.expectNoAxeViolations("landing page");
  await page.getByRole("link", { name: "Create a free account" }).click();

  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await axe.expectNoAxeViolations("sign-up page");
  await page.getByRole("textbox", { name: "Your name" }).fill("Jordan Rivera");
  await page.getByRole("textbox", { name: "Email" }).fill(uniqueEmail("journey"));
  await page.getByLabel(/^Password/).fill("correct-horse-battery");
  await page.getByRole("button", { name: "Create account" }).click();

  // --- Onboarding, all three steps -----------------------------------------------------------
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { name: "Step 1 of 3: About you" })).toBeVisible();
  // The account name is split into first and last name.
  await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Jordan");
  await expect(page.getByRole("textbox", { name: "Last name" })).toHaveValue("Rivera");
  await page.getByRole("combobox", { name: "Your role" }).fill("Special education teacher");
  await page.getByRole("combobox", { name: "Years in special education" }).selectOption("3–5 years");
  await axe.expectNoAxeViolations("onboarding step 1 (about you)");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Step 2 of 3: Your school" })).toBeVisible();
  await page.getByRole("textbox", { name: "School or organization" }).fill("Lincoln Elementary");
  await page.getByRole("combobox", { name: "Type of organization" }).selectOption("Public school");
  await page.getByRole("combobox", { name: "Students on your caseload" }).selectOption("11–20");
  await axe.expectNoAxeViolations("onboarding step 2 (your school)");
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Step 3 of 3: Your goals" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Write progress notes faster" }).check();
  await axe.expectNoAxeViolations("onboarding step 3 (your goals)");
  await page.getByRole("button", { name: "Finish and go to my dashboard" }).click();

  // --- Dashboard ----------------------------------------------------------------------------
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Jordan");
  await expect(page.getByText("0 students", { exact: true })).toBeVisible();
  await axe.expectNoAxeViolations("dashboard (new teacher)");

  // --- Students: empty caseload, then the add dialog -----------------------------------------
  await nav(page).getByRole("link", { name: "Students" }).click();
  await expect(page).toHaveURL(/\/dashboard\/students$/);
  await expect(page.getByRole("heading", { level: 1, name: "Students" })).toBeVisible();
  await expect(page.getByText("No students on your caseload yet")).toBeVisible();
  await axe.expectNoAxeViolations("students page (empty caseload)");
  await page.getByRole("button", { name: "Add your first student" }).click();

  const dialog = page.getByRole("dialog", { name: "Add a student" });
  await expect(dialog).toBeVisible();
  await axe.expectNoAxeViolations("add student dialog (Basics tab)");

  // Basics
  await panel(dialog).getByRole("textbox", { name: "Name", exact: true }).fill(STUDENT.name);
  await panel(dialog).getByRole("textbox", { name: "Grade" }).fill(STUDENT.grade);
  await panel(dialog).getByRole("textbox", { name: "Disability 1" }).fill(STUDENT.disabilities[0]);
  await panel(dialog).getByRole("button", { name: "Add disability" }).click();
  await expect(panel(dialog).getByRole("textbox", { name: "Disability 2" })).toBeFocused();
  await panel(dialog).getByRole("textbox", { name: "Disability 2" }).fill(STUDENT.disabilities[1]);
  await panel(dialog).getByRole("textbox", { name: "Case manager" }).fill(STUDENT.caseManager);
  await panel(dialog).getByLabel("Annual IEP review due").fill(STUDENT.annualReviewDue);

  // Present levels & goals
  await dialog.getByRole("tab", { name: "Present levels & goals" }).click();
  await panel(dialog).getByRole("textbox", { name: "Present levels (PLAAFP)" }).fill(STUDENT.presentLevels);
  await panel(dialog).getByRole("textbox", { name: "Goal 1" }).fill(STUDENT.goal);
  await panel(dialog)
    .getByRole("group", { name: "Goal targets by subject" })
    .getByRole("button", { name: "Add subject" })
    .click();
  await panel(dialog).getByRole("textbox", { name: "Subject 1" }).fill(STUDENT.target.subject);
  await panel(dialog).getByRole("textbox", { name: "Target 1" }).fill(STUDENT.target.text);
  await axe.expectNoAxeViolations("add student dialog (Present levels & goals tab)");

  // Supports: an accommodation and a default strategy
  await dialog.getByRole("tab", { name: "Supports" }).click();
  await panel(dialog).getByRole("button", { name: "Add accommodation", exact: true }).click();
  await panel(dialog).getByRole("textbox", { name: "Accommodation 1" }).fill(STUDENT.accommodation);
  await panel(dialog).getByRole("button", { name: "Add strategy" }).click();
  await panel(dialog).getByRole("textbox", { name: "Strategy 1" }).fill(STUDENT.strategy.name);
  await panel(dialog).getByRole("textbox", { name: "Frequency" }).fill(STUDENT.strategy.frequency);
  await panel(dialog).getByRole("textbox", { name: "Duration" }).fill(STUDENT.strategy.duration);
  await axe.expectNoAxeViolations("add student dialog (Supports tab)");

  // Profile & family: the parent contact
  await dialog.getByRole("tab", { name: "Profile & family" }).click();
  await panel(dialog).getByRole("textbox", { name: "Name", exact: true }).fill(STUDENT.parent.name);
  await panel(dialog).getByRole("textbox", { name: "Relationship" }).fill(STUDENT.parent.relationship);
  await panel(dialog).getByRole("textbox", { name: "Email" }).fill(STUDENT.parent.email);
  await panel(dialog).getByRole("textbox", { name: "Phone" }).fill(STUDENT.parent.phone);
  await axe.expectNoAxeViolations("add student dialog (Profile & family tab)");

  await dialog.getByRole("button", { name: "Add student" }).click();
  await expect(dialog).toBeHidden();

  // --- The caseload and the student's record ---------------------------------------------------
  await expect(page.getByText(`${STUDENT.name} added to your caseload.`)).toBeVisible();
  await expect(page.getByText("1 student on your caseload")).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(STUDENT.name) });
  await expect(row).toContainText(STUDENT.disabilities.join(", "));
  await expect(row).toContainText(STUDENT.caseManager);
  await axe.expectNoAxeViolations("students page (one student)");
  await row.getByRole("link", { name: STUDENT.name }).click();

  await expect(page.getByRole("heading", { level: 1, name: STUDENT.name })).toBeVisible();
  const goals = page.getByRole("region", { name: "Present levels & goals" });
  await expect(goals).toContainText(STUDENT.presentLevels);
  await expect(goals).toContainText(STUDENT.goal);
  await expect(goals).toContainText(STUDENT.target.text);
  const supports = page.getByRole("region", { name: "Supports" });
  await expect(supports).toContainText(STUDENT.accommodation);
  await expect(supports.getByRole("row", { name: new RegExp(STUDENT.strategy.name) })).toContainText(
    STUDENT.strategy.duration,
  );
  const family = page.getByRole("region", { name: "Family contact" });
  await expect(family.getByRole("link", { name: STUDENT.parent.email })).toHaveAttribute(
    "href",
    `mailto:${STUDENT.parent.email}`,
  );
  await expect(page.getByRole("region", { name: "Profile" })).toContainText("Grade");
  await axe.expectNoAxeViolations("student record");

  // --- Write a progress note -----------------------------------------------------------------
  await page.getByRole("main").getByRole("link", { name: "Write a progress note" }).click();
  await expect(page).toHaveURL(/\/dashboard\/generate\?studentId=/);
  await expect(page.getByRole("heading", { level: 1, name: "Write a progress note" })).toBeVisible();
  const studentSelect = page.getByRole("combobox", { name: "Student", exact: true });
  await expect(studentSelect.locator("option:checked")).toHaveText(
    `${STUDENT.name} (grade ${STUDENT.grade})`,
  );
  await expect(page.getByRole("combobox", { name: "Note type" })).toHaveValue("progress");
  await axe.expectNoAxeViolations("generate form");

  await page.getByRole("checkbox", { name: STUDENT.goal }).check();
  await page.getByRole("combobox", { name: "Subject" }).fill("Reading");
  await page.getByRole("textbox", { name: "Observations" }).fill(OBSERVATIONS);
  // The student's default strategy is offered unticked under "Data and context"; the teacher ticks
  // it as used today (requirements "Note generation": defaults are never stated as used unasked).
  await page.getByText("Data and context (optional)").click();
  const strategy = page.getByRole("checkbox", { name: STUDENT.strategy.name });
  await expect(strategy).not.toBeChecked();
  await strategy.check();
  await page.getByRole("textbox", { name: "Setting", exact: true }).fill("resource room");
  await axe.expectNoAxeViolations("generate form (filled, data and context open)");
  await page.getByRole("button", { name: "Generate note" }).click();

  // --- The draft: read it, check every fact, edit and save -------------------------------------
  await expect(page.getByRole("heading", { name: `Your note for ${STUDENT.name} is ready` })).toBeVisible();
  await expect(page.getByText("Drafted offline from your observations")).toBeVisible();
  const draftBox = page.getByRole("textbox", { name: "Note text" });
  const draft = await draftBox.inputValue();
  expect(draft).toContain(STUDENT.firstName);
  for (const fact of FACTS) expect(draft, `the draft keeps “${fact}” exactly`).toContain(fact);
  expect(draft).toContain(STUDENT.goal);
  await axe.expectNoAxeViolations("generated draft");

  const edited = `${draft.trimEnd()}\n\n${EDIT}`;
  await draftBox.fill(edited);
  await expect(page.getByText("You have unsaved changes.")).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect(page.getByText("You have unsaved changes.")).toBeHidden();
  await expect(page.getByRole("button", { name: "Save changes" })).toBeDisabled();

  // A second note (behavioral), to delete later.
  await page.getByRole("button", { name: "Write another" }).click();
  await expect(page.getByRole("textbox", { name: "Observations" })).toHaveValue("");
  await expect(studentSelect.locator("option:checked")).toHaveText(
    `${STUDENT.name} (grade ${STUDENT.grade})`,
  );
  await page.getByRole("combobox", { name: "Note type" }).selectOption("behavioral");
  await page
    .getByRole("textbox", { name: "Observations" })
    .fill(
      "During 30 minutes of small-group reading, Maya left her seat 2 times and returned after 1 prompt.",
    );
  await page.getByRole("button", { name: "Generate note" }).click();
  await expect(page.getByRole("heading", { name: `Your note for ${STUDENT.name} is ready` })).toBeVisible();
  await expect(page.getByText("Behavioral note ·")).toBeVisible();

  // --- Note history: filter, open, see the edit; delete the other note -----------------------------
  await nav(page).getByRole("link", { name: "Note history" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Note history" })).toBeVisible();
  const filters = page.getByRole("search", { name: "Filter notes" });
  await expect(filters.getByRole("status")).toHaveText("2 notes");
  await axe.expectNoAxeViolations("note history");

  await filters.getByRole("combobox", { name: "Student" }).selectOption({ label: STUDENT.name });
  await filters.getByRole("combobox", { name: "Note type" }).selectOption({ label: "Progress" });
  await expect(filters.getByRole("status")).toHaveText("1 note matches these filters");
  await expect(page).toHaveURL(/[?&]type=progress/);
  const progressItem = page.getByRole("listitem").filter({ hasText: `${STUDENT.name}: Progress note` });
  await expect(progressItem).toContainText("Edited");
  await progressItem.getByRole("button", { name: `${STUDENT.name}: Progress note` }).click();

  const noteDialog = page.getByRole("dialog", { name: `${STUDENT.name}: Progress note` });
  await expect(noteDialog).toBeVisible();
  await expect(noteDialog).toContainText("Edited");
  await expect(noteDialog).toContainText(EDIT);
  for (const fact of FACTS) await expect(noteDialog).toContainText(fact);
  await expect(noteDialog.getByRole("region", { name: "Goals addressed" })).toContainText(STUDENT.goal);
  await axe.expectNoAxeViolations("open note");
  await noteDialog.getByRole("button", { name: "Close" }).click();
  await expect(noteDialog).toBeHidden();

  await filters.getByRole("combobox", { name: "Note type" }).selectOption({ label: "Behavioral" });
  await expect(filters.getByRole("status")).toHaveText("1 note matches these filters");
  await page.getByRole("button", { name: `${STUDENT.name}: Behavioral note` }).click();
  const behavioralDialog = page.getByRole("dialog", { name: `${STUDENT.name}: Behavioral note` });
  await behavioralDialog.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this note?" });
  await expect(confirm).toContainText(`The behavioral note for ${STUDENT.name}`);
  await axe.expectNoAxeViolations("delete note confirmation");
  await confirm.getByRole("button", { name: "Delete note" }).click();
  await expect(confirm).toBeHidden();
  await expect(behavioralDialog).toBeHidden();
  await expect(page.getByText("Note deleted")).toBeVisible();
  await expect(filters.getByRole("status")).toHaveText("0 notes match these filters");

  // Saved on the server: after a reload the edited note is still there, alone.
  await page.reload();
  await expect(page.getByRole("search", { name: "Filter notes" }).getByRole("status")).toHaveText(
    "0 notes match these filters",
  );
  await page.getByRole("button", { name: "Show all notes" }).click();
  await expect(
    page.getByRole("listitem").filter({ hasText: `${STUDENT.name}: Progress note` }),
  ).toContainText("Edited");
  await expect(page.getByRole("button", { name: `${STUDENT.name}: Behavioral note` })).toHaveCount(0);
});

test.describe("a server error", () => {
  // The test answers one POST with a 500 on purpose; Chromium logs that answer as a console error.
  test.use({ allowedBrowserErrors: [/Failed to load resource: the server responded with a status of 500/] });

  test("a failed save keeps what the teacher typed, and trying again saves the student", async ({
    page,
    axe,
    teacher: _signedIn,
  }) => {
    await page.goto("/dashboard");

    // The dashboard's quick action opens the add dialog directly (`?add=1`, dropped once open).
    await page.getByRole("link", { name: "Add a student" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a student" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/students$/);

    await panel(dialog).getByRole("textbox", { name: "Name", exact: true }).fill("Sam Patel");
    await panel(dialog).getByRole("textbox", { name: "Grade" }).fill("4");
    await dialog.getByRole("tab", { name: "Present levels & goals" }).click();
    const goal = "Given 10 two-digit addition problems, Sam will solve 8 correctly by June 2027.";
    await panel(dialog).getByRole("textbox", { name: "Goal 1" }).fill(goal);

    // The server fails once, as an unexpected error does (500 with the global message).
    let failedPosts = 0;
    await page.route("**/api/v1/students", async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      failedPosts += 1;
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          error: {
            code: "INTERNAL",
            message: "Something went wrong! Please refresh the page and try again.",
          },
        }),
      });
    });
    await dialog.getByRole("button", { name: "Add student" }).click();

    // requirements "Saving students": "Failed to add student. Please try again." — and nothing typed is lost.
    await expect(dialog.getByText("Failed to add student. Please try again.")).toBeVisible();
    await expect(dialog.getByText("Everything you typed is still here.")).toBeVisible();
    expect(failedPosts).toBe(1);
    await expect(panel(dialog).getByRole("textbox", { name: "Goal 1" })).toHaveValue(goal);
    await axe.expectNoAxeViolations("add student dialog after a failed save");
    await dialog.getByRole("tab", { name: "Basics" }).click();
    await expect(panel(dialog).getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Sam Patel");
    await expect(panel(dialog).getByRole("textbox", { name: "Grade" })).toHaveValue("4");

    await page.unroute("**/api/v1/students");
    await dialog.getByRole("button", { name: "Add student" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("row", { name: /Sam Patel/ })).toBeVisible();
    await expect(page.getByText("1 student on your caseload")).toBeVisible();
    expect(failedPosts).toBe(1);
  });
});
