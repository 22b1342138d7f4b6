/**
 * The pieces both recharts goal graphs draw — the goal page's and the parent report's — from the
 * shared chart model (`@shared/domain/goal-chart`, requirements "Aimline, trendline and decision
 * rules"): the day axis, the aimline and trendline segments, the target, the scores joined by a line,
 * and the legend swatches, in the same colours as the PDF.
 *
 * The chart pieces are functions returning recharts elements (call them inside a `ComposedChart`), so
 * the chart sees its own element types as direct children.
 */

import { formatDay } from "@client/lib/format";
import { CHART_COLORS, type ChartPoint, type ChartSegment, dayToIso } from "@shared/domain/goal-chart";
import { Line, ReferenceDot, ReferenceLine, XAxis } from "recharts";

/**
 * The tick label of the time axis over `domain` (day numbers): "Sep 8" while the axis stays in one
 * calendar year, "Sep 8, 2026" when it crosses into another, so no tick is read in the wrong year.
 */
export function dayTickFormatter(domain: [number, number]): (day: number) => string {
  const year = (day: number) => dayToIso(day).slice(0, 4);
  const withYear = year(domain[0]) !== year(domain[1]);
  return (day) => formatDay(dayToIso(day), withYear);
}

/** The time axis: day numbers over `domain`, ticks as `dayTickFormatter` writes them. */
export function dayAxis(domain: [number, number]) {
  return (
    <XAxis
      dataKey="day"
      type="number"
      domain={domain}
      tickFormatter={dayTickFormatter(domain)}
      stroke="#475569"
      fontSize={12}
    />
  );
}

/**
 * The aimline (`kind` "aim": amber, dashed) or the trendline ("trend": green, solid) between its two
 * marks; nothing when the segment is null. `extendDomain` grows the axes to hold it.
 */
export function segmentLine(segment: ChartSegment | null, kind: "aim" | "trend", extendDomain = false) {
  if (!segment) return null;
  return (
    <ReferenceLine
      segment={[
        { x: segment.from.day, y: segment.from.value },
        { x: segment.to.day, y: segment.to.value },
      ]}
      stroke={CHART_COLORS[kind]}
      strokeWidth={2}
      strokeDasharray={kind === "aim" ? "8 5" : undefined}
      ifOverflow={extendDomain ? "extendDomain" : undefined}
    />
  );
}

/**
 * The target (red, white-ringed) at the target date, a dot of radius `radius`; nothing without one.
 * The axes grow to hold it.
 */
export function targetDot(target: ChartPoint | null, radius: number) {
  if (!target) return null;
  return (
    <ReferenceDot
      x={target.day}
      y={target.value}
      r={radius}
      fill={CHART_COLORS.target}
      stroke="#fff"
      ifOverflow="extendDomain"
    />
  );
}

/** The scores (the chart's `data`, `{day, value}`) as dots of radius `dotRadius` joined by a line. */
export function scoreLine(dotRadius: number) {
  return (
    <Line
      dataKey="value"
      stroke={CHART_COLORS.data}
      strokeWidth={2}
      dot={{ r: dotRadius, fill: CHART_COLORS.data }}
      isAnimationActive={false}
    />
  );
}

/** A legend swatch: a dot (data, target), a dashed line (aimline) or a solid line (trendline). */
export function LegendSwatch({
  kind,
  dotClass = "size-3",
}: {
  kind: keyof typeof CHART_COLORS;
  dotClass?: string;
}) {
  const color = CHART_COLORS[kind];
  if (kind === "aim" || kind === "trend") {
    return (
      <span
        // Whole class names, so Tailwind's scanner finds `border-t-2` (a template string hid it).
        className={
          kind === "aim" ? "inline-block h-0 w-5 border-t-2 border-dashed" : "inline-block h-0 w-5 border-t-2"
        }
        style={{ borderColor: color }}
        aria-hidden="true"
      />
    );
  }
  return (
    <span
      className={`inline-block ${dotClass} rounded-full`}
      style={{ background: color }}
      aria-hidden="true"
    />
  );
}
