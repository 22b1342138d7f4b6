/**
 * The student page's services part: the structured IEP services with their log and compliance
 * (requirements "Services", "Service log", "Service compliance"). The services feature draws it;
 * the student's goals (offered as "goals worked on") come from the goals feature. On a shared
 * student the teacher's role decides what is offered (requirements "What each role may do"): log a
 * session with `sessions.log`; edit or delete a session when the grant is "all" or they logged it.
 */
import { useGoals } from "@client/features/goals/api/get-goals";
import { ServicesPanel } from "@client/features/services/components/services-panel";
import { canChangeRow, canOnStudent } from "@client/features/students/lib/student-role";
import { useMe } from "@client/lib/auth/get-me";
import type { Student } from "@shared/contracts/students";
import { useMemo } from "react";

/** The services panel of `student`'s page. */
export function StudentServicesSlot({ student }: { student: Student }) {
  const goals = useGoals(student.id);
  const me = useMe().data?.id;
  const choices = useMemo(
    () => (goals.data ?? []).map((g) => ({ id: g.id, statement: g.statement })),
    [goals.data],
  );
  return (
    <ServicesPanel
      studentId={student.id}
      studentName={student.name}
      goals={choices}
      canLog={canOnStudent(student, "sessions.log")}
      canChangeSession={(session) => canChangeRow(student, "sessions.log", session.enteredBy, me)}
    />
  );
}
