/**
 * A meeting of a student shared with a role that only reads meetings (requirements "What each role
 * may do": `meetings.edit`) offers its details and no change.
 */
import { renderWithProviders, resetBetweenTests } from "@client/testing/test-utils";
import { buildMeeting } from "@shared/testing/meeting-data-generators";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type MeetingActions, MeetingList } from "./meeting-list";

resetBetweenTests();

const actions = (canChange: boolean): MeetingActions => ({
  onReschedule: vi.fn(),
  onCancel: vi.fn(),
  onMarkHeld: vi.fn(),
  onEdit: vi.fn(),
  onAttendees: vi.fn(),
  onDelete: vi.fn(),
  onDetails: vi.fn(),
  canChange: () => canChange,
});

describe("meeting buttons by role", () => {
  it.each([
    {
      canChange: true,
      buttons: ["Details", "Edit", "Attendees", "Reschedule", "Mark held", "Cancel", "Delete"],
    },
    { canChange: false, buttons: ["Details"] },
  ])("may change: $canChange → $buttons", ({ canChange, buttons }) => {
    renderWithProviders(
      <MeetingList meetings={[buildMeeting({ status: "scheduled" })]} actions={actions(canChange)} />,
    );
    expect(screen.getAllByRole("button").map((b) => b.textContent?.trim())).toEqual(buttons);
  });
});
