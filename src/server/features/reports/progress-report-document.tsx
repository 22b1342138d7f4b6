/**
 * The parent progress report as a PDF document (issue 3 "Parent progress report"; IDEA 34 CFR
 * 300.320(a)(3)). Drawn with @react-pdf/renderer using only the built-in Helvetica family, so nothing
 * is ever fetched (no font by URL, no image by URL).
 *
 * Layout (US Letter): a header with the student's name, grade, reporting period, case manager and the
 * report date; one section per goal (statement, baseline, target, the period's data table, a graph of
 * the points with the aimline, trendline and target, the trend and decision in plain words, the
 * teacher's narrative); a footer on every page with the IDEA citation and "Page n of m".
 */

import {
  Document,
  G,
  Line,
  Page,
  Path,
  Rect,
  StyleSheet,
  Svg,
  Circle as SvgCircle,
  Text,
  View,
} from "@react-pdf/renderer";
import type React from "react";
import { aimlineValueAt, weeksBetween } from "../../../shared/domain/progress-decision.ts";
import {
  decisionInWords,
  formatValue,
  IDEA_CITATION,
  type ReportGoal,
  readableDate,
  trendInWords,
} from "../../../shared/domain/progress-report.ts";

/** Everything the document prints. Dates are `YYYY-MM-DD`. */
export interface ProgressReportModel {
  student: { name: string; grade: string | null; caseManager: string | null };
  /** The signed-in teacher who produced the report. */
  preparedBy: string;
  period: { from: string; to: string };
  /** The report date (the teacher's today). */
  generatedOn: string;
  /** One per goal, newest goal first; `narrative` null = the teacher left it blank. */
  goals: Array<ReportGoal & { narrative: string | null }>;
}

/** The same colours as the goal graph on screen: data indigo, aimline amber, trendline green, target red. */
const INDIGO = "#4338ca";
const SLATE_900 = "#0f172a";
const SLATE_600 = "#475569";
const SLATE_300 = "#cbd5e1";
const COLOR = { data: INDIGO, aim: "#b45309", trend: "#047857", target: "#b91c1c" };

const styles = StyleSheet.create({
  page: {
    fontFamily: "Helvetica",
    fontSize: 10,
    color: SLATE_900,
    paddingTop: 40,
    paddingBottom: 64,
    paddingHorizontal: 44,
  },
  title: { fontFamily: "Helvetica-Bold", fontSize: 18, marginBottom: 4 },
  subtitle: { fontSize: 10, color: SLATE_600, marginBottom: 12 },
  headerGrid: {
    flexDirection: "row",
    flexWrap: "wrap",
    borderTopWidth: 1,
    borderBottomWidth: 1,
    borderColor: SLATE_300,
    paddingVertical: 6,
    marginBottom: 14,
  },
  headerCell: { width: "50%", paddingVertical: 2 },
  label: { fontFamily: "Helvetica-Bold" },
  goal: { marginBottom: 18 },
  goalTitle: { fontFamily: "Helvetica-Bold", fontSize: 12, color: INDIGO, marginBottom: 4 },
  // No lineHeight anywhere: on the page it hides the fixed footer, and on text with a bold run it
  // doubles the line spacing (@react-pdf/renderer 4). The default spacing reads well.
  paragraph: { marginBottom: 3 },
  sectionLabel: { fontFamily: "Helvetica-Bold", marginTop: 6, marginBottom: 2 },
  table: { borderWidth: 1, borderColor: SLATE_300, marginTop: 2 },
  row: { flexDirection: "row", borderBottomWidth: 1, borderColor: SLATE_300 },
  lastRow: { flexDirection: "row" },
  headRow: { flexDirection: "row", borderBottomWidth: 1, borderColor: SLATE_300, backgroundColor: "#f1f5f9" },
  cellDate: { width: "22%", padding: 3 },
  cellValue: { width: "22%", padding: 3 },
  cellNote: { width: "56%", padding: 3 },
  legend: { flexDirection: "row", flexWrap: "wrap", fontSize: 8, color: SLATE_600, marginTop: 2 },
  legendItem: { flexDirection: "row", alignItems: "center", marginRight: 12, gap: 3 },
  muted: { color: SLATE_600 },
  footer: {
    position: "absolute",
    left: 44,
    right: 44,
    bottom: 24,
    fontSize: 7.5,
    color: SLATE_600,
    flexDirection: "row",
    justifyContent: "space-between",
  },
  footerCitation: { width: "80%" },
});

/** The graph's size in PDF points and its inner plot area. */
const GRAPH = { width: 500, height: 170, left: 40, right: 12, top: 10, bottom: 22 };

/** Chooses "nice" round tick values covering `min`..`max` (about 4 ticks). */
function niceTicks(min: number, max: number): number[] {
  const span = max - min || Math.abs(max) || 1;
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((k) => k * power).find((s) => s >= raw) ?? raw;
  const start = Math.floor(min / step) * step;
  const ticks: number[] = [];
  for (let v = start; v <= max + step * 1e-9; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  return ticks;
}

/**
 * The graph of one goal over the reporting period: the period's scored points (joined by a line), the
 * aimline (baseline → target, dashed indigo), the trendline (least squares, amber) and the target
 * (a dashed green level, with a marker at the target date when it falls in the period).
 */
function GoalGraph({ item, from, to }: { item: ReportGoal; from: string; to: string }) {
  const { goal, periodEntries, view } = item;
  const points = periodEntries.filter(
    (e): e is typeof e & { progressValue: number } => typeof e.progressValue === "number",
  );
  const span = Math.max(weeksBetween(from, to), 1 / 7);
  const aimFrom = view.aimline ? aimlineValueAt(view.aimline, from) : null;
  const aimTo = view.aimline ? aimlineValueAt(view.aimline, to) : null;
  const trendAt = (date: string) =>
    view.trendline
      ? view.trendline.intercept + view.trendline.slopePerWeek * weeksBetween(view.trendline.origin, date)
      : null;
  const trendFrom = points.length >= 2 ? trendAt(from) : null;
  const trendTo = points.length >= 2 ? trendAt(to) : null;
  const values = [
    ...points.map((p) => p.progressValue),
    ...[aimFrom, aimTo, trendFrom, trendTo, goal.targetValue, goal.baselineValue].filter(
      (v): v is number => typeof v === "number" && Number.isFinite(v),
    ),
  ];
  const lo = values.length ? Math.min(...values) : 0;
  const hi = values.length ? Math.max(...values) : 1;
  const ticks = niceTicks(lo, hi);
  const yMin = Math.min(ticks[0] ?? lo, lo);
  const yMax = Math.max(ticks[ticks.length - 1] ?? hi, hi, yMin + 1e-6);
  const plotW = GRAPH.width - GRAPH.left - GRAPH.right;
  const plotH = GRAPH.height - GRAPH.top - GRAPH.bottom;
  const x = (date: string) => GRAPH.left + (weeksBetween(from, date) / span) * plotW;
  const y = (value: number) => GRAPH.top + (1 - (value - yMin) / (yMax - yMin)) * plotH;
  const r = (n: number) => Math.round(n * 100) / 100;
  const targetInPeriod = goal.targetDate !== null && goal.targetDate >= from && goal.targetDate <= to;
  const dataPath = points.map(
    (p, i) => `${i === 0 ? "M" : "L"}${r(x(p.entryDate))} ${r(y(p.progressValue))}`,
  );

  return (
    <View wrap={false}>
      <Svg width={GRAPH.width} height={GRAPH.height} viewBox={`0 0 ${GRAPH.width} ${GRAPH.height}`}>
        <Rect x={GRAPH.left} y={GRAPH.top} width={plotW} height={plotH} fill="#ffffff" stroke={SLATE_300} />
        {ticks.map((t) => (
          <G key={`tick-${t}`}>
            <Line
              x1={GRAPH.left}
              x2={GRAPH.left + plotW}
              y1={r(y(t))}
              y2={r(y(t))}
              stroke="#e2e8f0"
              strokeWidth={0.5}
            />
            <Text
              x={GRAPH.left - 4}
              y={r(y(t)) + 2.5}
              style={{ fontSize: 7 }}
              textAnchor="end"
              fill={SLATE_600}
            >
              {formatValue(t)}
            </Text>
          </G>
        ))}
        <Text x={GRAPH.left} y={GRAPH.height - 6} style={{ fontSize: 7 }} fill={SLATE_600}>
          {readableDate(from)}
        </Text>
        <Text
          x={GRAPH.left + plotW}
          y={GRAPH.height - 6}
          style={{ fontSize: 7 }}
          textAnchor="end"
          fill={SLATE_600}
        >
          {readableDate(to)}
        </Text>
        {goal.targetValue !== null ? (
          <Line
            x1={GRAPH.left}
            x2={GRAPH.left + plotW}
            y1={r(y(goal.targetValue))}
            y2={r(y(goal.targetValue))}
            stroke={COLOR.target}
            strokeWidth={0.8}
            strokeDasharray="2 2"
          />
        ) : null}
        {targetInPeriod && goal.targetValue !== null ? (
          <Rect
            x={r(x(goal.targetDate!)) - 3.5}
            y={r(y(goal.targetValue)) - 3.5}
            width={7}
            height={7}
            fill={COLOR.target}
          />
        ) : null}
        {aimFrom !== null && aimTo !== null ? (
          <Line
            x1={GRAPH.left}
            x2={GRAPH.left + plotW}
            y1={r(y(aimFrom))}
            y2={r(y(aimTo))}
            stroke={COLOR.aim}
            strokeWidth={1}
            strokeDasharray="5 3"
          />
        ) : null}
        {trendFrom !== null && trendTo !== null ? (
          <Line
            x1={GRAPH.left}
            x2={GRAPH.left + plotW}
            y1={r(y(trendFrom))}
            y2={r(y(trendTo))}
            stroke={COLOR.trend}
            strokeWidth={1.2}
          />
        ) : null}
        {dataPath.length > 1 ? (
          <Path d={dataPath.join(" ")} stroke={COLOR.data} strokeWidth={0.8} fill="none" />
        ) : null}
        {points.map((p, i) => (
          <SvgCircle
            // biome-ignore lint/suspicious/noArrayIndexKey: two sessions may share a date and a value
            key={`${p.entryDate}-${i}`}
            cx={r(x(p.entryDate))}
            cy={r(y(p.progressValue))}
            r={2.6}
            fill={COLOR.data}
          />
        ))}
      </Svg>
      <View style={styles.legend}>
        <LegendItem swatch={<SvgCircle cx={7} cy={4} r={2.6} fill={COLOR.data} />}>
          Data points{goal.unit ? ` (${goal.unit})` : ""}
        </LegendItem>
        {view.aimline ? (
          <LegendItem
            swatch={
              <Line x1={0} x2={14} y1={4} y2={4} stroke={COLOR.aim} strokeWidth={1} strokeDasharray="5 3" />
            }
          >
            Aimline (baseline to target)
          </LegendItem>
        ) : null}
        {trendFrom !== null ? (
          <LegendItem swatch={<Line x1={0} x2={14} y1={4} y2={4} stroke={COLOR.trend} strokeWidth={1.2} />}>
            Trendline
          </LegendItem>
        ) : null}
        {goal.targetValue !== null ? (
          <LegendItem swatch={<Rect x={3.5} y={0.5} width={7} height={7} fill={COLOR.target} />}>
            Target {formatValue(goal.targetValue, goal.unit)}
          </LegendItem>
        ) : null}
      </View>
    </View>
  );
}

/** A legend entry: a small drawn swatch (the built-in fonts have no symbol glyphs) and its words. */
function LegendItem({ swatch, children }: { swatch: React.ReactNode; children: React.ReactNode }) {
  return (
    <View style={styles.legendItem}>
      <Svg width={14} height={8} viewBox="0 0 14 8">
        {swatch}
      </Svg>
      <Text>{children}</Text>
    </View>
  );
}

/** The period's data as a small table (date, score, note). */
function DataTable({ item }: { item: ReportGoal }) {
  const { periodEntries, goal } = item;
  if (periodEntries.length === 0) {
    return <Text style={styles.muted}>No progress data was recorded during this period.</Text>;
  }
  return (
    <View style={styles.table}>
      <View style={styles.headRow} fixed>
        <Text style={[styles.cellDate, styles.label]}>Date</Text>
        <Text style={[styles.cellValue, styles.label]}>Score{goal.unit ? ` (${goal.unit})` : ""}</Text>
        <Text style={[styles.cellNote, styles.label]}>Note</Text>
      </View>
      {periodEntries.map((e, i) => (
        <View
          // biome-ignore lint/suspicious/noArrayIndexKey: entries may share a date
          key={`${e.entryDate}-${i}`}
          style={i === periodEntries.length - 1 ? styles.lastRow : styles.row}
          wrap={false}
        >
          <Text style={styles.cellDate}>{readableDate(e.entryDate)}</Text>
          <Text style={styles.cellValue}>
            {e.progressValue === null ? "No score" : formatValue(e.progressValue)}
          </Text>
          <Text style={styles.cellNote}>{e.note ?? ""}</Text>
        </View>
      ))}
    </View>
  );
}

/** One goal's section. */
function GoalSection({
  item,
  index,
  from,
  to,
}: {
  item: ReportGoal & { narrative: string | null };
  index: number;
  from: string;
  to: string;
}) {
  const { goal, view } = item;
  const baseline = [
    goal.baselineData,
    goal.baselineValue !== null ? formatValue(goal.baselineValue, goal.unit) : null,
  ]
    .filter(Boolean)
    .join(" — ");
  const target = [
    goal.targetValue !== null ? formatValue(goal.targetValue, goal.unit) : null,
    goal.targetDate ? `by ${readableDate(goal.targetDate)}` : null,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <View style={styles.goal}>
      <View wrap={false}>
        <Text style={styles.goalTitle}>
          Goal {index + 1}
          {goal.area ? ` — ${goal.area}` : ""}
        </Text>
        <Text style={styles.paragraph}>{goal.statement}</Text>
      </View>
      <Text style={styles.paragraph}>
        <Text style={styles.label}>Baseline: </Text>
        {baseline || "Not recorded"} ({readableDate(goal.baselineDate)})
      </Text>
      <Text style={styles.paragraph}>
        <Text style={styles.label}>Target: </Text>
        {target || "Not recorded"}
      </Text>
      {goal.objectives.length > 0 ? (
        <View style={styles.paragraph}>
          <Text style={styles.label}>Short-term objectives:</Text>
          {goal.objectives.map((o, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: objectives are an ordered list of text
            <Text key={i} style={{ marginLeft: 10 }}>
              {i + 1}. {o}
            </Text>
          ))}
        </View>
      ) : null}
      {goal.measurementMethod ? (
        <Text style={styles.paragraph}>
          <Text style={styles.label}>How progress is measured: </Text>
          {goal.measurementMethod}
          {goal.evaluationSchedule ? ` (${goal.evaluationSchedule})` : ""}
        </Text>
      ) : null}
      <Text style={styles.sectionLabel}>Data this period</Text>
      <DataTable item={item} />
      <View wrap={false}>
        <Text style={styles.sectionLabel}>Graph</Text>
        <GoalGraph item={item} from={from} to={to} />
      </View>
      <View wrap={false}>
        <Text style={styles.sectionLabel}>Trend</Text>
        <Text style={styles.paragraph}>{trendInWords(view.trend, goal.direction)}</Text>
        <Text style={styles.sectionLabel}>Decision</Text>
        <Text style={styles.paragraph}>{decisionInWords(view.decision.action)}</Text>
      </View>
      {item.narrative ? (
        <View wrap={false}>
          <Text style={styles.sectionLabel}>Teacher's comments</Text>
          <Text style={styles.paragraph}>{item.narrative}</Text>
        </View>
      ) : null}
    </View>
  );
}

/** The whole report document; render it with `renderToBuffer`. */
export function ProgressReportDocument({ model }: { model: ProgressReportModel }) {
  const { student, period } = model;
  const periodText = `${readableDate(period.from)} to ${readableDate(period.to)}`;
  return (
    <Document
      title={`Progress report — ${student.name} — ${periodText}`}
      author={model.preparedBy}
      subject="Progress toward annual IEP goals"
      creator="IEP Workspace"
      producer="IEP Workspace"
      language="en-US"
    >
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.title}>Progress report on IEP goals</Text>
        <Text style={styles.subtitle}>For the parents and family of {student.name}</Text>
        <View style={styles.headerGrid}>
          <Text style={styles.headerCell}>
            <Text style={styles.label}>Student: </Text>
            {student.name}
          </Text>
          <Text style={styles.headerCell}>
            <Text style={styles.label}>Grade: </Text>
            {student.grade ?? "—"}
          </Text>
          <Text style={styles.headerCell}>
            <Text style={styles.label}>Reporting period: </Text>
            {periodText}
          </Text>
          <Text style={styles.headerCell}>
            <Text style={styles.label}>Case manager: </Text>
            {student.caseManager ?? model.preparedBy}
          </Text>
          <Text style={styles.headerCell}>
            <Text style={styles.label}>Report date: </Text>
            {readableDate(model.generatedOn)}
          </Text>
          <Text style={styles.headerCell}>
            <Text style={styles.label}>Prepared by: </Text>
            {model.preparedBy}
          </Text>
        </View>
        {model.goals.length === 0 ? (
          <Text style={styles.muted}>No IEP goals are recorded for this student yet.</Text>
        ) : (
          model.goals.map((item, i) => (
            <GoalSection key={item.goal.id} item={item} index={i} from={period.from} to={period.to} />
          ))
        )}
        <View style={styles.footer} fixed>
          <Text style={styles.footerCitation}>{IDEA_CITATION}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
