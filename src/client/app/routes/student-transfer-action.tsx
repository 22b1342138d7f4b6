/**
 * The student page's "Transfer" action (requirements "IEP teams", "Transfer"): hand the student to
 * another case manager; hidden on a student shared with the teacher.
 */
import { StudentTransfer } from "@client/features/teams/components/student-transfer";
import type { Student } from "@shared/contracts/students";

/** The transfer action of `student`'s page (the owner's only). */
export function StudentTransferAction({ student }: { student: Student }) {
  return <StudentTransfer student={student} />;
}
