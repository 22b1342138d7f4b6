/**
 * The student page's "Export this student's record" action (requirements "Export and restore").
 */
import type { Student } from "@shared/contracts/students";

/** The export action of `student`'s page. */
export function StudentExportAction(_props: { student: Student }) {
  return null;
}
