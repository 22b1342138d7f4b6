/**
 * A student's team as its owner manages it (requirements "IEP teams", "Invitations"):
 *   GET    /api/v1/students/:studentId/members → Member[]
 *   POST   /api/v1/students/:studentId/members {email, role} → Member (an invitation)
 *   PATCH  /api/v1/members/:id {role} → Member
 *   DELETE /api/v1/members/:id → 204 (the member loses the student at their next request)
 * Online only: a share is never queued in the outbox (the invitee and the gate must see it at once).
 */
import { apiRequest } from "@client/lib/api-client";
import type { InviteMemberInput, Member, TeamRole } from "@shared/contracts/teams";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { studentActivityQueryKey, studentMembersQueryKey } from "./query-keys";

const membersPath = (studentId: string) => `/api/v1/students/${encodeURIComponent(studentId)}/members`;
const memberPath = (id: string) => `/api/v1/members/${encodeURIComponent(id)}`;

/**
 * The team of `studentId`, invited and active members. `enabled` false asks nothing (a role that
 * does not see the team: requirements "What each role may do").
 */
export function useMembers(studentId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: studentMembersQueryKey(studentId),
    queryFn: ({ signal }) => apiRequest<Member[]>(membersPath(studentId), { signal }),
    enabled,
  });
}

/** After any change of a team: its list and who did what, from the server. */
function useRefreshTeam() {
  const queryClient = useQueryClient();
  return (studentId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: studentMembersQueryKey(studentId) }),
      queryClient.invalidateQueries({ queryKey: studentActivityQueryKey(studentId) }),
    ]);
}

/**
 * Invites an address to the student's team.
 * @throws ApiRequestError — 400 naming the field (address, role), 409 when the address is already on
 *   the team or is the owner's, 404 "Student not found", NETWORK.
 */
export function useInviteMember(studentId: string) {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (input: InviteMemberInput) =>
      apiRequest<Member>(membersPath(studentId), { method: "POST", body: input }),
    onSettled: () => refresh(studentId),
  });
}

/**
 * Changes a member's role; the list shows the new role at once.
 * @throws ApiRequestError — 400 for an unknown role, 404 "Member not found", NETWORK.
 */
export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: ({ member, role }: { member: Member; role: TeamRole }) =>
      apiRequest<Member>(memberPath(member.id), { method: "PATCH", body: { role } }),
    onSuccess: (saved) =>
      queryClient.setQueryData<Member[]>(studentMembersQueryKey(saved.studentId), (list) =>
        list?.map((m) => (m.id === saved.id ? saved : m)),
      ),
    onSettled: (_data, _err, { member }) => refresh(member.studentId),
  });
}

/**
 * Removes a member (or withdraws an invitation); the list drops them at once.
 * @throws ApiRequestError — 404 "Member not found", NETWORK.
 */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (member: Member) => apiRequest<void>(memberPath(member.id), { method: "DELETE" }),
    onSuccess: (_data, member) =>
      queryClient.setQueryData<Member[]>(studentMembersQueryKey(member.studentId), (list) =>
        list?.filter((m) => m.id !== member.id),
      ),
    onSettled: (_data, _err, member) => refresh(member.studentId),
  });
}
