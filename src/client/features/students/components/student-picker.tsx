import { StudentOptions } from "@client/components/student-options";
import { Alert, Field, Select } from "@client/components/ui";
import { cn } from "@client/lib/cn";
import type { StudentSummary } from "@shared/contracts/students";

export interface StudentPickerProps {
  /** The teacher's caseload, in the order to list it. */
  students: readonly StudentSummary[];
  /** The id asked for (e.g. from `?studentId=`); undefined or "" for none. */
  studentId: string | undefined;
  onChoose: (id: string) => void;
  className?: string;
}

/**
 * The "Student" select used by screens made for one student at a time (IEP draft, parent report):
 * "Choose a student…" then each student with their grade. An id that is not in the caseload (another
 * teacher's, or deleted) is not shown as chosen, and an alert says so.
 */
export function StudentPicker({ students, studentId, onChoose, className }: StudentPickerProps) {
  const student = students.find((s) => s.id === studentId);
  return (
    <>
      <div className={cn("max-w-md", className)}>
        <Field label="Student">
          {(ids) => (
            <Select {...ids} value={student ? student.id : ""} onChange={(e) => onChoose(e.target.value)}>
              <StudentOptions students={students} />
            </Select>
          )}
        </Field>
      </div>
      {studentId && !student ? (
        <Alert tone="error" title="Student not found">
          This student is not in your caseload. Choose another student above.
        </Alert>
      ) : null}
    </>
  );
}
