/**
 * De-identification of everything sent to an AI provider (requirements "De-identification";
 * architecture "Security model"): known names become placeholders, e-mail addresses and phone
 * numbers are replaced wholesale, and the reply gets them back.
 *
 * Matching rules (requirements "De-identification"):
 * - Names compare on a folded form: Unicode NFD with combining marks removed, lower case. So `Zoe`,
 *   `ZOË` and `zoë` all match a stored `Zoë`; `Siobhan` matches `Siobhán`; `MAYA` matches `Maya`.
 * - A name stands alone: no letter right before or after it (`Mayan` is not `Maya`), so a
 *   possessive (`maya's`, `Maya’s`) or a name inside a user name (`maya_lopez`) is hidden and its
 *   ending kept (`[STUDENT]'s`).
 * - The words of a name may be joined by spaces, hyphens, dots, underscores or apostrophes, or by
 *   nothing: `Mary-Jane`, `Mary Jane` and `MaryJane` match each other, `O'Brien` matches `O’Brien`
 *   and `OBrien`; full names match in any case (`JORDAN RIVERA`).
 * - "Will" versus "will": a one-word name that is also a common English word (`COMMON_WORDS`: Will,
 *   May, Grace, Hope, Brown, …) is hidden only where it has a capital letter (`Will`, `WILL`), never
 *   in all lower case (`will`, `may`), so a note's verbs and adjectives survive. Longer names that
 *   contain it (`will smith`) match in any case.
 * - E-mail addresses (and so any name inside one, `linda.thompson@example.com`) become `[EMAIL n]`;
 *   phone numbers (`(555) 123-4567`, `555-123-4567`, `555.123.4567`, `+44 20 7946 0958`, 10–15
 *   digits in a row) become `[PHONE n]`. Counts, ranges, times and dates (`3 of 4`, `10-15`,
 *   `2026-03-04`, `3/4/2026`) are not phone numbers and stay (requirements "AI guards").
 * - `restore` puts back every placeholder with the text as the teacher wrote it: the stored spelling
 *   of a name (the student's first name for `[STUDENT]`), the original e-mail address or phone number.
 */
import { STUDENT_PLACEHOLDER } from "../writers/prompts.ts";

export interface Pseudonymizer {
  /** Replaces known names, e-mail addresses and phone numbers with placeholders. */
  hide: (text: string) => string;
  /**
   * Puts the originals back: `[STUDENT]` → the student's first name, `[PERSON n]` → the name it
   * replaced (stored spelling), `[EMAIL n]` / `[PHONE n]` → the address or number hidden by `hide`.
   */
  restore: (text: string) => string;
}

/** One-word names that are also common English words: hidden only when written with a capital. */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  (
    "will may june april august mark bill grace hope joy faith rose lily ivy iris hazel holly ruby amber " +
    "pearl dawn eve summer autumn sunny sky storm rain river brook dale glen cliff drew pat art grant chase " +
    "hunter gene ray rob bob don max penny sue jack rich miles reed wade young white brown black green gray " +
    "grey king long price rice page bell ward hill wood lane field stone rock hall best love star angel " +
    "faith sage jay robin lake north west early frank guy bud sandy"
  ).split(" "),
);

/** NFD without combining marks, lower case: the form names are compared on. */
export function foldName(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Characters that may join the words of a name (or nothing at all). */
const JOIN = String.raw`[\s\-\u2010-\u2015._'\u2018\u2019\u02bc]*`;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const nameWords = (folded: string) => folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

const EMAIL_RE = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** Phone shapes; a match with fewer than 7 digits, or that is a date, is left alone. */
const PHONE_RE = new RegExp(
  [
    String.raw`\+\d{1,3}(?:[\s.-]?\(?\d{1,4}\)?){2,5}`,
    String.raw`\(\d{3}\)\s?\d{3}[\s.-]?\d{4}`,
    String.raw`\d{3}[\s.-]\d{3}[\s.-]\d{4}`,
    String.raw`\d{10,15}`,
  ]
    .map((p) => `(?<![\\p{N}/:.-])${p}(?![\\p{N}/:])`)
    .join("|"),
  "gu",
);
const DATE_LIKE = /^\d{4}-\d{1,2}-\d{1,2}$/;

/** `text` folded, with the original index where each folded character came from. */
function foldWithMap(text: string): { folded: string; from: number[] } {
  let folded = "";
  const from: number[] = [];
  let i = 0;
  for (const ch of text) {
    const f = foldName(ch);
    folded += f;
    for (let k = 0; k < f.length; k++) from.push(i);
    i += ch.length;
  }
  from.push(text.length);
  return { folded, from };
}

/**
 * A pseudonymizer for one request (requirements "De-identification"; the matching rules are in
 * this module's docstring). Longer names win over shorter ones.
 * @param student the note's student: the full name and the first name become `[STUDENT]`; the other
 *   words (often the family's name) become `[PERSON n]`. "" when the request names no student.
 * @param others everyone else (roster, parents, staff, the teacher): each full name and each word
 *   of it becomes `[PERSON n]`.
 */
export function createPseudonymizer(student: string, others: readonly string[] = []): Pseudonymizer {
  const studentFirst = student.trim().split(/\s+/)[0] || "the student";
  /** Folded name with its joins removed → placeholder; the first spelling of a key wins. */
  const byKey = new Map<string, string>();
  const patterns: { key: string; source: string; length: number }[] = [];
  const people = new Map<string, string>();
  let n = 0;
  const add = (name: string, placeholder: () => string) => {
    const words = nameWords(foldName(name.trim()));
    const key = words.join("");
    if (key.length < 2 || byKey.has(key)) return;
    const p = placeholder();
    byKey.set(key, p);
    if (p !== STUDENT_PLACEHOLDER) people.set(p.toLowerCase(), name.trim());
    patterns.push({ key, source: words.map(escapeRe).join(JOIN), length: key.length });
  };
  const person = () => `[PERSON ${++n}]`;
  if (student.trim()) {
    add(student, () => STUDENT_PLACEHOLDER);
    add(studentFirst, () => STUDENT_PLACEHOLDER);
  }
  const words = (s: string) => s.trim().split(/\s+/);
  const subwords = (s: string) => s.trim().split(/[\s\-\u2010-\u2015'\u2019]+/);
  for (const other of [student, words(student).slice(1).join(" "), ...others]) {
    for (const part of [other, ...words(other), ...subwords(other)]) add(part, person);
  }
  patterns.sort((a, b) => b.length - a.length);
  const nameRe = patterns.length
    ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${patterns.map((p) => p.source).join("|")})(?![\\p{L}])`, "gu")
    : null;

  const found = new Map<string, string>();
  const restoreFound = new Map<string, string>();
  const counters = { EMAIL: 0, PHONE: 0 };
  const placeholderFor = (kind: "EMAIL" | "PHONE", original: string) => {
    let p = found.get(original);
    if (!p) {
      p = `[${kind} ${++counters[kind]}]`;
      found.set(original, p);
      restoreFound.set(p.toLowerCase(), original);
    }
    return p;
  };

  const hideNames = (text: string): string => {
    if (!nameRe) return text;
    const { folded, from } = foldWithMap(text);
    let out = "";
    let last = 0;
    for (const m of folded.matchAll(nameRe)) {
      const start = from[m.index] ?? 0;
      let end = from[m.index + m[0].length] ?? text.length;
      while (end < text.length && /\p{M}/u.test(text[end] ?? "")) end++;
      const key = nameWords(m[0]).join("");
      const placeholder = byKey.get(key);
      const original = text.slice(start, end);
      if (!placeholder || (COMMON_WORDS.has(key) && !/\p{Lu}/u.test(original))) continue;
      out += text.slice(last, start) + placeholder;
      last = end;
    }
    return out + text.slice(last);
  };

  return {
    hide: (text) => {
      const noContacts = text
        .replace(EMAIL_RE, (m) => placeholderFor("EMAIL", m))
        .replace(PHONE_RE, (m) =>
          m.replace(/\D/g, "").length < 7 || DATE_LIKE.test(m) ? m : placeholderFor("PHONE", m),
        );
      return hideNames(noContacts);
    },
    restore: (text) =>
      text
        .replace(/\[\s*student\s*\]/gi, studentFirst)
        .replace(/\[\s*person\s+(\d+)\s*\]/gi, (m, num: string) => people.get(`[person ${num}]`) ?? m)
        .replace(
          /\[\s*(email|phone)\s+(\d+)\s*\]/gi,
          (m, kind: string, num: string) => restoreFound.get(`[${kind.toLowerCase()} ${num}]`) ?? m,
        ),
  };
}
