/**
 * Changing a meeting on the meetings screen against the fake API (requirements "Meetings"):
 * reschedule (new date, the old one shown), cancel with a reason behind a confirmation, mark held
 * with attendance, and the month/week calendar opened from the keyboard.
 */
import MeetingsPage from "@client/app/routes/meetings/meetings-page";
import { localToIso } from "@client/features/meetings/lib/meeting-form-values";
import { localAt, mayaMeeting, mayaWithTeam } from "@client/testing/meeting-caseload";
import { renderWithMeeting } from "@client/testing/meetings-screen";
import { renderWithFakeApi, resetBetweenTests } from "@client/testing/test-utils";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 });

resetBetweenTests();

const meeting = mayaMeeting({ virtualLink: "https://meet.example.org/maya" });
const MEETING_PATH = `/api/v1/meetings/${meeting.id}`;

describe("meetings screen: changing a meeting", () => {
  it("reschedules to a new date and time, sends the reason, and shows the earlier date", async () => {
    const { api, upcoming, user } = await renderWithMeeting(meeting);
    await user.click(within(upcoming).getByRole("button", { name: "Reschedule Annual review · Maya R." }));
    const dialog = await screen.findByRole("dialog", { name: "Reschedule the meeting" });
    const date = within(dialog).getByLabelText(/^New date/);
    await waitFor(() => expect(date).toHaveFocus());
    await user.clear(date);
    await user.type(date, "2026-12-10");
    const time = within(dialog).getByLabelText(/^New start time/);
    await user.clear(time);
    await user.type(time, "10:00");
    await user.type(within(dialog).getByRole("textbox", { name: /^Reason/ }), "Psychologist unavailable");
    await user.click(within(dialog).getByRole("button", { name: "Reschedule" }));

    await waitFor(() => expect(api.requests("POST", `${MEETING_PATH}/reschedule`)).toHaveLength(1));
    // The link did not change, so it is not sent; the date is the local wall clock as an instant.
    expect(api.requests("POST", `${MEETING_PATH}/reschedule`)[0]?.body).toEqual({
      scheduledDate: localToIso("2026-12-10", "10:00"),
      reason: "Psychologist unavailable",
      inviteAttendees: false,
    });
    expect(await screen.findByText(/^Moved from /)).toBeInTheDocument();
    expect(
      screen.getByText(/Annual review · Maya R\. moved to Thu, Dec 10, 2026 · 10:00 AM/),
    ).toBeInTheDocument();
  });

  it("asks for a reason before cancelling, keeps the meeting on 'Keep the meeting', then cancels it", async () => {
    const { api, upcoming, user } = await renderWithMeeting(meeting);
    const cancelButton = within(upcoming).getByRole("button", { name: "Cancel Annual review · Maya R." });
    await user.click(cancelButton);
    let dialog = await screen.findByRole("dialog", { name: "Cancel this meeting?" });
    expect(dialog).toHaveTextContent("This cannot be undone.");
    await user.click(within(dialog).getByRole("button", { name: "Keep the meeting" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(cancelButton).toHaveFocus());
    expect(api.requests("POST", `${MEETING_PATH}/cancel`)).toHaveLength(0);

    await user.click(cancelButton);
    dialog = await screen.findByRole("dialog", { name: "Cancel this meeting?" });
    const reason = within(dialog).getByRole("textbox", { name: /^Reason for cancelling/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await user.click(within(dialog).getByRole("button", { name: "Cancel meeting" }));
    expect(await within(dialog).findByText("Enter the reason for cancelling")).toBeInTheDocument();
    expect(api.requests("POST", `${MEETING_PATH}/cancel`)).toHaveLength(0);

    await user.type(reason, "Family moved out of district");
    await user.click(within(dialog).getByRole("checkbox", { name: "Tell the attendees by e-mail" }));
    await user.click(within(dialog).getByRole("button", { name: "Cancel meeting" }));
    await waitFor(() => expect(api.requests("POST", `${MEETING_PATH}/cancel`)).toHaveLength(1));
    expect(api.requests("POST", `${MEETING_PATH}/cancel`)[0]?.body).toEqual({
      reason: "Family moved out of district",
      inviteAttendees: true,
    });
    const past = await screen.findByRole("region", { name: "Past and cancelled (1)" });
    expect(within(past).getByText("Cancelled")).toBeInTheDocument();
    expect(within(past).getByText("Reason: Family moved out of district")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Upcoming (0)" })).toHaveTextContent("Nothing scheduled.");
  });

  // [action, its dialog, the e-mail box's label, the API path]
  const NOTICE_DIALOGS = [
    ["Reschedule", "Reschedule the meeting", "Send the attendees the new time by e-mail", "reschedule"],
    ["Cancel", "Cancel this meeting?", "Tell the attendees by e-mail", "cancel"],
  ] as const;
  // [the attendees were invited, the teacher unticks the box]
  const NOTICE_STATES = [
    [true, false],
    [true, true],
    [false, false],
  ] as const;
  it.each(NOTICE_DIALOGS.flatMap((d) => NOTICE_STATES.map((st) => [...d, ...st] as const)))(
    "%s («%s», box «%s», %s): the box starts ticked, saying why, once invited (invited %s, unticked %s)",
    async (action, title, box, path, attendeesInvited, untick) => {
      const invited = mayaMeeting({ attendeesInvited });
      const { api, upcoming, user } = await renderWithMeeting(invited);
      await user.click(within(upcoming).getByRole("button", { name: `${action} Annual review · Maya R.` }));
      const dialog = await screen.findByRole("dialog", { name: title });
      const checkbox = within(dialog).getByRole("checkbox", { name: new RegExp(`^${box}`) });
      expect(checkbox).toHaveProperty("checked", attendeesInvited);
      const hint = within(dialog).queryByText(/^Ticked because the attendees were invited by e-mail/);
      expect(hint !== null).toBe(attendeesInvited);
      if (untick) await user.click(checkbox);
      if (path === "cancel")
        await user.type(within(dialog).getByRole("textbox", { name: /^Reason/ }), "Snow day");
      await user.click(
        within(dialog).getByRole("button", { name: action === "Cancel" ? "Cancel meeting" : action }),
      );
      const sent = `/api/v1/meetings/${invited.id}/${path}`;
      await waitFor(() => expect(api.requests("POST", sent)).toHaveLength(1));
      expect(api.requests("POST", sent)[0]?.body).toMatchObject({
        inviteAttendees: attendeesInvited && !untick,
      });
    },
  );

  it("shows the server's refusal inside the cancel dialog and keeps the reason", async () => {
    const { api, upcoming, user } = await renderWithMeeting(meeting);
    api.fail(`POST ${MEETING_PATH}/cancel`, 409, "CONFLICT", "This meeting is already cancelled.");
    await user.click(within(upcoming).getByRole("button", { name: "Cancel Annual review · Maya R." }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this meeting?" });
    await user.type(within(dialog).getByRole("textbox", { name: /^Reason/ }), "Snow day");
    await user.click(within(dialog).getByRole("button", { name: "Cancel meeting" }));
    expect(await within(dialog).findByText("This meeting is already cancelled.")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /^Reason/ })).toHaveValue("Snow day");
  });

  it("marks the meeting held with each attendee's attendance", async () => {
    const { api, upcoming, user } = await renderWithMeeting(meeting);
    await user.click(within(upcoming).getByRole("button", { name: "Mark held Annual review · Maya R." }));
    const dialog = await screen.findByRole("dialog", { name: "Mark the meeting held" });
    const rosa = await within(dialog).findByRole("group", { name: "Attendance of Rosa Rodriguez" });
    const dana = within(dialog).getByRole("group", { name: "Attendance of Dana Whitfield" });
    expect(within(rosa).getByRole("radio", { name: "Attended" })).toBeChecked();
    await user.click(within(dana).getByRole("radio", { name: "Absent" }));
    await user.type(within(dialog).getByRole("textbox", { name: /^Notes/ }), "Goals agreed.");
    await user.click(within(dialog).getByRole("button", { name: "Mark held" }));

    await waitFor(() => expect(api.requests("POST", `${MEETING_PATH}/held`)).toHaveLength(1));
    const [rosaRow, danaRow] = meeting.attendees;
    expect(api.requests("POST", `${MEETING_PATH}/held`)[0]?.body).toEqual({
      attendance: [
        { attendeeId: rosaRow?.id, attendanceStatus: "attended" },
        { attendeeId: danaRow?.id, attendanceStatus: "absent" },
      ],
      notes: "Goals agreed.",
    });
    const past = await screen.findByRole("region", { name: "Past and cancelled (1)" });
    expect(within(past).getByText("Held")).toBeInTheDocument();
  });
});

describe("meetings screen: calendar", () => {
  it("shows the meeting in the month view; Enter on it opens its details with the attendees", async () => {
    // Today at noon: always inside the month shown first, whatever the date the test runs on.
    const { user } = renderWithFakeApi(<MeetingsPage />, "/dashboard/meetings", {
      students: [mayaWithTeam],
      meetings: [{ ...meeting, scheduledDate: localAt(0, 12) }],
    });
    await screen.findByRole("heading", { level: 3, name: "Annual review · Maya R." });
    await user.click(screen.getByRole("tab", { name: "Calendar" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("?view=calendar"));
    const event = await screen.findByRole("button", { name: /^Annual review · Maya R\., / });
    expect(screen.getByRole("button", { name: "Month" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Week" })).toBeInTheDocument();
    event.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Annual review · Maya R." });
    expect(
      await within(dialog).findByText(/Rosa Rodriguez · Parent or guardian · Invited/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: /^Video link for Annual review/ })).toHaveAttribute(
      "href",
      "https://meet.example.org/maya",
    );
    // An action from the details closes them and opens its own dialog.
    await user.click(within(dialog).getByRole("button", { name: "Reschedule Annual review · Maya R." }));
    expect(await screen.findByRole("dialog", { name: "Reschedule the meeting" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Annual review · Maya R." })).not.toBeInTheDocument();
  });

  it("on a narrow screen lists the month's meetings by day with time and name, and opens one on click", async () => {
    // A 390 px phone: the window matches the calendar's narrow-screen query (jsdom has no matchMedia).
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("max-width"),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const { user } = renderWithFakeApi(<MeetingsPage />, "/dashboard/meetings?view=calendar", {
      students: [mayaWithTeam],
      meetings: [
        { ...meeting, scheduledDate: localAt(0, 12) },
        mayaMeeting(
          { id: "3e3e3e3e-0000-4000-8000-000000000009", type: "reevaluation", status: "cancelled" },
          0,
        ),
      ],
    });
    const list = await screen.findByRole("button", { name: "12:00 PM Annual review · Maya R." });
    expect(
      screen.getByRole("button", { name: /Reevaluation meeting · Maya R\. \(Cancelled\)$/ }),
    ).toHaveClass("line-through");
    expect(screen.queryByRole("button", { name: "Week" })).not.toBeInTheDocument();
    await user.click(list);
    expect(await screen.findByRole("dialog", { name: "Annual review · Maya R." })).toBeInTheDocument();
  });

  it("lists deadlines in the Deadlines tab", async () => {
    renderWithFakeApi(<MeetingsPage />, "/dashboard/meetings?view=deadlines", {
      students: [mayaWithTeam],
      meetings: [meeting],
    });
    expect(await screen.findByRole("tab", { name: "Deadlines", selected: true })).toBeInTheDocument();
    expect(await screen.findByText("No pending deadlines")).toBeInTheDocument();
  });
});
