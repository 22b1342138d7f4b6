/**
 * "Write a progress note" from a student's page opens the form on that student (requirements "Note
 * generation"): the chosen student wins; another student's saved draft is offered, not applied, and
 * kept until the teacher types here.
 */
import GeneratePage from "@client/app/routes/generate-page";
import { draftKey } from "@client/features/notes/lib/generate-form";
import { readStored, writeStored } from "@client/lib/storage";
import { MAYA_ID, maya, SAM_ID, sam } from "@client/testing/caseload";
import { createFakeApi, json } from "@client/testing/fake-api";
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import { buildGoal, buildProfile, TEST_USER_ID } from "@shared/testing/data-generators";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 });

/** A progress-monitoring goal of Maya's besides those typed with her record. */
const PROGRESS_GOAL = buildGoal({ studentId: MAYA_ID, statement: "Maya will write 5 complete sentences" });
/** Maya's goals: the structured goals, her record's `iepGoals` their statements (decision 017). */
const MAYA_GOALS = [
  ...maya.iepGoals.map((statement) => buildGoal({ studentId: MAYA_ID, statement })),
  PROGRESS_GOAL,
];
const mayaRecord = { ...maya, iepGoals: MAYA_GOALS.map((g) => g.statement) };
const samRecord = { ...sam, iepGoals: [] };

resetBetweenTests();
beforeEach(() => {
  createFakeApi({
    routes: {
      "GET /api/v1/me": () => json(buildProfile()),
      "GET /api/v1/students": () => json([mayaRecord, samRecord]),
      "GET /api/v1/goals": (req) =>
        json(new URLSearchParams(req.search).get("studentId") === MAYA_ID ? MAYA_GOALS : []),
    },
  });
  writeStored(draftKey(TEST_USER_ID), {
    savedAt: "2026-03-02T15:00:00.000Z",
    values: { studentId: SAM_ID, type: "behavioral", observations: "Sam's draft text" },
  });
});

describe("the student chosen on their page wins over another student's draft", () => {
  it("opens on the chosen student with a blank form and offers the other draft", async () => {
    const user = userEvent.setup();
    renderWithProviders(<GeneratePage />, `/dashboard/generate?studentId=${MAYA_ID}`);
    expect(await screen.findByLabelText(/^Student/)).toHaveValue(MAYA_ID);
    expect(screen.getByLabelText(/^Observations/)).toHaveValue("");
    expect(screen.getByLabelText("Note type")).toHaveValue("progress");
    expect(screen.queryByText("Your unsaved draft is back")).not.toBeInTheDocument();
    expect(screen.getByText(`You have an unsaved draft for ${sam.name}`)).toBeVisible();

    // Choosing a note type (nothing typed) keeps the other draft on the device.
    await user.selectOptions(screen.getByLabelText("Note type"), "quarterly");
    await new Promise((r) => setTimeout(r, 800));
    expect(
      readStored<{ values: { observations: string } }>(draftKey(TEST_USER_ID))?.values.observations,
    ).toBe("Sam's draft text");

    await user.click(screen.getByRole("button", { name: `Open that draft for ${sam.name}` }));
    expect(screen.getByLabelText(/^Student/)).toHaveValue(SAM_ID);
    expect(screen.getByLabelText(/^Observations/)).toHaveValue("Sam's draft text");
    expect(screen.getByLabelText("Note type")).toHaveValue("behavioral");
    expect(screen.getByText("Your unsaved draft is back")).toBeVisible();
  });

  it("without a chosen student, the draft is restored as before", async () => {
    renderWithProviders(<GeneratePage />, "/dashboard/generate");
    expect(await screen.findByLabelText(/^Observations/)).toHaveValue("Sam's draft text");
    expect(screen.getByLabelText(/^Student/)).toHaveValue(SAM_ID);
  });
});

describe("goals addressed are the student's goals, the ones progress monitoring uses", () => {
  it("offers the student's progress goals, and unticks them when another student is chosen", async () => {
    window.localStorage.clear();
    const user = userEvent.setup();
    renderWithProviders(<GeneratePage />, `/dashboard/generate?studentId=${MAYA_ID}`);
    const goal = await screen.findByRole("checkbox", { name: PROGRESS_GOAL.statement });
    for (const g of maya.iepGoals) expect(screen.getByRole("checkbox", { name: g })).toBeInTheDocument();
    await user.click(goal);
    expect(goal).toBeChecked();
    await user.selectOptions(screen.getByLabelText(/^Student/), SAM_ID);
    expect(screen.queryByRole("checkbox", { name: PROGRESS_GOAL.statement })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Student/), MAYA_ID);
    expect(await screen.findByRole("checkbox", { name: PROGRESS_GOAL.statement })).not.toBeChecked();
  });
});
