/**
 * What the generate screen says about the teacher's note allowance (requirements "Plans and trial"; requirements "Note quota": "Pro
 * and active trial have unlimited note generation. Other (free) users are limited to 10 notes per
 * month. An expired trial blocks generation."; requirements "Constants": the count starts on the first day of the month).
 */

import type { Profile } from "@shared/contracts/me";
import { countOf } from "@shared/domain/plural";
import { addMonths, format, startOfMonth } from "date-fns";

export type PlanInfo = Profile["plan"];

export interface PlanUsage {
  /** One short line for the page header, e.g. "7 of 10 notes used this month". */
  line: string;
  /** Set when generation is blocked: a title and an explanation with the count. */
  blocked?: { title: string; body: string };
}

/** "June 1": the day the monthly count starts again, in the browser's calendar. */
export function nextResetLabel(now: Date): string {
  return format(startOfMonth(addMonths(now, 1)), "MMMM d");
}

/** Describes `plan` for a teacher; `now` dates the monthly reset. */
export function describePlanUsage(plan: PlanInfo, now: Date): PlanUsage {
  const used = plan.notesUsedThisMonth;
  if (plan.state === "expired_trial") {
    return {
      line: "Your free trial has ended",
      blocked: {
        title: "Your free trial has ended",
        body:
          "Writing new notes is paused because the 14-day trial is over. Your students and saved notes " +
          "are kept. Upgrade to Pro to keep writing notes.",
      },
    };
  }
  if (plan.noteLimit === null) {
    if (!plan.canGenerate) {
      return {
        line: "Writing notes is not available",
        blocked: {
          title: "Writing notes is not available on your plan",
          body: "Your students and saved notes are kept. See Account settings for your plan.",
        },
      };
    }
    if (plan.state === "active_trial") {
      const days = plan.daysRemaining ?? 0;
      return { line: `Trial: unlimited notes, ${countOf(days, "day")} left` };
    }
    return { line: "Unlimited notes on your plan" };
  }
  const limit = plan.noteLimit;
  const line = `${used} of ${limit} notes used this month`;
  if (!plan.canGenerate || used >= limit) {
    return {
      line,
      blocked: {
        title: "Monthly note limit reached",
        body:
          `You have used ${used} of ${limit} notes this month on the free plan (deleted notes still ` +
          `count). The count starts again on ${nextResetLabel(now)}. What you type here is kept as a ` +
          "draft. Upgrade to Pro for unlimited notes.",
      },
    };
  }
  return { line };
}
