/**
 * The pure rules of a progress-data import (requirements "Progress-data import"): which column holds
 * what, how a score cell is read in the goal's unit, and which of the student's goals a goal cell
 * names. The server applies them to the stored table; nothing here reads the database.
 */
import { isPercentUnit } from "./progress-entry-check.ts";

/** The progress fields a column may fill (the contract's `PROGRESS_IMPORT_FIELDS`). */
export type ProgressColumnField = "date" | "score" | "note" | "goal";

/** Header names (compared lower-case, spaces collapsed) → field (requirements "Progress-data import"). */
export const PROGRESS_HEADER_NAMES: Record<ProgressColumnField, readonly string[]> = {
  date: ["date", "session date", "probe date", "entry date"],
  score: ["score", "value", "wcpm", "words correct", "percent", "accuracy", "progress value"],
  note: ["note", "notes", "comment", "comments"],
  goal: ["goal", "goal area", "objective"],
};

/** A header or a cell as compared: lower-case, trimmed, runs of white space as one space. */
export const normalizeLabel = (text: string): string => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * The server's guess of each column's field from its header name (the first column of a name wins;
 * a field at most once; `date`, `score`, `note`, `goal` only).
 * @returns every column, mapped to its field or null.
 */
export function guessProgressMapping(columns: readonly string[]): Record<string, ProgressColumnField | null> {
  const taken = new Set<ProgressColumnField>();
  const mapping: Record<string, ProgressColumnField | null> = {};
  for (const column of columns) {
    const name = normalizeLabel(column);
    const field = (Object.keys(PROGRESS_HEADER_NAMES) as ProgressColumnField[]).find(
      (f) => !taken.has(f) && PROGRESS_HEADER_NAMES[f].includes(name),
    );
    mapping[column] = field ?? null;
    if (field) taken.add(field);
  }
  return mapping;
}

/** A score cell read: a number in the goal's unit, a session without a score (null), or why not. */
export type ScoreReading = { value: number | null } | { error: string };

const NUMBER = /^[+-]?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?$/;

/**
 * One score cell as written: "42", "1,250", "85%", "0.85"; blank is a session without a score.
 * A "%" is accepted for a goal measured in percent (or without a unit) and dropped: "85%" is 85.
 * @param asFraction the goal's column is written as fractions of one (see {@link scoresAreFractions}):
 *   the number is multiplied by 100.
 */
export function readScore(cell: string, unit: string | null, asFraction = false): ScoreReading {
  const text = cell.trim();
  if (text === "") return { value: null };
  const percent = text.endsWith("%");
  const digits = (percent ? text.slice(0, -1) : text).trim();
  if (digits === "" || !NUMBER.test(digits) || !/\d/.test(digits)) {
    return { error: `Score "${text.slice(0, 40)}" is not a number. Write it like 42 or 85%.` };
  }
  if (percent && unit?.trim() && !isPercentUnit(unit)) {
    return {
      error: `Score "${text}" is a percentage, but this goal is measured in ${unit.trim()}. Write the number of ${unit.trim()}.`,
    };
  }
  const value = Number(digits.replace(/,/g, ""));
  if (!Number.isFinite(value)) return { error: `Score "${text.slice(0, 40)}" is not a number.` };
  return { value: asFraction && !percent ? Math.round(value * 100 * 1e6) / 1e6 : value };
}

/**
 * Whether a percent goal's scores are written as fractions of one (a spreadsheet column formatted as
 * percent stores 0.85 for 85%): the goal's unit is a percentage, every score cell without a "%" is a
 * number from 0 to 1, and at least one lies strictly between them.
 */
export function scoresAreFractions(cells: readonly string[], unit: string | null): boolean {
  if (!isPercentUnit(unit)) return false;
  const plain = cells.map((c) => c.trim()).filter((c) => c !== "" && !c.endsWith("%"));
  const numbers = plain.map((c) => (NUMBER.test(c) ? Number(c.replace(/,/g, "")) : Number.NaN));
  if (numbers.length === 0 || numbers.some((n) => !(n >= 0 && n <= 1))) return false;
  return numbers.some((n) => n > 0 && n < 1);
}

/** A goal as a goal cell may name it: its place in the student's list (1-based), statement and area. */
export interface NamedGoal {
  id: string;
  statement: string;
  area: string | null;
}

/** How the goal list names goal `index` (0-based): "Goal 2 — Reading" (shared/domain/progress-report.ts). */
export const goalListLabel = (index: number, goal: Pick<NamedGoal, "area">): string =>
  `Goal ${index + 1}${goal.area ? ` — ${goal.area}` : ""}`;

/**
 * The student's goal a goal cell names, compared case- and space-insensitively: its statement, its
 * area (when no other goal has that area), its number in the student's goal list ("Goal 2", "2"), or
 * its list label ("Goal 2 — Reading").
 * @param goals the student's goals in the record's order.
 * @returns the goal's index, or a sentence naming the goals that exist.
 */
export function matchGoal(cell: string, goals: readonly NamedGoal[]): { index: number } | { error: string } {
  const wanted = normalizeLabel(cell);
  const existing = goals.map((g, i) => goalListLabel(i, g)).join("; ");
  if (wanted === "") {
    return { error: `The goal is missing. Name one of the student's goals: ${existing || "none yet"}.` };
  }
  const number = /^(?:goal\s*#?\s*)?(\d{1,3})$/.exec(wanted)?.[1];
  if (number !== undefined) {
    const index = Number(number) - 1;
    if (index >= 0 && index < goals.length) return { index };
  }
  const byText = goals.findIndex(
    (g, i) =>
      normalizeLabel(g.statement) === wanted ||
      normalizeLabel(goalListLabel(i, g)).replace(/ — /g, " - ") === wanted.replace(/ — /g, " - "),
  );
  if (byText >= 0) return { index: byText };
  const byArea = goals.flatMap((g, i) => (g.area && normalizeLabel(g.area) === wanted ? [i] : []));
  if (byArea.length === 1 && byArea[0] !== undefined) return { index: byArea[0] };
  if (byArea.length > 1) {
    return {
      error: `"${cell.trim().slice(0, 60)}" is the area of ${byArea.length} goals. Name the goal by its number: ${byArea.map((i) => `Goal ${i + 1}`).join(", ")}.`,
    };
  }
  return {
    error: `"${cell.trim().slice(0, 60)}" is none of the student's goals. Name one of: ${existing || "none yet"}.`,
  };
}
