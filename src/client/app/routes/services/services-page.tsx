/**
 * The Services screen (requirements "Service log"): the caseload's services this week, who is behind
 * and the minutes owed, logging today's sessions and group sessions, and the caseload's service log.
 * The services feature draws it; the students' names come from the students feature.
 */
import { CaseloadServices } from "@client/features/services/components/caseload-services";
import { useStudentSummaries } from "@client/features/students/api/get-students";
import { useCallback, useMemo } from "react";

/** The services page (default export, lazily loaded by the router). */
export default function ServicesPage() {
  const { students } = useStudentSummaries();
  const names = useMemo(() => new Map((students ?? []).map((s) => [s.id, s.name])), [students]);
  const nameOf = useCallback((id: string) => names.get(id) ?? "A student", [names]);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Services</h1>
        <p className="text-sm text-slate-700">
          Service minutes the IEPs require, what was delivered this week, and today's log.
        </p>
      </div>
      <CaseloadServices nameOf={nameOf} />
    </div>
  );
}
