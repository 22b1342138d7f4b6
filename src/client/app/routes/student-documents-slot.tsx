/**
 * The student page's IEP documents (requirements "IEP versions", "Attachments"): the IEP in effect and
 * its draft, and the files on the student.
 */
import { StudentFiles } from "@client/features/files/components/student-files";
import { StudentIepsSummary } from "@client/features/ieps/components/student-ieps-summary";
import type { Student } from "@shared/contracts/students";

/** The IEP and attachments panels of `student`'s page; `canEdit`: upload and delete files; `canDraft`: make and edit IEP drafts. */
export function StudentDocumentsSlot({
  student,
  canEdit,
  canDraft,
}: {
  student: Student;
  canEdit: boolean;
  canDraft: boolean;
}) {
  return (
    <>
      <StudentIepsSummary student={student} canDraft={canDraft} />
      <StudentFiles studentId={student.id} canEdit={canEdit} />
    </>
  );
}
