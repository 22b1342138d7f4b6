/**
 * Reading what a teacher typed for a data point (requirements "Progress entries"; "Bad input": values
 * that are not finite numbers and dates that do not parse get a clear message and nothing is sent).
 */
import { createProgressEntryInput } from "@shared/contracts/goals";
import { isValid, parseISO } from "date-fns";
import { z } from "zod";

export type ParsedEntry =
  | { ok: true; entryDate: string; progressValue: number | null; note: string | null }
  | { ok: false; errors: { entryDate?: string; progressValue?: string } };

/** The message for a score that is not a number. */
export const SCORE_MESSAGE = "Enter a number, like 48 or 0.5";
/** The message for a blank entry (neither a score nor a note). */
export const EMPTY_ENTRY_MESSAGE = "Enter a score, or a note for a session without a score";

/**
 * Parses the entry form. The score may be blank (a session with no score is still a record) only
 * when a note says what happened; "48", "0.5", "-2" and ".5" are numbers, "4 8", "1e3", "abc" are not.
 * A comma decimal ("12,5") is read as 12.5 (common on tablets set to other locales).
 */
export function parseEntryForm(input: {
  entryDate: string;
  progressValue: string;
  note: string;
}): ParsedEntry {
  const errors: { entryDate?: string; progressValue?: string } = {};
  const date = input.entryDate.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isValid(parseISO(date))) errors.entryDate = "Enter the date";
  const raw = input.progressValue.trim().replace(/^([-+]?\d*),(\d+)$/, "$1.$2");
  const note = input.note.trim() === "" ? null : input.note.trim();
  let value: number | null = null;
  if (raw === "") {
    if (note === null) errors.progressValue = EMPTY_ENTRY_MESSAGE;
  } else if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(raw) || !Number.isFinite(Number(raw))) {
    errors.progressValue = SCORE_MESSAGE;
  } else value = Number(raw);
  if (errors.entryDate || errors.progressValue) return { ok: false, errors };
  return { ok: true, entryDate: date, progressValue: value, note };
}

/** What the entry forms hold: the text of each input. */
export interface EntryFormValues {
  entryDate: string;
  progressValue: string;
  note: string;
}

/** The starting values of an entry form: a date and, when editing, the entry's score and note. */
export function entryFormValues(
  entryDate: string,
  entry?: { progressValue: number | null; note: string | null },
): EntryFormValues {
  return {
    entryDate,
    progressValue: entry?.progressValue == null ? "" : String(entry.progressValue),
    note: entry?.note ?? "",
  };
}

/**
 * The entry forms' schema: the text read by `parseEntryForm` (its messages at the date and score
 * fields), then checked by the contract's entry fields (`createProgressEntryInput`: the date range,
 * a finite score within ±1e9, a note of at most 2,000 characters). The output is the entry's
 * `{entryDate, progressValue, note}` as the API takes it.
 */
export const entryFormSchema = z
  .object({ entryDate: z.string(), progressValue: z.string(), note: z.string() })
  .transform((input, ctx) => {
    const parsed = parseEntryForm(input);
    if (parsed.ok)
      return { entryDate: parsed.entryDate, progressValue: parsed.progressValue, note: parsed.note };
    for (const [path, message] of Object.entries(parsed.errors)) {
      ctx.addIssue({ code: "custom", path: [path], message });
    }
    return z.NEVER;
  })
  .pipe(createProgressEntryInput.pick({ entryDate: true, progressValue: true, note: true }).required());
