/**
 * The facts a note may name, for the source guard (requirements "AI guards"; architecture "AI pipeline").
 */
import type { NoteFacts } from "../../../shared/domain/note-drafting/note-facts.ts";
import { noteTargetDates } from "../../../shared/domain/note-drafting/note-goal-dates.ts";
import type { KnownFacts } from "./source-guard.ts";

/**
 * What a note may name (the source guard, requirements "AI guards"): the teacher's texts of the
 * request, the record's goals, targets, tools and defaults, the note's date, the goals' target
 * dates and the template's proposed review date.
 */
export function noteKnownFacts(facts: NoteFacts): KnownFacts {
  const p = facts.performanceData;
  const c = facts.contextData;
  const s = facts.student;
  const structured = (s.goals ?? []).map((g) => g.statement);
  const target = noteTargetDates(facts, { fallback: true });
  const requestTexts = [
    facts.observations,
    facts.subject ?? "",
    p?.baselineLevel ?? "",
    p?.currentLevel ?? "",
    ...Object.entries(p?.dynamicData ?? {}).flat(),
    p?.progressPercentage !== undefined && p?.progressPercentage !== null ? `${p.progressPercentage}%` : "",
    c?.setting ?? "",
    c?.duration ?? "",
    c?.groupSize ?? "",
    ...facts.goalsAddressed,
  ].filter((t) => t.trim() !== "");
  return {
    requestTexts,
    recordTexts: [
      ...s.iepGoals,
      ...structured,
      ...Object.entries(s.iepGoalTargets).flat(),
      ...Object.entries(s.assessmentTools).flat(),
    ],
    dates: [facts.date, ...(s.goals ?? []).map((g) => g.targetDate ?? ""), ...(target?.dates ?? [])].filter(
      Boolean,
    ),
    confirmedSupports: [
      ...(facts.strategyData?.strategiesUsed ?? []),
      ...(facts.strategyData?.accommodationsUsed ?? []),
    ],
    recordSupports: [
      ...s.defaultStrategies.map((d) => d.name),
      ...s.defaultAccommodations.map((d) => d.name),
    ],
    goals: [...facts.goalsAddressed, ...s.iepGoals, ...structured, ...Object.values(s.iepGoalTargets)],
    year: Number(facts.date.slice(0, 4)) || undefined,
  };
}
