/**
 * Who did what on a student (requirements "IEP teams": every access by a member is audited with the
 * member's id, and the owner sees it on the student's page):
 *   GET /api/v1/students/:studentId/activity → TeamActivity[], newest first.
 */
import { apiRequest } from "@client/lib/api-client";
import type { TeamActivity } from "@shared/contracts/teams";
import { useQuery } from "@tanstack/react-query";
import { studentActivityQueryKey } from "./query-keys";

/** The activity of `studentId`'s team (the owner's only: others are answered 404). */
export function useTeamActivity(studentId: string) {
  return useQuery({
    queryKey: studentActivityQueryKey(studentId),
    queryFn: ({ signal }) =>
      apiRequest<TeamActivity[]>(`/api/v1/students/${encodeURIComponent(studentId)}/activity`, { signal }),
  });
}
