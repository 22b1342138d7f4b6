/**
 * The student page's "Export record" action (requirements "Export and restore"): the student's record
 * as a ZIP or as one PDF.
 */
import type { Student } from "@shared/contracts/students";
import { downloadStudentRecord } from "../../features/data-export/api/download-export";
import { StudentRecordExport } from "../../features/data-export/components/student-record-export";

/** The export action of `student`'s page. */
export function StudentExportAction({ student }: { student: Student }) {
  return <StudentRecordExport fetchRecord={(format) => downloadStudentRecord(student.id, format)} />;
}
