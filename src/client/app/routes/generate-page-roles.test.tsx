/**
 * The note form offers only the students the teacher may write notes for (requirements "What each
 * role may do": `notes.write`): their own and those shared with them as co-teacher or provider; a
 * student shared with a paraprofessional or a viewer is not offered.
 */
import GeneratePage from "@client/app/routes/generate-page";
import { createFakeApi, json } from "@client/testing/fake-api";
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import type { Student } from "@shared/contracts/students";
import { can, TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from "@shared/domain/team-access";
import { buildProfile, buildStudent } from "@shared/testing/data-generators";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 });
resetBetweenTests();

const sharedAs = (role: TeamRole, name: string): Student =>
  buildStudent({ name, sharing: { role, ownerName: "Ms. Ortiz", ownerEmail: "o@example.org" } });

function serve(students: Student[]) {
  createFakeApi({
    routes: {
      "GET /api/v1/me": () => json(buildProfile()),
      "GET /api/v1/students": () => json(students),
      "GET /api/v1/goals": () => json([]),
    },
  });
}

describe("note form by role", () => {
  it("offers my students and those shared with a role that writes notes", async () => {
    // One student of mine, and one shared in each role, named after the role.
    serve([buildStudent({ name: "Mine" }), ...TEAM_ROLES.map((r) => sharedAs(r, TEAM_ROLE_LABELS[r]))]);
    renderWithProviders(<GeneratePage />, "/dashboard/generate");
    const select = await screen.findByLabelText(/^Student/);
    const offered = within(select)
      .getAllByRole("option")
      .map((o) => o.textContent)
      .filter((name) => name && !/^Choose/i.test(name));
    expect(offered.sort()).toEqual(
      ["Mine", ...TEAM_ROLES.filter((r) => can(r, "notes.write")).map((r) => TEAM_ROLE_LABELS[r])].sort(),
    );
  });

  it("says why when no student may have notes (only shared as paraprofessional or viewer)", async () => {
    serve([sharedAs("para", "Sam Park"), sharedAs("viewer", "Ava Chen")]);
    renderWithProviders(<GeneratePage />, "/dashboard/generate");
    expect(await screen.findByText("No student to write a note for")).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Student/)).not.toBeInTheDocument();
  });
});
