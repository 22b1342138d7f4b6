/**
 * The "Measurable annual goals" section written offline from the record (requirements "IEP draft"):
 * one block per goal — the structured goals (the one source, decision 017; a student's `iepGoals` is
 * their statements), then any text goal given that is not among them, each listed once — with condition, behaviour, criterion and timeframe read from the goal's
 * own words (`parseGoalStatement`), the structured goal's target and date first; "not recorded" only
 * when the goal does not say; then the targets by subject not used yet.
 */
import { parseGoalStatement, uniqueByName } from "../../../shared/domain/goal-statement.ts";
import type { IepDraftData } from "../writers/text-generator.ts";
import {
  clean,
  defaultGoalDate,
  NOT_RECORDED,
  readableDate,
  targetForArea,
  withUnit,
} from "./iep-draft-text.ts";

export function annualGoals(d: IepDraftData, now: Date): string {
  const s = d.student;
  const defaultDate = defaultGoalDate(now);
  const blocks: string[] = [];
  const structured = new Set(d.goals.map((g) => g.statement.trim().toLowerCase()));
  const usedTargets = new Set<string>();
  let n = 0;

  for (const g of d.goals) {
    n++;
    const area = g.area?.trim();
    const subjectTarget = targetForArea(s, g.area);
    if (subjectTarget && area) usedTargets.add(area.toLowerCase());
    const criterionParts = clean([
      g.targetValue !== null
        ? `${g.direction === "decrease" ? "decrease to" : "reach"} ${withUnit(g.targetValue, g.unit)}${g.baselineValue !== null ? ` from a baseline of ${withUnit(g.baselineValue, g.unit)}` : ""}`
        : null,
      subjectTarget,
    ]);
    const measurement = clean([
      g.measurementMethod,
      g.evaluationSchedule ? `schedule: ${g.evaluationSchedule}` : null,
    ]);
    const parts = parseGoalStatement(g.statement);
    if (parts.criterion) criterionParts.push(parts.criterion);
    const timeframe = g.targetDate
      ? `by ${readableDate(g.targetDate)}`
      : (parts.timeframe ?? `by ${defaultDate} (default goal date)`);
    blocks.push(
      [
        `Goal ${n}${area ? ` (${area})` : ""}: ${g.statement.trim()}`,
        `- Condition: ${parts.condition ?? NOT_RECORDED}`,
        `- Behavior: ${parts.behavior ?? g.statement.trim()}`,
        `- Criterion: ${criterionParts.length ? uniqueByName(criterionParts).join("; ") : NOT_RECORDED}`,
        `- Timeframe: ${timeframe}`,
        `- Measurement: ${measurement.length ? measurement.join("; ") : NOT_RECORDED}`,
        ...(g.objectives.length ? [`- Short-term objectives: ${clean(g.objectives).join("; ")}`] : []),
      ].join("\n"),
    );
  }

  for (const statement of uniqueByName(clean(s.iepGoals))) {
    if (structured.has(statement.toLowerCase())) continue;
    n++;
    const parts = parseGoalStatement(statement);
    blocks.push(
      [
        `Goal ${n}: ${statement}`,
        `- Condition: ${parts.condition ?? NOT_RECORDED}`,
        `- Behavior: ${parts.behavior ?? statement}`,
        `- Criterion: ${parts.criterion ?? NOT_RECORDED}`,
        `- Timeframe: ${parts.timeframe ?? `by ${defaultDate} (default goal date)`}`,
        `- Measurement: ${NOT_RECORDED}`,
      ].join("\n"),
    );
  }

  const targets = Object.entries(s.iepGoalTargets).filter(
    ([subject, target]) => target.trim() !== "" && !usedTargets.has(subject.trim().toLowerCase()),
  );
  if (targets.length) {
    blocks.push(
      ["Targets by subject:", ...targets.map(([subject, target]) => `- ${subject}: ${target.trim()}`)].join(
        "\n",
      ),
    );
  }

  if (blocks.length === 0) {
    return `Annual goals: ${NOT_RECORDED}. Add goals on the student's page (statement, baseline, target, measurement); each goal's timeframe defaults to ${defaultDate}.`;
  }
  return blocks.join("\n\n");
}
