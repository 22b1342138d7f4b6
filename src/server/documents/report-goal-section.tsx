/**
 * One goal of the parent report PDF (requirements "Parent progress report"): its heading and
 * statement, baseline, target, short-term objectives and how progress is measured, the period's data
 * table, the graph, the trend and decision in plain words, and the teacher's comments. The words are
 * the shared report model's (`progress-report.ts`), the same the report screen shows.
 */
import { Text, View } from "@react-pdf/renderer";
import {
  baselineInWords,
  decisionInWords,
  formatValue,
  goalHeading,
  type ReportGoal,
  readableDate,
  targetInWords,
  trendInWords,
} from "../../shared/domain/progress-report.ts";
import { textDirection } from "./document-model.ts";
import { ReportGraph } from "./report-graph.tsx";
import { FRAME_STYLES, REPORT_STYLES as styles } from "./styles.ts";

const label = FRAME_STYLES.report.label;

/** The period's data as a small table (date, score, note); its head repeats on a new page. */
function DataTable({ item }: { item: ReportGoal }) {
  const { periodEntries, goal } = item;
  if (periodEntries.length === 0) {
    return <Text style={styles.muted}>No progress data was recorded during this period.</Text>;
  }
  return (
    <View style={styles.table}>
      <View style={styles.headRow} fixed>
        <Text style={[styles.cellDate, label]}>Date</Text>
        <Text style={[styles.cellValue, label]}>Score{goal.unit ? ` (${goal.unit})` : ""}</Text>
        <Text style={[styles.cellNote, label]}>Note</Text>
      </View>
      {periodEntries.map((e, i) => (
        <View
          // biome-ignore lint/suspicious/noArrayIndexKey: entries may share a date
          key={`${e.entryDate}-${i}`}
          style={i === periodEntries.length - 1 ? styles.lastRow : styles.row}
          wrap={false}
        >
          <Text style={styles.cellDate}>{readableDate(e.entryDate)}</Text>
          <Text style={styles.cellValue}>{formatValue(e.progressValue, null, "No score")}</Text>
          <Text style={[styles.cellNote, { direction: textDirection(e.note ?? "") }]}>{e.note ?? ""}</Text>
        </View>
      ))}
    </View>
  );
}

/** One goal's section; `index` is 0-based, the period `from`..`to` is `YYYY-MM-DD`. */
export function ReportGoalSection({
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
  return (
    <View style={styles.goal}>
      <View wrap={false}>
        <Text style={styles.goalTitle}>{goalHeading(goal, index)}</Text>
        <Text style={[styles.paragraph, { direction: textDirection(goal.statement) }]}>{goal.statement}</Text>
      </View>
      <Text style={styles.paragraph}>
        <Text style={label}>Baseline: </Text>
        {baselineInWords(goal) || "Not recorded"} ({readableDate(goal.baselineDate)})
      </Text>
      <Text style={styles.paragraph}>
        <Text style={label}>Target: </Text>
        {targetInWords(goal) || "Not recorded"}
      </Text>
      {goal.objectives.length > 0 ? (
        <View style={styles.paragraph}>
          <Text style={label}>Short-term objectives:</Text>
          {goal.objectives.map((o, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: objectives are an ordered list of text
            <Text key={i} style={styles.indented}>
              {i + 1}. {o}
            </Text>
          ))}
        </View>
      ) : null}
      {goal.measurementMethod ? (
        <Text style={styles.paragraph}>
          <Text style={label}>How progress is measured: </Text>
          {goal.measurementMethod}
          {goal.evaluationSchedule ? ` (${goal.evaluationSchedule})` : ""}
        </Text>
      ) : null}
      <Text style={styles.sectionLabel}>Data this period</Text>
      <DataTable item={item} />
      {/* The graph, its trend and its decision never part across pages (requirements "Parent progress report"). */}
      <View wrap={false}>
        <Text style={styles.sectionLabel}>Graph</Text>
        <ReportGraph item={item} from={from} to={to} />
        <Text style={styles.sectionLabel}>Trend</Text>
        <Text style={styles.paragraph}>{trendInWords(view.trend, goal.direction)}</Text>
        <Text style={styles.sectionLabel}>Decision</Text>
        <Text style={styles.paragraph}>{decisionInWords(view.decision.action)}</Text>
      </View>
      {item.narrative ? (
        <View wrap={false}>
          <Text style={styles.sectionLabel}>Teacher's comments</Text>
          <Text style={[styles.paragraph, { direction: textDirection(item.narrative) }]}>
            {item.narrative}
          </Text>
        </View>
      ) : null}
    </View>
  );
}
