import type { Student } from "@shared/contracts/students";
import { cn } from "../../lib/cn";
import { StudentOptions } from "../student-options";
import { SelectField } from "./form-fields";

export interface StudentFieldProps {
  /** The caseload offered when the student is not fixed. */
  students: readonly Pick<Student, "id" | "name" | "grade">[];
  /** The student the screen fixes (a student's page, an edit); absent: the teacher chooses. */
  fixed?: { name?: string };
  /** Classes of the line naming a fixed student. */
  className?: string;
}

/**
 * The student a form is about: "Student: <name>" when the screen fixes it, else the required
 * "Student" choice from the caseload, bound to the form's `studentId`.
 */
export function StudentField({ students, fixed, className }: StudentFieldProps) {
  if (fixed) {
    return (
      <p className={cn("text-sm text-slate-800", className)}>
        Student: <span className="font-medium">{fixed.name}</span>
      </p>
    );
  }
  return (
    <SelectField name="studentId" label="Student" required>
      <StudentOptions students={students} />
    </SelectField>
  );
}
