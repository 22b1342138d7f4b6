/**
 * A student's IEP team is offered as meeting attendees (requirements "IEP teams"): active members
 * after the record's parent and case manager, each once, with the attendee role of their team role.
 */
import { suggestedAttendees } from "@client/features/meetings/lib/meeting-form-values";
import type { Member } from "@shared/contracts/teams";
import { TEAM_ROLES } from "@shared/contracts/teams";
import { buildStudent } from "@shared/testing/data-generators";
import { describe, expect, it } from "vitest";
import { ATTENDEE_ROLE_OF, teamAttendeeRows } from "./student-team-attendees";

const member = (over: Partial<Member>): Member => ({
  id: "m1",
  studentId: "s1",
  userId: "u1",
  email: "sam.ortiz@school.example",
  name: "Sam Ortiz",
  role: "provider",
  status: "active",
  invitedAt: "2026-11-01T10:00:00.000Z",
  acceptedAt: "2026-11-02T10:00:00.000Z",
  ...over,
});

describe("the team as attendees", () => {
  it.each(TEAM_ROLES)("an active %s is offered with its attendee role", (role) => {
    expect(teamAttendeeRows([member({ role })])).toEqual([
      {
        attendeeName: "Sam Ortiz",
        attendeeEmail: "sam.ortiz@school.example",
        attendeeRole: ATTENDEE_ROLE_OF[role],
      },
    ]);
  });

  it("an invitation not yet accepted is not offered", () => {
    expect(teamAttendeeRows([member({ status: "invited" })])).toEqual([]);
  });

  it("follows the record's parent and case manager, and never repeats one of them", () => {
    const student = buildStudent({
      parentContact: { name: "Ana Lopez", relationship: "Mother", email: "ana@example.org", phone: "" },
      caseManager: "Jordan Ortiz",
    });
    const team = teamAttendeeRows([
      member({ id: "a", name: "Jordan Ortiz", email: "jordan@school.example", role: "co_teacher" }),
      member({ id: "b", name: "Pat Rivera", email: "ANA@example.org", role: "para" }),
      member({ id: "c" }),
    ]);
    expect(suggestedAttendees(student, team).map((r) => [r.attendeeName, r.attendeeRole])).toEqual([
      ["Ana Lopez", "parent"],
      ["Jordan Ortiz", "special_education_teacher"],
      ["Sam Ortiz", "related_service_provider"],
    ]);
  });
});
