/**
 * Every deadline with filters (requirements "Deadlines"): status (pending by default, done,
 * dismissed or all), kind and student, each a labelled select that asks the server again. Loading,
 * failure with "Try again", an empty state per filter, Mark done / Dismiss / Reopen per row, Edit and
 * Delete on the teacher's own deadlines, and "Add a deadline".
 */
import { LoadFailedAlert } from "@client/components/card-list-body";
import { StudentOptions } from "@client/components/student-options";
import { Button, EmptyState, Field, Select, Skeleton } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { localIsoDate } from "@client/lib/format";
import {
  DEADLINE_KIND_LABELS,
  DEADLINE_KINDS,
  type DeadlineKind,
  type DeadlineListQuery,
  type DeadlineStatus,
} from "@shared/contracts/deadlines";
import type { StudentSummary } from "@shared/contracts/students";
import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { useDeadlines } from "../api/get-deadlines";
import { useDeadlineDialogs } from "../hooks/use-deadline-dialogs";
import { DeadlineItem } from "./deadline-item";

type StatusFilter = DeadlineStatus | "all";

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "done", label: "Done" },
  { value: "dismissed", label: "Dismissed" },
  { value: "all", label: "All" },
];

/**
 * The filtered list; `students` fills the student filter. `canEdit(studentId)` false (a team member
 * whose role only reads that student's deadlines: requirements "What each role may do") lists the
 * student's deadlines without their buttons and leaves the student out of "Add a deadline".
 */
export function DeadlineList({
  students,
  canEdit = () => true,
}: {
  students: readonly StudentSummary[];
  canEdit?: (studentId: string) => boolean;
}) {
  const [status, setStatus] = useState<StatusFilter>("pending");
  const [kind, setKind] = useState<DeadlineKind | "">("");
  const [studentId, setStudentId] = useState("");
  const query: DeadlineListQuery = {
    ...(status !== "all" ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(studentId ? { studentId } : {}),
  };
  const deadlines = useDeadlines(query);
  const today = localIsoDate(new Date());
  const editable = students.filter((st) => canEdit(st.id));
  const { openAdd, itemActions, dialogs } = useDeadlineDialogs(editable);

  let body: React.ReactNode;
  if (deadlines.isPending) {
    body = (
      <div aria-busy="true" className="space-y-3">
        <span className="sr-only">Loading deadlines…</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (deadlines.isError) {
    body = (
      <LoadFailedAlert
        title={errorMessage(deadlines.error, "Failed to load deadlines. Please try again.")}
        retrying={deadlines.isFetching}
        onRetry={() => void deadlines.refetch()}
      />
    );
  } else if (deadlines.data.length === 0) {
    body = (
      <EmptyState
        title={
          status === "pending" && !kind && !studentId
            ? "No pending deadlines"
            : "No deadlines match these filters"
        }
      >
        Deadlines come from each student's record (annual review, reevaluation, transition plan, progress
        reports).
      </EmptyState>
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-100">
        {deadlines.data.map((d) => (
          <DeadlineItem
            key={d.id}
            deadline={d}
            today={today}
            withActions={canEdit(d.studentId)}
            manualActions={canEdit(d.studentId) ? itemActions : undefined}
            onChanged={(message, ok) => (ok ? toast.success(message) : toast.error(message))}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button variant="secondary" disabled={editable.length === 0} onClick={openAdd}>
          <CalendarPlus className="size-4" aria-hidden="true" />
          Add a deadline
        </Button>
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">Filter deadlines</legend>
        <Field label="Status">
          {(a) => (
            <Select {...a} value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
              {STATUS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Kind">
          {(a) => (
            <Select {...a} value={kind} onChange={(e) => setKind(e.target.value as DeadlineKind | "")}>
              <option value="">All kinds</option>
              {DEADLINE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {DEADLINE_KIND_LABELS[k]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Student">
          {(a) => (
            <Select {...a} value={studentId} onChange={(e) => setStudentId(e.target.value)}>
              <StudentOptions students={students} />
            </Select>
          )}
        </Field>
      </fieldset>
      <div aria-live="polite">{body}</div>
      {dialogs}
    </div>
  );
}
