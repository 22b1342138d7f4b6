/**
 * Small formatting helpers of the probe screen (requirements "CBM probes": "/dashboard/test-academic").
 */
import { paths } from "@client/config/paths";
import { format } from "date-fns";

/** The goal page of a goal (requirements "Screens and routes": /dashboard/progress/goals/:goalId). */
export const goalPagePath = (goalId: string) => `${paths.progress}/goals/${encodeURIComponent(goalId)}`;

/** `statement` with whitespace collapsed, cut to at most `max` characters at a word boundary (with "…"). */
export function shortGoal(statement: string, max = 80): string {
  const s = statement.replace(/\s+/g, " ").trim();
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Today in the browser's time zone, yyyy-mm-dd (the date a probe is given). */
export function todayLocalIso(now: Date = new Date()): string {
  return format(now, "yyyy-MM-dd");
}

/** Parses a count field: "" → null (nothing typed yet), otherwise Number(text) (maybe NaN; scoring refuses it). */
export function parseCount(text: string): number | null {
  const t = text.trim();
  return t === "" ? null : Number(t);
}
