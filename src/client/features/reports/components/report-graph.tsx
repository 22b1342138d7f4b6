/**
 * One goal's graph over the reporting period (issue 3 "the graph … trend and decision"), drawn with
 * recharts in the same colours as the goal page and the PDF: data points (indigo), aimline (amber,
 * dashed), trendline (green), target (red level line, and a dot at the target date when it falls in the
 * period). The drawing is hidden from assistive technology; `reportGraphSummary` says the same in words
 * and the report's data table lists every value.
 */

import { formatDay, formatValue } from "@client/lib/format";
import { dayNumber, dayToIso } from "@client/lib/graph-data";
import type { ReportGoal } from "@shared/domain/progress-report";
import { ComposedChart, Line, ReferenceDot, ReferenceLine, XAxis, YAxis } from "recharts";

export const REPORT_COLORS = { data: "#4338ca", aim: "#b45309", trend: "#047857", target: "#b91c1c" };

/** The marks of the graph, in day numbers (x) and the goal's unit (y). */
export function reportGraphData(item: ReportGoal, from: string, to: string) {
  const { goal, periodEntries, view } = item;
  const x0 = dayNumber(from);
  const x1 = Math.max(dayNumber(to), x0 + 1);
  const points = periodEntries
    .filter((e): e is typeof e & { progressValue: number } => typeof e.progressValue === "number")
    .map((e) => ({ day: dayNumber(e.entryDate), value: e.progressValue }));
  const weeks = (a: string, day: number) => (day - dayNumber(a)) / 7;
  const aim = view.aimline;
  const aimAt = (day: number) =>
    aim ? aim.start.value + aim.slopePerWeek * weeks(aim.start.date, day) : null;
  const line = view.trendline;
  const trendAt = (day: number) =>
    line && points.length >= 2 ? line.intercept + line.slopePerWeek * weeks(line.origin, day) : null;
  const segment = (at: (d: number) => number | null) => {
    const a = at(x0);
    const b = at(x1);
    return a === null || b === null ? null : { from: { day: x0, value: a }, to: { day: x1, value: b } };
  };
  const aimline = segment(aimAt);
  const trendline = segment(trendAt);
  const targetDay = goal.targetDate ? dayNumber(goal.targetDate) : null;
  const target =
    goal.targetValue === null
      ? null
      : {
          value: goal.targetValue,
          day: targetDay !== null && targetDay >= x0 && targetDay <= x1 ? targetDay : null,
        };
  const values = [
    ...points.map((p) => p.value),
    ...[
      aimline?.from.value,
      aimline?.to.value,
      trendline?.from.value,
      trendline?.to.value,
      target?.value,
    ].filter((v): v is number => typeof v === "number" && Number.isFinite(v)),
  ];
  const lo = values.length ? Math.min(...values) : 0;
  const hi = values.length ? Math.max(...values) : 1;
  const yTicks = niceTicks(lo, hi);
  return {
    points,
    aimline,
    trendline,
    target,
    xDomain: [x0, x1] as [number, number],
    yTicks,
    yDomain: [yTicks[0]!, yTicks[yTicks.length - 1]!] as [number, number],
  };
}

/**
 * Round tick values (the smallest step of 1, 2, 2.5, 5 or 10 × a power of ten that is at least a
 * quarter of the span, so 3–6 ticks) from at or below `lo`
 * to at or above `hi`, so the value axis reads 40, 50, 60… rather than 27, 47, 67.
 */
export function niceTicks(lo: number, hi: number): number[] {
  const span = hi - lo || Math.max(1, Math.abs(hi));
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((k) => k * power).find((s) => s >= raw) ?? raw;
  const first = Math.floor(lo / step) * step;
  const ticks: number[] = [];
  for (let v = first; ticks.length < 50; v += step) {
    ticks.push(Math.round(v * 1e6) / 1e6 + 0); // + 0: never -0
    if (v >= hi - step * 1e-9) break;
  }
  if (ticks.length < 2) ticks.push(Math.round((first + step) * 1e6) / 1e6);
  return ticks;
}

/**
 * The graph in words, e.g. "5 scores from Sep 8, 2026 to Oct 13, 2026, from 54 WCPM to 66 WCPM; the
 * aimline expects 52.9 to 57.5 WCPM over the period; the target is 90 WCPM by Jun 1, 2027."
 */
export function reportGraphSummary(item: ReportGoal, from: string, to: string): string {
  const { goal, periodEntries } = item;
  const data = reportGraphData(item, from, to);
  const scored = periodEntries.filter((e) => e.progressValue !== null);
  const parts: string[] = [];
  if (scored.length === 0) parts.push("No scores in this period");
  else if (scored.length === 1) {
    parts.push(
      `1 score, ${formatValue(scored[0]!.progressValue, goal.unit)} on ${formatDay(scored[0]!.entryDate)}`,
    );
  } else {
    const first = scored[0]!;
    const last = scored[scored.length - 1]!;
    parts.push(
      `${scored.length} scores from ${formatDay(first.entryDate)} to ${formatDay(last.entryDate)}, from ${formatValue(first.progressValue, goal.unit)} to ${formatValue(last.progressValue, goal.unit)}`,
    );
  }
  if (data.aimline) {
    parts.push(
      `the aimline expects ${formatValue(data.aimline.from.value, null)} to ${formatValue(data.aimline.to.value, goal.unit)} over the period`,
    );
  }
  if (data.trendline) {
    parts.push(
      `the trendline runs from ${formatValue(data.trendline.from.value, null)} to ${formatValue(data.trendline.to.value, goal.unit)}`,
    );
  }
  if (goal.targetValue !== null) {
    parts.push(
      `the target is ${formatValue(goal.targetValue, goal.unit)}${goal.targetDate ? ` by ${formatDay(goal.targetDate)}` : ""}`,
    );
  }
  return `${parts.join("; ")}.`;
}

/** The chart itself (decorative; pair it with `reportGraphSummary`). */
export function ReportGraph({ item, from, to }: { item: ReportGoal; from: string; to: string }) {
  const data = reportGraphData(item, from, to);
  const tick = (day: number) => formatDay(dayToIso(day), false);
  return (
    <div aria-hidden="true" className="h-56 w-full print:h-52">
      <ComposedChart
        accessibilityLayer={false}
        responsive
        style={{ width: "100%", height: "100%" }}
        data={data.points}
        margin={{ top: 12, right: 20, bottom: 4, left: 0 }}
      >
        <XAxis
          dataKey="day"
          type="number"
          domain={data.xDomain}
          tickFormatter={tick}
          stroke="#475569"
          fontSize={12}
        />
        <YAxis domain={data.yDomain} ticks={data.yTicks} stroke="#475569" fontSize={12} allowDecimals />
        {data.target ? (
          <ReferenceLine y={data.target.value} stroke={REPORT_COLORS.target} strokeDasharray="2 3" />
        ) : null}
        {data.target && data.target.day !== null ? (
          <ReferenceDot
            x={data.target.day}
            y={data.target.value}
            r={6}
            fill={REPORT_COLORS.target}
            stroke="#fff"
          />
        ) : null}
        {data.aimline ? (
          <ReferenceLine
            segment={[
              { x: data.aimline.from.day, y: data.aimline.from.value },
              { x: data.aimline.to.day, y: data.aimline.to.value },
            ]}
            stroke={REPORT_COLORS.aim}
            strokeWidth={2}
            strokeDasharray="8 5"
          />
        ) : null}
        {data.trendline ? (
          <ReferenceLine
            segment={[
              { x: data.trendline.from.day, y: data.trendline.from.value },
              { x: data.trendline.to.day, y: data.trendline.to.value },
            ]}
            stroke={REPORT_COLORS.trend}
            strokeWidth={2}
          />
        ) : null}
        <Line
          dataKey="value"
          stroke={REPORT_COLORS.data}
          strokeWidth={2}
          dot={{ r: 4, fill: REPORT_COLORS.data }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </div>
  );
}
