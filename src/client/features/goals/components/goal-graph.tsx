/**
 * A goal's graph (requirements "Aimline, trendline and decision rules"): the data points, the aimline
 * (baseline → target), the least-squares trendline and the target marker from the shared chart model
 * (`goalChart`), drawn with recharts. For screen-reader and keyboard users the drawing is decorative:
 * a visible text summary says what it shows, and "Show data table" opens a real <table> of every
 * entry with the aimline's expected value on that date.
 */

import {
  dayAxis,
  LegendSwatch,
  scoreLine,
  segmentLine,
  targetDot,
} from "@client/components/goal-chart-marks";
import { ScrollRegion } from "@client/components/scroll-region";
import { Button } from "@client/components/ui";
import { graphSummary } from "@client/features/goals/lib/goal-status";
import { formatDay, formatValue } from "@client/lib/format";
import { useDeferredMount } from "@client/lib/use-deferred-mount";
import type { Goal, ProgressEntry } from "@shared/contracts/goals";
import { dayToIso, goalAimlineValueAt, goalChart } from "@shared/domain/goal-chart";
import { Table2 } from "lucide-react";
import { useDeferredValue, useId, useMemo, useState } from "react";
import { CartesianGrid, ComposedChart, Tooltip, YAxis } from "recharts";

export interface GoalGraphProps {
  goal: Goal;
  entries: readonly ProgressEntry[];
}

/** The graph with its summary, legend and data-table toggle. */
export function GoalGraph({ goal, entries }: GoalGraphProps) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const summaryId = useId();
  const chartReady = useDeferredMount();
  // The chart follows a new score in a transition after the page shows it (decision 022): recording
  // a data point answers at once, and the drawing (the costly part) comes in interruptible slices.
  const chartGoal = useDeferredValue(goal);
  const chartEntries = useDeferredValue(entries);
  const data = useMemo(() => goalChart(chartGoal, chartEntries), [chartGoal, chartEntries]);
  const summary = useMemo(() => graphSummary(goal, entries), [goal, entries]);
  const ordered = useMemo(
    () => [...entries].sort((a, b) => a.entryDate.localeCompare(b.entryDate)),
    [entries],
  );

  // Drawn after the page's first paint, in its fixed-height box; the same element while its data is
  // unchanged, so React skips it when the rest of the graph's section renders.
  const chart = useMemo(
    () =>
      chartReady ? (
        <ComposedChart
          accessibilityLayer={false}
          responsive
          style={{ width: "100%", height: "100%" }}
          data={data.points}
          margin={{ top: 16, right: 24, bottom: 8, left: 0 }}
        >
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
          {dayAxis(data.xDomain)}
          <YAxis domain={data.yDomain} stroke="#475569" fontSize={12} allowDecimals />
          <Tooltip
            labelFormatter={(d) => formatDay(dayToIso(Number(d)))}
            formatter={(v) => [formatValue(Number(v), chartGoal.unit), "Score"]}
          />
          {segmentLine(data.aimline, "aim", true)}
          {segmentLine(data.trendline, "trend", true)}
          {targetDot(data.target, 7)}
          {scoreLine(5)}
        </ComposedChart>
      ) : null,
    [chartReady, data, chartGoal.unit],
  );

  return (
    <section
      aria-labelledby={`${summaryId}-h`}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${summaryId}-h`} className="text-lg font-semibold text-slate-900">
          Graph
        </h2>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          <Table2 className="size-4" aria-hidden="true" />
          {showTable ? "Hide data table" : "Show data table"}
        </Button>
      </div>
      <p id={summaryId} className="text-sm text-slate-800" data-testid="graph-summary">
        {summary}
      </p>
      <div aria-hidden="true" className="h-80 w-full">
        {chart}
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800" aria-label="Legend">
        <li className="flex items-center gap-2">
          <LegendSwatch kind="data" />
          Data points
        </li>
        <li className="flex items-center gap-2">
          <LegendSwatch kind="aim" />
          Aimline {goal.aimline ? "" : "(needs baseline, target value and target date)"}
        </li>
        <li className="flex items-center gap-2">
          <LegendSwatch kind="trend" />
          Trendline{" "}
          {goal.trendline ? `(${formatSlope(goal.trendline.slopePerWeek, goal.unit)})` : "(needs 2 scores)"}
        </li>
        <li className="flex items-center gap-2">
          <LegendSwatch kind="target" />
          Target
          {data.target
            ? `: ${formatValue(data.target.value, goal.unit)} by ${formatDay(goal.targetDate ?? "")}`
            : " (not set)"}
        </li>
      </ul>
      <div id={tableId} hidden={!showTable}>
        {showTable ? (
          ordered.length === 0 ? (
            <p className="text-sm text-slate-700">No entries yet.</p>
          ) : (
            <ScrollRegion label="Data behind the graph">
              <table className="w-full text-left text-sm">
                <caption className="mb-2 text-left font-medium text-slate-900">
                  Data behind the graph, oldest first
                </caption>
                <thead className="text-slate-700">
                  <tr>
                    {["Date", "Score", "Aimline", "Note"].map((name) => (
                      <th
                        key={name}
                        scope="col"
                        className="border-b border-slate-200 py-2 pr-4 font-semibold"
                      >
                        {name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {ordered.map((e) => {
                    const aim = goalAimlineValueAt(goal, e.entryDate);
                    return (
                      <tr key={e.id}>
                        <th scope="row" className="py-2 pr-4 font-normal">
                          {formatDay(e.entryDate)}
                        </th>
                        <td className="py-2 pr-4">{formatValue(e.progressValue, goal.unit)}</td>
                        <td className="py-2 pr-4">{aim === null ? "—" : formatValue(aim, null)}</td>
                        <td className="py-2 pr-4 whitespace-pre-line wrap-anywhere">{e.note ?? ""}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollRegion>
          )
        ) : null}
      </div>
    </section>
  );
}

/** "+1.5 words correct per minute per week". */
export function formatSlope(slopePerWeek: number, unit: string | null): string {
  const sign = slopePerWeek > 0 ? "+" : "";
  return `${sign}${formatValue(slopePerWeek, unit)} per week`;
}
