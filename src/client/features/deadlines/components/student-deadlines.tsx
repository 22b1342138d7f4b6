/**
 * The "Deadlines" section of a student's page (requirements "Deadlines"): the student's pending
 * deadlines, overdue ones labelled in words, with Mark done / Dismiss, Edit and Delete on the
 * teacher's own ones, and "Add a deadline" for this student.
 */
import { SectionQueryState } from "@client/components/section-query-state";
import { Button } from "@client/components/ui";
import { localIsoDate } from "@client/lib/format";
import type { Student } from "@shared/contracts/students";
import { CalendarPlus } from "lucide-react";
import { toast } from "sonner";
import { useDeadlines } from "../api/get-deadlines";
import { useDeadlineDialogs } from "../hooks/use-deadline-dialogs";
import { DeadlineItem } from "./deadline-item";

/**
 * The section; a landmark labelled by its h2 "Deadlines". `canEdit` false (a team member whose role
 * only reads deadlines: requirements "What each role may do") lists them without Add, Mark done,
 * Dismiss, Edit or Delete.
 */
export function StudentDeadlines({
  student,
  canEdit = true,
}: {
  student: Pick<Student, "id" | "name" | "grade">;
  canEdit?: boolean;
}) {
  const studentId = student.id;
  const query = useDeadlines({ studentId, status: "pending" });
  const { openAdd, itemActions, dialogs } = useDeadlineDialogs([student], studentId);
  const today = localIsoDate(new Date());
  let body: React.ReactNode;
  if (!query.isSuccess) {
    body = (
      <SectionQueryState
        query={query}
        loading="Loading deadlines…"
        failed="Failed to load deadlines. Please try again."
        skeletonClassName="h-12"
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <p className="text-sm text-slate-700">
        No pending deadlines. Add the annual review due date and the last evaluation date to the record and
        they appear here.
      </p>
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-100">
        {query.data.map((d) => (
          <DeadlineItem
            key={d.id}
            deadline={d}
            today={today}
            showStudent={false}
            withActions={canEdit}
            manualActions={canEdit ? itemActions : undefined}
            onChanged={(message, ok) => (ok ? toast.success(message) : toast.error(message))}
          />
        ))}
      </ul>
    );
  }
  return (
    <section
      aria-labelledby="student-section-deadlines"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="student-section-deadlines" className="text-base font-semibold text-slate-900">
          Deadlines
        </h2>
        {canEdit ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Add a deadline for ${student.name}`}
            onClick={openAdd}
          >
            <CalendarPlus className="size-4" aria-hidden="true" />
            Add a deadline
          </Button>
        ) : null}
      </div>
      {body}
      {dialogs}
    </section>
  );
}
