/**
 * The student page's link to the IEP at a glance (requirements "IEP at a glance"). Filled by the
 * at-a-glance screen.
 */
import type { Student } from "@shared/contracts/students";

/** The "At a glance" action of `student`'s page. */
export function StudentGlanceAction(_props: { student: Student }) {
  return null;
}
