/**
 * The meetings screen against the fake API (requirements "Meetings"): loading, empty and error
 * states, upcoming and past lists, and scheduling (attendees prefilled from the student's record,
 * "invite attendees", checks next to the fields, a server refusal that keeps what was typed).
 */
import MeetingsPage from "@client/app/routes/meetings/meetings-page";
import { localToIso } from "@client/features/meetings/lib/meeting-form-values";
import { MAYA_ID } from "@client/testing/caseload";
import { createFakeApi, json } from "@client/testing/fake-api";
import { localAt, mayaMeeting, mayaWithTeam, samAlone } from "@client/testing/meeting-caseload";
import { renderWithFakeApi, renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 });

resetBetweenTests();

const render = () => renderWithProviders(<MeetingsPage />, "/dashboard/meetings");

describe("meetings screen: states", () => {
  it("shows a loading placeholder, then upcoming meetings soonest first and past ones newest first", async () => {
    const api = createFakeApi({
      students: [mayaWithTeam, samAlone],
      meetings: [
        mayaMeeting({ id: "3e3e3e3e-0000-4000-8000-000000000002", type: "reevaluation" }, 9),
        mayaMeeting({ id: "3e3e3e3e-0000-4000-8000-000000000001" }, 2),
        mayaMeeting({ id: "3e3e3e3e-0000-4000-8000-000000000003", status: "held", type: "amendment" }, -20),
        mayaMeeting(
          {
            id: "3e3e3e3e-0000-4000-8000-000000000004",
            status: "cancelled",
            cancellationReason: "Parent ill",
          },
          5,
        ),
      ],
    });
    api.delay("GET /api/v1/meetings", 30);
    render();
    expect(await screen.findByText("Loading meetings…")).toBeInTheDocument();
    const upcoming = await screen.findByRole("region", { name: /^Upcoming/ });
    expect(
      within(upcoming)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Annual review · Maya R.", "Reevaluation meeting · Maya R."]);
    const past = screen.getByRole("region", { name: /^Past and cancelled/ });
    expect(
      within(past)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Annual review · Maya R.", "IEP amendment meeting · Maya R."]);
    // Status in words, not colour alone; the reason of the cancelled one; no actions on closed meetings.
    expect(within(past).getByText("Cancelled")).toBeInTheDocument();
    expect(within(past).getByText("Held")).toBeInTheDocument();
    expect(within(past).getByText("Reason: Parent ill")).toBeInTheDocument();
    expect(within(past).queryByRole("button", { name: /^Reschedule/ })).not.toBeInTheDocument();
    expect(
      within(upcoming).getAllByRole("button", { name: "Reschedule Annual review · Maya R." }),
    ).toHaveLength(1);
  });

  it("says there are no meetings yet and offers to schedule one", async () => {
    createFakeApi({ students: [mayaWithTeam] });
    const { user } = render();
    expect(await screen.findByText("No meetings yet")).toBeInTheDocument();
    await user.click(
      within(screen.getByRole("tabpanel")).getByRole("button", { name: "Schedule a meeting" }),
    );
    expect(await screen.findByRole("dialog", { name: "Schedule a meeting" })).toBeInTheDocument();
  });

  it("asks for a student first when the caseload is empty", async () => {
    createFakeApi({ students: [] });
    render();
    expect(await screen.findByText("Add a student first")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add a student" })).toHaveAttribute(
      "href",
      "/dashboard/students?add=1",
    );
    expect(screen.getAllByRole("button", { name: "Schedule a meeting" })[0]).toBeDisabled();
  });

  it("shows the server's message when loading fails, and loads again on Try again", async () => {
    const api = createFakeApi({ students: [mayaWithTeam], meetings: [mayaMeeting()] });
    api.fail("GET /api/v1/meetings", 503, "UNAVAILABLE", "Database down");
    const { user } = render();
    // A 5xx answer's own words are not shown to a teacher: the catalogue sentence is.
    expect(await screen.findByText("Failed to load meetings. Please try again.")).toBeInTheDocument();
    api.on("GET /api/v1/meetings", () => json(api.db.meetings));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: /^Upcoming \(1\)/ })).toBeInTheDocument();
  });
});

describe("meetings screen: scheduling", () => {
  it("prefills the attendees from the chosen student and sends the meeting with the invitation choice", async () => {
    const api = createFakeApi({ students: [mayaWithTeam, samAlone] });
    const { user } = render();
    await screen.findByText("No meetings yet");
    await user.click(screen.getAllByRole("button", { name: "Schedule a meeting" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Schedule a meeting" });
    const studentSelect = within(dialog).getByRole("combobox", { name: /^Student/ });
    await waitFor(() => expect(studentSelect).toHaveFocus());
    expect(within(dialog).getByText("No attendees yet.")).toBeInTheDocument();

    await user.selectOptions(studentSelect, MAYA_ID);
    expect(within(dialog).getByRole("textbox", { name: /^Name \(attendee 1\)/ })).toHaveValue(
      "Rosa Rodriguez",
    );
    expect(within(dialog).getByRole("textbox", { name: /^E-mail \(attendee 1\)/ })).toHaveValue(
      "rosa@family.test",
    );
    expect(within(dialog).getByRole("combobox", { name: "Role (attendee 1)" })).toHaveValue("parent");
    expect(within(dialog).getByRole("textbox", { name: /^Name \(attendee 2\)/ })).toHaveValue(
      "Dana Whitfield",
    );
    expect(within(dialog).getByRole("combobox", { name: "Role (attendee 2)" })).toHaveValue(
      "special_education_teacher",
    );

    // Another attendee, added from the keyboard-reachable button; focus lands on its name.
    await user.click(within(dialog).getByRole("button", { name: "Add attendee" }));
    const third = within(dialog).getByRole("textbox", { name: /^Name \(attendee 3\)/ });
    await waitFor(() => expect(third).toHaveFocus());
    await user.type(third, "Lee Park");
    await user.selectOptions(
      within(dialog).getByRole("combobox", { name: "Role (attendee 3)" }),
      "school_psychologist",
    );

    const date = within(dialog).getByLabelText(/^Date/);
    await user.clear(date);
    await user.type(date, "2026-12-03");
    const time = within(dialog).getByLabelText(/^Start time/);
    await user.clear(time);
    await user.type(time, "09:30");
    await user.type(within(dialog).getByRole("textbox", { name: /^Location/ }), "Room 12");
    await user.click(within(dialog).getByRole("checkbox", { name: /Invite attendees by e-mail/ }));
    await user.click(within(dialog).getByRole("button", { name: "Schedule meeting" }));

    await waitFor(() => expect(api.requests("POST", "/api/v1/meetings")).toHaveLength(1));
    expect(api.requests("POST", "/api/v1/meetings")[0]?.body).toEqual({
      studentId: MAYA_ID,
      scheduledDate: localToIso("2026-12-03", "09:30"),
      type: "annual_review",
      durationMinutes: 60,
      location: "Room 12",
      virtualLink: null,
      notes: null,
      attendees: [
        { attendeeName: "Rosa Rodriguez", attendeeEmail: "rosa@family.test", attendeeRole: "parent" },
        { attendeeName: "Dana Whitfield", attendeeEmail: null, attendeeRole: "special_education_teacher" },
        { attendeeName: "Lee Park", attendeeEmail: null, attendeeRole: "school_psychologist" },
      ],
      inviteAttendees: true,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByText(/Annual review · Maya R\. scheduled for/)).toBeInTheDocument();
  });

  it("checks the fields before sending: a student, a length in range, a real video link and attendee names", async () => {
    const api = createFakeApi({ students: [mayaWithTeam] });
    const { user } = render();
    await screen.findByText("No meetings yet");
    await user.click(screen.getAllByRole("button", { name: "Schedule a meeting" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Schedule a meeting" });
    const length = within(dialog).getByRole("textbox", { name: /^Length in minutes/ });
    await user.clear(length);
    await user.type(length, "600");
    await user.type(within(dialog).getByRole("textbox", { name: /^Video link/ }), "meet.example.org/abc");
    await user.click(within(dialog).getByRole("button", { name: "Add attendee" }));
    await user.click(within(dialog).getByRole("button", { name: "Schedule meeting" }));

    expect(await within(dialog).findByText("Choose a student")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter minutes between 5 and 480")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter a link starting with https://")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the attendee's name, or remove the row")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /^Video link/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(api.requests("POST", "/api/v1/meetings")).toHaveLength(0);
  });

  it("keeps the form and shows the server's message when scheduling is refused", async () => {
    const api = createFakeApi({ students: [mayaWithTeam] });
    api.fail("POST /api/v1/meetings", 404, "NOT_FOUND", "Student not found");
    const { user } = render();
    await screen.findByText("No meetings yet");
    await user.click(screen.getAllByRole("button", { name: "Schedule a meeting" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Schedule a meeting" });
    await user.selectOptions(within(dialog).getByRole("combobox", { name: /^Student/ }), MAYA_ID);
    await user.type(within(dialog).getByRole("textbox", { name: /^Notes/ }), "Review reading goals");
    await user.click(within(dialog).getByRole("button", { name: "Schedule meeting" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Student not found");
    expect(within(dialog).getByRole("textbox", { name: /^Notes/ })).toHaveValue("Review reading goals");
  });

  it("opens the schedule dialog on arrival with ?schedule=1, from the keyboard it closes with Escape", async () => {
    const { user } = renderWithFakeApi(<MeetingsPage />, "/dashboard/meetings?schedule=1", {
      students: [mayaWithTeam],
      meetings: [mayaMeeting({ scheduledDate: localAt(1) })],
    });
    expect(await screen.findByRole("dialog", { name: "Schedule a meeting" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard\/meetings$/));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // The header's button from the keyboard: Tab to it, Enter opens, Escape closes and focus returns.
    const button = screen.getAllByRole("button", { name: "Schedule a meeting" })[0] as HTMLElement;
    button.focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Schedule a meeting" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(button).toHaveFocus());
  });
});
