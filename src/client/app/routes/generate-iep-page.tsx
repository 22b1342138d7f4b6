/**
 * /dashboard/generate-iep (alias /generate-iep) — draft an IEP from the student's data (requirements
 * "IEP draft"): pick a student, "Draft IEP" → present levels (PLAAFP), measurable annual goals,
 * services and accommodations, each in its own editable card with "Regenerate this section" (asks
 * before replacing edits). The draft is kept on this device (`iep:<userId>:iep_draft:<studentId>`)
 * so nothing typed is lost; "Save to student" writes it to the student's record (mapping in
 * `features/ai/lib/save-mapping.ts`, explained on screen); the draft can be downloaded as PDF or
 * Word. The screen combines the ai and students features.
 */
import { Alert, Button, EmptyState, Skeleton } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { StudentIepDraft } from "@client/features/ai/components/student-iep-draft";
import { useStudents } from "@client/features/students/api/get-students";
import { useUpdateStudent } from "@client/features/students/api/update-student";
import { StudentPicker } from "@client/features/students/components/student-picker";
import type { Student } from "@shared/contracts/students";
import { Link, useSearchParams } from "react-router";

/** The page (default export for the router's lazy route). */
export default function GenerateIepPage() {
  const [params, setParams] = useSearchParams();
  const studentId = params.get("studentId") || undefined;
  const students = useStudents();
  const student = students.data?.find((s) => s.id === studentId);

  const chooseStudent = (id: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set("studentId", id);
    else next.delete("studentId");
    setParams(next);
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Draft an IEP</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          Drafts the present levels, measurable annual goals, services and accommodations from the student's
          record and goal data. Numbers and dates are copied exactly; anything missing says "not recorded".
          Edit each section, then save it to the student or download it.
        </p>
      </div>

      {students.isPending ? (
        <div aria-busy="true" className="space-y-3">
          <span className="sr-only">Loading students…</span>
          <Skeleton className="h-10 w-72" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : students.error ? (
        <Alert tone="error" title="Failed to load students. Please try again.">
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void students.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (students.data ?? []).length === 0 ? (
        <EmptyState
          title="No students yet"
          action={
            <Button asChild>
              <Link to={`${paths.students}?add=1`}>Add a student</Link>
            </Button>
          }
        >
          An IEP draft is written from a student's record. Add a student first.
        </EmptyState>
      ) : (
        <>
          <StudentPicker students={students.data ?? []} studentId={studentId} onChoose={chooseStudent} />
          {student ? <StudentDraft key={student.id} student={student} /> : null}
        </>
      )}
    </div>
  );
}

/** One student's draft, saving through the students feature's update (one mutation per student). */
function StudentDraft({ student }: { student: Student }) {
  const update = useUpdateStudent();
  return <StudentIepDraft student={student} updateStudent={update} />;
}
