/**
 * What the dashboard says about the teacher's plan (requirements "Plans and trial"; requirements "Note quota": "Note limits by plan:
 * Pro and active trial have unlimited note generation. Other (free) users are limited to 10 notes
 * per month. An expired trial blocks generation"; requirements "Constants": "counted from the first day of the month").
 * The server derives `plan` (state, days remaining, count, limit, canGenerate); this only words it.
 */

import { formatMonthDay } from "@client/lib/date-labels";
import type { Profile } from "@shared/contracts/me";
import { countOf } from "@shared/domain/plural";
import { addMonths, startOfMonth } from "date-fns";

export interface PlanSummary {
  /** Short name of the plan state, e.g. "Free plan". */
  label: string;
  /** One or two sentences for the teacher. */
  detail: string;
  /** Notes generated this month, and the monthly limit (null = unlimited). */
  used: number;
  limit: number | null;
  /** "blocked" when no note can be generated now; "low" when two or fewer remain. */
  tone: "ok" | "low" | "blocked";
}

/**
 * Words the plan for `today` (a local date; the next month's first day is when a free count resets).
 * Pure.
 */
export function describePlan(plan: Profile["plan"], today: Date): PlanSummary {
  const used = plan.notesUsedThisMonth;
  const limit = plan.noteLimit;
  const resetDay = formatMonthDay(startOfMonth(addMonths(today, 1)));
  switch (plan.state) {
    case "pro":
      return { label: "Pro plan", detail: "Unlimited notes.", used, limit: null, tone: "ok" };
    case "active_trial":
      return {
        label: "Pro trial",
        detail:
          plan.daysRemaining === null
            ? "Unlimited notes during your trial."
            : `${countOf(plan.daysRemaining, "day")} left in your trial. Unlimited notes until then.`,
        used,
        limit: null,
        tone: "ok",
      };
    case "expired_trial":
      return {
        label: "Trial ended",
        detail:
          "Your 14-day trial has ended, so new notes cannot be generated. Your students and saved notes are still here.",
        used,
        limit,
        tone: "blocked",
      };
    default: {
      if (limit === null) return { label: "Free plan", detail: "Unlimited notes.", used, limit, tone: "ok" };
      const left = Math.max(0, limit - used);
      if (left === 0 || !plan.canGenerate) {
        return {
          label: "Free plan",
          detail: `You have used all ${limit} notes for this month (deleted notes still count). You can generate notes again on ${resetDay}.`,
          used,
          limit,
          tone: "blocked",
        };
      }
      return {
        label: "Free plan",
        detail: `${countOf(left, "note")} left this month (deleted notes still count). The count starts again on ${resetDay}.`,
        used,
        limit,
        tone: left <= 2 ? "low" : "ok",
      };
    }
  }
}
