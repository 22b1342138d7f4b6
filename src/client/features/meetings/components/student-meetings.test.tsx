/**
 * The Meetings section of a student's page against the fake API (requirements "Meetings": meetings
 * from the student page too): the student's meetings with the same actions as the meetings screen —
 * here Edit and Delete — and "Schedule a meeting" with the student fixed.
 */
import { mayaMeeting, mayaWithTeam } from "@client/testing/meeting-caseload";
import { renderWithFakeApi, resetBetweenTests } from "@client/testing/test-utils";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { StudentMeetings } from "./student-meetings";

vi.setConfig({ testTimeout: 20_000 });
resetBetweenTests();

const meeting = mayaMeeting({ location: "Room 3" });
const TITLE = "Annual review · Maya R.";

describe("a student's Meetings section", () => {
  it("edits the student's meeting and deletes it after a confirmation", async () => {
    const { api, user } = renderWithFakeApi(<StudentMeetings student={mayaWithTeam} />, "/", {
      students: [mayaWithTeam],
      meetings: [meeting],
    });
    const section = await screen.findByRole("region", { name: "Meetings" });
    await user.click(await within(section).findByRole("button", { name: `Edit ${TITLE}` }));
    const dialog = await screen.findByRole("dialog", { name: "Edit meeting" });
    const location = within(dialog).getByRole("textbox", { name: /^Location/ });
    expect(location).toHaveValue("Room 3");
    await user.clear(location);
    await user.type(location, "Room 5");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(api.requests("PATCH", `/api/v1/meetings/${meeting.id}`)).toHaveLength(1));
    expect(api.requests("PATCH", `/api/v1/meetings/${meeting.id}`)[0]?.body).toMatchObject({
      location: "Room 5",
    });
    expect(await within(section).findByText("Room 5")).toBeInTheDocument();

    await user.click(within(section).getByRole("button", { name: `Delete ${TITLE}` }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this meeting?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete meeting" }));
    await waitFor(() => expect(api.requests("DELETE", `/api/v1/meetings/${meeting.id}`)).toHaveLength(1));
    expect(await within(section).findByText("No meetings scheduled for Maya R.")).toBeInTheDocument();
  });
});
