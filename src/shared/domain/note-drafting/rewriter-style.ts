/**
 * Sentence case and punctuation for the offline rewriter (requirements "Improve wording": a
 * professional record; requirements "AI guards": a rewrite never changes a number).
 *
 * `fixSentences(text)`:
 * - "!!", "!!!", "?!" and a single "!" outside quotation marks become one full stop ("?" stays a
 *   question mark, once): a record states, it does not exclaim;
 * - a space before a full stop, comma, semicolon or colon is dropped ("5 prompts ." → "5 prompts.");
 * - the pronoun "i" is written "I";
 * - a sentence's first word is capitalised (at the start and after ".", "!" or "?") when it is a
 *   plain lower-case word: "iPad", "eSpark" and units are left, and nothing is capitalised after
 *   an abbreviation ("e.g.", "a.m.", "approx.", "vs.") or an ellipsis.
 * White space and line breaks are kept; digits are never touched.
 */

export interface StyleResult {
  text: string;
  /** One line per kind of change, e.g. `"!!" → "." (punctuation)`. */
  changes: string[];
}

/** Words after which a full stop is an abbreviation, not a sentence end (lower case, no dot). */
const ABBREVIATIONS = new Set([
  "e.g",
  "i.e",
  "a.m",
  "p.m",
  "vs",
  "etc",
  "approx",
  "min",
  "mins",
  "sec",
  "secs",
  "hr",
  "hrs",
  "no",
  "pg",
  "pp",
  "mr",
  "mrs",
  "ms",
  "dr",
  "st",
  "wk",
  "wks",
  "yr",
  "yrs",
  "ft",
  "lb",
  "oz",
  "cf",
  "gr",
]);

/** True when the quotation marks before `index` are unbalanced (we are inside a quotation). */
function insideQuote(text: string, index: number): boolean {
  const before = text.slice(0, index);
  const straight = (before.match(/"/g) ?? []).length;
  const open = (before.match(/“/g) ?? []).length - (before.match(/”/g) ?? []).length;
  return straight % 2 === 1 || open > 0;
}

/** Runs of "!" and "?" → one "." or "?"; a lone "!" outside a quotation → ".". */
function fixMarks(text: string, changes: Set<string>): string {
  return text.replace(/[!?]*![!?]*|\?{2,}/g, (marks, offset: number) => {
    if (marks === "!" && insideQuote(text, offset)) return marks;
    const to = marks.includes("?") ? "?" : ".";
    changes.add(`"${marks}" → "${to}" (punctuation)`);
    return to;
  });
}

/** The word that ends just before `index` (letters and inner dots), lower case, without a final dot. */
function wordBefore(text: string, index: number): string {
  const m = /([\p{L}.]+)\.$/u.exec(text.slice(0, index).trimEnd());
  return (m?.[1] ?? "").toLowerCase();
}

/** Capitalises the first plain lower-case word of each sentence. */
function fixCase(text: string, changes: Set<string>): string {
  return text.replace(
    /(^\s*|[.?!]["'”’)\]]*\s+)(\p{Ll}+)(?=[^\p{L}]|$)/gu,
    (all, lead: string, word: string, offset: number) => {
      // A quotation's own "!" or "?" does not end the teacher's sentence: 'said "stop!" and'.
      if (/["”]/.test(lead)) return all;
      if (offset > 0 || lead.trim() !== "") {
        const end = offset + lead.length;
        const before = text.slice(0, end).trimEnd();
        if (/(?:\.\.\.|…)["'”’)\]]*$/.test(before)) return all;
        if (before.endsWith(".") && ABBREVIATIONS.has(wordBefore(text, offset + lead.trimEnd().length))) {
          return all;
        }
      }
      const fixed = word.charAt(0).toUpperCase() + word.slice(1);
      changes.add(`"${word}" → "${fixed}" (sentence case)`);
      return `${lead}${fixed}`;
    },
  );
}

/**
 * Fixes sentence case and punctuation (see the module comment).
 * @param text Plain text of any length.
 * @returns The text and one line per distinct change (empty when nothing changed).
 */
export function fixSentences(text: string): StyleResult {
  const changes = new Set<string>();
  let out = fixMarks(text, changes);
  out = out.replace(/(\p{L}|\d|\))[ \t]+([.,;:])(?=\s|$)/gu, (_all, before: string, mark: string) => {
    changes.add(`" ${mark}" → "${mark}" (punctuation)`);
    return `${before}${mark}`;
  });
  out = out.replace(/(?<![\p{L}.])i(?=[ \t,;:'’](?!\.))/gu, (i) => {
    changes.add(`"i" → "I" (sentence case)`);
    return i.toUpperCase();
  });
  out = fixCase(out, changes);
  return { text: out, changes: [...changes] };
}
