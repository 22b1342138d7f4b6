/**
 * The IEP draft's placeholder for a missing fact (requirements "IEP draft": a missing item says "not
 * recorded"; a placeholder is never saved as data).
 *
 * The drafter writes a missing item as a line `<label>: not recorded` (optionally followed by a
 * parenthesis and a full stop, e.g. "Goal data: not recorded (no goals with progress data yet).").
 * Such a line says that the record has nothing; it is not data, so "Save to student" drops it
 * (`withoutPlaceholderLines`, `withoutPlaceholderItems`) on the server's save path and in the
 * screen's preview alike.
 */

/** The words used wherever the record has no data for an item (never an invented fact). */
export const NOT_RECORDED = "not recorded";

// "- Assistive technology: not recorded", "Effect of the disability …: not recorded.",
// "Goal data: not recorded (no goals with progress data yet)." — the whole value is the placeholder.
const PLACEHOLDER_LINE = /^\s*(?:[-•*]\s+)?[^:\n]{1,200}:\s*not recorded\s*(?:\([^)\n]*\))?\s*\.?\s*$/i;

/** True when `line` is only a drafter placeholder ("<label>: not recorded"), never data. */
export function isPlaceholderLine(line: string): boolean {
  return PLACEHOLDER_LINE.test(line) || /^\s*(?:[-•*]\s+)?not recorded\s*\.?\s*$/i.test(line);
}

/**
 * A text field as saved: every placeholder line removed, blank runs left by them collapsed, trimmed.
 * `null` stays `null`; a text of placeholders only becomes `null` (nothing recorded).
 */
export function withoutPlaceholderLines(text: string | null): string | null {
  if (text === null) return null;
  const kept = text.split("\n").filter((l) => !isPlaceholderLine(l));
  const out = kept
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return out === "" ? null : out;
}

/** A list field as saved (accommodations): its placeholder items removed. */
export function withoutPlaceholderItems(items: readonly string[]): string[] {
  return items.filter((i) => !isPlaceholderLine(i));
}
