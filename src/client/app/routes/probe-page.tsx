/**
 * /dashboard/test-academic: curriculum-based measurement probes (requirements "CBM probes"; domain primer "Progress
 * monitoring"). Oral reading fluency (one-minute timer, error counter, WCPM and accuracy, Hasbrouck &
 * Tindal 2017 norms) and math computation (timed probe, digits correct). A result is saved as a
 * progress entry of a chosen goal. `?studentId=&goalId=` preselect; `?probe=math` opens the math tab.
 */

import { Card } from "@client/components/ui";
import { goalsQueryOptions } from "@client/features/goals/api/get-goals";
import { MathProbe } from "@client/features/progress/components/math-probe";
import { OrfProbe } from "@client/features/progress/components/orf-probe";
import {
  type ProbeSelection,
  type ProbeSelectionState,
  ProbeSubjectPicker,
} from "@client/features/progress/components/probe-subject-picker";
import { todayLocalIso } from "@client/features/progress/lib/probe-format";
import { useStudents } from "@client/features/students/api/get-students";
import * as Tabs from "@radix-ui/react-tabs";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * Reads the selection from the URL and loads what it names: the caseload and, once a student is
 * chosen, their goals (GET /api/v1/goals?studentId=). Returns the selection, setters and the
 * underlying queries.
 */
export function useProbeSelection(): ProbeSelectionState {
  const [params, setParams] = useSearchParams();
  const studentId = params.get("studentId") ?? "";
  const goalId = params.get("goalId") ?? "";
  const studentsQuery = useStudents();
  const goalsQuery = useQuery({ ...goalsQueryOptions(studentId || undefined), enabled: studentId !== "" });

  const setStudentId = useCallback(
    (id: string) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (id) next.set("studentId", id);
          else next.delete("studentId");
          next.delete("goalId");
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setGoalId = useCallback(
    (id: string) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (id) next.set("goalId", id);
          else next.delete("goalId");
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const goals = studentId && goalsQuery.data ? goalsQuery.data : [];
  const selection: ProbeSelection = {
    student: studentsQuery.data?.find((s) => s.id === studentId),
    goal: goals.find((g) => g.id === goalId),
    goals,
    goalsStatus: !studentId ? "idle" : goalsQuery.status,
  };
  return { selection, studentId, goalId, setStudentId, setGoalId, studentsQuery, goalsQuery };
}

type ProbeKind = "orf" | "math";
const PROBES: { id: ProbeKind; label: string }[] = [
  { id: "orf", label: "Oral reading fluency" },
  { id: "math", label: "Math computation" },
];

/** The probe screen: intro, student and goal, then one tab per probe. */
export default function ProbePage() {
  const selectionState = useProbeSelection();
  const [params, setParams] = useSearchParams();
  const probe: ProbeKind = params.get("probe") === "math" ? "math" : "orf";
  // Bumping a key remounts that probe: "Start a new probe" after a save.
  const [runs, setRuns] = useState({ orf: 0, math: 0 });
  const today = todayLocalIso();

  const setProbe = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === "math") next.set("probe", "math");
        else next.delete("probe");
        return next;
      },
      { replace: true },
    );
  const newProbe = (kind: ProbeKind) => setRuns((r) => ({ ...r, [kind]: r[kind] + 1 }));

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold text-slate-900">Academic probes</h1>
        <p className="text-slate-700">
          Curriculum-based measurement (CBM) uses short, timed, standardised probes, given weekly, to see
          whether a student is growing toward an IEP goal. Run a probe here, score it, and save the result as
          a data point on the student’s goal.
        </p>
      </header>

      <Card>
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Student and goal</h2>
        <ProbeSubjectPicker state={selectionState} />
      </Card>

      <Tabs.Root value={probe} onValueChange={setProbe}>
        <Tabs.List aria-label="Probe type" className="flex flex-wrap gap-1 border-b border-slate-300">
          {PROBES.map((p) => (
            <Tabs.Trigger
              key={p.id}
              value={p.id}
              className="-mb-px inline-flex min-h-12 items-center border-b-2 border-transparent px-4 py-2 font-medium text-slate-700 hover:text-slate-900 data-[state=active]:border-indigo-700 data-[state=active]:text-indigo-800"
            >
              {p.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Both panels stay mounted, so switching tabs never loses a probe in progress. */}
        <Tabs.Content value="orf" forceMount hidden={probe !== "orf"} className="pt-4 focus:outline-none">
          <Card>
            <h2 className="mb-4 text-lg font-semibold text-slate-900">Oral reading fluency</h2>
            <OrfProbe
              key={runs.orf}
              selection={selectionState.selection}
              today={today}
              onNewProbe={() => newProbe("orf")}
            />
          </Card>
        </Tabs.Content>
        <Tabs.Content value="math" forceMount hidden={probe !== "math"} className="pt-4 focus:outline-none">
          <Card>
            <h2 className="mb-4 text-lg font-semibold text-slate-900">Math computation</h2>
            <MathProbe
              key={runs.math}
              selection={selectionState.selection}
              today={today}
              onNewProbe={() => newProbe("math")}
            />
          </Card>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
