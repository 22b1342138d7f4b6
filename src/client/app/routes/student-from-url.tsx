/**
 * The student chooser of the one-student screens (IEP draft, parent progress report; requirements
 * "Screens and routes", requirements "Navigation behaviour"): the chosen student is `?studentId=` in
 * the URL, so a link or a reload opens the same student. Shows the caseload's loading, error and
 * empty states, then the picker and the chosen student's content. Combines the students feature
 * with the screen, so it lives with the screens.
 */
import { Alert, Button, EmptyState, Skeleton } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { useStudents } from "@client/features/students/api/get-students";
import { StudentPicker } from "@client/features/students/components/student-picker";
import { canOnStudent } from "@client/features/students/lib/student-role";
import { NotAvailableOffline, useNotAvailableOffline } from "@client/lib/offline/offline-gaps";
import type { Student } from "@shared/contracts/students";
import type { TeamCapability } from "@shared/domain/team-access";
import { Fragment, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";

interface StudentFromUrlProps {
  /** Why a student is needed, shown under "No students yet" when the caseload is empty. */
  emptyText: ReactNode;
  /** Extra classes of the picker (e.g. `print:hidden`). */
  pickerClassName?: string;
  /** The chosen student's content; remounted when another student is chosen. */
  children: (student: Student) => ReactNode;
  /**
   * What the screen does with the student: only students on which the teacher may do it are offered
   * (their own, and those shared with a role that may: requirements "What each role may do").
   */
  capability?: TeamCapability;
}

/**
 * Loads the caseload and renders, in turn: a skeleton, the load error with "Try again", the empty
 * caseload with "Add a student", or the picker bound to `?studentId=` (choosing pushes a history
 * entry; the empty choice removes the parameter) followed by `children(student)` once one is chosen.
 */
export function StudentFromUrl({ emptyText, pickerClassName, children, capability }: StudentFromUrlProps) {
  const [params, setParams] = useSearchParams();
  const studentId = params.get("studentId") || undefined;
  const students = useStudents();
  const offered = (students.data ?? []).filter((s) => !capability || canOnStudent(s, capability));
  const student = offered.find((s) => s.id === studentId);
  const unavailable = useNotAvailableOffline(students);

  const chooseStudent = (id: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set("studentId", id);
    else next.delete("studentId");
    setParams(next);
  };

  if (unavailable) return <NotAvailableOffline what="Your caseload" />;
  if (students.isPending) {
    return (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">Loading students…</span>
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (students.error) {
    return (
      <Alert tone="error" title="Failed to load students. Please try again.">
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void students.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if ((students.data ?? []).length === 0) {
    return (
      <EmptyState
        title="No students yet"
        action={
          <Button asChild>
            <Link to={`${paths.students}?add=1`}>Add a student</Link>
          </Button>
        }
      >
        {emptyText}
      </EmptyState>
    );
  }
  if (offered.length === 0) {
    return (
      <EmptyState title="No student to choose">
        Your role on the students shared with you does not include this page.
      </EmptyState>
    );
  }
  return (
    <>
      <StudentPicker
        students={offered}
        studentId={studentId}
        onChoose={chooseStudent}
        className={pickerClassName}
      />
      {student ? <Fragment key={student.id}>{children(student)}</Fragment> : null}
    </>
  );
}
