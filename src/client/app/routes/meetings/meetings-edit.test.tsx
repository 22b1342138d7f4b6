/**
 * Editing an existing meeting on the meetings screen against the fake API (requirements "Meetings"):
 * its details (type, length, location, link, notes; the date through Reschedule), its attendees
 * (change, attendance, add, remove behind a confirmation), and deleting it behind a confirmation.
 */
import MeetingsPage from "@client/app/routes/meetings/meetings-page";
import { mayaMeeting, mayaWithTeam } from "@client/testing/meeting-caseload";
import { renderWithMeeting } from "@client/testing/meetings-screen";
import { renderWithFakeApi, resetBetweenTests } from "@client/testing/test-utils";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 });

resetBetweenTests();

const meeting = mayaMeeting({ virtualLink: "https://meet.example.org/maya", location: null, notes: null });
const MEETING_PATH = `/api/v1/meetings/${meeting.id}`;
const TITLE = "Annual review · Maya R.";

describe("meetings screen: editing a meeting", () => {
  it("changes type, length, location, link and notes; the list shows the change", async () => {
    const { api, upcoming, user } = await renderWithMeeting(meeting);
    await user.click(within(upcoming).getByRole("button", { name: `Edit ${TITLE}` }));
    const dialog = await screen.findByRole("dialog", { name: "Edit meeting" });
    const type = within(dialog).getByRole("combobox", { name: /^Meeting type/ });
    await waitFor(() => expect(type).toHaveFocus());
    await user.selectOptions(type, "amendment");
    const length = within(dialog).getByRole("textbox", { name: /^Length in minutes/ });
    await user.clear(length);
    await user.type(length, "3");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText(/Enter minutes between 5 and 480/)).toBeInTheDocument();
    expect(api.requests("PATCH", MEETING_PATH)).toHaveLength(0);

    await user.type(length, "0");
    await user.type(within(dialog).getByRole("textbox", { name: /^Location/ }), "Room 12");
    await user.clear(within(dialog).getByRole("textbox", { name: /^Video link/ }));
    await user.type(within(dialog).getByRole("textbox", { name: /^Notes/ }), "Add a reading goal.");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(api.requests("PATCH", MEETING_PATH)).toHaveLength(1));
    expect(api.requests("PATCH", MEETING_PATH)[0]?.body).toEqual({
      type: "amendment",
      durationMinutes: 30,
      location: "Room 12",
      virtualLink: null,
      notes: "Add a reading goal.",
    });
    expect(await screen.findByText("IEP amendment meeting · Maya R. saved.")).toBeInTheDocument();
    const list = screen.getByRole("region", { name: "Upcoming (1)" });
    expect(
      within(list).getByRole("heading", { name: "IEP amendment meeting · Maya R." }),
    ).toBeInTheDocument();
    expect(within(list).getByText("Room 12")).toBeInTheDocument();
    expect(within(list).queryByRole("link", { name: /^Video link/ })).not.toBeInTheDocument();
  });

  it("'Change date and time' closes the edit and opens Reschedule", async () => {
    const { upcoming, user } = await renderWithMeeting(meeting);
    await user.click(within(upcoming).getByRole("button", { name: `Edit ${TITLE}` }));
    const dialog = await screen.findByRole("dialog", { name: "Edit meeting" });
    await user.click(within(dialog).getByRole("button", { name: "Change date and time" }));
    expect(await screen.findByRole("dialog", { name: "Reschedule the meeting" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Edit meeting" })).not.toBeInTheDocument();
  });
});

describe("meetings screen: managing attendees", () => {
  it("changes an attendee's attendance, adds one, and removes one after a confirmation", async () => {
    const { api, upcoming, user } = await renderWithMeeting(meeting);
    const [rosa, dana] = meeting.attendees;
    await user.click(within(upcoming).getByRole("button", { name: `Attendees ${TITLE}` }));
    const dialog = await screen.findByRole("dialog", { name: "Manage attendees" });
    const rosaRow = await within(dialog).findByRole("group", { name: "Rosa Rodriguez" });
    const save = within(rosaRow).getByRole("button", { name: "Save Rosa Rodriguez" });
    expect(save).toBeDisabled();
    await user.selectOptions(within(rosaRow).getByRole("combobox", { name: /^Attendance/ }), "accepted");
    await user.click(save);
    await waitFor(() =>
      expect(api.requests("PATCH", `${MEETING_PATH}/attendees/${rosa?.id}`)).toHaveLength(1),
    );
    expect(api.requests("PATCH", `${MEETING_PATH}/attendees/${rosa?.id}`)[0]?.body).toEqual({
      attendeeName: "Rosa Rodriguez",
      attendeeEmail: "rosa@family.test",
      attendeeRole: "parent",
      attendanceStatus: "accepted",
    });
    expect(await within(dialog).findByText("Rosa Rodriguez saved.")).toBeInTheDocument();

    // A new attendee: the name is required, the e-mail checked.
    const add = within(dialog).getByRole("group", { name: "Add an attendee" });
    await user.type(within(add).getByRole("textbox", { name: /^E-mail/ }), "not-an-address");
    await user.click(within(add).getByRole("button", { name: "Add attendee" }));
    expect(await within(add).findByText(/Enter the attendee's name/)).toBeInTheDocument();
    expect(within(add).getByText(/Enter an e-mail address like/)).toBeInTheDocument();
    expect(api.requests("POST", `${MEETING_PATH}/attendees`)).toHaveLength(0);
    await user.type(within(add).getByRole("textbox", { name: /^Name/ }), "Lee Park");
    await user.clear(within(add).getByRole("textbox", { name: /^E-mail/ }));
    await user.type(within(add).getByRole("textbox", { name: /^E-mail/ }), "lee@school.test");
    await user.selectOptions(within(add).getByRole("combobox", { name: /^Role/ }), "school_psychologist");
    await user.click(within(add).getByRole("button", { name: "Add attendee" }));
    await waitFor(() => expect(api.requests("POST", `${MEETING_PATH}/attendees`)).toHaveLength(1));
    expect(api.requests("POST", `${MEETING_PATH}/attendees`)[0]?.body).toEqual({
      attendeeName: "Lee Park",
      attendeeEmail: "lee@school.test",
      attendeeRole: "school_psychologist",
      attendanceStatus: "invited",
    });
    expect(await within(dialog).findByRole("group", { name: "Lee Park" })).toBeInTheDocument();
    expect(within(add).getByRole("textbox", { name: /^Name/ })).toHaveValue("");

    // Remove Dana: a confirmation first; "Cancel" keeps her.
    const danaRow = within(dialog).getByRole("group", { name: "Dana Whitfield" });
    await user.click(within(danaRow).getByRole("button", { name: "Remove Dana Whitfield" }));
    let confirm = await screen.findByRole("alertdialog", { name: "Remove Dana Whitfield?" });
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(api.requests("DELETE", `${MEETING_PATH}/attendees/${dana?.id}`)).toHaveLength(0);
    await user.click(within(danaRow).getByRole("button", { name: "Remove Dana Whitfield" }));
    confirm = await screen.findByRole("alertdialog", { name: "Remove Dana Whitfield?" });
    await user.click(within(confirm).getByRole("button", { name: "Remove attendee" }));
    await waitFor(() =>
      expect(api.requests("DELETE", `${MEETING_PATH}/attendees/${dana?.id}`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(within(dialog).queryByRole("group", { name: "Dana Whitfield" })).not.toBeInTheDocument(),
    );
  });
});

describe("meetings screen: deleting a meeting", () => {
  it("asks first; Cancel keeps it, Delete meeting removes it", async () => {
    const { api, upcoming, user } = await renderWithMeeting(meeting);
    const button = within(upcoming).getByRole("button", { name: `Delete ${TITLE}` });
    await user.click(button);
    let confirm = await screen.findByRole("alertdialog", { name: "Delete this meeting?" });
    expect(confirm).toHaveTextContent("This cannot be undone.");
    expect(confirm).toHaveTextContent("No one is e-mailed");
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.requests("DELETE", MEETING_PATH)).toHaveLength(0);

    await user.click(button);
    confirm = await screen.findByRole("alertdialog", { name: "Delete this meeting?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete meeting" }));
    await waitFor(() => expect(api.requests("DELETE", MEETING_PATH)).toHaveLength(1));
    expect(await screen.findByText(`${TITLE} deleted.`)).toBeInTheDocument();
    expect(await screen.findByText("No meetings yet")).toBeInTheDocument();
  });

  it("a cancelled meeting offers Delete only", async () => {
    renderWithFakeApi(<MeetingsPage />, "/dashboard/meetings", {
      students: [mayaWithTeam],
      meetings: [{ ...meeting, status: "cancelled", cancellationReason: "Snow day" }],
    });
    const past = await screen.findByRole("region", { name: "Past and cancelled (1)" });
    expect(within(past).getByRole("button", { name: `Delete ${TITLE}` })).toBeInTheDocument();
    for (const action of ["Edit", "Attendees", "Reschedule", "Cancel", "Mark held"])
      expect(within(past).queryByRole("button", { name: `${action} ${TITLE}` })).not.toBeInTheDocument();
  });
});
