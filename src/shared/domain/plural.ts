/**
 * A count with its noun in the right form (requirements "Product and users": counts a person reads):
 * "1 student", "3 students", "0 students", through the platform's `Intl.PluralRules` (ECMA-402), the
 * CLDR plural categories of the reader's language, so English and Spanish pick the form by the same
 * rule and no screen writes "1 students".
 */

/** The noun's forms: CLDR "one" and "other" (the two English and Spanish use for whole numbers). */
export interface NounForms {
  one: string;
  other: string;
}

const LOCALES = { en: "en-US", es: "es-US" } as const;
const rules = new Map<string, Intl.PluralRules>();

/** The form of `forms` that goes with `n` in `language` ("en" when absent). */
export function pluralForm(n: number, forms: NounForms, language: keyof typeof LOCALES = "en"): string {
  let r = rules.get(language);
  if (!r) {
    r = new Intl.PluralRules(LOCALES[language]);
    rules.set(language, r);
  }
  return r.select(n) === "one" ? forms.one : forms.other;
}

/**
 * "1 student" / "3 students". `other` defaults to `one` + "s" (English regular plural).
 * @param n a whole count, written as is.
 */
export function countOf(
  n: number,
  one: string,
  other = `${one}s`,
  language: keyof typeof LOCALES = "en",
): string {
  return `${n} ${pluralForm(n, { one, other }, language)}`;
}
