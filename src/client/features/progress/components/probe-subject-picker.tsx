/**
 * "Student and goal" for the probe screen (requirements "CBM probes": choose the student and optionally a goal of
 * theirs). The choice lives in the URL (`?studentId=&goalId=`), so a goal page can link straight
 * to a probe for that goal and a reload keeps it.
 */

import { StudentOptions } from "@client/components/student-options";
import { Alert, Button, Field, Select, Skeleton } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { shortGoal } from "@client/features/progress/lib/probe-format";
import type { Goal } from "@shared/contracts/goals";
import type { Student } from "@shared/contracts/students";
import { messages } from "@shared/domain/error-messages";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";

/** What the probe panels know about the chosen student and goal. */
export interface ProbeSelection {
  student: Student | undefined;
  goal: Goal | undefined;
  /** The chosen student's goals (empty until loaded or without a student). */
  goals: Goal[];
  goalsStatus: "idle" | "pending" | "error" | "success";
}

/**
 * The probe screen's choice of student and goal, with the queries behind it. Built by the screen
 * (app/routes/probe-page.tsx), which owns the students and goals queries: this feature only shows them.
 */
export interface ProbeSelectionState {
  selection: ProbeSelection;
  /** The `studentId` of the URL ("" when none). */
  studentId: string;
  /** The `goalId` of the URL ("" when none). */
  goalId: string;
  setStudentId: (id: string) => void;
  setGoalId: (id: string) => void;
  /** The caseload (GET /api/v1/students). */
  studentsQuery: UseQueryResult<Student[]>;
  /** The chosen student's goals (GET /api/v1/goals?studentId=); idle without a student. */
  goalsQuery: UseQueryResult<Goal[]>;
}

/** The "Student and goal" card's fields: student select, then the goal select for that student. */
export function ProbeSubjectPicker({ state }: { state: ProbeSelectionState }) {
  const { selection, studentId, goalId, setStudentId, setGoalId, studentsQuery, goalsQuery } = state;

  if (studentsQuery.isPending) {
    return (
      <div aria-busy="true" className="grid gap-4 sm:grid-cols-2">
        <span className="sr-only">Loading your students…</span>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  if (studentsQuery.isError) {
    return (
      <Alert tone="error" title={messages.students.loadFailed}>
        <p>You can still run and score a probe; choose a student to save it.</p>
        <Button variant="secondary" className="mt-2" onClick={() => void studentsQuery.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const students = studentsQuery.data;
  if (students.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        You have no students yet. You can still run and score a probe;{" "}
        <Link to={paths.students} className="text-indigo-700 underline underline-offset-2">
          add a student
        </Link>{" "}
        to save results to their goals.
      </p>
    );
  }

  const unknownStudent = studentId !== "" && !selection.student;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Student"
        hint="Their grade picks the reading norms."
        error={unknownStudent ? "That student is not in your caseload. Choose another." : undefined}
      >
        {(ids) => (
          <Select
            {...ids}
            value={selection.student ? studentId : ""}
            onChange={(e) => setStudentId(e.target.value)}
          >
            <StudentOptions students={students} />
          </Select>
        )}
      </Field>
      <GoalField
        selection={selection}
        goalId={goalId}
        setGoalId={setGoalId}
        retry={() => void goalsQuery.refetch()}
      />
    </div>
  );
}

function GoalField({
  selection,
  goalId,
  setGoalId,
  retry,
}: {
  selection: ProbeSelection;
  goalId: string;
  setGoalId: (id: string) => void;
  retry: () => void;
}) {
  const { student, goals, goalsStatus } = selection;
  if (!student) {
    return (
      <Field label="Goal" hint="Choose a student first.">
        {(ids) => (
          <Select {...ids} disabled value="">
            <option value="">No student chosen</option>
          </Select>
        )}
      </Field>
    );
  }
  if (goalsStatus === "pending") {
    return (
      <div aria-busy="true" className="space-y-1">
        <span className="sr-only">Loading {student.name}’s goals…</span>
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (goalsStatus === "error") {
    return (
      <Alert tone="error" title={`${student.name}’s goals could not be loaded.`}>
        <Button variant="secondary" className="mt-2" onClick={retry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (goals.length === 0) {
    return (
      <div className="space-y-1 text-sm text-slate-700">
        <p className="font-medium text-slate-800">Goal</p>
        <p>
          {student.name} has no IEP goals yet.{" "}
          <Link to={paths.progress} className="text-indigo-700 underline underline-offset-2">
            Add one on the Progress page
          </Link>
          .
        </p>
      </div>
    );
  }
  const unknownGoal = goalId !== "" && !selection.goal;
  return (
    <Field
      label="Goal"
      hint="The result is saved as a data point of this goal."
      error={unknownGoal ? "That goal is not one of this student's. Choose another." : undefined}
    >
      {(ids) => (
        <Select {...ids} value={selection.goal ? goalId : ""} onChange={(e) => setGoalId(e.target.value)}>
          <option value="">Choose a goal…</option>
          {goals.map((g) => (
            <option key={g.id} value={g.id}>
              {g.area ? `${g.area}: ` : ""}
              {shortGoal(g.statement, 90)}
              {g.unit ? ` (${g.unit})` : ""}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
