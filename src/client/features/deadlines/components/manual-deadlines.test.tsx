/**
 * The teacher's own deadlines against the fake API (requirements "Deadlines"): add one from the
 * deadlines list (student, title, kind, due date, each checked) and from a student's page (the
 * student fixed), edit and delete a manual one behind a confirmation; a computed one offers neither.
 */
import { MAYA_ID, SAM_ID } from "@client/testing/caseload";
import { localDay, mayaWithTeam, samAlone } from "@client/testing/meeting-caseload";
import { renderWithFakeApi, resetBetweenTests } from "@client/testing/test-utils";
import { buildDeadline } from "@shared/testing/meeting-data-generators";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DeadlineList } from "./deadline-list";
import { StudentDeadlines } from "./student-deadlines";

vi.setConfig({ testTimeout: 20_000 });
resetBetweenTests();

const consent = buildDeadline({
  title: "Collect signed consent",
  kind: "custom",
  source: "manual",
  dueDate: localDay(5),
  studentId: SAM_ID,
  studentName: "Sam T.",
});
const annual = buildDeadline({
  title: "Annual IEP review due",
  kind: "annual_review",
  source: "computed",
  dueDate: localDay(30),
  studentId: MAYA_ID,
  studentName: "Maya R.",
});

describe("manual deadlines on the deadlines list", () => {
  it("adds one after checking each field", async () => {
    const { api, user } = renderWithFakeApi(<DeadlineList students={[mayaWithTeam, samAlone]} />, "/", {
      students: [mayaWithTeam, samAlone],
      deadlines: [],
    });
    await screen.findByText("No pending deadlines");
    await user.click(screen.getByRole("button", { name: "Add a deadline" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a deadline" });
    const student = within(dialog).getByRole("combobox", { name: /^Student/ });
    await waitFor(() => expect(student).toHaveFocus());
    await user.click(within(dialog).getByRole("button", { name: "Add deadline" }));
    expect(await within(dialog).findByText("Choose a student")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter what is due")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the due date")).toBeInTheDocument();
    expect(api.requests("POST", "/api/v1/deadlines")).toHaveLength(0);

    await user.selectOptions(student, MAYA_ID);
    await user.type(within(dialog).getByRole("textbox", { name: /^Title/ }), "Send the meeting notice");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /^Kind/ }), "annual_review");
    await user.type(within(dialog).getByLabelText(/^Due date/), localDay(3));
    await user.click(within(dialog).getByRole("button", { name: "Add deadline" }));
    await waitFor(() => expect(api.requests("POST", "/api/v1/deadlines")).toHaveLength(1));
    expect(api.requests("POST", "/api/v1/deadlines")[0]?.body).toEqual({
      studentId: MAYA_ID,
      title: "Send the meeting notice",
      kind: "annual_review",
      dueDate: localDay(3),
    });
    expect(await screen.findByText("Send the meeting notice added.")).toBeInTheDocument();
    expect(await screen.findByText("Send the meeting notice", { selector: "span" })).toBeInTheDocument();
  });

  it("edits and deletes a manual deadline; a computed one has neither button", async () => {
    const { api, user } = renderWithFakeApi(<DeadlineList students={[mayaWithTeam, samAlone]} />, "/", {
      students: [mayaWithTeam, samAlone],
      deadlines: [consent, annual],
    });
    await screen.findByText("Collect signed consent");
    expect(screen.queryByRole("button", { name: "Edit: Annual IEP review due (Maya R.)" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete: Annual IEP review due (Maya R.)" })).toBeNull();
    expect(
      screen.getByRole("button", { name: "Dismiss: Annual IEP review due (Maya R.)" }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Edit: Collect signed consent (Sam T.)" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit deadline" });
    expect(dialog).toHaveTextContent("Student: Sam T.");
    const title = within(dialog).getByRole("textbox", { name: /^Title/ });
    expect(title).toHaveValue("Collect signed consent");
    await user.clear(title);
    await user.type(title, "Collect both signed consents");
    const due = within(dialog).getByLabelText(/^Due date/);
    await user.clear(due);
    await user.type(due, localDay(9));
    await user.click(within(dialog).getByRole("button", { name: "Save deadline" }));
    await waitFor(() => expect(api.requests("PATCH", `/api/v1/deadlines/${consent.id}`)).toHaveLength(1));
    expect(api.requests("PATCH", `/api/v1/deadlines/${consent.id}`)[0]?.body).toEqual({
      title: "Collect both signed consents",
      kind: "custom",
      dueDate: localDay(9),
    });
    expect(await screen.findByText("Collect both signed consents", { selector: "span" })).toBeInTheDocument();

    const remove = screen.getByRole("button", { name: "Delete: Collect both signed consents (Sam T.)" });
    await user.click(remove);
    let confirm = await screen.findByRole("alertdialog", { name: "Delete this deadline?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(api.requests("DELETE", `/api/v1/deadlines/${consent.id}`)).toHaveLength(0);
    await user.click(remove);
    confirm = await screen.findByRole("alertdialog", { name: "Delete this deadline?" });
    expect(confirm).toHaveTextContent("This cannot be undone.");
    await user.click(within(confirm).getByRole("button", { name: "Delete deadline" }));
    await waitFor(() => expect(api.requests("DELETE", `/api/v1/deadlines/${consent.id}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText("Collect both signed consents")).not.toBeInTheDocument());
    expect(screen.getByText("Annual IEP review due")).toBeInTheDocument();
  });
});

describe("manual deadlines on a student's page", () => {
  it("adds one for that student without asking which", async () => {
    const { api, user } = renderWithFakeApi(<StudentDeadlines student={mayaWithTeam} />, "/", {
      students: [mayaWithTeam],
      deadlines: [annual],
    });
    await screen.findByText("Annual IEP review due");
    await user.click(screen.getByRole("button", { name: "Add a deadline for Maya R." }));
    const dialog = await screen.findByRole("dialog", { name: "Add a deadline" });
    expect(dialog).toHaveTextContent("Student: Maya R.");
    expect(within(dialog).queryByRole("combobox", { name: /^Student/ })).not.toBeInTheDocument();
    const title = within(dialog).getByRole("textbox", { name: /^Title/ });
    await waitFor(() => expect(title).toHaveFocus());
    await user.type(title, "Draft present levels");
    await user.type(within(dialog).getByLabelText(/^Due date/), localDay(2));
    await user.click(within(dialog).getByRole("button", { name: "Add deadline" }));
    await waitFor(() => expect(api.requests("POST", "/api/v1/deadlines")).toHaveLength(1));
    expect(api.requests("POST", "/api/v1/deadlines")[0]?.body).toEqual({
      studentId: MAYA_ID,
      title: "Draft present levels",
      kind: "custom",
      dueDate: localDay(2),
    });
    const section = screen.getByRole("region", { name: "Deadlines" });
    expect(await within(section).findByText("Draft present levels")).toBeInTheDocument();
    expect(within(section).getByRole("button", { name: "Edit: Draft present levels" })).toBeInTheDocument();
  });
});
