/**
 * One goal's graph in the parent report PDF (requirements "Parent progress report"), drawn as SVG from
 * the shared period chart (`periodChart`, the same marks and axes as the report screen): the period's
 * scores joined by a line, the aimline (amber, dashed), the trendline (green), the target level (red,
 * dashed) with a marker at the target date when it falls in the period, value ticks and the period's
 * first and last date, and a legend with drawn swatches (the built-in fonts have no symbol glyphs),
 * its words and dates in the report's language (`report-text.ts`). A period without a scored entry
 * gets "No data recorded yet" in that language instead of a graph.
 */
import { G, Line, Path, Rect, Svg, Circle as SvgCircle, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { periodChart } from "../../shared/domain/goal-chart.ts";
import { formatValue, type ReportGoal } from "../../shared/domain/progress-report.ts";
import type { ReportText } from "./report-text.ts";
import { COLORS, GRAPH, REPORT_STYLES as styles } from "./styles.ts";

const COLOR = COLORS.chart;
const r = (n: number) => Math.round(n * 100) / 100;

/** The graph of one goal over the reporting period `from`..`to` (`YYYY-MM-DD`), labelled in `text`. */
export function ReportGraph({
  item,
  from,
  to,
  text: t,
}: {
  item: ReportGoal;
  from: string;
  to: string;
  text: ReportText;
}) {
  const { goal } = item;
  const chart = periodChart(item, from, to);
  // No scored entry in the period: a sentence, not empty axes on a made-up 0–1 scale.
  if (chart.points.length === 0) return <Text style={styles.muted}>{t.noGraphData}</Text>;
  const [x0, x1] = chart.xDomain;
  const [yMin, yMax] = chart.yDomain;
  const plotW = GRAPH.width - GRAPH.left - GRAPH.right;
  const plotH = GRAPH.height - GRAPH.top - GRAPH.bottom;
  const x = (day: number) => r(GRAPH.left + ((day - x0) / (x1 - x0)) * plotW);
  const y = (value: number) => r(GRAPH.top + (1 - (value - yMin) / (yMax - yMin)) * plotH);
  const label = { fontSize: GRAPH.labelSize };
  const dataPath = chart.points.map((p, i) => `${i === 0 ? "M" : "L"}${x(p.day)} ${y(p.value)}`);
  const { aimline, trendline, target } = chart;

  return (
    <View wrap={false}>
      <Svg width={GRAPH.width} height={GRAPH.height} viewBox={`0 0 ${GRAPH.width} ${GRAPH.height}`}>
        <Rect
          x={GRAPH.left}
          y={GRAPH.top}
          width={plotW}
          height={plotH}
          fill={COLORS.paper}
          stroke={COLORS.rule}
        />
        {chart.yTicks.map((t) => (
          <G key={`tick-${t}`}>
            <Line
              x1={GRAPH.left}
              x2={GRAPH.left + plotW}
              y1={y(t)}
              y2={y(t)}
              stroke={COLORS.gridLine}
              strokeWidth={0.5}
            />
            <Text x={GRAPH.left - 4} y={y(t) + 2.5} style={label} textAnchor="end" fill={COLORS.muted}>
              {formatValue(t)}
            </Text>
          </G>
        ))}
        <Text x={GRAPH.left} y={GRAPH.height - 6} style={label} fill={COLORS.muted}>
          {t.date(from)}
        </Text>
        <Text x={GRAPH.left + plotW} y={GRAPH.height - 6} style={label} textAnchor="end" fill={COLORS.muted}>
          {t.date(to)}
        </Text>
        {target ? (
          <Line
            x1={GRAPH.left}
            x2={GRAPH.left + plotW}
            y1={y(target.value)}
            y2={y(target.value)}
            stroke={COLOR.target}
            strokeWidth={0.8}
            strokeDasharray="2 2"
          />
        ) : null}
        {target && target.day !== null ? (
          <Rect x={x(target.day) - 3.5} y={y(target.value) - 3.5} width={7} height={7} fill={COLOR.target} />
        ) : null}
        {aimline ? (
          <Line
            x1={x(aimline.from.day)}
            x2={x(aimline.to.day)}
            y1={y(aimline.from.value)}
            y2={y(aimline.to.value)}
            stroke={COLOR.aim}
            strokeWidth={1}
            strokeDasharray="5 3"
          />
        ) : null}
        {trendline ? (
          <Line
            x1={x(trendline.from.day)}
            x2={x(trendline.to.day)}
            y1={y(trendline.from.value)}
            y2={y(trendline.to.value)}
            stroke={COLOR.trend}
            strokeWidth={1.2}
          />
        ) : null}
        {dataPath.length > 1 ? (
          <Path d={dataPath.join(" ")} stroke={COLOR.data} strokeWidth={0.8} fill="none" />
        ) : null}
        {chart.points.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two sessions may share a date and a value
          <SvgCircle key={`${p.day}-${i}`} cx={x(p.day)} cy={y(p.value)} r={2.6} fill={COLOR.data} />
        ))}
      </Svg>
      <View style={styles.legend}>
        <LegendItem swatch={<SvgCircle cx={7} cy={4} r={2.6} fill={COLOR.data} />}>
          {t.legendData}
          {goal.unit ? ` (${goal.unit})` : ""}
        </LegendItem>
        {aimline ? (
          <LegendItem
            swatch={
              <Line x1={0} x2={14} y1={4} y2={4} stroke={COLOR.aim} strokeWidth={1} strokeDasharray="5 3" />
            }
          >
            {t.legendGoalLine}
          </LegendItem>
        ) : null}
        {trendline ? (
          <LegendItem swatch={<Line x1={0} x2={14} y1={4} y2={4} stroke={COLOR.trend} strokeWidth={1.2} />}>
            {t.legendDirection}
          </LegendItem>
        ) : null}
        {target ? (
          <LegendItem swatch={<Rect x={3.5} y={0.5} width={7} height={7} fill={COLOR.target} />}>
            {t.legendTarget(formatValue(target.value, goal.unit))}
          </LegendItem>
        ) : null}
      </View>
    </View>
  );
}

/** A legend entry: a small drawn swatch and its words. */
function LegendItem({ swatch, children }: { swatch: ReactNode; children: ReactNode }) {
  return (
    <View style={styles.legendItem}>
      <Svg width={14} height={8} viewBox="0 0 14 8">
        {swatch}
      </Svg>
      <Text>{children}</Text>
    </View>
  );
}
