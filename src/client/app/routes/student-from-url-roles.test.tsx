/**
 * The one-student screens offer only the students the teacher may use them for (requirements "What
 * each role may do"): the IEP draft needs `iep.save`, the parent progress report
 * `team-records.read`. Rows from the role table.
 */
import { createFakeApi, json } from "@client/testing/fake-api";
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import { can, TEAM_ROLE_LABELS, TEAM_ROLES, type TeamCapability } from "@shared/domain/team-access";
import { buildStudent } from "@shared/testing/data-generators";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { StudentFromUrl } from "./student-from-url";

vi.setConfig({ testTimeout: 20_000 });
resetBetweenTests();

// One student of mine and one shared in each role, named after the role.
const caseload = [
  buildStudent({ name: "Mine" }),
  ...TEAM_ROLES.map((role) =>
    buildStudent({
      name: TEAM_ROLE_LABELS[role],
      sharing: { role, ownerName: "Ms. Ortiz", ownerEmail: "o@x.org" },
    }),
  ),
];

describe("StudentFromUrl by role", () => {
  it.each(["iep.save", "team-records.read"] as TeamCapability[])("%s", async (capability) => {
    createFakeApi({ routes: { "GET /api/v1/students": () => json(caseload) } });
    renderWithProviders(
      <StudentFromUrl capability={capability} emptyText="Add a student first.">
        {(s) => <p>{s.name}</p>}
      </StudentFromUrl>,
      "/",
    );
    const picker = await screen.findByRole("combobox", { name: /Student/ });
    const offered = within(picker)
      .getAllByRole("option")
      .map((o) => o.textContent)
      .filter((name) => name && caseload.some((s) => s.name === name));
    expect(offered.sort()).toEqual(
      ["Mine", ...TEAM_ROLES.filter((r) => can(r, capability)).map((r) => TEAM_ROLE_LABELS[r])].sort(),
    );
  });

  it("says so when no student of the caseload may be used", async () => {
    createFakeApi({ routes: { "GET /api/v1/students": () => json(caseload.slice(3)) } });
    renderWithProviders(
      <StudentFromUrl capability="iep.save" emptyText="Add a student first.">
        {(s) => <p>{s.name}</p>}
      </StudentFromUrl>,
      "/",
    );
    expect(await screen.findByText("No student to choose")).toBeInTheDocument();
  });
});
