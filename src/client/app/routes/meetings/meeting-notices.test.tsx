/**
 * The offer to log the notice after a meeting change (requirements "Parent contact log"; 34 CFR
 * 300.322(d)) on the meetings screen against the fake API: after a reschedule or a cancellation
 * succeeded, a non-blocking offer appears; "Log the notice" opens the contact dialog as a letter sent
 * to the parent on the record, about that meeting, with a summary naming it; "Not now" dismisses it.
 * The student page's Meetings section makes the same offer.
 */
import StudentsPage from "@client/app/routes/students-page";
import { mayaMeeting, mayaWithTeam } from "@client/testing/meeting-caseload";
import { renderWithMeeting } from "@client/testing/meetings-screen";
import { renderWithFakeApi, resetBetweenTests } from "@client/testing/test-utils";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 20_000 });

resetBetweenTests();

const meeting = mayaMeeting();

describe("meetings screen: the offer to log the notice sent", () => {
  it("after a reschedule, opens the contact dialog filled in for the notice of the new date", async () => {
    const { upcoming, user } = await renderWithMeeting(meeting);
    expect(screen.queryByRole("button", { name: "Log the notice" })).not.toBeInTheDocument();
    await user.click(within(upcoming).getByRole("button", { name: "Reschedule Annual review · Maya R." }));
    const dialog = await screen.findByRole("dialog", { name: "Reschedule the meeting" });
    const time = within(dialog).getByLabelText(/^New start time/);
    await user.clear(time);
    await user.type(time, "10:00");
    await user.click(within(dialog).getByRole("button", { name: "Reschedule" }));

    const offer = await screen.findByText(
      /^Did you send the family notice of the new date of Annual review · Maya R\.\?/,
    );
    await user.click(
      within(offer.closest("[role=status]") as HTMLElement).getByRole("button", { name: "Log the notice" }),
    );
    const notice = await screen.findByRole("dialog", { name: "Log the notice" });
    expect(within(notice).getByRole("combobox", { name: /^Purpose/ })).toHaveValue("meeting_notice");
    expect(within(notice).getByRole("combobox", { name: /^Method/ })).toHaveValue("letter");
    expect(within(notice).getByRole("combobox", { name: /^Outcome/ })).toHaveValue("sent");
    expect(within(notice).getByRole("combobox", { name: /^Meeting/ })).toHaveValue(meeting.id);
    expect(within(notice).getByRole("textbox", { name: /^Who/ })).toHaveValue("Rosa Rodriguez");
    expect(within(notice).getByRole("textbox", { name: /^Relationship/ })).toHaveValue("Mother");
    expect((within(notice).getByRole("textbox", { name: /^Summary/ }) as HTMLTextAreaElement).value).toMatch(
      /^Notice of the new date of the annual review: .+, 10:00 AM$/,
    );
    expect(screen.queryByRole("button", { name: "Log the notice" })).not.toBeInTheDocument();
  });

  it("after a cancellation, offers the notice that it is cancelled; Not now dismisses it", async () => {
    const { upcoming, user } = await renderWithMeeting(meeting);
    await user.click(within(upcoming).getByRole("button", { name: "Cancel Annual review · Maya R." }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this meeting?" });
    await user.type(within(dialog).getByRole("textbox", { name: /^Reason for cancelling/ }), "Family moved");
    await user.click(within(dialog).getByRole("button", { name: "Cancel meeting" }));
    const offer = await screen.findByText(
      /^Did you tell the family that Annual review · Maya R\. is cancelled\?/,
    );
    await user.click(
      within(offer.closest("[role=status]") as HTMLElement).getByRole("button", { name: "Not now" }),
    );
    await waitFor(() => expect(screen.queryByText(/^Did you tell the family/)).not.toBeInTheDocument());
  });

  it("on a student's page too: cancelling from the Meetings section offers the notice", async () => {
    const { user } = renderWithFakeApi(<StudentsPage />, `/dashboard/students?student=${mayaWithTeam.id}`, {
      students: [mayaWithTeam],
      meetings: [meeting],
    });
    const section = await screen.findByRole("region", { name: "Meetings" });
    await user.click(await within(section).findByRole("button", { name: "Cancel Annual review · Maya R." }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this meeting?" });
    await user.type(within(dialog).getByRole("textbox", { name: /^Reason for cancelling/ }), "Family moved");
    await user.click(within(dialog).getByRole("button", { name: "Cancel meeting" }));
    const offer = await screen.findByText(
      /^Did you tell the family that Annual review · Maya R\. is cancelled\?/,
    );
    await user.click(
      within(offer.closest("[role=status]") as HTMLElement).getByRole("button", { name: "Log the notice" }),
    );
    const notice = await screen.findByRole("dialog", { name: "Log the notice" });
    expect(within(notice).getByRole("combobox", { name: /^Meeting/ })).toHaveValue(meeting.id);
    expect(within(notice).getByRole("textbox", { name: /^Who/ })).toHaveValue("Rosa Rodriguez");
  });
});
