/**
 * Text as the embedded fonts can print it (requirements "Exports"): every character some family of
 * `pdf-fonts.ts` has a glyph for is kept as written — accents, Greek, Cyrillic, Hebrew, Arabic,
 * Chinese. A character no family has would print as a wrong letter or an empty box, so a known symbol
 * becomes a look-alike ("✓" → "[x]"), emoji and joiners are dropped and anything else becomes "?". The
 * Word files keep the original text: Word has the fonts.
 */

/** Whether some embedded font has a glyph for a code point (`loadPdfFonts` gives the real one). */
export type GlyphTest = (codePoint: number) => boolean;

/** Look-alikes for symbols teachers type, used only when no embedded font has the symbol. */
const SUBSTITUTES: Record<string, string> = {
  "≥": ">=",
  "≤": "<=",
  "≠": "!=",
  "≈": "~",
  "−": "-",
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "→": "->",
  "←": "<-",
  "↑": "up",
  "↓": "down",
  "✓": "[x]",
  "✔": "[x]",
  "✗": "[ ]",
  "✘": "[ ]",
  "′": "'",
  "″": '"',
  "\u202F": " ",
  "\u2009": " ",
  "\u200B": "",
};

/** Emoji, variation selectors and the zero-width joiner: dropped when no font has them. */
const DROPPED = /\p{Extended_Pictographic}|[\uFE00-\uFE0F\u200D]|\p{Emoji_Modifier}/u;

/**
 * `text` (NFC) as the embedded fonts can print it: a character `hasGlyph` accepts is kept, as are line
 * breaks and tabs; otherwise a known symbol becomes its look-alike ("≥" → ">="), emoji and joiners are
 * dropped, and any other character becomes "?".
 */
export function pdfSafeText(text: string, hasGlyph: GlyphTest): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === "\n" || ch === "\t" || hasGlyph(code)) out += ch;
    else if (ch in SUBSTITUTES) out += SUBSTITUTES[ch];
    else if (DROPPED.test(ch)) out += "";
    else out += "?";
  }
  return out;
}

/**
 * A copy of `value` with every string in it (in arrays and plain objects, at any depth) made
 * `pdfSafeText`; numbers, booleans, null and other objects are kept as they are. For a document
 * model or the parent report model.
 */
export function pdfSafeDeep<T>(value: T, hasGlyph: GlyphTest): T {
  if (typeof value === "string") return pdfSafeText(value, hasGlyph) as T;
  if (Array.isArray(value)) return value.map((v) => pdfSafeDeep(v, hasGlyph)) as T;
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pdfSafeDeep(v, hasGlyph)])) as T;
  }
  return value;
}
