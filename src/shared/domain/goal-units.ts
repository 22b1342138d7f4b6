/**
 * The units the goal form offers (requirements "IEP goals"); the teacher may type any other. One list
 * for the form's suggestions and for the parent report, which writes each of these in the family's
 * language (requirements "Parent progress report"); a unit the teacher typed prints as typed.
 */
export const GOAL_UNITS = [
  "words correct per minute",
  "percent accuracy",
  "digits correct",
  "trials",
  "minutes",
  "incidents",
] as const;

export type GoalUnit = (typeof GOAL_UNITS)[number];

/** The offered unit `unit` is (trimmed, any case), or null for a unit the teacher typed. */
export function offeredUnit(unit: string | null | undefined): GoalUnit | null {
  const key = unit?.trim().toLowerCase();
  return GOAL_UNITS.find((u) => u === key) ?? null;
}
