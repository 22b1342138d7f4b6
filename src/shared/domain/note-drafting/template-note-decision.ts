/**
 * What the offline note says of the goals' progress data (requirements "Offline drafter", "Aimline,
 * trendline and decision rules"): for each addressed goal whose progress monitoring gave a decision,
 * where the recent data stand against the aimline and what the decision rule advises (Deno, 1985;
 * Hosp, Hosp & Howell 2016). No number is written here: the aimline's values are computed, not given
 * by the teacher, so the note states the comparison in words (requirements "AI guards").
 */
import type { GoalDecisionAction } from "../../contracts/goals.ts";
import type { NoteFacts } from "./note-facts.ts";
import { matchGoal } from "./note-goal-dates.ts";

/** The addressed goals' decisions, in the order the teacher ticked them (goals without one left out). */
export function addressedDecisions(facts: NoteFacts): { statement: string; action: GoalDecisionAction }[] {
  const out: { statement: string; action: GoalDecisionAction }[] = [];
  for (const addressed of facts.goalsAddressed) {
    const goal = matchGoal(addressed, facts.student.goals ?? []);
    if (goal?.decision) out.push({ statement: addressed.trim(), action: goal.decision });
  }
  return out;
}

/** One sentence for one decision, about `who` ("Maya's" data, or "the data for the goal …"). */
function decisionSentence(action: GoalDecisionAction, name: string, data: string): string {
  switch (action) {
    case "continue":
      return `${data} are in line with the aimline, the expected path from the baseline to the target, so the decision rule for progress monitoring advises continuing the current instruction.`;
    case "change_instruction":
      return `${data} fall below the aimline, the expected path from the baseline to the target, so the decision rule for progress monitoring calls for a change in instruction.`;
    case "raise_goal":
      return `${data} run above the aimline, the expected path from the baseline to the target, so the decision rule for progress monitoring suggests the team consider a more ambitious goal.`;
    case "insufficient_data":
      return `There are not yet enough data points to compare ${name}'s progress with the aimline; data collection continues.`;
  }
}

/** The first words of a goal statement, to tell several goals apart ("Given a grade-3 passage …"). */
function goalOpening(statement: string): string {
  const words = statement.replace(/[.;:!]+$/, "").split(/\s+/);
  return words.length > 8 ? `${words.slice(0, 8).join(" ")} …` : words.join(" ");
}

/** The paragraph comparing the addressed goals' data with their aimlines, or "" when no decision is known. */
export function decisionProse(facts: NoteFacts, name: string): string {
  const decisions = addressedDecisions(facts);
  if (decisions.length === 1) {
    const only = decisions[0] as (typeof decisions)[number];
    return decisionSentence(only.action, name, `${name}'s recent data`);
  }
  return decisions
    .map((d) =>
      decisionSentence(d.action, name, `For the goal "${goalOpening(d.statement)}", ${name}'s recent data`),
    )
    .join(" ");
}

/**
 * The next step the decision rule gives, when the addressed goals agree on one that changes the
 * template's usual advice; null otherwise (the template's own next steps stand).
 */
export function decisionNextStep(facts: NoteFacts, name: string): string | null {
  const actions = new Set(addressedDecisions(facts).map((d) => d.action));
  if (actions.has("change_instruction")) {
    return `Next steps are to change ${name}'s instruction for the goal (for example, more intensive or more frequent practice), keep collecting data at least weekly, and check the new data against the aimline.`;
  }
  if (actions.size === 1 && actions.has("raise_goal")) {
    return `Next steps are to continue the current instruction, keep collecting data, and ask the IEP team to consider a more ambitious goal.`;
  }
  return null;
}
