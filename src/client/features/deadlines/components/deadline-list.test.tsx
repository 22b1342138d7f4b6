/**
 * The deadlines list with its filters against the fake API (requirements "Deadlines"): pending by
 * default, each filter asks the server again, overdue ones say so in words, and Mark done / Reopen
 * change the status.
 */
import { MAYA_ID, SAM_ID } from "@client/testing/caseload";
import { createFakeApi } from "@client/testing/fake-api";
import { localDay, mayaWithTeam, samAlone } from "@client/testing/meeting-caseload";
import { renderWithFakeApi, renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import { buildDeadline } from "@shared/testing/meeting-data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DeadlineList } from "./deadline-list";

vi.setConfig({ testTimeout: 20_000 });
resetBetweenTests();

const mayaReeval = buildDeadline({
  title: "Reevaluation due",
  kind: "reevaluation",
  dueDate: localDay(-1),
  studentId: MAYA_ID,
  studentName: "Maya R.",
});
const samReport = buildDeadline({
  title: "Fall progress report",
  kind: "progress_report",
  dueDate: localDay(20),
  studentId: SAM_ID,
  studentName: "Sam T.",
});
const samDone = buildDeadline({
  title: "Write the transition plan",
  kind: "transition_plan",
  status: "done",
  studentId: SAM_ID,
});

describe("deadline list", () => {
  it("lists pending deadlines soonest first; filters by status, kind and student", async () => {
    const { api, user } = renderWithFakeApi(<DeadlineList students={[mayaWithTeam, samAlone]} />, "/", {
      deadlines: [samReport, mayaReeval, samDone],
    });
    await screen.findByText("Reevaluation due");
    const rows = screen.getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/^Reevaluation due/);
    expect(rows[1]).toHaveTextContent(/^Fall progress report/);
    expect(within(rows[0] as HTMLElement).getByText("Overdue by 1 day")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("Due in 20 days")).toBeInTheDocument();
    expect(api.calls.at(-1)?.search).toBe("?status=pending");

    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "done");
    expect(await screen.findByText("Write the transition plan")).toBeInTheDocument();
    expect(within(screen.getByRole("listitem")).getByText("Done")).toBeInTheDocument();
    expect(screen.queryByText("Reevaluation due")).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "all");
    await user.selectOptions(screen.getByRole("combobox", { name: "Student" }), SAM_ID);
    await user.selectOptions(screen.getByRole("combobox", { name: "Kind" }), "progress_report");
    await waitFor(() => expect(api.calls.at(-1)?.search).toBe(`?kind=progress_report&studentId=${SAM_ID}`));
    expect(await screen.findByText("Fall progress report")).toBeInTheDocument();
    expect(screen.queryByText("Write the transition plan")).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole("combobox", { name: "Kind" }), "initial_evaluation");
    expect(await screen.findByText("No deadlines match these filters")).toBeInTheDocument();
  });

  it("marks a deadline done, which takes it off the pending list, and reopens it", async () => {
    const { api, user } = renderWithFakeApi(<DeadlineList students={[mayaWithTeam]} />, "/", {
      deadlines: [mayaReeval],
    });
    await user.click(await screen.findByRole("button", { name: "Mark done: Reevaluation due (Maya R.)" }));
    expect(await screen.findByText("No pending deadlines")).toBeInTheDocument();
    expect(await screen.findByText("Reevaluation due marked done.")).toBeInTheDocument();
    expect(api.db.deadlines[0]?.status).toBe("done");

    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "done");
    await user.click(await screen.findByRole("button", { name: "Reopen: Reevaluation due (Maya R.)" }));
    await waitFor(() => expect(api.db.deadlines[0]?.status).toBe("pending"));
  });

  it("shows a failure with Try again", async () => {
    const api = createFakeApi({ deadlines: [mayaReeval] });
    api.fail("GET /api/v1/deadlines", 500);
    renderWithProviders(<DeadlineList students={[]} />);
    expect(await screen.findByText("Failed to load deadlines. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("deadline list of a student shared with a role that only reads deadlines", () => {
  it("lists that student's deadlines without buttons; the others keep theirs", async () => {
    renderWithFakeApi(
      <DeadlineList students={[mayaWithTeam, samAlone]} canEdit={(id) => id !== MAYA_ID} />,
      "/",
      { deadlines: [samReport, mayaReeval] },
    );
    const maya = (await screen.findByText("Reevaluation due")).closest("li") as HTMLElement;
    expect(within(maya).queryByRole("button")).not.toBeInTheDocument();
    const sam = screen.getByText("Fall progress report").closest("li") as HTMLElement;
    expect(within(sam).getByRole("button", { name: /^Mark done/ })).toBeInTheDocument();
  });
});
