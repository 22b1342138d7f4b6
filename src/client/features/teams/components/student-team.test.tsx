/**
 * The student page's Team section and the caseload's transfer dialog (requirements "IEP teams",
 * "Invitations", "Transfer"): the owner's role change is saved at once and undone from its toast,
 * a removal waits for the confirmation, a server refusal keeps what was typed, a member sees their
 * role and no controls, and "Select all" sends every own student (never a shared one). `fetch`
 * mocked at the network boundary.
 */
import { apiError, createFakeApi, json } from "@client/testing/fake-api";
import { renderWithFakeApi, renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import type { Member } from "@shared/contracts/teams";
import { buildStudent } from "@shared/testing/data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StudentTeam } from "./student-team";
import { StudentsTransfer } from "./students-transfer";

resetBetweenTests();

// jsdom has no pointer capture; sonner's toast asks for it when its Undo is pressed.
if (!Element.prototype.setPointerCapture) Element.prototype.setPointerCapture = () => {};

const maya = buildStudent({ id: "11111111-1111-4111-8111-111111111111", name: "Maya Robinson" });

const member = (over: Partial<Member> = {}): Member => ({
  id: "22222222-2222-4222-8222-222222222222",
  studentId: maya.id,
  userId: "u-sam",
  email: "sam@school.test",
  name: "Sam Ortiz",
  role: "provider",
  status: "active",
  invitedAt: "2026-11-02T15:00:00.000Z",
  acceptedAt: "2026-11-03T15:00:00.000Z",
  ...over,
});

/** The owner's section over a team of `members`; PATCH answers the member with the body's role. */
function renderOwner(members: Member[]) {
  const api = createFakeApi()
    .on(`GET /api/v1/students/${maya.id}/members`, json(members))
    .on("PATCH /api/v1/members/:id", ({ params, body }) => {
      const found = members.find((m) => m.id === params.id);
      return json({ ...found, ...(body as object) });
    })
    .on("DELETE /api/v1/members/:id", { status: 204 });
  return { api, ...renderWithProviders(<StudentTeam student={maya} />) };
}

describe("the owner's team", () => {
  it("saves a new role at once and Undo puts the old one back", async () => {
    const { user, api } = renderOwner([member()]);
    const select = await screen.findByRole("combobox", { name: "Role of Sam Ortiz" });
    await user.selectOptions(select, "para");

    await screen.findByText("Sam Ortiz is now Paraprofessional.");
    await user.click(screen.getByRole("button", { name: "Undo" }));
    await screen.findByText("Sam Ortiz is Provider again.");

    expect(api.requests("PATCH", `/api/v1/members/${member().id}`).map((r) => r.body)).toEqual([
      { role: "para" },
      { role: "provider" },
    ]);
  });

  it("removes a member only after the confirmation, which says what they lose", async () => {
    const { user, api } = renderOwner([member()]);
    await user.click(await screen.findByRole("button", { name: "Remove Sam Ortiz from the team" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Sam Ortiz loses Maya Robinson at once");
    expect(api.requests("DELETE", `/api/v1/members/${member().id}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Remove from team" }));
    await screen.findByText("Sam Ortiz is no longer on Maya Robinson's team.");
    expect(api.requests("DELETE", `/api/v1/members/${member().id}`)).toHaveLength(1);
  });

  it('an invitation not yet accepted shows "Invited" with its date', async () => {
    renderOwner([
      member({ status: "invited", acceptedAt: null, name: "kim@school.test", email: "kim@school.test" }),
    ]);
    expect(await screen.findByText("Invited Nov 2, 2026")).toBeInTheDocument();
    expect(screen.getByText("Invited", { selector: "span" })).toBeInTheDocument();
  });

  it("a refused invitation says the server's reason and keeps the address typed", async () => {
    const { user, api } = renderOwner([]);
    api.on(
      `POST /api/v1/students/${maya.id}/members`,
      apiError(409, "CONFLICT", "That address is already on this student's team."),
    );
    await screen.findByText(/Share Maya Robinson with a co-teacher/);
    await user.click(screen.getByRole("button", { name: "Add to team" }));
    await user.type(await screen.findByLabelText(/E-mail address/), "sam@school.test");
    await user.click(screen.getByRole("radio", { name: /Co-teacher/ }));
    await user.click(screen.getByRole("button", { name: "Send invitation" }));

    expect(await screen.findByText("That address is already on this student's team.")).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue("sam@school.test");
    expect(api.requests("POST", `/api/v1/students/${maya.id}/members`)[0]?.body).toEqual({
      email: "sam@school.test",
      role: "co_teacher",
    });
  });
});

describe("a member's view", () => {
  it("says who shares the student and the role, with no controls and no team request", async () => {
    const shared = {
      ...maya,
      sharing: { role: "para" as const, ownerName: "Rosa Lopez", ownerEmail: "rosa@school.test" },
    };
    const { api } = renderWithFakeApi(<StudentTeam student={shared} />);
    expect(screen.getByText(/Shared with you by/)).toHaveTextContent(
      "Shared with you by Rosa Lopez · your role: Paraprofessional",
    );
    expect(screen.queryByRole("button", { name: "Add to team" })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((c) => c.path.includes("/members"))).toHaveLength(0));
  });
});

describe("transfer students from the caseload", () => {
  const own = [
    buildStudent({ id: "33333333-3333-4333-8333-333333333331", name: "Ava Chen" }),
    buildStudent({ id: "33333333-3333-4333-8333-333333333332", name: "Leo King" }),
  ];
  const shared = buildStudent({
    id: "33333333-3333-4333-8333-333333333333",
    name: "Noor Patel",
    sharing: { role: "viewer", ownerName: "Rosa Lopez", ownerEmail: "rosa@school.test" },
  });

  it("Select all sends every own student, never a shared one, with the address and what is kept", async () => {
    const { user, api } = renderWithFakeApi(<StudentsTransfer students={[...own, shared]} />);
    api.on("POST /api/v1/transfers", ({ body }) =>
      json(
        {
          id: "44444444-4444-4444-8444-444444444444",
          status: "pending",
          fromName: "Jordan Rivera",
          fromEmail: "jordan@school.test",
          toEmail: (body as { email: string }).email,
          keepAccess: (body as { keepAccess: string }).keepAccess,
          students: own.map((s) => ({ id: s.id, name: s.name })),
          createdAt: "2026-11-28T12:00:00.000Z",
          answeredAt: null,
          incoming: false,
        },
        201,
      ),
    );
    await user.click(screen.getByRole("button", { name: "Transfer students" }));
    const dialog = await screen.findByRole("dialog", { name: "Transfer students" });
    expect(within(dialog).queryByRole("checkbox", { name: "Noor Patel" })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Send transfer" })).toBeDisabled();

    await user.click(within(dialog).getByRole("checkbox", { name: "Select all (2 students)" }));
    expect(within(dialog).getByRole("checkbox", { name: "Ava Chen" })).toBeChecked();
    await user.click(within(dialog).getByRole("checkbox", { name: "Ava Chen" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Ava Chen" }));
    await user.type(within(dialog).getByLabelText(/Receiving case manager/), "dana@school.test");
    await user.click(within(dialog).getByRole("radio", { name: /Viewer/ }));
    await user.click(within(dialog).getByRole("button", { name: "Send transfer of 2 students" }));

    await screen.findByText("Waiting for dana@school.test to accept 2 students.");
    expect(api.requests("POST", "/api/v1/transfers")[0]?.body).toEqual({
      email: "dana@school.test",
      keepAccess: "viewer",
      studentIds: own.map((s) => s.id),
    });
  });

  it("offers nothing when every student is shared with the teacher", () => {
    renderWithFakeApi(<StudentsTransfer students={[shared]} />);
    expect(screen.queryByRole("button", { name: "Transfer students" })).not.toBeInTheDocument();
  });
});
