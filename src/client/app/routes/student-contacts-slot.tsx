/**
 * The student page's parent contact log (requirements "Parent contact log"). Filled by the contacts
 * feature.
 */
import type { Student } from "@shared/contracts/students";

/** The contact log panel of `student`'s page. */
export function StudentContactsSlot(_props: { student: Student }) {
  return null;
}
