/**
 * "Caseload" card: how many students the teacher has (with how many of them are shared with the
 * teacher: requirements "IEP teams"), with a link to the list.
 */

import { Card, Skeleton } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { preloadScreen } from "@client/lib/preload";
import type { StudentSummary } from "@shared/contracts/students";
import { Link } from "react-router";
import { sharedCount } from "../lib/student-role";

export function CaseloadCard({
  students,
  loading,
  failed,
}: {
  students: StudentSummary[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  return (
    <Card aria-labelledby="caseload-card-title" role="region" className="flex flex-col gap-3">
      <h2 id="caseload-card-title" className="text-sm font-medium text-slate-700">
        Caseload
      </h2>
      {students ? (
        <>
          <p className="text-2xl font-semibold text-slate-900">
            {students.length} {students.length === 1 ? "student" : "students"}
          </p>
          <p className="text-sm text-slate-700">
            {students.length === 0
              ? "Add your first student to start writing notes."
              : sharedCount(students) > 0
                ? `On your caseload in IEP Workspace (${sharedCount(students)} shared with you).`
                : "On your caseload in IEP Workspace."}
          </p>
        </>
      ) : loading ? (
        <Skeleton className="h-8 w-28" />
      ) : failed ? (
        <p className="text-sm text-slate-700">The count is not available right now.</p>
      ) : null}
      <Link
        to={paths.students}
        onMouseEnter={() => preloadScreen("students")}
        onFocus={() => preloadScreen("students")}
        className="mt-auto text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
      >
        View students
      </Link>
    </Card>
  );
}
