/** "Your plan" card: plan state and notes used this month (requirements "Plans and trial", requirements "Note quota"). */

import { describePlan } from "@client/app/routes/dashboard/plan-summary";
import { Card } from "@client/components/ui";
import { cn } from "@client/lib/cn";
import type { Profile } from "@shared/contracts/me";

export function PlanCard({ plan, today }: { plan: Profile["plan"]; today: Date }) {
  const summary = describePlan(plan, today);
  const percent = summary.limit ? Math.min(100, Math.round((summary.used / summary.limit) * 100)) : 0;
  return (
    <Card aria-labelledby="plan-card-title" role="region" className="flex flex-col gap-3">
      <h2 id="plan-card-title" className="text-sm font-medium text-slate-700">
        Your plan
      </h2>
      <p className="text-2xl font-semibold text-slate-900">{summary.label}</p>
      <p className="text-sm text-slate-900">
        {summary.limit === null
          ? `${summary.used} ${summary.used === 1 ? "note" : "notes"} generated this month`
          : `${summary.used} of ${summary.limit} notes used this month`}
      </p>
      {summary.limit !== null ? (
        // The sentence above says the same in words; the bar is decoration.
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200">
          <div
            className={cn(
              "h-full rounded-full",
              summary.tone === "blocked"
                ? "bg-red-700"
                : summary.tone === "low"
                  ? "bg-amber-600"
                  : "bg-indigo-700",
            )}
            style={{ width: `${percent}%` }}
          />
        </div>
      ) : null}
      <p
        className={cn("text-sm", summary.tone === "blocked" ? "font-medium text-red-800" : "text-slate-700")}
      >
        {summary.detail}
      </p>
    </Card>
  );
}
