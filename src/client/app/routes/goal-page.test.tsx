/**
 * The goal page through the whole app (only fetch replaced; the fake API computes the view with the
 * shared domain): details, the fast entry form (Enter saves, stays open, undo in the toast), bad
 * input kept with its reason, the decision changing as points arrive, the data-table toggle, entry
 * edit/delete, goal delete after confirmation, and a missing goal.
 */

import { localIsoDate } from "@client/lib/format";
import { OFFLINE_GAP_MESSAGE } from "@client/lib/offline/offline-gap-count";
import { notAvailableOfflineMessage } from "@client/lib/offline/offline-gaps";
import { createFakeApi, type FakeCaseload } from "@client/testing/fake-api";
import { here, renderApp, renderRoute, resetBetweenTests } from "@client/testing/test-utils";
import { buildGoalFields, buildProgressEntry, buildStudent } from "@shared/testing/data-generators";
import { onlineManager } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

const MAYA = buildStudent({ id: "5a5a5a5a-0000-4000-8000-000000000001", name: "Maya Lopez", grade: "3" });

resetBetweenTests();

// jsdom has no pointer capture; sonner's toast calls it when a toast button is pressed.
beforeAll(async () => {
  // Load the lazily routed screen once, so the first test does not race its download.
  await import("@client/app/routes/goal-page");
  await import("@client/app/routes/progress-page");
  if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => {};
});

function oneGoal(entries: (g: { id: string }) => FakeCaseload["entries"] = () => []): FakeCaseload {
  const g = buildGoalFields({ studentId: MAYA.id, objectives: ["60 WCPM by December"] });
  return { students: [MAYA], goals: [g], entries: entries(g) };
}
const path = (s: FakeCaseload) => `/dashboard/progress/goals/${s.goals[0]!.id}`;

afterEach(() => onlineManager.setOnline(true));

describe("goal page", { timeout: 30_000 }, () => {
  it("offline, a goal never opened on this device says it is not available offline (not loading for ever)", async () => {
    const state = oneGoal();
    const { router } = renderRoute("/dashboard/progress", state);
    expect(await screen.findByRole("heading", { level: 1, name: "Progress monitoring" })).toBeInTheDocument();
    onlineManager.setOnline(false);
    await router.navigate(path(state));
    expect(await screen.findByText(notAvailableOfflineMessage("This goal"))).toBeInTheDocument();
    expect(screen.queryByText("Loading the goal…")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText(/^You are offline/).textContent).toContain(OFFLINE_GAP_MESSAGE),
    );
    // Back online, the goal loads.
    onlineManager.setOnline(true);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Maya Lopez: Reading fluency" }),
    ).toBeInTheDocument();
  });

  it("shows the goal's details and its graph summary", async () => {
    const state = oneGoal();
    renderRoute(path(state), state);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Maya Lopez: Reading fluency" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Read a grade-3 passage at 90 words correct per minute")).toBeInTheDocument();
    expect(screen.getByText("90 words correct per minute by May 31, 2027")).toBeInTheDocument();
    expect(screen.getByText("60 WCPM by December")).toBeInTheDocument();
    expect(await screen.findByTestId("graph-summary")).toHaveTextContent(
      /^No data points yet; trend insufficient data/,
    );
  });

  it("says plainly what a statement-only goal lacks and offers to add it (no failure, entries still possible)", async () => {
    const g = buildGoalFields({
      studentId: MAYA.id,
      statement: "Maya will read 90 WCPM by June 2027.",
      area: null,
      baselineValue: null,
      targetValue: null,
      targetDate: null,
      unit: null,
    });
    const state: FakeCaseload = { students: [MAYA], goals: [g], entries: [] };
    const { user } = renderRoute(path(state), state);
    const title = await screen.findByText("This goal has no baseline, target and target date yet.");
    const alert = title.closest<HTMLElement>('[role="status"]')!;
    expect(alert).toHaveTextContent("no aimline");
    expect(screen.getByRole("textbox", { name: /^Score/ })).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Add baseline, target and target date" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit goal" });
    expect(within(dialog).getByLabelText("Baseline value")).toHaveValue("");
  });

  it("records scores with Enter, stays open for the next, and the decision changes with 6 points above the aimline", async () => {
    const state = oneGoal();
    const calls = createFakeApi(state).calls;
    const { user } = renderApp(path(state));
    const score = await screen.findByRole("textbox", { name: "Score (words correct per minute)" });
    expect(score).toHaveAttribute("inputmode", "decimal");
    expect(screen.getByLabelText("Date")).toHaveValue(localIsoDate(new Date()));
    const dates = ["2026-09-08", "2026-09-15", "2026-09-22", "2026-09-29", "2026-10-06", "2026-10-13"];
    for (const [i, d] of dates.entries()) {
      const date = screen.getByLabelText("Date");
      await user.clear(date);
      await user.type(date, d);
      await user.type(score, `${50 + 5 * i}{Enter}`);
      await waitFor(() => expect(score).toHaveValue(""));
      expect(score).toHaveFocus();
    }
    const posts = calls.filter((c) => c.method === "POST" && c.path === "/api/v1/progress-entries");
    expect(posts.map((p) => p.body)).toEqual(
      dates.map((d, i) => ({
        goalId: state.goals[0]!.id,
        entryDate: d,
        progressValue: 50 + 5 * i,
        note: null,
      })),
    );
    expect(
      await screen.findByText(/the last 4 data points are all above the aimline/, { selector: "header p" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Consider raising the goal")).toBeInTheDocument();
    expect(screen.getByTestId("graph-summary")).toHaveTextContent(
      "6 data points from Sep 8, 2026 to Oct 13, 2026; latest 75 words correct per minute; trend improving",
    );
  });

  it("refuses a score that is not a number, keeps it, and sends nothing", async () => {
    const state = oneGoal();
    const calls = createFakeApi(state).calls;
    const { user } = renderApp(path(state));
    const score = await screen.findByRole("textbox", { name: "Score (words correct per minute)" });
    await user.type(score, "4x{Enter}");
    expect(await screen.findByText("Enter a number, like 48 or 0.5")).toBeInTheDocument();
    expect(score).toHaveValue("4x");
    expect(score).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it.each([
    ["−5 WCPM", "2026-10-01", "-5", /A score can't be negative \(-5 words correct per minute\)/],
    ["a date three months ahead", "2099-01-01", "60", /The date Jan 1, 2099 is in the future/],
  ])("refuses %s on the field, keeps it, and sends nothing", async (_c, date, value, message) => {
    const state = oneGoal();
    const calls = createFakeApi(state).calls;
    const { user } = renderApp(path(state));
    const score = await screen.findByRole("textbox", { name: "Score (words correct per minute)" });
    await user.clear(screen.getByLabelText("Date"));
    await user.type(screen.getByLabelText("Date"), date);
    await user.type(score, `${value}{Enter}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(score).toHaveValue(value);
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it.each([
    [
      "99,999 WCPM",
      "2026-10-01",
      "99999",
      /more than 3 times the goal's target \(90 words correct per minute\)/,
    ],
    ["a date before the baseline", "2026-08-15", "45", /before the goal's baseline date \(Sep 1, 2026\)/],
  ])(
    "asks before saving %s, keeps what was typed, and saves it anyway when confirmed",
    async (_c, date, value, reason) => {
      const state = oneGoal();
      const calls = createFakeApi(state).calls;
      const { user } = renderApp(path(state));
      const score = await screen.findByRole("textbox", { name: "Score (words correct per minute)" });
      await user.clear(screen.getByLabelText("Date"));
      await user.type(screen.getByLabelText("Date"), date);
      await user.type(score, `${value}{Enter}`);
      expect(await screen.findByText("Check this score before saving")).toBeInTheDocument();
      expect(screen.getByText(reason)).toBeInTheDocument();
      expect(score).toHaveValue(value);
      const posts = () => calls.filter((c) => c.method === "POST" && c.path === "/api/v1/progress-entries");
      expect(posts()).toHaveLength(0);
      await user.click(screen.getByRole("button", { name: "Save anyway" }));
      await waitFor(() => expect(score).toHaveValue(""));
      expect(posts().map((p) => p.body)).toEqual([
        {
          goalId: state.goals[0]!.id,
          entryDate: date,
          progressValue: Number(value),
          note: null,
          confirmImplausible: true,
        },
      ]);
      expect(screen.queryByText("Check this score before saving")).not.toBeInTheDocument();
    },
  );

  it("undoes the last entry from the toast", async () => {
    const state = oneGoal();
    const { db, user } = renderRoute(path(state), state);
    const score = await screen.findByRole("textbox", { name: "Score (words correct per minute)" });
    await user.type(score, "48{Enter}");
    const toast = (await screen.findByText(/^Saved 48 words correct per minute for /)).closest("li");
    await user.click(within(toast!).getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Entry removed")).toBeInTheDocument();
    expect(db.entries).toHaveLength(0);
  });

  it("toggles a real data table behind the graph", async () => {
    const state = oneGoal((g) => [
      buildProgressEntry({ goalId: g.id, entryDate: "2026-09-08", progressValue: 44, note: "Good focus" }),
      buildProgressEntry({ goalId: g.id, entryDate: "2026-09-15", progressValue: null, note: "Absent" }),
    ]);
    const { user } = renderRoute(path(state), state);
    const toggle = await screen.findByRole("button", { name: "Show data table" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Hide data table" })).toHaveAttribute("aria-expanded", "true");
    const table = screen.getByRole("table", { name: "Data behind the graph, oldest first" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ["Sep 8, 2026", "44 words correct per minute", "41.29", "Good focus"],
      ["Sep 15, 2026", "No score", "42.57", "Absent"],
    ]);
  });

  it("edits and deletes an entry (after confirmation)", async () => {
    const state = oneGoal((g) => [
      buildProgressEntry({ goalId: g.id, entryDate: "2026-09-08", progressValue: 44 }),
    ]);
    const { calls, user } = renderRoute(path(state), state);
    await user.click(await screen.findByRole("button", { name: "Edit entry of Sep 8, 2026" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit entry" }));
    const value = dialog.getByRole("textbox", { name: /Score/ });
    await user.clear(value);
    await user.type(value, "46");
    await user.click(dialog.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
      entryDate: "2026-09-08",
      progressValue: 46,
      note: null,
    });
    await user.click(await screen.findByRole("button", { name: "Delete entry of Sep 8, 2026" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete entry" }),
    );
    expect(await screen.findByText("No entries yet. Record the first data point above.")).toBeInTheDocument();
  });

  it("an edit follows the same rule: a negative score is refused, an implausible one saved only with 'Save anyway'", async () => {
    const state = oneGoal((g) => [
      buildProgressEntry({ goalId: g.id, entryDate: "2026-09-08", progressValue: 44 }),
    ]);
    const { calls, user } = renderRoute(path(state), state);
    await user.click(await screen.findByRole("button", { name: "Edit entry of Sep 8, 2026" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit entry" }));
    const value = dialog.getByRole("textbox", { name: /Score/ });
    await user.clear(value);
    await user.type(value, "-5");
    await user.click(dialog.getByRole("button", { name: "Save changes" }));
    expect(await dialog.findByText(/A score can't be negative/)).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, "400");
    await user.click(dialog.getByRole("button", { name: "Save changes" }));
    expect(await dialog.findByText(/more than 3 times the goal's target/)).toBeInTheDocument();
    expect(value).toHaveValue("400");
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(0);
    await user.click(dialog.getByRole("button", { name: "Save anyway" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([
      { entryDate: "2026-09-08", progressValue: 400, note: null, confirmImplausible: true },
    ]);
  });

  it("edits the goal in a dialog; the new target changes the details and the aimline", async () => {
    const state = oneGoal();
    const calls = createFakeApi(state).calls;
    const { user } = renderApp(path(state));
    await user.click(await screen.findByRole("button", { name: "Edit goal" }));
    const d = within(await screen.findByRole("dialog", { name: "Edit goal" }));
    expect(d.getByRole("textbox", { name: "Target value" })).toHaveValue("90");
    const target = d.getByRole("textbox", { name: "Target value" });
    await user.clear(target);
    await user.type(target, "100");
    await user.click(d.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("100 words correct per minute by May 31, 2027")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PATCH")?.body).toMatchObject({
      targetValue: 100,
      baselineValue: 40,
    });
    expect(screen.getByTestId("graph-summary")).toHaveTextContent(
      "aimline from 40 on Sep 1, 2026 to 100 on May 31, 2027",
    );
  });

  it("deletes the goal after confirmation and returns to the overview", async () => {
    const state = oneGoal((g) => [
      buildProgressEntry({ goalId: g.id, entryDate: "2026-09-08", progressValue: 44 }),
    ]);
    const goalId = state.goals[0]!.id;
    const { calls, db, router, user } = renderRoute(path(state), state);
    await user.click(await screen.findByRole("button", { name: "Delete goal" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Delete this goal?" }));
    expect(confirm.getByText("The goal and its 1 entry will be removed for good.")).toBeInTheDocument();
    await user.click(confirm.getByRole("button", { name: "Delete goal" }));
    await waitFor(() => expect(here(router)).toBe("/dashboard/progress"), { timeout: 5000 });
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([
      `/api/v1/goals/${goalId}`,
    ]);
    expect(db.entries).toHaveLength(0);
  });

  it("says the goal is not found for a missing or foreign id", async () => {
    renderRoute("/dashboard/progress/goals/00000000-0000-4000-8000-000000000000", oneGoal());
    expect(await screen.findByRole("heading", { level: 1, name: "Goal not found" })).toBeInTheDocument();
  });
});
