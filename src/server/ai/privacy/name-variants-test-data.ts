/**
 * Test data for the de-identification property tests (requirements "De-identification"): names
 * written differently (random case per letter, accents dropped or added, a possessive or
 * punctuation around them) inside random note-like text, and a check that none came through.
 */
import fc from "fast-check";
import { foldName } from "./pseudonymizer.ts";

/** The names of the property tests: accented, hyphenated, with apostrophes; none a common English word. */
export const PROPERTY_NAMES = [
  "Maya Lopez",
  "Zoë Ng",
  "Siobhán O'Brien",
  "Mary-Jane Kowalski",
  "Jordan Rivera",
];

/** Every word of `PROPERTY_NAMES` of two letters or more ("Maya", "Ng", "Brien", …). */
export const NAME_WORDS = PROPERTY_NAMES.flatMap((n) => n.split(/[\s\-']+/)).filter((w) => w.length >= 2);

const ACCENTED: Record<string, string> = { a: "á", e: "é", i: "í", o: "ö", u: "ü", n: "ñ", c: "ç" };

/** `name` written differently: random case per letter, accents dropped (from the stored) or added, punctuation around. */
export const nameVariant = (name: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.array(fc.boolean(), { minLength: name.length, maxLength: name.length }),
      fc.array(fc.boolean(), { minLength: name.length, maxLength: name.length }),
      fc.constantFrom("", "'s", "’s", ".", ",", "!", ")", ":", "-"),
      fc.constantFrom("", "(", '"', "“", "-", "@"),
      fc.boolean(),
    )
    .map(([upper, accent, after, before, plain]) => {
      const letters = [...(plain ? foldName(name) : name)].map((ch, i) => {
        const marked = accent[i] ? (ACCENTED[ch.toLowerCase()] ?? ch) : ch;
        return upper[i] ? marked.toUpperCase() : marked.toLowerCase();
      });
      return `${before}${letters.join("")}${after}`;
    });

const filler = fc.constantFrom(
  "read",
  "42 wcpm",
  "on 3 of 4 trials",
  "with",
  "and",
  "the",
  "asked",
  "today",
  "\n",
);

/** Note-like text of 1–25 pieces, some of them names of `PROPERTY_NAMES` written differently. */
export const nameText: fc.Arbitrary<string> = fc
  .tuple(
    fc.array(fc.oneof(filler, fc.constantFrom(...NAME_WORDS).chain(nameVariant)), {
      minLength: 1,
      maxLength: 25,
    }),
    fc.constantFrom(" ", "  ", "\t"),
  )
  .map(([parts, sep]) => parts.join(sep));

/** True when `text` holds any word of `PROPERTY_NAMES`, however written (compared folded). */
export function leaksName(text: string): boolean {
  const folded = foldName(text);
  return NAME_WORDS.some((w) => new RegExp(`(?<!\\p{L})${foldName(w)}(?!\\p{L})`, "u").test(folded));
}

/**
 * A generated record (requirements "De-identification"): the student and the people around them,
 * with the contact details, date of birth and ID number the server stores. Names come from pools of
 * two-word first names, apostrophes, hyphens, accents and family-name particles; none is a common
 * English word, so every spelling of a meaningful part must be hidden in any case.
 */
export interface GeneratedRecord {
  student: string;
  parent: string;
  caseManager: string;
  /** Known only from a meeting's attendee list. */
  attendee: string;
  /** As stored: "(AAA) EEE-LLLL". */
  phone: string;
  /** A 7-digit number "NNN-NNNN" in no record: a phone number all the same. */
  strayPhone: string;
  /** `YYYY-MM-DD`, between 2008 and 2020. */
  birthDate: string;
  /** As stored: "S-00" + 6 digits, or 8 digits with leading zeros. */
  idNumber: string;
}

const FIRST_NAMES = ["Mary Ann", "Zoë", "Siobhán", "José", "Anne-Marie", "Xiomara", "Priya", "Mateo"];
const FAMILY_NAMES = [
  "O'Brien-Núñez",
  "D'Angelo",
  "García Márquez",
  "Kowalski",
  "Ng",
  "Van der Berg",
  "Okafor",
  "Nguyễn",
];
/** Attendees' names are drawn from their own pools, so only the attendee list can make them known. */
const ATTENDEE_FIRST = ["Aoife", "Tadeusz", "Ngozi", "Bartholomew"];
const ATTENDEE_FAMILY = ["Ó Súilleabháin", "Brzezinski", "Ferreira-Lima", "MacPherson"];

/** Family-name particles (requirements "De-identification"): not meaningful alone. */
const PARTICLES = new Set(["van", "der", "de", "la", "del", "von", "da", "di", "du", "le", "st"]);

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n });
const pad2 = (n: number) => String(n).padStart(2, "0");

/** A random record: names from the pools, a NANP phone (area code never 555), a date of birth, an ID. */
export const generatedRecord: fc.Arbitrary<GeneratedRecord> = fc
  .record({
    first: fc.constantFrom(...FIRST_NAMES),
    family: fc.constantFrom(...FAMILY_NAMES),
    parentFirst: fc.constantFrom(...FIRST_NAMES),
    managerFirst: fc.constantFrom(...FIRST_NAMES),
    managerFamily: fc.constantFrom(...FAMILY_NAMES),
    attendee: fc.tuple(fc.constantFrom(...ATTENDEE_FIRST), fc.constantFrom(...ATTENDEE_FAMILY)),
    area: fc.integer({ min: 200, max: 999 }).filter((n) => n !== 555),
    exchange: fc.integer({ min: 200, max: 999 }),
    line: digits(4),
    stray: fc.tuple(fc.integer({ min: 200, max: 999 }), digits(4)),
    birth: fc.tuple(
      fc.integer({ min: 2008, max: 2020 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 28 }),
    ),
    id: fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 9 }), digits(5)),
  })
  .map((r) => ({
    student: `${r.first} ${r.family}`,
    parent: `${r.parentFirst} ${r.family}`,
    caseManager: `${r.managerFirst} ${r.managerFamily}`,
    attendee: r.attendee.join(" "),
    phone: `(${r.area}) ${r.exchange}-${r.line.join("")}`,
    strayPhone: `${r.stray[0]}-${r.stray[1].join("")}`,
    birthDate: `${r.birth[0]}-${pad2(r.birth[1])}-${pad2(r.birth[2])}`,
    idNumber: r.id[0] ? `S-00${r.id[1]}${r.id[2].join("")}` : `00${r.id[1]}${r.id[2].join("")}`,
  }));

/** The parts of a name (split at spaces, hyphens and apostrophes), folded. */
const nameParts = (name: string) =>
  foldName(name)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
const originalParts = (name: string) => name.split(/[\s\-'’]+/).filter(Boolean);

/**
 * The meaningful runs of a name (requirements "De-identification"): every run of consecutive parts,
 * except a run made only of one-letter parts and particles ("O", "Van der").
 */
export function meaningfulRuns(name: string): string[][] {
  const parts = originalParts(name);
  const runs: string[][] = [];
  for (let i = 0; i < parts.length; i++) {
    for (let j = i; j < parts.length; j++) {
      const run = parts.slice(i, j + 1);
      if (run.every((p) => foldName(p).length < 2 || PARTICLES.has(foldName(p)))) continue;
      runs.push(run);
    }
  }
  return runs;
}

/**
 * One spelling of a meaningful run of `name`: the parts joined by nothing, a space, a hyphen or an
 * apostrophe; random case per letter; accents kept or dropped; a possessive ("'s", "’s", "'", or a
 * bare "s" after a run of 3 letters or more).
 */
export const nameSpelling = (name: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.constantFrom(...meaningfulRuns(name)),
      fc.array(fc.constantFrom("", " ", "-", "'", "’"), { minLength: 8, maxLength: 8 }),
      fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
      fc.boolean(),
      fc.constantFrom("", "'s", "’s", "'", "s"),
    )
    .map(([run, joins, upper, plain, after]) => {
      const joined = run.map((p, i) => (i === 0 ? p : `${joins[i] ?? ""}${p}`)).join("");
      const letters = [...(plain ? foldName(joined) : joined)].map((ch, i) =>
        upper[i] ? ch.toUpperCase() : ch.toLowerCase(),
      );
      const key = nameParts(run.join(" ")).join("");
      return `${letters.join("")}${after === "s" && key.length < 3 ? "" : after}`;
    });

const MONTHS = "January February March April May June July August September October November December".split(
  " ",
);
const ordinal = (d: number) =>
  `${d}${[1, 21].includes(d) ? "st" : [2, 22].includes(d) ? "nd" : [3, 23].includes(d) ? "rd" : "th"}`;

/** The date of birth as a teacher might write it. */
export function birthDateSpellings(iso: string): string[] {
  const [y = "", mm = "", dd = ""] = iso.split("-");
  const m = Number(mm);
  const d = Number(dd);
  const month = MONTHS[m - 1] ?? "";
  return [
    iso,
    `${m}/${d}/${y}`,
    `${mm}/${dd}/${y}`,
    `${m}-${d}-${y}`,
    `${y}/${mm}/${dd}`,
    `${month} ${d}, ${y}`,
    `${month} ${ordinal(d)}, ${y}`,
    `${month.slice(0, 3)}. ${d}, ${y}`,
    `${d} ${month} ${y}`,
    `${ordinal(d)} of ${month} ${y}`,
    `${dd} ${month.slice(0, 3)} ${y}`,
  ];
}

/** The stored phone number as a teacher might write it: any grouping, with or without the area code or +1. */
export function phoneSpellings(stored: string): string[] {
  const [a = "", e = "", l = ""] = stored.match(/\d+/g) ?? [];
  return [
    stored,
    `${a}-${e}-${l}`,
    `${a}.${e}.${l}`,
    `${a} ${e} ${l}`,
    `${a}${e}${l}`,
    `+1 ${a} ${e} ${l}`,
    `+1 (${a}) ${e}-${l}`,
    `1-${a}-${e}-${l}`,
    `${e}-${l}`,
    `${e} ${l}`,
    `${e}.${l}`,
    `${e}${l}`,
  ];
}

/** The stored ID number as a teacher might write it: any grouping, with or without its letters and leading zeros. */
export function idSpellings(stored: string): string[] {
  const core = stored.replace(/[^0-9A-Za-z]/g, "");
  const digitsOnly = core.replace(/\D/g, "");
  const significant = digitsOnly.replace(/^0+/, "");
  const spellings = [
    stored,
    core,
    core.toLowerCase(),
    digitsOnly,
    significant,
    `${significant.slice(0, 3)} ${significant.slice(3)}`,
    `${digitsOnly.slice(0, 4)}-${digitsOnly.slice(4)}`,
  ];
  if (core !== digitsOnly)
    spellings.push(`${core.slice(0, 1)} ${digitsOnly.slice(0, 3)} ${digitsOnly.slice(3)}`);
  return spellings;
}

/**
 * Data a note keeps (requirements "AI guards"): counts, units, a date that is not a date of birth,
 * a percentage, a score; each must reach the provider unchanged.
 */
export const KEPT_DATA = [
  "45 WCPM",
  "3/10 trials",
  "on 2026-03-04",
  "95% accuracy",
  "a score of 555 points",
  "3 of 4",
  "10-15 minutes",
];

/** One identifying piece of a record, written differently. */
export const recordSpelling = (r: GeneratedRecord): fc.Arbitrary<string> =>
  fc.oneof(
    nameSpelling(r.student),
    nameSpelling(r.parent),
    nameSpelling(r.caseManager),
    nameSpelling(r.attendee),
    fc.constantFrom(...phoneSpellings(r.phone), r.strayPhone),
    fc.constantFrom(...birthDateSpellings(r.birthDate)),
    fc.constantFrom(...idSpellings(r.idNumber)),
  );

/** A note of 1–20 pieces about `r`: identifying spellings, data to keep and filler words. */
export const recordText = (r: GeneratedRecord): fc.Arbitrary<{ text: string; pieces: string[] }> =>
  fc
    .array(
      fc.oneof(
        { weight: 3, arbitrary: recordSpelling(r) },
        { weight: 1, arbitrary: fc.constantFrom(...KEPT_DATA) },
        { weight: 1, arbitrary: fc.constantFrom("read", "with", "and", "asked", "today", "called", "met") },
      ),
      { minLength: 1, maxLength: 20 },
    )
    .map((pieces) => ({ text: pieces.join(" "), pieces }));

/**
 * What of `r` shows in `sent` (empty when nothing): any spelling of a meaningful run of a name
 * (compared folded, parts joined by anything or nothing, standing alone), the phone's last 7 digits
 * or the stray number's, the ID's significant digits (separators ignored), the year of birth as a
 * number of its own.
 */
export function recordLeaks(sent: string, r: GeneratedRecord): string[] {
  const leaks: string[] = [];
  const folded = foldName(sent);
  for (const name of [r.student, r.parent, r.caseManager, r.attendee]) {
    for (const run of meaningfulRuns(name)) {
      const keys = run.map((p) => nameParts(p).join(""));
      const pattern = keys.join(String.raw`[\s\-'’._]*`);
      const possessive = keys.join("").length >= 3 ? "s?" : "";
      if (new RegExp(`(?<!\\p{L})${pattern}${possessive}(?!\\p{L})`, "u").test(folded))
        leaks.push(run.join(" "));
    }
  }
  const digitRuns = sent.replace(/[\s().+\-\u2010-\u2015]/g, "").match(/\d+/g) ?? [];
  const phoneDigits = r.phone.replace(/\D/g, "");
  const wanted = [
    phoneDigits.slice(-7),
    r.strayPhone.replace(/\D/g, ""),
    r.idNumber.replace(/\D/g, "").replace(/^0+/, ""),
  ];
  for (const w of wanted) if (digitRuns.some((run) => run.includes(w))) leaks.push(w);
  const year = r.birthDate.slice(0, 4);
  if (new RegExp(`(?<!\\d)${year}(?!\\d)`).test(sent)) leaks.push(year);
  return leaks;
}
