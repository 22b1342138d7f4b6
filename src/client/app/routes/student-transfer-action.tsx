/**
 * The student page's "Transfer" action (requirements "IEP teams", "Transfer"): hand the student to
 * another case manager. Filled by the teams feature.
 */
import type { Student } from "@shared/contracts/students";

/** The transfer action of `student`'s page (the owner's only). */
export function StudentTransferAction(_props: { student: Student }) {
  return null;
}
