/**
 * The goal page of a shared student (requirements "What each role may do"): what each role is
 * offered on the goal, its data form and its entries. "Own only" grants change only the rows the
 * teacher wrote (an entry's `enteredBy`, a goal's `authorId`).
 */
import type { FakeCaseload } from "@client/testing/fake-api";
import { renderRoute, resetBetweenTests } from "@client/testing/test-utils";
import type { StudentAccessRole } from "@shared/domain/team-access";
import {
  buildGoalFields,
  buildProgressEntry,
  buildStudent,
  TEST_USER_ID,
} from "@shared/testing/data-generators";
import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

resetBetweenTests();
beforeAll(async () => {
  await import("@client/app/routes/goal-page");
});

const OTHER = "22222222-2222-4222-8222-222222222222";

/** One goal of Maya (written by `goalAuthor`, null = the owner), with one entry of mine and one of another's. */
function sharedGoal(role: StudentAccessRole, goalAuthor: string | null = null): FakeCaseload {
  const maya = buildStudent({
    id: "5a5a5a5a-0000-4000-8000-000000000001",
    name: "Maya Lopez",
    ...(role === "owner" ? {} : { sharing: { role, ownerName: "Ms. Ortiz", ownerEmail: "o@example.org" } }),
  });
  const g = { ...buildGoalFields({ studentId: maya.id }), ...(goalAuthor ? { authorId: goalAuthor } : {}) };
  return {
    students: [maya],
    goals: [g],
    entries: [
      buildProgressEntry({ goalId: g.id, entryDate: "2026-09-08", enteredBy: TEST_USER_ID }),
      buildProgressEntry({ goalId: g.id, entryDate: "2026-09-01", enteredBy: OTHER }),
    ],
  };
}

async function open(state: FakeCaseload) {
  renderRoute(`/dashboard/progress/goals/${state.goals[0]!.id}`, state);
  await screen.findByRole("heading", { level: 1, name: "Maya Lopez: Reading fluency" });
  await screen.findByRole("heading", { name: /^Entries/ });
}

const shown = () => ({
  editGoal: screen.queryByRole("button", { name: "Edit goal" }) !== null,
  deleteGoal: screen.queryByRole("button", { name: "Delete goal" }) !== null,
  record: screen.queryByRole("region", { name: "Record a data point" }) !== null,
  import: screen.queryByRole("button", { name: "Import data points" }) !== null,
  report: screen.queryByRole("link", { name: "Parent report" }) !== null,
  editMine: screen.queryByRole("button", { name: "Edit entry of Sep 8, 2026" }) !== null,
  editOthers: screen.queryByRole("button", { name: "Edit entry of Sep 1, 2026" }) !== null,
});

describe("Goal page by role", { timeout: 30_000 }, () => {
  it.each([
    // The owner: everything, importing included.
    {
      role: "owner",
      editGoal: true,
      record: true,
      import: true,
      report: true,
      editMine: true,
      editOthers: true,
    },
    // Co-teacher: "all" grants; importing acts on the teacher's own students only.
    {
      role: "co_teacher",
      editGoal: true,
      record: true,
      import: false,
      report: true,
      editMine: true,
      editOthers: true,
    },
    // Provider: goals they added only; records data; changes their own entries.
    {
      role: "provider",
      editGoal: false,
      record: true,
      import: false,
      report: true,
      editMine: true,
      editOthers: false,
    },
    // Paraprofessional: records data, changes their own entries; no report (team records).
    {
      role: "para",
      editGoal: false,
      record: true,
      import: false,
      report: false,
      editMine: true,
      editOthers: false,
    },
    // Viewer: the goals' progress only.
    {
      role: "viewer",
      editGoal: false,
      record: false,
      import: false,
      report: false,
      editMine: false,
      editOthers: false,
    },
  ] as const)("$role", async ({ role, editGoal, ...rest }) => {
    await open(sharedGoal(role));
    expect(shown()).toEqual({ editGoal, deleteGoal: editGoal, ...rest });
  });

  it("a provider may edit and delete a goal they added", async () => {
    await open(sharedGoal("provider", TEST_USER_ID));
    expect(shown()).toMatchObject({ editGoal: true, deleteGoal: true });
  });
});
