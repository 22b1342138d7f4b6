/**
 * The student page of a student shared with the signed-in teacher (requirements "IEP teams", "What
 * each role may do"): each role is offered exactly the actions and sections its grants allow. The
 * expectations come from the role table (`can(role, capability)`), one row per thing on the screen.
 */
import { resetBetweenTests } from "@client/testing/test-utils";
import type { Student } from "@shared/contracts/students";
import { can, type StudentAccessRole, TEAM_ROLES, type TeamCapability } from "@shared/domain/team-access";
import { buildStudent } from "@shared/testing/data-generators";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { installFakeServer, renderPage } from "./students-page-support";

/** The names linked in the caseload table, in order (a row header also holds its badges). */
const rowNames = () =>
  within(screen.getByRole("table"))
    .getAllByRole("link")
    .map((a) => a.textContent);

resetBetweenTests();

const sharedAs = (role: StudentAccessRole): Partial<Student> =>
  role === "owner" ? {} : { sharing: { role, ownerName: "Ms. Ortiz", ownerEmail: "ortiz@example.org" } };

/** Each control of the page and the capability that offers it. */
const CONTROLS: { what: string; find: () => HTMLElement | null; capability: TeamCapability }[] = [
  { what: "Edit", find: () => screen.queryByRole("button", { name: "Edit" }), capability: "record.edit" },
  {
    what: "Delete",
    find: () => screen.queryByRole("button", { name: "Delete" }),
    capability: "student.delete",
  },
  {
    what: "Write a progress note",
    find: () => screen.queryByRole("link", { name: "Write a progress note" }),
    capability: "notes.write",
  },
  {
    what: "At a glance",
    find: () => screen.queryByRole("link", { name: "At a glance" }),
    capability: "glance.read",
  },
  {
    what: "Export record",
    find: () => screen.queryByText("Export record", { selector: "summary" }),
    capability: "record.export",
  },
  {
    what: "Add goal",
    find: () => screen.queryByRole("button", { name: /^Add goal for/ }),
    capability: "goals.add",
  },
  {
    what: "Services",
    find: () => screen.queryByRole("region", { name: "Services" }),
    capability: "services.read",
  },
  {
    what: "Parent contacts",
    find: () => screen.queryByRole("region", { name: "Parent contacts" }),
    capability: "team-records.read",
  },
  {
    what: "Meetings",
    find: () => screen.queryByRole("region", { name: "Meetings" }),
    capability: "team-records.read",
  },
  {
    what: "Deadlines",
    find: () => screen.queryByRole("region", { name: "Deadlines" }),
    capability: "team-records.read",
  },
  {
    what: "Schedule a meeting",
    find: () => screen.queryByRole("button", { name: /^Schedule a meeting for/ }),
    capability: "meetings.edit",
  },
  {
    what: "Add a deadline",
    find: () => screen.queryByRole("button", { name: /^Add a deadline for/ }),
    capability: "deadlines.edit",
  },
  {
    what: "Profile",
    find: () => screen.queryByRole("region", { name: "Profile" }),
    capability: "record.read",
  },
  {
    what: "Family contact",
    find: () => screen.queryByRole("region", { name: "Family contact" }),
    capability: "record.read",
  },
];

async function openRecord(role: StudentAccessRole) {
  const student = buildStudent({
    name: "Maya Rodriguez",
    accommodations: ["Extended time (1.5x)"],
    presentLevels: "Reads 48 WCPM.",
    ...sharedAs(role),
  });
  installFakeServer([student]);
  renderPage(`/dashboard/students?student=${student.id}`);
  await screen.findByRole("heading", { level: 1, name: "Maya Rodriguez" });
  // The goals section has loaded (its "Add goal" or its empty sentence).
  await screen.findByText(/No goals tracked yet/);
}

describe("Student page by role", { timeout: 20_000 }, () => {
  it.each(["owner", ...TEAM_ROLES] as const)(
    "%s is offered exactly what the role table allows",
    async (role) => {
      await openRecord(role);
      for (const control of CONTROLS) {
        const expected = can(role, control.capability);
        expect({ what: control.what, shown: control.find() !== null }).toEqual({
          what: control.what,
          shown: expected,
        });
      }
    },
  );

  it("a shared student's header says who shares it and the teacher's role", async () => {
    await openRecord("provider");
    expect(screen.getByText(/Shared by Ms\. Ortiz/)).toHaveTextContent(
      "Shared by Ms. Ortiz · , your role: Provider",
    );
  });

  it("a paraprofessional sees the goals and accommodations, with one sentence instead of the record's fields", async () => {
    await openRecord("para");
    const record = screen.getByRole("region", { name: "Accommodations" });
    expect(
      within(record).getByText("Your role on this student's team shows the goals and accommodations."),
    ).toBeInTheDocument();
    expect(within(record).getByText("Extended time (1.5x)")).toBeInTheDocument();
    expect(screen.queryByText("Reads 48 WCPM.")).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Goals" })).toBeInTheDocument();
  });

  it("a viewer sees the goals only, and no accommodations", async () => {
    await openRecord("viewer");
    expect(screen.getByRole("region", { name: "Goals" })).toBeInTheDocument();
    const record = screen.getByRole("region", { name: "IEP record" });
    expect(within(record).getByText(/shows the IEP at a glance and the goals' progress/)).toBeInTheDocument();
    expect(screen.queryByText("Extended time (1.5x)")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Parent report" })).not.toBeInTheDocument();
  });
});

describe("Caseload with shared students", { timeout: 20_000 }, () => {
  it("badges a shared student, counts the shared ones, and filters my students / shared with me", async () => {
    installFakeServer([
      buildStudent({ name: "Ava Chen" }),
      buildStudent({ name: "Jordan Lee", ...sharedAs("para") }),
      buildStudent({ name: "Maya Rodriguez" }),
    ]);
    const { user } = renderPage();
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(screen.getByText("3 students (1 shared with you)")).toBeInTheDocument();
    expect(screen.getByText("Showing all 3 students (1 shared with you)")).toBeInTheDocument();
    const jordan = within(screen.getByRole("table")).getByRole("row", { name: /Jordan Lee/ });
    expect(within(jordan).getByText(/Shared by Ms\. Ortiz/)).toHaveTextContent(
      "Shared by Ms. Ortiz · , your role: Paraprofessional",
    );
    expect(within(screen.getByRole("row", { name: /Ava Chen/ })).queryByText(/Shared by/)).toBeNull();

    const show = screen.getByRole("combobox", { name: "Show" });
    await user.selectOptions(show, "Shared with me");
    expect(rowNames()).toEqual(["Jordan Lee"]);
    expect(screen.getByText("Showing 1 student shared with you")).toBeInTheDocument();
    await user.selectOptions(show, "My students");
    expect(rowNames()).toEqual(["Ava Chen", "Maya Rodriguez"]);
    expect(screen.getByText("Showing your own 2 students")).toBeInTheDocument();
  });

  it("offers no Show choice when nothing is shared", async () => {
    installFakeServer([buildStudent({ name: "Ava Chen" })]);
    renderPage();
    expect(await screen.findByRole("table")).toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Show" })).not.toBeInTheDocument();
  });
});
