/**
 * /dashboard/progress/report?studentId= — the parent progress report (requirements "Parent progress report";
 * IDEA 34 CFR 300.320(a)(3)): pick a student (when none is given) and a reporting period
 * (default the last 9 weeks), read the print-friendly report on screen — each goal's statement,
 * baseline, target, the period's data, a graph with a text summary, the trend and decision in plain
 * words and an editable narrative (kept on this device) — then "Download PDF" (made by the server) or
 * "Print" (the print stylesheet hides the navigation and the controls).
 */

import { useReportGoals } from "@client/app/routes/report/use-report-goals";
import { StudentFromUrl } from "@client/app/routes/student-from-url";
import { PdfPrintActions } from "@client/components/pdf-print-actions";
import { Alert, Button, EmptyState, Skeleton } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { useDownloadProgressReport } from "@client/features/reports/api/download-progress-report";
import { ReportGoalSection } from "@client/features/reports/components/report-goal-section";
import { ReportLanguageNote } from "@client/features/reports/components/report-language-note";
import { ReportPeriodPicker } from "@client/features/reports/components/report-period-picker";
import { ReportServices } from "@client/features/services/components/report-services";
import { errorMessage } from "@client/lib/api-client";
import { useSignedInProfile } from "@client/lib/auth/get-me";
import { formatDay, localIsoDate } from "@client/lib/format";
import type { Student } from "@shared/contracts/students";
import { IDEA_CITATION, reportGoal, suggestNarrative } from "@shared/domain/progress-report";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import "@client/features/reports/components/report-print.css";
import { readReportDraft, writeReportDraft } from "@client/features/reports/lib/report-draft";
import { periodProblem, presetPeriod, type ReportPeriod } from "@client/features/reports/lib/report-period";
import { NARRATIVE_MAX } from "@shared/contracts/reports";

/** The report page (default export for the router's lazy route). */
export default function ReportPage() {
  return (
    <div className="space-y-6">
      <div className="print:hidden">
        <h1 className="text-2xl font-bold text-slate-900">Parent progress report</h1>
        <p className="mt-1 text-sm text-slate-700">
          The periodic report on progress toward each IEP goal that parents receive (IDEA, 34 CFR
          300.320(a)(3)). Choose a student and a period, review the comments, then download the PDF or print.
        </p>
      </div>
      <StudentFromUrl
        capability="team-records.read"
        emptyText="A progress report is made for one student. Add a student and their IEP goals first."
        pickerClassName="print:hidden"
      >
        {(student) => <StudentReport student={student} />}
      </StudentFromUrl>
    </div>
  );
}

/** The report of one student: period, actions and the report itself. */
function StudentReport({ student }: { student: Student }) {
  const profile = useSignedInProfile();
  const today = useMemo(() => localIsoDate(new Date()), []);
  const [draft, setDraft] = useState(() => readReportDraft(profile.id, student.id));
  const period = draft.period ?? presetPeriod("last9Weeks", today);
  const problem = periodProblem(period);
  const goals = useReportGoals(student.id);
  const download = useDownloadProgressReport();

  const items = useMemo(
    () =>
      problem || !goals.data
        ? []
        : goals.data.map(({ goal, entries }) => {
            const item = reportGoal(goal, entries, period.from, period.to);
            return { item, suggestion: suggestNarrative(item) };
          }),
    [goals.data, period.from, period.to, problem],
  );

  const save = (next: typeof draft) => {
    setDraft(next);
    writeReportDraft(profile.id, student.id, next);
  };
  const setPeriod = (p: ReportPeriod) => save({ ...draft, period: p });
  const setNarrative = (goalId: string, text: string) =>
    save({ ...draft, narratives: { ...draft.narratives, [goalId]: text } });
  const restoreSuggestion = (goalId: string) => {
    const { [goalId]: _dropped, ...rest } = draft.narratives;
    save({ ...draft, narratives: rest });
  };
  const narrativeOf = (goalId: string, suggestion: string) => draft.narratives[goalId] ?? suggestion;
  const tooLong = items.some(
    ({ item, suggestion }) => narrativeOf(item.goal.id, suggestion).length > NARRATIVE_MAX,
  );

  // Another language: only the teacher's edited comments are sent; the server writes the suggestions
  // in the family's language (requirements "Parent progress report").
  const narratives = Object.fromEntries(
    items.flatMap(({ item, suggestion }) => {
      const edited = draft.narratives[item.goal.id];
      if (student.homeLanguage === "en") return [[item.goal.id, edited ?? suggestion]];
      return edited === undefined ? [] : [[item.goal.id, edited]];
    }),
  );
  const onDownload = () => {
    download.mutate(
      { studentId: student.id, from: period.from, to: period.to, narratives },
      {
        onSuccess: (filename) => toast.success(`Downloaded ${filename}`),
        onError: (err) => toast.error(errorMessage(err, "Failed to download the report. Please try again.")),
      },
    );
  };

  const caseManager = student.caseManager ?? profile.name;
  const ready = !problem && goals.data !== undefined;

  return (
    <div className="space-y-6">
      <section
        aria-label="Report options"
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm print:hidden"
      >
        <ReportPeriodPicker period={period} today={today} onChange={setPeriod} />
        <ReportLanguageNote language={student.homeLanguage} />
        <PdfPrintActions
          onDownload={onDownload}
          downloading={download.isPending}
          downloadDisabled={!ready || tooLong}
          printDisabled={!ready}
          error={download.error}
          failed="Failed to download the report. Please try again."
        />
      </section>

      {goals.error ? (
        <Alert tone="error" title={errorMessage(goals.error, "Failed to load the goals. Please try again.")}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={goals.refetch}>
            Try again
          </Button>
        </Alert>
      ) : goals.isPending ? (
        <div aria-busy="true" className="space-y-3">
          <span className="sr-only">Loading the report…</span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : (
        <article data-report-print aria-labelledby="report-title" className="space-y-6">
          <header className="space-y-3 border-b border-slate-200 pb-4">
            <div>
              <h2 id="report-title" className="text-xl font-bold text-slate-900 print:text-2xl">
                Progress report on IEP goals
              </h2>
              <p className="text-sm text-slate-700">For the parents and family of {student.name}</p>
            </div>
            <dl className="grid gap-x-8 gap-y-1 text-sm sm:grid-cols-2 print:grid-cols-2">
              <div>
                <dt className="inline font-semibold text-slate-900">Student: </dt>
                <dd className="inline text-slate-800">{student.name}</dd>
              </div>
              <div>
                <dt className="inline font-semibold text-slate-900">Grade: </dt>
                <dd className="inline text-slate-800">{student.grade ?? "—"}</dd>
              </div>
              <div>
                <dt className="inline font-semibold text-slate-900">Reporting period: </dt>
                <dd className="inline text-slate-800">
                  {problem ? "—" : `${formatDay(period.from)} to ${formatDay(period.to)}`}
                </dd>
              </div>
              <div>
                <dt className="inline font-semibold text-slate-900">Case manager: </dt>
                <dd className="inline text-slate-800">{caseManager}</dd>
              </div>
              <div>
                <dt className="inline font-semibold text-slate-900">Report date: </dt>
                <dd className="inline text-slate-800">{formatDay(today)}</dd>
              </div>
              <div>
                <dt className="inline font-semibold text-slate-900">Prepared by: </dt>
                <dd className="inline text-slate-800">{profile.name}</dd>
              </div>
            </dl>
          </header>

          {problem ? null : <ReportServices studentId={student.id} from={period.from} to={period.to} />}
          {problem ? (
            <Alert tone="warning">Choose a valid reporting period to see the report. {problem}</Alert>
          ) : items.length === 0 ? (
            <EmptyState
              title="No IEP goals yet"
              action={
                <Button asChild variant="secondary" className="print:hidden">
                  <Link to={`${paths.progress}?studentId=${encodeURIComponent(student.id)}`}>Add a goal</Link>
                </Button>
              }
            >
              {student.name} has no IEP goals recorded, so there is no progress to report.
            </EmptyState>
          ) : (
            items.map(({ item, suggestion }, i) => (
              <ReportGoalSection
                key={item.goal.id}
                item={item}
                index={i}
                from={period.from}
                to={period.to}
                narrative={narrativeOf(item.goal.id, suggestion)}
                edited={draft.narratives[item.goal.id] !== undefined}
                onNarrativeChange={(text) => setNarrative(item.goal.id, text)}
                onUseSuggestion={() => restoreSuggestion(item.goal.id)}
              />
            ))
          )}
          <footer className="border-t border-slate-200 pt-3 text-xs text-slate-700">{IDEA_CITATION}</footer>
        </article>
      )}
    </div>
  );
}
