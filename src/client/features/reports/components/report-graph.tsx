/**
 * One goal's graph over the reporting period (requirements "Parent progress report"), drawn with
 * recharts from the shared period chart (`periodChart`) that the PDF draws too, in the same colours as
 * the goal page and the PDF: data points (indigo), aimline (amber, dashed), trendline (green), target
 * (red level line, and a dot at the target date when it falls in the period). The drawing is hidden
 * from assistive technology; `reportGraphSummary` says the same in words and the report's data table
 * lists every value.
 */
import { dayAxis, scoreLine, segmentLine } from "@client/components/goal-chart-marks";
import { CHART_COLORS, periodChart } from "@shared/domain/goal-chart";
import type { ReportGoal } from "@shared/domain/progress-report";
import { ComposedChart, ReferenceDot, ReferenceLine, YAxis } from "recharts";

/** The chart itself (decorative; pair it with `reportGraphSummary`). */
export function ReportGraph({ item, from, to }: { item: ReportGoal; from: string; to: string }) {
  const data = periodChart(item, from, to);
  return (
    <div aria-hidden="true" className="h-56 w-full print:h-52">
      <ComposedChart
        accessibilityLayer={false}
        responsive
        style={{ width: "100%", height: "100%" }}
        data={data.points}
        margin={{ top: 12, right: 20, bottom: 4, left: 0 }}
      >
        {dayAxis(data.xDomain)}
        <YAxis domain={data.yDomain} ticks={data.yTicks} stroke="#475569" fontSize={12} allowDecimals />
        {data.target ? (
          <ReferenceLine y={data.target.value} stroke={CHART_COLORS.target} strokeDasharray="2 3" />
        ) : null}
        {data.target && data.target.day !== null ? (
          <ReferenceDot
            x={data.target.day}
            y={data.target.value}
            r={6}
            fill={CHART_COLORS.target}
            stroke="#fff"
          />
        ) : null}
        {segmentLine(data.aimline, "aim")}
        {segmentLine(data.trendline, "trend")}
        {scoreLine(4)}
      </ComposedChart>
    </div>
  );
}
