/**
 * The student form's goals are the structured goals progress monitoring uses (requirements "IEP
 * goals", "Student fields"; decision 017): added, edited and removed from the form's Goals tab, and
 * seen at once in the student's progress-monitoring section and record.
 */
import { createFakeApi } from "@client/testing/fake-api";
import { resetBetweenTests } from "@client/testing/test-utils";
import { buildGoalFields, buildProgressEntry } from "@shared/testing/data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage, seed } from "./students-page-support";

resetBetweenTests();

const MAYA_TEXT_GOAL = "Given a grade-3 passage, Maya will read 90 WCPM with 95% accuracy by March 2027.";
const NEW_GOAL = "Given 10 two-digit problems, Maya will solve 8 correctly on 3 of 4 weekly probes.";

/** The caseload of `seed()`; Maya's text goal became a goal with only its statement. */
function setUp(extra: { withEntries?: boolean } = {}) {
  const students = seed();
  const maya = students[0]!;
  const writing = buildGoalFields({
    studentId: maya.id,
    statement: "Maya will write a 5-sentence paragraph in 4 of 5 trials.",
    area: "Writing",
    unit: "sentences",
    baselineValue: 2,
    targetValue: 5,
    createdAt: "2026-09-02T10:00:00.000Z",
  });
  const entries = extra.withEntries
    ? [
        buildProgressEntry({ goalId: writing.id, entryDate: "2026-09-08", progressValue: 2 }),
        buildProgressEntry({ goalId: writing.id, entryDate: "2026-09-15", progressValue: 3 }),
      ]
    : [];
  const api = createFakeApi({ students, goals: [writing], entries });
  return { api, maya, writing };
}

async function openGoalsTab(user: ReturnType<typeof renderPage>["user"]) {
  await user.click(await screen.findByRole("button", { name: "Edit" }));
  const dialog = await screen.findByRole("dialog", { name: "Edit Maya Rodriguez" });
  await user.click(within(dialog).getByRole("tab", { name: "Present levels & goals" }));
  return within(dialog).getByRole("group", { name: "Measurable annual goals" });
}

describe("Student form: structured goals", { timeout: 30_000 }, () => {
  it("lists the goals, says what a text-only goal lacks, and a goal added here appears in progress monitoring", async () => {
    const { api, maya } = setUp();
    const { user } = renderPage(`/dashboard/students?student=${maya.id}`);
    const goals = await openGoalsTab(user);

    expect(await within(goals).findByText(MAYA_TEXT_GOAL)).toBeInTheDocument();
    expect(within(goals).getByText("No baseline, target and target date yet.")).toBeInTheDocument();
    // No text box for goals: the structured goals are edited, not a second list.
    expect(within(goals).queryByRole("textbox", { name: "Goal 1" })).not.toBeInTheDocument();

    await user.click(within(goals).getByRole("button", { name: "Add goal" }));
    const goalDialog = await screen.findByRole("dialog", { name: "Add a goal" });
    await user.type(within(goalDialog).getByRole("textbox", { name: /^Goal statement/ }), NEW_GOAL);
    await user.type(within(goalDialog).getByLabelText("Area"), "Math");
    await user.type(within(goalDialog).getByLabelText("Baseline value"), "3");
    await user.type(within(goalDialog).getByLabelText("Target value"), "8");
    await user.type(within(goalDialog).getByLabelText("Target date"), "2027-06-01");
    await user.click(within(goalDialog).getByRole("button", { name: "Add goal" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add a goal" })).not.toBeInTheDocument());
    expect(await within(goals).findByText(NEW_GOAL)).toBeInTheDocument();
    // Saved as a goal of progress monitoring, with its measures; the student itself was not sent.
    const [post] = api.requests("POST", "/api/v1/goals");
    expect(post?.body).toMatchObject({
      studentId: maya.id,
      statement: NEW_GOAL,
      baselineValue: 3,
      targetValue: 8,
    });
    expect(api.requests("PATCH", `/api/v1/students/${maya.id}`)).toHaveLength(0);

    // The form has no unsaved changes: Cancel closes it without asking.
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const tracked = screen.getByRole("region", { name: "Goals" });
    expect(await within(tracked).findByRole("link", { name: NEW_GOAL })).toBeInTheDocument();
    // The record's goal list is the same goals.
    await waitFor(() => expect(screen.getAllByText(NEW_GOAL).length).toBeGreaterThanOrEqual(2));
  });

  it("edits a goal's statement in place", async () => {
    const { api, maya, writing } = setUp();
    const { user } = renderPage(`/dashboard/students?student=${maya.id}`);
    const goals = await openGoalsTab(user);
    await within(goals).findByText(writing.statement);
    await user.click(within(goals).getByRole("button", { name: "Edit goal 2" }));
    const goalDialog = await screen.findByRole("dialog", { name: "Edit goal" });
    const statement = within(goalDialog).getByRole("textbox", { name: /^Goal statement/ });
    await user.clear(statement);
    await user.type(statement, "Maya will write a 6-sentence paragraph in 4 of 5 trials.");
    await user.click(within(goalDialog).getByRole("button", { name: "Save changes" }));

    expect(
      await within(goals).findByText("Maya will write a 6-sentence paragraph in 4 of 5 trials."),
    ).toBeInTheDocument();
    expect(api.requests("PATCH", `/api/v1/goals/${writing.id}`)).toHaveLength(1);
  });

  it("removes a goal without entries at once; a goal with entries only after confirming", async () => {
    const { api, maya, writing } = setUp({ withEntries: true });
    const { user } = renderPage(`/dashboard/students?student=${maya.id}`);
    const goals = await openGoalsTab(user);
    await within(goals).findByText(writing.statement);
    expect(within(goals).getByText(/2 progress entries/)).toBeInTheDocument();

    // Goal 2 has entries: asked first; cancelling keeps it.
    await user.click(within(goals).getByRole("button", { name: "Remove goal 2" }));
    let confirm = await screen.findByRole("alertdialog", { name: "Remove this goal?" });
    expect(confirm).toHaveTextContent("has 2 progress entries");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(api.requests("DELETE", `/api/v1/goals/${writing.id}`)).toHaveLength(0);
    expect(within(goals).getByText(writing.statement)).toBeInTheDocument();

    await user.click(within(goals).getByRole("button", { name: "Remove goal 2" }));
    confirm = await screen.findByRole("alertdialog", { name: "Remove this goal?" });
    await user.click(within(confirm).getByRole("button", { name: "Remove goal and entries" }));
    await waitFor(() => expect(within(goals).queryByText(writing.statement)).not.toBeInTheDocument());
    expect(api.db.entries).toHaveLength(0);

    // Goal 1 (no entries) goes at once, without a question.
    await user.click(within(goals).getByRole("button", { name: "Remove goal 1" }));
    await waitFor(() => expect(within(goals).queryByText(MAYA_TEXT_GOAL)).not.toBeInTheDocument());
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(within(goals).getByText("Maya Rodriguez has no goals yet.")).toBeInTheDocument();
  });
});

describe("Student page: goal order", { timeout: 30_000 }, () => {
  it("lists the goals in the record's order (oldest first), not by attention or newest first", async () => {
    const students = seed();
    const maya = students[0]!;
    const made = [
      "Zeta: Maya will spell 20 words.",
      "Alpha: Maya will add 10 facts.",
      "Mid: Maya will read 5 pages.",
    ];
    const goals = made.map((statement, i) =>
      buildGoalFields({ studentId: maya.id, statement, createdAt: `2026-09-0${i + 1}T10:00:00.000Z` }),
    );
    createFakeApi({ students, goals: [goals[1]!, goals[2]!, goals[0]!] });
    renderPage(`/dashboard/students?student=${maya.id}`);
    const section = await screen.findByRole("region", { name: "Goals" });
    await within(section).findByText(made[0]!);
    const text = section.textContent ?? "";
    expect([...made].sort((a, b) => text.indexOf(a) - text.indexOf(b))).toEqual(made);
  });
});
