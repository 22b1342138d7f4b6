/**
 * /dashboard/generate (alias /generate-note): write a progress note (requirements "Screens and
 * routes", "Note fields", "Note generation", "Note quota", "Error catalogue"). `?studentId=<id>`
 * preselects a student. The screen combines features: it wires the writing assistant
 * (requirements "Writing assistant") into the notes form's slots.
 */

import { Alert, Button, EmptyState, Skeleton } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { usePreferences } from "@client/features/account/api/preferences";
import { useBillingStatus } from "@client/features/billing/api/billing";
import { goalsQueryOptions } from "@client/features/goals/api/get-goals";
import { GenerateNoteForm } from "@client/features/notes/components/generate-note-form";
import { GeneratedNoteResult } from "@client/features/notes/components/generated-note-result";
import type { NoteAssist } from "@client/features/notes/components/note-assist";
import { PlanUsageNotice } from "@client/features/notes/components/plan-usage-notice";
import { todayIsoDate } from "@client/features/notes/lib/note-format";
import { describePlanUsage } from "@client/features/notes/lib/plan-usage";
import { useStudentsWithFallback } from "@client/features/students/api/get-students";
import { canOnStudent } from "@client/features/students/lib/student-role";
import { ImproveWording } from "@client/features/writing-assistant/components/improve-wording";
import { SuggestionsCombobox } from "@client/features/writing-assistant/components/suggestions";
import { useMe } from "@client/lib/auth/get-me";
import { formatProPrice } from "@client/lib/format";
import { StoredCopyNotice } from "@client/lib/offline/offline-gaps";
import type { GeneratedNote, NoteType } from "@shared/contracts/notes";
import { messages } from "@shared/domain/error-messages";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";

const NO_GOALS: readonly string[] = [];

/** The chosen student's progress-monitoring goal statements, for the note form's "Goals addressed". */
function useGoalStatements(studentId: string): readonly string[] {
  const goals = useQuery({ ...goalsQueryOptions(studentId), enabled: studentId !== "" });
  return studentId && goals.data ? goals.data.map((g) => g.statement) : NO_GOALS;
}

/** The writing assistant in the note form: suggestions while typing, "Improve wording" under the field. */
const assist: NoteAssist = {
  improveWording: (props) => <ImproveWording {...props} />,
  suggestions: (props) => <SuggestionsCombobox {...props} />,
};

/** The generate screen: allowance, then the form, then the generated note to read and edit. */
export default function GeneratePage() {
  const me = useMe();
  // The teacher's default note type preselects the form's type (requirements "Profile").
  const preferences = usePreferences();
  const { query: studentsQuery, students: caseload, usingStoredCopy } = useStudentsWithFallback();
  // Only the students the teacher may write notes for: their own, and those shared with a role that
  // writes notes (requirements "What each role may do": `notes.write`).
  const students = useMemo(() => caseload?.filter((s) => canOnStudent(s, "notes.write")), [caseload]);
  const [params] = useSearchParams();
  const [result, setResult] = useState<GeneratedNote | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [carryOver, setCarryOver] = useState<{ studentId: string; type: NoteType }>();
  const blockedId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const profile = me.data;
  // At the limit the notice offers Pro: with its price when the server takes payments (requirements
  // "Plans and trial"). The billing status is asked only then.
  const blocked = profile ? describePlanUsage(profile.plan, new Date()).blocked !== undefined : false;
  const billing = useBillingStatus({ enabled: blocked });
  const proPrice =
    billing.data?.configured && billing.data.price ? formatProPrice(billing.data.price) : undefined;

  const writeAnother = () => {
    if (result) setCarryOver({ studentId: result.studentId ?? "", type: result.type });
    setResult(null);
    setFormKey((k) => k + 1);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  let body: React.ReactNode;
  if (me.isPending || preferences.isPending || (studentsQuery.isPending && !students)) {
    body = <FormSkeleton />;
  } else if (!profile) {
    body = (
      <Alert tone="error" title="Your account details could not be loaded.">
        <p>Check your connection, then try again.</p>
        <Button variant="secondary" className="mt-2" onClick={() => void me.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (!students) {
    body = (
      <Alert tone="error" title={messages.students.loadFailed}>
        <p>Your students are needed to write a note.</p>
        <Button variant="secondary" className="mt-2" onClick={() => void studentsQuery.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (students.length === 0 && caseload && caseload.length > 0) {
    body = (
      <EmptyState
        title="No student to write a note for"
        action={
          <Button asChild>
            <Link to={paths.students}>Go to students</Link>
          </Button>
        }
      >
        Your role on the students shared with you does not include writing notes. Add a student of your own to
        write one.
      </EmptyState>
    );
  } else if (students.length === 0) {
    body = (
      <EmptyState
        title="Add a student first"
        action={
          <Button asChild>
            <Link to={paths.students}>Go to students</Link>
          </Button>
        }
      >
        A note is written about one of your students, using their IEP goals and default strategies.
      </EmptyState>
    );
  } else if (result) {
    body = <GeneratedNoteResult note={result} onWriteAnother={writeAnother} />;
  } else {
    body = (
      <GenerateNoteForm
        key={formKey}
        userId={profile.id}
        students={students}
        today={todayIsoDate(new Date(), profile.timeZone)}
        preselectedStudentId={params.get("studentId") ?? undefined}
        carryOver={carryOver}
        defaultType={preferences.data?.defaultNoteType}
        plan={profile.plan}
        blockedExplanationId={blockedId}
        onGenerated={setResult}
        assist={assist}
        useGoalStatements={useGoalStatements}
      />
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="space-y-2">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          Write a progress note
        </h1>
        <p className="text-slate-700">
          Describe what you observed. The note is drafted in objective, person-first IEP language and saved to
          your{" "}
          <Link
            to={paths.history}
            className="text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
          >
            note history
          </Link>
          .
        </p>
        {profile ? (
          <PlanUsageNotice plan={profile.plan} now={new Date()} id={blockedId} proPrice={proPrice} />
        ) : null}
      </header>
      {usingStoredCopy ? (
        <StoredCopyNotice
          failedMessage={`${messages.students.loadFailed} The cached list is used.`}
          at={studentsQuery.dataUpdatedAt}
        />
      ) : null}
      {body}
    </div>
  );
}

function FormSkeleton() {
  return (
    <div className="space-y-4">
      <p role="status" className="sr-only">
        Loading the note form…
      </p>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-56 w-full" />
    </div>
  );
}
