/**
 * The goal's graph as it would look after a progress-data import (requirements "Progress-data
 * import"): the recorded scores joined by a line as on the goal page, the imported ones as pink
 * diamonds, the aimline and target from the shared chart model (`goalChart`). The drawing is
 * decorative; the rows table of the dialog is its text alternative, and a sentence says how many
 * points are added.
 */
import {
  dayAxis,
  LegendSwatch,
  scoreLine,
  segmentLine,
  targetDot,
} from "@client/components/goal-chart-marks";
import type { Goal, ProgressEntry } from "@shared/contracts/goals";
import type { ImportPreviewRow } from "@shared/contracts/imports";
import { dayNumber, goalChart } from "@shared/domain/goal-chart";
import { countOf } from "@shared/domain/plural";
import { useMemo } from "react";
import { CartesianGrid, ComposedChart, ReferenceDot, YAxis } from "recharts";
import { previewPoints } from "../lib/import-preview";

/** The colour of an imported point (pink-700: 6.0:1 on white). */
export const IMPORTED_COLOR = "#be185d";

/** A diamond swatch for the legend. */
function DiamondSwatch() {
  return (
    <span
      className="inline-block size-2.5 rotate-45"
      style={{ background: IMPORTED_COLOR }}
      aria-hidden="true"
    />
  );
}

export interface ImportPreviewChartProps {
  goal: Goal;
  entries: readonly ProgressEntry[];
  rows: readonly ImportPreviewRow[];
  mode: "skip" | "update";
}

/** The preview graph with its legend and a one-line summary. */
export function ImportPreviewChart({ goal, entries, rows, mode }: ImportPreviewChartProps) {
  const { imported, kept } = useMemo(
    () => previewPoints(goal, entries, rows, mode),
    [goal, entries, rows, mode],
  );
  // The trendline is the server's fit over the recorded scores; it is drawn again after the import.
  const data = useMemo(
    () => goalChart({ ...goal, trendline: null }, [...kept, ...imported]),
    [goal, kept, imported],
  );
  const recorded = useMemo(() => goalChart({ ...goal, trendline: null }, kept).points, [goal, kept]);
  const scored = imported.filter((p) => p.progressValue !== null);
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm text-slate-800" data-testid="import-graph-summary">
        The graph with {countOf(scored.length, "imported score")} (pink diamonds) beside{" "}
        {countOf(recorded.length, "recorded score")}.
      </figcaption>
      <div aria-hidden="true" className="h-56 w-full">
        <ComposedChart
          accessibilityLayer={false}
          responsive
          style={{ width: "100%", height: "100%" }}
          data={recorded}
          margin={{ top: 12, right: 16, bottom: 4, left: 0 }}
        >
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
          {dayAxis(data.xDomain)}
          <YAxis domain={data.yDomain} stroke="#475569" fontSize={12} allowDecimals />
          {segmentLine(data.aimline, "aim", true)}
          {targetDot(data.target, 6)}
          {scoreLine(4)}
          {scored.map((p) => (
            <ReferenceDot
              key={p.entryDate}
              x={dayNumber(p.entryDate)}
              y={p.progressValue as number}
              r={6}
              fill={IMPORTED_COLOR}
              stroke="#fff"
              shape={(props: { cx?: number; cy?: number }) => (
                <rect
                  x={(props.cx ?? 0) - 5}
                  y={(props.cy ?? 0) - 5}
                  width={10}
                  height={10}
                  fill={IMPORTED_COLOR}
                  stroke="#fff"
                  transform={`rotate(45 ${props.cx ?? 0} ${props.cy ?? 0})`}
                />
              )}
              ifOverflow="extendDomain"
            />
          ))}
        </ComposedChart>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800" aria-label="Legend">
        <li className="flex items-center gap-2">
          <LegendSwatch kind="data" />
          Recorded
        </li>
        <li className="flex items-center gap-2">
          <DiamondSwatch />
          Imported
        </li>
        <li className="flex items-center gap-2">
          <LegendSwatch kind="aim" />
          Aimline
        </li>
        <li className="flex items-center gap-2">
          <LegendSwatch kind="target" />
          Target
        </li>
      </ul>
    </figure>
  );
}
