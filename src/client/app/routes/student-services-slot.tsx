/**
 * The student page's services part: the structured IEP services with their log and compliance
 * (requirements "Services", "Service log", "Service compliance"). The services feature draws it;
 * the student's goals (offered as "goals worked on") come from the goals feature.
 */
import { useGoals } from "@client/features/goals/api/get-goals";
import { ServicesPanel } from "@client/features/services/components/services-panel";
import type { Student } from "@shared/contracts/students";
import { useMemo } from "react";

/** The services panel of `student`'s page. */
export function StudentServicesSlot({ student }: { student: Student }) {
  const goals = useGoals(student.id);
  const choices = useMemo(
    () => (goals.data ?? []).map((g) => ({ id: g.id, statement: g.statement })),
    [goals.data],
  );
  return <ServicesPanel studentId={student.id} studentName={student.name} goals={choices} />;
}
