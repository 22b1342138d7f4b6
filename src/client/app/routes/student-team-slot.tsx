/**
 * The student page's team section (requirements "IEP teams"): who the student is shared with, the
 * owner's invite, role change and revoke, and who did what. Filled by the teams feature.
 */
import type { Student } from "@shared/contracts/students";

/** The team panel of `student`'s page. */
export function StudentTeamSlot(_props: { student: Student }) {
  return null;
}
