/**
 * The pure parts of the progress-data import dialog (requirements "Progress-data import"): the
 * column chosen for a field, a mapping with one field moved to another column, the preview's counts,
 * and the points the commit would write (for the graph preview).
 */
import type { ProgressEntry } from "@shared/contracts/goals";
import type {
  ImportMapping,
  ImportPreview,
  ImportPreviewRow,
  ProgressImportField,
} from "@shared/contracts/imports";

/** The column mapped to `field`, or "" for none. */
export const columnFor = (mapping: ImportMapping, field: ProgressImportField): string =>
  Object.entries(mapping).find(([, f]) => f === field)?.[0] ?? "";

/**
 * `mapping` with `field` read from `column` ("" for none): the column it had before is left out, and
 * the column's previous field too (a column fills one field).
 */
export function remap(
  columns: readonly string[],
  mapping: ImportMapping,
  field: ProgressImportField,
  column: string,
): ImportMapping {
  const next: ImportMapping = {};
  for (const c of columns) {
    const f = mapping[c] ?? null;
    next[c] = c === column ? field : f === field ? null : f;
  }
  return next;
}

/** Counts of a preview: rows ready to import, duplicates among them, rows with errors. */
export function previewCounts(preview: ImportPreview["preview"]) {
  const valid = preview.filter((r) => r.errors.length === 0);
  return {
    ready: valid.length,
    duplicates: valid.filter((r) => r.duplicate).length,
    errors: preview.length - valid.length,
  };
}

/**
 * The points the commit would write for `goal`: rows without errors that are not duplicates, and the
 * duplicates too when `mode` is "update" (replacing the recorded entry they match).
 * @returns the imported points and the recorded entries that stay.
 */
export function previewPoints(
  goal: { id: string },
  entries: readonly ProgressEntry[],
  rows: readonly ImportPreviewRow[],
  mode: "skip" | "update",
): { imported: { entryDate: string; progressValue: number | null }[]; kept: ProgressEntry[] } {
  const valid = rows.filter((r) => r.errors.length === 0 && r.values.goalId === goal.id && r.values.date);
  const replaced = new Set(
    mode === "update"
      ? valid.flatMap((r) => (r.duplicate?.of === "record" && r.duplicate.id ? [r.duplicate.id] : []))
      : [],
  );
  const byDate = new Map<string, number | null>();
  for (const r of valid) {
    const date = r.values.date as string;
    if (r.duplicate && mode === "skip") continue;
    byDate.set(date, r.values.score === null || r.values.score === undefined ? null : Number(r.values.score));
  }
  return {
    imported: [...byDate].map(([entryDate, progressValue]) => ({ entryDate, progressValue })),
    kept: entries.filter((e) => !replaced.has(e.id)),
  };
}
