/**
 * One goal of the parent progress report on screen and on paper (requirements "Parent progress
 * report": each goal with its statement, baseline, target, the period's data, the graph, trend and
 * decision in plain words, and a short narrative the teacher can edit). The words come from the shared
 * report model, the same the PDF prints. The narrative is a textarea on screen and plain text when
 * printed (a printed textarea would cut long text).
 */
import { LegendSwatch } from "@client/components/goal-chart-marks";
import { ScrollRegion } from "@client/components/scroll-region";
import { Button, Field, Textarea } from "@client/components/ui";
import { ReportGraph } from "@client/features/reports/components/report-graph";
import { formatDay, formatValue } from "@client/lib/format";
import { NARRATIVE_MAX } from "@shared/contracts/reports";
import {
  baselineInWords,
  decisionInWords,
  goalHeading,
  type ReportGoal,
  reportGraphSummary,
  targetInWords,
  trendInWords,
} from "@shared/domain/progress-report";
import { RotateCcw } from "lucide-react";
import { useId } from "react";

export interface ReportGoalSectionProps {
  item: ReportGoal;
  /** 0-based position (printed as "Goal 1"). */
  index: number;
  from: string;
  to: string;
  /** The narrative shown: the teacher's edit, or the suggestion. */
  narrative: string;
  /** True when the teacher edited it (then "Use the suggestion" is offered). */
  edited: boolean;
  onNarrativeChange: (text: string) => void;
  onUseSuggestion: () => void;
}

const dt = "font-semibold text-slate-900";

/** The section of one goal. */
export function ReportGoalSection({
  item,
  index,
  from,
  to,
  narrative,
  edited,
  onNarrativeChange,
  onUseSuggestion,
}: ReportGoalSectionProps) {
  const { goal, periodEntries, view } = item;
  const headingId = useId();
  const summaryId = useId();
  const baseline = baselineInWords(goal);
  const target = targetInWords(goal);
  const tooLong = narrative.length > NARRATIVE_MAX;

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm print:break-inside-avoid-page print:rounded-none print:border-0 print:border-t print:border-slate-300 print:p-0 print:pt-4 print:shadow-none"
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-indigo-800">
          {goalHeading(goal, index)}
        </h2>
        <p className="mt-1 text-slate-900">{goal.statement}</p>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className={dt}>Baseline</dt>
        <dd className="text-slate-800">
          {baseline || "Not recorded"} ({formatDay(goal.baselineDate)})
        </dd>
        <dt className={dt}>Target</dt>
        <dd className="text-slate-800">{target || "Not recorded"}</dd>
        {goal.measurementMethod ? (
          <>
            <dt className={dt}>How progress is measured</dt>
            <dd className="text-slate-800">
              {goal.measurementMethod}
              {goal.evaluationSchedule ? ` (${goal.evaluationSchedule})` : ""}
            </dd>
          </>
        ) : null}
      </dl>
      {goal.objectives.length > 0 ? (
        <div className="text-sm">
          <p className={dt}>Short-term objectives</p>
          <ol className="ml-5 list-decimal text-slate-800">
            {goal.objectives.map((o, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: objectives are an ordered list of text
              <li key={i}>{o}</li>
            ))}
          </ol>
        </div>
      ) : null}

      {periodEntries.length === 0 ? (
        <p className="text-sm text-slate-700">No progress data was recorded during this period.</p>
      ) : (
        <ScrollRegion label={`Data this period: ${goal.area ?? "goal"}`}>
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-slate-900">Data this period</caption>
            <thead className="text-slate-700">
              <tr>
                {["Date", `Score${goal.unit ? ` (${goal.unit})` : ""}`, "Note"].map((name) => (
                  <th key={name} scope="col" className="border-b border-slate-200 py-1.5 pr-4 font-semibold">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {periodEntries.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two sessions may share a date
                <tr key={`${e.entryDate}-${i}`}>
                  <th scope="row" className="py-1.5 pr-4 font-normal">
                    {formatDay(e.entryDate)}
                  </th>
                  <td className="py-1.5 pr-4">{formatValue(e.progressValue, null)}</td>
                  <td className="py-1.5 pr-4 whitespace-pre-line wrap-anywhere">{e.note ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}

      {/* The graph with its trend and decision: one block that a printed page never splits. */}
      <div className="space-y-4 print:break-inside-avoid">
        <figure className="space-y-2" aria-describedby={summaryId}>
          <figcaption className="font-semibold text-slate-900">Graph</figcaption>
          <ReportGraph item={item} from={from} to={to} />
          <p id={summaryId} className="text-sm text-slate-800" data-testid="report-graph-summary">
            {reportGraphSummary(item, from, to)}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-700" aria-label="Legend">
            <li className="flex items-center gap-2">
              <LegendSwatch kind="data" dotClass="size-2.5" />
              Data points
            </li>
            {view.aimline ? (
              <li className="flex items-center gap-2">
                <LegendSwatch kind="aim" />
                Goal line (from the starting level to the target)
              </li>
            ) : null}
            <li className="flex items-center gap-2">
              <LegendSwatch kind="trend" />
              Direction of the scores
            </li>
            {goal.targetValue !== null ? (
              <li className="flex items-center gap-2">
                <LegendSwatch kind="target" dotClass="size-2.5" />
                Target
              </li>
            ) : null}
          </ul>
        </figure>

        <dl className="space-y-2 text-sm">
          <div>
            <dt className={dt}>Trend</dt>
            <dd className="text-slate-800">{trendInWords(view.trend, goal.direction)}</dd>
          </div>
          <div>
            <dt className={dt}>Decision</dt>
            <dd className="text-slate-800">{decisionInWords(view.decision.action)}</dd>
          </div>
        </dl>
      </div>

      <div className="print:hidden">
        <Field
          label={`Teacher's comments on goal ${index + 1}`}
          hint="Starts from a suggestion based on the data; edit it freely. Saved on this device as you type. Leave it empty to print no comments."
          error={
            tooLong
              ? `Keep the comments to ${NARRATIVE_MAX} characters or fewer (now ${narrative.length}).`
              : undefined
          }
        >
          {(ids) => (
            <Textarea
              {...ids}
              value={narrative}
              onChange={(e) => onNarrativeChange(e.target.value)}
              rows={4}
              className="text-base sm:text-sm"
            />
          )}
        </Field>
        {edited ? (
          <Button variant="link" size="sm" className="mt-1" onClick={onUseSuggestion}>
            <RotateCcw className="size-3.5" aria-hidden="true" />
            Use the suggestion instead
          </Button>
        ) : null}
      </div>
      {narrative.trim() ? (
        <div className="hidden print:block">
          <p className="text-sm font-semibold text-slate-900">Teacher's comments</p>
          <p className="text-sm whitespace-pre-line text-slate-900">{narrative}</p>
        </div>
      ) : null}
    </section>
  );
}
