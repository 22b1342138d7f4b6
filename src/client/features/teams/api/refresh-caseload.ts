/**
 * What a team answer changes on the teacher's screens (requirements "IEP teams": shared students
 * appear in the member's caseload and lists): after an invitation or a transfer is answered, the
 * caseload (with its summaries), the dashboard's counts, the meetings and deadlines, the notifications
 * and the answered list are fetched again, so a student shows (or leaves) at once.
 */
import { DASHBOARD_QUERY_KEY, DEADLINES_QUERY_KEY } from "@client/features/deadlines/api/query-keys";
import { MEETINGS_QUERY_KEY } from "@client/features/meetings/api/query-keys";
import { NOTIFICATIONS_QUERY_KEY } from "@client/features/notifications/api/query-keys";
import { STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";

/** A function that refetches the caseload's queries and `answered` (the list the answer came from). */
export function useRefreshCaseload() {
  const queryClient = useQueryClient();
  return (answered: QueryKey) =>
    Promise.all(
      [
        answered,
        STUDENTS_QUERY_KEY,
        DASHBOARD_QUERY_KEY,
        DEADLINES_QUERY_KEY,
        MEETINGS_QUERY_KEY,
        NOTIFICATIONS_QUERY_KEY,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
