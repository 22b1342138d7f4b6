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
