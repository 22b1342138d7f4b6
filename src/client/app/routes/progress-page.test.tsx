/**
 * /dashboard/progress through the whole app (real routes, providers and hooks; only fetch is
 * replaced): every goal of the caseload with student, latest value + unit, trend and decision, the
 * goals that need attention first, the student filter in the URL, the empty state, adding a goal.
 */
import { createFakeApi, type FakeCaseload } from "@client/testing/fake-api";
import { here, renderApp, renderRoute, resetBetweenTests } from "@client/testing/test-utils";
import { buildGoalFields, buildProgressEntry, buildStudent } from "@shared/testing/data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

const MAYA = buildStudent({ id: "5a5a5a5a-0000-4000-8000-000000000001", name: "Maya Lopez", grade: "3" });
const SAM = buildStudent({ id: "5a5a5a5a-0000-4000-8000-000000000002", name: "Sam Carter", grade: "3" });

resetBetweenTests();

beforeAll(async () => {
  // Load the lazily routed screen once, so the first test does not race its download.
  await import("@client/app/routes/progress-page");
  await import("@client/app/routes/goal-page");
});

/** Maya's goal on track-ish (points on the aimline), Sam's goal with 6 points well below it. */
function caseload(): FakeCaseload {
  const maya = buildGoalFields({ studentId: MAYA.id, statement: "Maya reads 90 WCPM" });
  const sam = buildGoalFields({ studentId: SAM.id, statement: "Sam reads 90 WCPM" });
  const dates = ["2026-09-08", "2026-09-15", "2026-09-22", "2026-09-29", "2026-10-06", "2026-10-13"];
  return {
    students: [MAYA, SAM],
    goals: [sam, maya], // the API lists newest first: maya, then sam
    entries: [
      ...dates.map((d) => buildProgressEntry({ goalId: sam.id, entryDate: d, progressValue: 30 })),
      buildProgressEntry({ goalId: maya.id, entryDate: "2026-10-13", progressValue: 48 }),
    ],
  };
}

describe("progress overview", { timeout: 30_000 }, () => {
  it("lists every goal with its student, latest value and unit, trend and decision; needing attention first", async () => {
    renderRoute("/dashboard/progress", caseload());
    expect(await screen.findByRole("heading", { level: 1, name: "Progress monitoring" })).toBeInTheDocument();
    await screen.findByRole("link", { name: "Sam reads 90 WCPM" });
    const items = screen.getAllByRole("listitem");
    const cards = items.filter((li) => li.querySelector("a[href^='/dashboard/progress/goals/']"));
    expect(cards).toHaveLength(2);
    // Sam: 6 points below the aimline → change instruction, listed first although Maya's goal is newer.
    expect(within(cards[0]!).getByRole("link", { name: "Sam reads 90 WCPM" })).toBeInTheDocument();
    expect(within(cards[0]!).getByText("Sam Carter · Reading fluency")).toBeInTheDocument();
    expect(
      within(cards[0]!).getByText(/Consider an instructional change/, { selector: "span" }),
    ).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/Needs attention: Data below the aimline/)).toBeInTheDocument();
    expect(
      within(cards[1]!).getByText("48 words correct per minute on Oct 13, 2026", { exact: false }),
    ).toBeInTheDocument();
    expect(within(cards[1]!).getByText("Insufficient data")).toBeInTheDocument();
  });

  it("filters by student through ?studentId= and links to that student's parent report", async () => {
    const { router, user } = renderRoute("/dashboard/progress", caseload());
    await user.selectOptions(await screen.findByRole("combobox", { name: "Student" }), MAYA.id);
    expect(here(router)).toBe(`/dashboard/progress?studentId=${MAYA.id}`);
    expect(screen.queryByRole("link", { name: "Sam reads 90 WCPM" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Maya reads 90 WCPM" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Parent progress report for Maya Lopez/ })).toHaveAttribute(
      "href",
      `/dashboard/progress/report?studentId=${MAYA.id}`,
    );
  });

  it("shows the empty state when there are no goals", async () => {
    renderRoute("/dashboard/progress", { students: [MAYA], goals: [], entries: [] });
    expect(await screen.findByText("No IEP goals yet")).toBeInTheDocument();
  });

  it("says why when the goals cannot be loaded, and retries", async () => {
    let fail = true;
    const state = caseload();
    const { user } = renderRoute("/dashboard/progress", {
      ...state,
      routes: {
        "GET /api/v1/goals": () =>
          fail
            ? { status: 500, body: { error: { code: "INTERNAL", message: "Something went wrong." } } }
            : { status: 200, body: [] },
      },
    });
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "Failed to load goals. Please try again.",
    );
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No IEP goals yet")).toBeInTheDocument();
  });

  it("adds a goal (blank optional fields as null, requirements 'IEP goals') and opens its page", async () => {
    const state: FakeCaseload = { students: [MAYA], goals: [], entries: [] };
    const calls = createFakeApi(state).calls;
    const { router, user } = renderApp("/dashboard/progress");
    await user.click(await screen.findByRole("button", { name: "Add a goal" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a goal" });
    const d = within(dialog);
    await user.click(d.getByRole("button", { name: "Add goal" }));
    expect(await d.findByText("Goal statement is required")).toBeInTheDocument();
    expect(d.getByText("Choose a student", { selector: "p" })).toBeInTheDocument();
    await user.selectOptions(d.getByRole("combobox", { name: /Student/ }), MAYA.id);
    await user.type(d.getByRole("textbox", { name: /Goal statement/ }), "Maya will read 90 WCPM");
    await user.type(d.getByRole("textbox", { name: "Baseline value" }), "forty");
    await user.type(d.getByRole("textbox", { name: "Target value" }), "90");
    await user.click(d.getByRole("button", { name: "Add goal" }));
    expect(await d.findByText("Enter a number, like 48 or 0.5")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    const baseline = d.getByRole("textbox", { name: "Baseline value" });
    await user.clear(baseline);
    await user.type(baseline, "40");
    await user.click(d.getByRole("button", { name: "Add objective" }));
    await user.type(d.getByRole("textbox", { name: "Objective 1" }), "60 WCPM by December");
    await user.click(d.getByRole("button", { name: "Add goal" }));
    await waitFor(() => expect(here(router)).toMatch(/^\/dashboard\/progress\/goals\//), { timeout: 5000 });
    const post = calls.find((c) => c.method === "POST" && c.path === "/api/v1/goals");
    expect(post?.body).toMatchObject({
      studentId: MAYA.id,
      statement: "Maya will read 90 WCPM",
      baselineValue: 40,
      targetValue: 90,
      targetDate: null,
      unit: null,
      area: null,
      objectives: ["60 WCPM by December"],
    });
  });

  it("offers the baseline, target, unit and date the statement states, and fills them only when asked", async () => {
    const state: FakeCaseload = { students: [MAYA], goals: [], entries: [] };
    const calls = createFakeApi(state).calls;
    const { user } = renderApp(`/dashboard/progress?studentId=${MAYA.id}`);
    await user.click(await screen.findByRole("button", { name: "Add a goal" }));
    const d = within(await screen.findByRole("dialog", { name: "Add a goal" }));
    expect(d.queryByRole("region", { name: "Suggested from the goal statement" })).toBeNull();
    const statement =
      "By May 2027, given a grade-level passage, Maya will read 90 words correct per minute, up from a baseline of 42 words correct per minute.";
    await user.click(d.getByRole("textbox", { name: /Goal statement/ }));
    await user.paste(statement);
    const box = within(d.getByRole("region", { name: "Suggested from the goal statement" }));
    expect(box.getByText("Baseline:").nextSibling).toHaveTextContent("42 words correct per minute");
    expect(box.getByText("Target:").nextSibling).toHaveTextContent("90 words correct per minute");
    expect(box.getByText("Target date:").nextSibling).toHaveTextContent("May 31, 2027");
    // Nothing is filled until the teacher asks.
    expect(d.getByRole("textbox", { name: "Target value" })).toHaveValue("");
    await user.click(box.getByRole("button", { name: "Use these values" }));
    expect(d.getByRole("textbox", { name: "Baseline value" })).toHaveValue("42");
    expect(d.getByRole("textbox", { name: "Target value" })).toHaveValue("90");
    expect(d.getByRole("combobox", { name: /Unit/ })).toHaveValue("words correct per minute");
    expect(d.getByLabelText("Target date")).toHaveValue("2027-05-31");
    expect(d.queryByRole("region", { name: "Suggested from the goal statement" })).toBeNull();
    await user.click(d.getByRole("button", { name: "Add goal" }));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({
      baselineValue: 42,
      targetValue: 90,
      unit: "words correct per minute",
      targetDate: "2027-05-31",
    });
  });

  it("keeps what the teacher typed and shows the server's reason when adding fails", async () => {
    const state: FakeCaseload = { students: [MAYA], goals: [], entries: [] };
    const { user } = renderRoute(`/dashboard/progress?studentId=${MAYA.id}`, {
      ...state,
      routes: {
        "POST /api/v1/goals": {
          status: 400,
          body: { error: { code: "VALIDATION_ERROR", message: "targetValue: must be a finite number" } },
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Add a goal" }));
    const d = within(await screen.findByRole("dialog", { name: "Add a goal" }));
    await user.type(d.getByRole("textbox", { name: /Goal statement/ }), "Maya will read 90 WCPM");
    await user.click(d.getByRole("button", { name: "Add goal" }));
    expect(await d.findByText("targetValue: must be a finite number")).toBeInTheDocument();
    expect(d.getByRole("textbox", { name: /Goal statement/ })).toHaveValue("Maya will read 90 WCPM");
  });
});
