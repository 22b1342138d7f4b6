/**
 * One goal of the parent report PDF (requirements "Parent progress report"): its heading and
 * statement, baseline, target, short-term objectives and how progress is measured, the period's data
 * table, the graph, the trend and decision in plain words, and the teacher's comments. The fixed
 * words are the family language's dictionary (`report-text.ts`; English is the shared report model's,
 * the same the report screen shows); the teacher's text prints as typed.
 */
import { Text, View } from "@react-pdf/renderer";
import { baselineInWords, formatValue, type ReportGoal } from "../../shared/domain/progress-report.ts";
import { textDirection } from "./document-model.ts";
import { ReportGraph } from "./report-graph.tsx";
import type { ReportText } from "./report-text.ts";
import { FRAME_STYLES, REPORT_STYLES as styles } from "./styles.ts";

const label = FRAME_STYLES.report.label;

/** The period's data as a small table (date, score, note); its head repeats on a new page. */
function DataTable({ item, text: t }: { item: ReportGoal; text: ReportText }) {
  const { periodEntries, goal } = item;
  if (periodEntries.length === 0) {
    return <Text style={styles.muted}>{t.noData}</Text>;
  }
  return (
    <View style={styles.table}>
      <View style={styles.headRow} fixed>
        <Text style={[styles.cellDate, label]}>{t.columnDate}</Text>
        <Text style={[styles.cellValue, label]}>
          {t.columnScore}
          {goal.unit ? ` (${goal.unit})` : ""}
        </Text>
        <Text style={[styles.cellNote, label]}>{t.columnNote}</Text>
      </View>
      {periodEntries.map((e, i) => (
        <View
          // biome-ignore lint/suspicious/noArrayIndexKey: entries may share a date
          key={`${e.entryDate}-${i}`}
          style={i === periodEntries.length - 1 ? styles.lastRow : styles.row}
          wrap={false}
        >
          <Text style={styles.cellDate}>{t.shortDate(e.entryDate)}</Text>
          <Text style={styles.cellValue}>{formatValue(e.progressValue, null, t.noScore)}</Text>
          <Text style={[styles.cellNote, { direction: textDirection(e.note ?? "") }]}>{e.note ?? ""}</Text>
        </View>
      ))}
    </View>
  );
}

/** The target as printed: "90 WCPM by Jun 1, 2027" in the report's language; "" when not recorded. */
const targetText = (goal: ReportGoal["goal"], t: ReportText) =>
  [
    goal.targetValue !== null ? formatValue(goal.targetValue, goal.unit) : null,
    goal.targetDate ? t.targetBy(goal.targetDate) : null,
  ]
    .filter(Boolean)
    .join(" ");

/**
 * One goal's section; `index` is 0-based, the period `from`..`to` is `YYYY-MM-DD`, `text` the
 * family language's words.
 */
export function ReportGoalSection({
  item,
  index,
  from,
  to,
  text: t,
}: {
  item: ReportGoal & { narrative: string | null };
  index: number;
  from: string;
  to: string;
  text: ReportText;
}) {
  const { goal, view } = item;
  return (
    <View style={styles.goal}>
      <View wrap={false}>
        <Text style={styles.goalTitle}>{t.goalHeading(goal.area, index)}</Text>
        <Text style={[styles.paragraph, { direction: textDirection(goal.statement) }]}>{goal.statement}</Text>
      </View>
      <Text style={styles.paragraph}>
        <Text style={label}>{`${t.labelBaseline}: `}</Text>
        {baselineInWords(goal) || t.notRecorded} ({t.date(goal.baselineDate)})
      </Text>
      <Text style={styles.paragraph}>
        <Text style={label}>{`${t.labelTarget}: `}</Text>
        {targetText(goal, t) || t.notRecorded}
      </Text>
      {goal.objectives.length > 0 ? (
        <View style={styles.paragraph}>
          <Text style={label}>{`${t.labelObjectives}:`}</Text>
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
          <Text style={label}>{`${t.labelMeasured}: `}</Text>
          {goal.measurementMethod}
          {goal.evaluationSchedule ? ` (${goal.evaluationSchedule})` : ""}
        </Text>
      ) : null}
      <Text style={styles.sectionLabel}>{t.labelData}</Text>
      <DataTable item={item} text={t} />
      {/* The graph, its trend and its decision never part across pages (requirements "Parent progress report"). */}
      <View wrap={false}>
        <Text style={styles.sectionLabel}>{t.labelGraph}</Text>
        <ReportGraph item={item} from={from} to={to} text={t} />
        <Text style={styles.sectionLabel}>{t.labelTrend}</Text>
        <Text style={styles.paragraph}>{t.trend(view.trend, goal.direction)}</Text>
        <Text style={styles.sectionLabel}>{t.labelDecision}</Text>
        <Text style={styles.paragraph}>{t.decision(view.decision.action)}</Text>
      </View>
      {item.narrative ? (
        <View wrap={false}>
          <Text style={styles.sectionLabel}>{t.labelComments}</Text>
          <Text style={[styles.paragraph, { direction: textDirection(item.narrative) }]}>
            {item.narrative}
          </Text>
        </View>
      ) : null}
    </View>
  );
}
