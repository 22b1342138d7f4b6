/**
 * What saving an IEP draft changes, field by field and line by line (requirements "IEP draft": the save
 * shows a diff of every field it changes; the server keeps the previous version). Pure functions
 * shared by the save answer and the confirmation on screen.
 */
import type { FieldChange, FieldValue, HistoryField } from "../contracts/field-history.ts";
import { IEP_SAVE_FIELDS } from "../contracts/field-history.ts";

/** Blank text and an empty list read as "nothing": null. */
export function normalValue(value: FieldValue | undefined): FieldValue {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.length ? value : null;
  return value.trim() === "" ? null : value;
}

/** Two values are the same version (a list by its items in order). */
export function sameValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  return JSON.stringify(normalValue(a)) === JSON.stringify(normalValue(b));
}

/**
 * The fields of `next` whose value differs from `current`, in the save's order; fields not sent, or
 * sent unchanged, are left out.
 */
export function fieldChanges<F extends HistoryField>(
  current: Readonly<Record<F, FieldValue>>,
  next: Partial<Record<F, FieldValue | undefined>>,
  fields: readonly F[] = IEP_SAVE_FIELDS as readonly HistoryField[] as readonly F[],
): FieldChange[] {
  return fields
    .filter((f) => next[f] !== undefined && !sameValue(current[f], next[f]))
    .map((f) => ({
      field: f,
      before: normalValue(current[f]),
      after: normalValue(next[f]),
    }));
}

/** A value as lines (a list: one item per line). */
export const valueLines = (value: FieldValue): string[] =>
  value === null ? [] : Array.isArray(value) ? value : value.split("\n");

export interface DiffLine {
  kind: "same" | "added" | "removed";
  text: string;
}

/**
 * A line diff (longest common subsequence): the lines of `before` not kept are "removed", the lines
 * of `after` that are new are "added", in reading order. O(n·m) in lines; fields are ≤ 10,000 characters.
 */
export function lineDiff(before: FieldValue, after: FieldValue): DiffLine[] {
  const a = valueLines(before);
  const b = valueLines(after);
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ kind: "same", text: a[i]! });
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) out.push({ kind: "removed", text: a[i++]! });
    else out.push({ kind: "added", text: b[j++]! });
  }
  while (i < a.length) out.push({ kind: "removed", text: a[i++]! });
  while (j < b.length) out.push({ kind: "added", text: b[j++]! });
  return out;
}

/** The plain-words name of each field, as on the student's page. */
export const FIELD_LABELS: Record<HistoryField, string> = {
  presentLevels: "Present levels",
  iepDetails: "IEP details",
  serviceDelivery: "Service delivery",
  accommodations: "Accommodations",
  progressMeasurement: "Progress measurement",
  assessmentParticipation: "Assessment participation",
  transitionServices: "Transition services",
  extendedSchoolYear: "Extended school year",
  lreSetting: "Least restrictive environment",
  behaviorSupport: "Behavior support",
  communication: "Communication",
  assistiveTechnology: "Assistive technology",
};
