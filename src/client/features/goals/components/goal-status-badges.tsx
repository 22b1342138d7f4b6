/**
 * A goal's status at a glance (requirements "IEP goals"): the trend (requirements "Progress trend") and the four-point decision, as text
 * badges (colour only repeats what the words say, WCAG 1.4.1).
 */

import { DECISION_LABELS, TREND_LABELS } from "@client/features/goals/lib/goal-status";
import { cn } from "@client/lib/cn";
import type { GoalDecisionAction, ProgressTrend } from "@shared/contracts/goals";

const trendTone: Record<ProgressTrend, string> = {
  insufficient_data: "border-slate-300 bg-slate-50 text-slate-800",
  stable: "border-sky-300 bg-sky-50 text-sky-900",
  improving: "border-emerald-300 bg-emerald-50 text-emerald-900",
  declining: "border-red-300 bg-red-50 text-red-900",
};

const decisionTone: Record<GoalDecisionAction, string> = {
  insufficient_data: "border-slate-300 bg-slate-50 text-slate-800",
  continue: "border-emerald-300 bg-emerald-50 text-emerald-900",
  change_instruction: "border-red-300 bg-red-50 text-red-900",
  raise_goal: "border-indigo-300 bg-indigo-50 text-indigo-900",
};

const badge = "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium";

/** "Trend: Improving". */
export function TrendBadge({ trend }: { trend: ProgressTrend }) {
  return (
    <span className={cn(badge, trendTone[trend])}>
      <span className="sr-only">Trend: </span>
      {TREND_LABELS[trend]}
    </span>
  );
}

/** "Decision: Consider raising the goal". */
export function DecisionBadge({ action }: { action: GoalDecisionAction }) {
  return (
    <span className={cn(badge, decisionTone[action])}>
      <span className="sr-only">Decision: </span>
      {DECISION_LABELS[action]}
    </span>
  );
}
