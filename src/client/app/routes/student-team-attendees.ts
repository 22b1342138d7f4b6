/**
 * A student's IEP team as meeting attendees (requirements "IEP teams": members are offered as
 * attendees): the screen reads the team (teams feature) and hands the rows to the meetings feature's
 * schedule dialog (a client feature never imports another).
 */
import { useMembers } from "@client/features/teams/api/members";
import type { AttendeeRole } from "@shared/contracts/meeting-codes";
import type { Member, TeamRole } from "@shared/contracts/teams";

/** The attendee role each team role is offered with (34 CFR 300.321(a): who the IEP team is). */
export const ATTENDEE_ROLE_OF: Record<TeamRole, AttendeeRole> = {
  co_teacher: "special_education_teacher",
  provider: "related_service_provider",
  para: "other",
  viewer: "other",
};

/** The active members as attendee rows (name, address, role), in the team's order. */
export function teamAttendeeRows(members: readonly Member[]) {
  return members
    .filter((m) => m.status === "active")
    .map((m) => ({ attendeeName: m.name, attendeeEmail: m.email, attendeeRole: ATTENDEE_ROLE_OF[m.role] }));
}

/**
 * The team of `studentId` as attendee rows; asks nothing when `enabled` is false (a role that
 * schedules no meetings) and gives [] until the team is loaded or when it cannot be.
 */
export function useTeamAttendees(studentId: string, enabled: boolean) {
  const members = useMembers(studentId, { enabled });
  return members.data ? teamAttendeeRows(members.data) : NONE;
}

const NONE: ReturnType<typeof teamAttendeeRows> = [];
