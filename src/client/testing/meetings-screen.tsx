/**
 * The meetings screen over the fake API with one of Maya's meetings (requirements "Meetings"), for
 * the tests that change or edit it (architecture "Tests"). Not a test file.
 */
import MeetingsPage from "@client/app/routes/meetings/meetings-page";
import type { MeetingDetail } from "@shared/contracts/meetings";
import { screen } from "@testing-library/react";
import { mayaWithTeam } from "./meeting-caseload";
import { renderWithFakeApi } from "./test-utils";

/**
 * Renders the meetings screen at /dashboard/meetings with `mayaWithTeam` as the caseload and
 * `meeting` as the only meeting, and waits for the "Upcoming (1)" list.
 * @returns what `renderWithFakeApi` returns, with the upcoming list's region as `upcoming`.
 */
export async function renderWithMeeting(meeting: MeetingDetail) {
  const view = renderWithFakeApi(<MeetingsPage />, "/dashboard/meetings", {
    students: [mayaWithTeam],
    meetings: [meeting],
  });
  const upcoming = await screen.findByRole("region", { name: "Upcoming (1)" });
  return { upcoming, ...view };
}
