/**
 * De-identification of everything sent to an AI provider (requirements "De-identification";
 * architecture "Security model"): known names, phone numbers, dates of birth and ID numbers become
 * placeholders in every spelling derived from them, e-mail addresses and phone-shaped numbers are
 * replaced wholesale, and the reply gets them back.
 *
 * Matching rules (requirements "De-identification"):
 * - Names compare on a folded form: Unicode NFD with combining marks removed, lower case. So `Zoe`,
 *   `ZOË` and `zoë` all match a stored `Zoë`; `Siobhan` matches `Siobhán`; `MAYA` matches `Maya`.
 * - A name is cut into parts at spaces, hyphens, apostrophes and dots (`Mary Ann O'Brien-Núñez`:
 *   mary, ann, o, brien, nunez). Every run of consecutive parts is hidden (`Mary Ann`, `O'Brien`,
 *   `Brien-Núñez`, `Núñez`, the whole name), its parts joined in the text by spaces, hyphens, dots,
 *   underscores, apostrophes or nothing (`MaryAnn`, `OBrien`, `Obrien`, `O Brien`), in any case.
 *   A run of one letter (`O`) is never hidden alone.
 * - A name stands alone: no letter right before or after it (`Mayan` is not `Maya`), so a
 *   possessive (`maya's`, `Maya’s`) or a name inside a user name (`maya_lopez`) is hidden and its
 *   ending kept (`[STUDENT]'s`). A possessive without its apostrophe (`OBriens`) is hidden too,
 *   the `s` kept, for runs of 3 letters or more that are not common words.
 * - "Will" versus "will": a one-part run that is a common English word or a family-name particle
 *   (`COMMON_WORDS`: Will, May, Grace, Brown, de, van, …), and a run made only of particles and
 *   single letters (`Van der`), is hidden only where it has a capital letter (`Will`, `WILL`), never in
 *   all lower case (`will`, `the van`), so a note's words survive. Longer runs that contain it
 *   (`will smith`, `van der berg`) match in any case.
 * - Known phone numbers (`KnownDetails.phones`) are compared on their digits, in any grouping (spaces,
 *   dots, hyphens, parentheses): a 10-digit US number as all 10 digits, with `1` / `+1` before them,
 *   or its last 7 alone (`201-3344` of `(555) 201-3344`); any other number as its last 7 digits or
 *   more, with or without a leading `0`.
 * - Known ID numbers: their letters and digits in any case and grouping (`S-0012345` = `s 001 2345`),
 *   and their digits alone with or without leading zeros (`12345`, `0012345`, `12 345`), when what is
 *   compared has at least 4 letters or digits besides leading zeros (so an ID `42` never takes the
 *   count `42`).
 * - Known dates of birth (`YYYY-MM-DD`): written as `2015-03-04`, `2015/03/04`, `3/4/2015`,
 *   `03-04-2015`, `3.4.15` (month or day first), `March 4, 2015`, `Mar. 4th 2015`, `4 March 2015`,
 *   `4th of March, 2015`. A date that is not a date of birth is never touched.
 * - E-mail addresses (and so any name inside one, `linda.thompson@example.com`) become `[EMAIL n]`;
 *   phone numbers (`(555) 123-4567`, `555-123-4567`, `555.123.4567`, `+44 20 7946 0958`, 10–15
 *   digits in a row, and a US 7-digit number `NNN-NNNN` or `NNN.NNNN` standing alone whose first
 *   digit is 2–9, known or not) become `[PHONE n]`. Counts, ranges, times, scores and dates (`3 of 4`,
 *   `10-15`, `100-1200`, `12:30`, `2026-03-04`, `3/4/2026`, `555`) are not phone numbers and stay
 *   (requirements "AI guards").
 * - `restore` puts back every placeholder with the text as the teacher wrote it: the stored spelling
 *   of a name (the student's first name for `[STUDENT]`), the original e-mail address, phone number,
 *   date of birth or ID number (`[BIRTHDATE n]`, `[ID NUMBER n]`).
 *
 * Cost: building is linear in the number of name runs; hiding is linear in the text (each word is
 * looked up in a map of runs, each group of digits in a set of known numbers).
 */
import { STUDENT_PLACEHOLDER } from "../writers/prompts.ts";

/**
 * What the server knows besides names (requirements "De-identification"), each as stored; all of
 * them are hidden in the spellings of this module's rules.
 */
export interface KnownDetails {
  /** Phone numbers of the people around the students ("(555) 201-3344", "+44 20 7946 0958"). */
  phones?: readonly string[];
  /** Students' ID numbers ("S-0012345", "00987654"). */
  idNumbers?: readonly string[];
  /** Students' dates of birth, `YYYY-MM-DD`. */
  birthDates?: readonly string[];
}

export interface Pseudonymizer {
  /** Replaces known names, phone numbers, dates of birth, ID numbers and e-mail addresses with placeholders. */
  hide: (text: string) => string;
  /**
   * Puts the originals back: `[STUDENT]` → the student's first name, `[PERSON n]` → the name it
   * replaced (stored spelling), `[EMAIL n]` / `[PHONE n]` / `[BIRTHDATE n]` / `[ID NUMBER n]` → the
   * text hidden by `hide`.
   */
  restore: (text: string) => string;
}

/**
 * One-part names that are also common English words, and family-name particles: hidden only when
 * written with a capital (requirements "De-identification").
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  (
    "will may june april august mark bill grace hope joy faith rose lily ivy iris hazel holly ruby amber " +
    "pearl dawn eve summer autumn sunny sky storm rain river brook dale glen cliff drew pat art grant chase " +
    "hunter gene ray rob bob don max penny sue jack rich miles reed wade young white brown black green gray " +
    "grey king long price rice page bell ward hill wood lane field stone rock hall best love star angel " +
    "faith sage jay robin lake north west early frank guy bud sandy " +
    // two-letter English words
    "am an as at be by do go he if in is it me my no of on or so to up us we " +
    // family-name particles
    "al bin da de del della der des di dos du el la las le les los st ste van von"
  ).split(" "),
);

/**
 * Particles of family names ("de la Cruz", "van der Berg"): a run made only of them and single
 * letters is hidden only with a capital (requirements "De-identification").
 */
export const NAME_PARTICLES: ReadonlySet<string> = new Set(
  "al bin da de del della der des di dos du el la las le les los st ste van von".split(" "),
);

/** Titles before a name; never hidden alone ("Ms." of "Ms. Amy Chen"). */
const TITLES: ReadonlySet<string> = new Set(["mr", "mrs", "ms", "mx", "miss", "dr", "prof"]);

/** NFD without combining marks, lower case: the form names are compared on. */
export function foldName(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** What may stand between two parts of a name in the text (or nothing at all). */
const JOIN_ONLY = /^[\s\-\u2010-\u2015._'\u2018\u2019\u02bc]+$/u;

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
/**
 * A US 7-digit number standing alone (`555-0142`, `867.5309`): the exchange starts with 2–9, and no
 * digit, number punctuation or percent sign touches it, so `100-1200`, `2026-03-04` and `3.5` stay.
 */
const LOCAL_PHONE_RE =
  /(?<![\p{N}.,/:\-\u2010-\u2015])[2-9]\d{2}[.-]\d{4}(?![\p{N}%]|[.,/:\-\u2010-\u2015]\p{N})/gu;
/** Groups of digits that may be one number: separated by up to 3 spaces, dots, hyphens or parentheses, after any "+" or "(". */
const DIGIT_CHUNK_RE = /[+(]*\d+(?:[ \t\u00a0().\-\u2010-\u2015]{1,3}\d+)*/g;
/** Groups of letters and digits that may be one ID number: separated by up to 2 spaces, dots, hyphens, "_", "/" or "#". */
const ID_CHUNK_RE = /[\p{L}\p{N}]+(?:[ \t.\-\u2010-\u2015_/#]{1,2}[\p{L}\p{N}]+)*/gu;

const MONTH =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const ORDINAL = "(?:st|nd|rd|th)?";
/** Written dates: numeric (`2015-03-04`, `3/4/2015`, `3.4.15`), month first, day first. */
const DATE_RE = new RegExp(
  [
    String.raw`(?<![\p{N}/.\-])(\d{1,4})([/.\-])(\d{1,2})\2(\d{1,4})(?![\p{N}]|[/.\-]\p{N})`,
    String.raw`(?<!\p{L})${MONTH}\.?\s+(\d{1,2})${ORDINAL},?\s+(\d{4})(?!\p{N})`,
    String.raw`(?<![\p{N}])(\d{1,2})${ORDINAL}\s+(?:of\s+)?${MONTH}\.?,?\s+(\d{4})(?!\p{N})`,
  ].join("|"),
  "giu",
);
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** `YYYY-MM-DD` of year, month and day (numbers), or "" when the month or day is out of range. */
function isoDate(year: number, month: number, day: number): string {
  if (month < 1 || month > 12 || day < 1 || day > 31) return "";
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The full years a written year may mean: itself, or 19yy and 20yy for two digits. */
const yearsOf = (y: string) => (y.length === 2 ? [1900 + Number(y), 2000 + Number(y)] : [Number(y)]);

/** Every `YYYY-MM-DD` a `DATE_RE` match may mean (month or day first when the year comes last). */
function datesOf(m: RegExpMatchArray): string[] {
  const [, a, , b, c, monthFirst, mfDay, mfYear, dfDay, dfMonth, dfYear] = m;
  if (a && b && c) {
    if (a.length === 4 && c.length <= 2) return [isoDate(Number(a), Number(b), Number(c))];
    if (a.length > 2 || (c.length !== 2 && c.length !== 4)) return [];
    return yearsOf(c).flatMap((y) => [isoDate(y, Number(a), Number(b)), isoDate(y, Number(b), Number(a))]);
  }
  const month = (monthFirst ?? dfMonth ?? "").slice(0, 3).toLowerCase();
  const day = Number(mfDay ?? dfDay);
  const year = Number(mfYear ?? dfYear);
  return [isoDate(year, MONTHS.indexOf(month) + 1, day)];
}

/** `text` folded, with the original index where each folded character came from. */
function foldWithMap(text: string): { folded: string; from: number[] } {
  let folded = "";
  const from: number[] = [];
  let i = 0;
  for (const ch of text) {
    // ASCII needs no normalization (the common case, and the cost of this loop).
    const f = ch < "\u0080" ? ch.toLowerCase() : foldName(ch);
    folded += f;
    for (let k = 0; k < f.length; k++) from.push(i);
    i += ch.length;
  }
  from.push(text.length);
  return { folded, from };
}

/** A run of name parts as the matcher looks it up: folded parts joined with nothing. */
interface NameKey {
  placeholder: string;
  /** Hidden only when the text has a capital letter in it (common words, particles). */
  capitalOnly: boolean;
  /** Where the text may put a join (space, hyphen, …) inside the key: the offsets between its parts. */
  splits: Set<number>;
}

/** The parts of `name` (letters, with their marks), with their place in `name` and their folded form. */
function partsOf(name: string): { folded: string; start: number; end: number }[] {
  return [...name.matchAll(/[\p{L}\p{M}]+/gu)]
    .map((m) => ({ folded: foldName(m[0]), start: m.index, end: m.index + m[0].length }))
    .filter((p) => p.folded !== "");
}

const digitsOf = (s: string) => s.replace(/\D/g, "");
const withoutLeadingZeros = (s: string) => s.replace(/^0+/, "");

/**
 * The digit strings under which a stored phone number is known: a 10-digit US number (also when
 * stored with its leading 1) as its 10 digits, with 1 before them, and its last 7; any other as each
 * of its last 7 digits or more, with or without a leading 0. Fewer than 7 digits: none.
 */
function phoneForms(stored: string): string[] {
  let d = digitsOf(stored);
  if (d.length === 11 && d.startsWith("1")) d = d.slice(1);
  if (d.length < 7) return [];
  if (d.length === 10) return [d, `1${d}`, d.slice(-7)];
  const forms: string[] = [];
  for (let k = 7; k <= d.length; k++) forms.push(d.slice(-k), `0${d.slice(-k)}`);
  return forms;
}

/**
 * A pseudonymizer for one request (requirements "De-identification"; the matching rules are in
 * this module's docstring). Longer names win over shorter ones.
 * @param student the note's student: the full name and the first name become `[STUDENT]`; the other
 *   runs of its parts (often the family's name) become `[PERSON n]`. "" when the request names no student.
 * @param others everyone else (roster, parents, staff, meeting attendees, the teacher): each run of
 *   the parts of each name becomes `[PERSON n]`.
 * @param details the phone numbers, ID numbers and dates of birth the server stores (`KnownDetails`).
 */
export function createPseudonymizer(
  student: string,
  others: readonly string[] = [],
  details: KnownDetails = {},
): Pseudonymizer {
  const studentFirst = student.trim().split(/\s+/)[0] || "the student";

  // Names: every run of parts of every name, by its key; the first spelling of a key wins.
  const keys = new Map<string, NameKey>();
  const people = new Map<string, string>();
  let n = 0;
  let longestKey = 0;
  const addRun = (name: string, parts: ReturnType<typeof partsOf>, placeholder: () => string) => {
    const words = parts.map((p) => p.folded);
    const key = words.join("");
    if (key.length < 2 || (words.length === 1 && TITLES.has(key))) return;
    const capitalOnly =
      words.length === 1
        ? COMMON_WORDS.has(key)
        : words.every((w) => w.length === 1 || NAME_PARTICLES.has(w));
    const splits = new Set<number>();
    let offset = 0;
    for (const p of parts.slice(0, -1)) {
      offset += p.folded.length;
      splits.add(offset);
    }
    const known = keys.get(key);
    if (known) {
      for (const s of splits) known.splits.add(s);
      known.capitalOnly &&= capitalOnly;
      return;
    }
    const p = placeholder();
    keys.set(key, { placeholder: p, capitalOnly, splits });
    longestKey = Math.max(longestKey, key.length);
    const first = parts[0];
    const last = parts[parts.length - 1];
    if (p !== STUDENT_PLACEHOLDER && first && last)
      people.set(p.toLowerCase(), name.slice(first.start, last.end));
  };
  const addWhole = (name: string, placeholder: () => string) => {
    const parts = partsOf(name.trim());
    if (parts.length) addRun(name.trim(), parts, placeholder);
  };
  const addRuns = (name: string, placeholder: () => string) => {
    const all = partsOf(name);
    // The whole name first, then shorter runs, left to right (so "[PERSON n]" numbers read in that order).
    for (let length = all.length; length >= 1; length--) {
      for (let i = 0; i + length <= all.length; i++) {
        addRun(name, all.slice(i, i + length), placeholder);
      }
    }
  };
  const person = () => `[PERSON ${++n}]`;
  if (student.trim()) {
    addWhole(student, () => STUDENT_PLACEHOLDER);
    addWhole(studentFirst, () => STUDENT_PLACEHOLDER);
  }
  for (const name of [student, ...others]) addRuns(name, person);

  // Numbers: the digit strings of known phone numbers and ID numbers.
  const phones = new Set((details.phones ?? []).flatMap(phoneForms));
  const idSignificant = new Set<string>();
  const idExact = new Set<string>();
  /** ID numbers with letters, as their letters and digits in capitals ("S-0012345" → "S0012345"). */
  const idCores = new Set<string>();
  for (const stored of details.idNumbers ?? []) {
    const core = stored.toUpperCase().replace(/[^\p{L}\p{N}]/gu, "");
    const digits = digitsOf(core);
    if (withoutLeadingZeros(digits).length >= 4) idSignificant.add(withoutLeadingZeros(digits));
    if (/^\d+$/.test(core) && core.length >= 4) idExact.add(core);
    if (/\p{L}/u.test(core) && /\d/.test(core) && core.length >= 4) idCores.add(core);
  }
  const longestCore = Math.max(0, ...[...idCores].map((c) => c.length));
  const longestNumber = Math.max(0, ...[...phones, ...idSignificant, ...idExact].map((s) => s.length)) + 4;
  const birthDates = new Set(details.birthDates ?? []);

  const found = new Map<string, string>();
  const restoreFound = new Map<string, string>();
  const counters = { EMAIL: 0, PHONE: 0, BIRTHDATE: 0, "ID NUMBER": 0 };
  type Kind = keyof typeof counters;
  const placeholderFor = (kind: Kind, original: string) => {
    let p = found.get(`${kind}\n${original}`);
    if (!p) {
      p = `[${kind} ${++counters[kind]}]`;
      found.set(`${kind}\n${original}`, p);
      restoreFound.set(p.toLowerCase(), original);
    }
    return p;
  };

  /** The kind of a group of digits written in the text, when it is a known number. */
  const knownNumber = (digits: string): Kind | null => {
    if (phones.has(digits)) return "PHONE";
    if (idSignificant.has(withoutLeadingZeros(digits)) || idExact.has(digits)) return "ID NUMBER";
    return null;
  };

  /**
   * Replaces, in each `chunkRe` match, the longest runs of consecutive groups (`groupRe` matches)
   * that `lookup` knows, read together without what separates them; `longest` bounds a run's length.
   * An opening parenthesis or "+" right before a run belongs to it: "(555) …", "+1 …".
   */
  const hideGroupRuns = (
    text: string,
    chunkRe: RegExp,
    groupRe: RegExp,
    longest: number,
    lookup: (joined: string) => Kind | null,
  ): string =>
    text.replace(chunkRe, (chunk) => {
      const groups = [...chunk.matchAll(groupRe)].map((g) => ({
        start: g.index,
        end: g.index + g[0].length,
      }));
      let out = "";
      let last = 0;
      for (let i = 0; i < groups.length; i++) {
        let best: { end: number; j: number; kind: Kind } | null = null;
        let joined = "";
        for (let j = i; j < groups.length; j++) {
          const group = groups[j];
          if (!group) break;
          joined += chunk.slice(group.start, group.end);
          if (joined.length > longest) break;
          const kind = lookup(joined);
          if (kind) best = { end: group.end, j, kind };
        }
        if (!best) continue;
        let start = groups[i]?.start ?? 0;
        while (start > last && /[(+]/.test(chunk[start - 1] ?? "")) start--;
        out += chunk.slice(last, start) + placeholderFor(best.kind, chunk.slice(start, best.end));
        last = best.end;
        i = best.j;
      }
      return out + chunk.slice(last);
    });

  /** Known ID numbers with letters, then known phone and ID numbers by their digits, in any grouping. */
  const hideKnownNumbers = (text: string): string => {
    let out = text;
    if (idCores.size > 0) {
      out = hideGroupRuns(out, ID_CHUNK_RE, /[\p{L}\p{N}]+/gu, longestCore, (joined) =>
        idCores.has(joined.toUpperCase()) ? "ID NUMBER" : null,
      );
    }
    if (phones.size > 0 || idSignificant.size > 0 || idExact.size > 0) {
      out = hideGroupRuns(out, DIGIT_CHUNK_RE, /\d+/g, longestNumber, knownNumber);
    }
    return out;
  };

  const hideBirthDates = (text: string): string =>
    birthDates.size === 0
      ? text
      : text.replace(DATE_RE, (...args) => {
          const m = args.slice(0, -2) as unknown as RegExpMatchArray;
          return datesOf(m).some((d) => birthDates.has(d)) ? placeholderFor("BIRTHDATE", args[0]) : args[0];
        });

  const hideNames = (text: string): string => {
    if (keys.size === 0) return text;
    const { folded, from } = foldWithMap(text);
    const tokens = [...folded.matchAll(/\p{L}+/gu)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
      text: m[0],
    }));
    const hasCapital = (start: number, end: number) => /\p{Lu}/u.test(text.slice(from[start], from[end]));
    let out = "";
    let last = 0;
    for (let i = 0; i < tokens.length; i++) {
      const first = tokens[i];
      if (!first || /\p{N}/u.test(folded[first.start - 1] ?? "")) continue;
      let key = "";
      const joins: number[] = [];
      let best: { j: number; end: number; placeholder: string } | null = null;
      for (let j = i; j < tokens.length; j++) {
        const token = tokens[j];
        const previous = tokens[j - 1];
        if (!token) break;
        if (j > i) {
          if (!previous || !JOIN_ONLY.test(folded.slice(previous.end, token.start))) break;
          joins.push(key.length);
        }
        key += token.text;
        if (key.length > longestKey + 1) break;
        const exact = keys.get(key);
        if (
          exact &&
          joins.every((o) => exact.splits.has(o)) &&
          (!exact.capitalOnly || hasCapital(first.start, token.end))
        ) {
          best = { j, end: token.end, placeholder: exact.placeholder };
          continue;
        }
        // A possessive without its apostrophe: "OBriens" keeps its "s".
        const bare = token.text.length > 1 && key.endsWith("s") ? keys.get(key.slice(0, -1)) : undefined;
        if (bare && !bare.capitalOnly && key.length > 3 && joins.every((o) => bare.splits.has(o))) {
          best = { j, end: token.end - 1, placeholder: bare.placeholder };
        }
      }
      if (!best) continue;
      const start = from[first.start] ?? 0;
      let end = from[best.end] ?? text.length;
      while (end < text.length && /\p{M}/u.test(text[end] ?? "")) end++;
      out += text.slice(last, start) + best.placeholder;
      last = end;
      i = best.j;
    }
    return out + text.slice(last);
  };

  const hideShapes = (text: string): string =>
    text
      .replace(PHONE_RE, (m) =>
        digitsOf(m).length < 7 || DATE_LIKE.test(m) ? m : placeholderFor("PHONE", m),
      )
      .replace(LOCAL_PHONE_RE, (m) => placeholderFor("PHONE", m));

  return {
    hide: (text) => {
      const noEmails = text.replace(EMAIL_RE, (m) => placeholderFor("EMAIL", m));
      return hideNames(hideShapes(hideKnownNumbers(hideBirthDates(noEmails))));
    },
    restore: (text) =>
      text
        .replace(/\[\s*student\s*\]/gi, studentFirst)
        .replace(/\[\s*person\s+(\d+)\s*\]/gi, (m, num: string) => people.get(`[person ${num}]`) ?? m)
        .replace(
          /\[\s*(email|phone|birthdate|id\s*number)\s+(\d+)\s*\]/gi,
          (m, kind: string, num: string) =>
            restoreFound.get(`[${kind.toLowerCase().replace(/^id\s*/, "id ")} ${num}]`) ?? m,
        ),
  };
}
