/**
 * The student page's team section (requirements "IEP teams"): who the student is shared with, the
 * owner's invite, role change and revoke, and who did what; for a member, who shares it and their role.
 */
import { StudentTeam } from "@client/features/teams/components/student-team";
import type { Student } from "@shared/contracts/students";

/** The team panel of `student`'s page. */
export function StudentTeamSlot({ student }: { student: Student }) {
  return <StudentTeam student={student} />;
}
