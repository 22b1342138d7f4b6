/**
 * The fonts every PDF embeds (requirements "Exports"; architecture "Modules"): families' languages are
 * on the student record, so a report must print Greek, Cyrillic, Hebrew, Arabic and Chinese as well as
 * English. Open fonts (SIL OFL 1.1) from npm font packages whose files are in the package tarball —
 * nothing is fetched at run time:
 *
 * - Noto Sans (`@embedpdf/fonts-latin`, TrueType): Latin with every accent, Greek, Cyrillic;
 * - Noto Sans Hebrew (`@embedpdf/fonts-hebrew`, TrueType);
 * - Noto Naskh Arabic (`@embedpdf/fonts-arabic`, TrueType; @react-pdf's font engine shapes its joined
 *   letter forms);
 * - Noto Sans Hans (`@embedpdf/fonts-sc`, OpenType/CFF): the GB2312 subset of Noto Sans CJK SC — the
 *   6,763 common Simplified Chinese characters — 8 MB a weight instead of the full font's 16 MB.
 *
 * A text's style names the whole stack (`FONT_STACK`); @react-pdf picks, character by character, the
 * first family that has the glyph. Right-to-left paragraphs are reordered by @react-pdf's bidi step and
 * aligned right by `textDirection` (`document-model.ts`). Long words wrap (`wrapParts`). Each PDF embeds only the glyphs it
 * uses.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { Font } from "@react-pdf/renderer";

const require = createRequire(import.meta.url);

/** The folder of a font package's files (the packages export only their index, which sits in `dist/`). */
function fontDir(pkg: string): string {
  return path.join(path.dirname(require.resolve(pkg)), "..", "fonts");
}

/** The registered families, in fallback order; each has a regular (400) and a bold (700) face. */
export const FONT_FAMILIES = [
  {
    family: "Noto Sans",
    pkg: "@embedpdf/fonts-latin",
    regular: "NotoSans-Regular.ttf",
    bold: "NotoSans-Bold.ttf",
  },
  {
    family: "Noto Sans Hebrew",
    pkg: "@embedpdf/fonts-hebrew",
    regular: "NotoSansHebrew-Regular.ttf",
    bold: "NotoSansHebrew-Bold.ttf",
  },
  {
    family: "Noto Naskh Arabic",
    pkg: "@embedpdf/fonts-arabic",
    regular: "NotoNaskhArabic-Regular.ttf",
    bold: "NotoNaskhArabic-Bold.ttf",
  },
  {
    family: "Noto Sans SC",
    pkg: "@embedpdf/fonts-sc",
    regular: "NotoSansHans-Regular.otf",
    bold: "NotoSansHans-Bold.otf",
  },
] as const;

/** The `fontFamily` of every PDF text: the families in fallback order. */
export const FONT_STACK: string[] = FONT_FAMILIES.map((f) => f.family);

/** Bold is weight 700 of the same stack. */
export const BOLD = 700;

/** Longest run of letters printed unbroken; a longer one may break between any two characters. */
export const MAX_UNBROKEN = 12;

/** Han ideographs, kana, Hangul, CJK punctuation and full-width forms: lines may break between any two. */
const CJK =
  /[\u2E80-\u2FFF\u3000-\u30FF\u3100-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/u;

/**
 * Where a line may break inside `word` (a run without spaces), for @react-pdf's hyphenation callback:
 * the parts of `syllables` (the built-in English hyphenation; a break between two syllables prints a
 * hyphen), except that a syllable longer than `MAX_UNBROKEN` characters or holding CJK characters is cut
 * into single characters with an empty string between them. @react-pdf turns an empty part into a
 * zero-width break point that prints no hyphen, so a 300-character word or a sentence of Chinese wraps
 * at the margin instead of running off the page (like CSS `overflow-wrap: anywhere`), and the text
 * still reads back unchanged.
 */
export function wrapParts(word: string, syllables: (word: string) => string[] = (w) => [w]): string[] {
  const out: string[] = [];
  for (const part of syllables(word)) {
    const chars = [...part];
    if (chars.length <= MAX_UNBROKEN && !CJK.test(part)) {
      out.push(part);
      continue;
    }
    chars.forEach((ch, i) => {
      if (i > 0) out.push("");
      out.push(ch);
    });
  }
  return out;
}

let registered = false;

/**
 * Registers the families with @react-pdf and the line-break rule (`wrapParts`). Idempotent; cheap after
 * the first call (the font files are read when the first PDF needs them, then kept).
 * @throws when a font package is not installed (`npm ci` installs them).
 */
export function registerPdfFonts(): void {
  if (registered) return;
  for (const f of FONT_FAMILIES) {
    const dir = fontDir(f.pkg);
    Font.register({
      family: f.family,
      fonts: [
        { src: path.join(dir, f.regular), fontWeight: 400 },
        { src: path.join(dir, f.bold), fontWeight: BOLD },
      ],
    });
  }
  // @react-pdf passes its built-in English hyphenation as a second argument (not in its types).
  Font.registerHyphenationCallback((word: string, builtin?: (w: string) => string[]) =>
    wrapParts(word, builtin),
  );
  registered = true;
}

/** What {@link nameEveryGlyph} needs of a loaded font (fontkit's font object). */
export interface GlyphSource {
  /** Every code point the font's character map maps to a glyph. */
  characterSet: number[];
  /** The glyph of a code point, made (and kept) with that code point the first time. */
  glyphForCodePoint: (codePoint: number) => unknown;
}

const named = new WeakSet<object>();

/**
 * Makes the glyph of every character `font` maps, with that character, before any PDF is laid out
 * (lowest code point first, compatibility forms left out: `isOwnCharacter`); once per font object.
 * The font engine keeps one glyph object per glyph id, labelled with the characters known when it
 * was first made, and the PDF's text layer (what copy, search, `pdftotext` and screen readers read)
 * takes each glyph's characters from that label. Laying out text labels a glyph; making a PDF's font
 * subset reaches the parts of a composite glyph by id alone, with no label, and Noto Sans draws Greek
 * Μ from Latin M's glyph, Greek Α, Cyrillic А and Á from A's. Without this, a process whose first PDF
 * held "Μαρία" and no Latin M printed every later M with nothing behind it: "Maya" read "aya".
 */
export function nameEveryGlyph(font: GlyphSource): void {
  if (named.has(font)) return;
  for (const codePoint of [...font.characterSet].sort((a, b) => a - b)) {
    if (isOwnCharacter(codePoint)) font.glyphForCodePoint(codePoint);
  }
  named.add(font);
}

/**
 * Whether a code point is its own character rather than a compatibility form of others (Unicode
 * normalization form KC leaves it as it is). The fonts map compatibility forms to the glyph of what
 * they stand for (Arabic presentation forms to the joined letters the shaping step picks, the "ﬁ"
 * ligature to the glyph of "fi", Kangxi radicals to their ideographs); naming a glyph after one of
 * those would put the form, not the letters typed, in the text layer. Those glyphs are named by the
 * layout, with the letters typed.
 */
function isOwnCharacter(codePoint: number): boolean {
  const ch = String.fromCodePoint(codePoint);
  return ch.normalize("NFKC") === ch;
}

/**
 * Loads every face (the first PDF would otherwise load them during layout), names each face's glyphs
 * (`nameEveryGlyph`) and returns a test of whether any family has a glyph for a code point — what
 * `pdfSafeText` keeps.
 */
export async function loadPdfFonts(): Promise<(codePoint: number) => boolean> {
  registerPdfFonts();
  const faces: Array<ReturnType<typeof Font.getFont>> = [];
  for (const f of FONT_FAMILIES) {
    for (const fontWeight of [400, BOLD]) {
      await Font.load({ fontFamily: f.family, fontWeight });
      const face = Font.getFont({ fontFamily: f.family, fontWeight });
      // The font object is fontkit's; @react-pdf's type lists only what @react-pdf itself calls.
      if (face.data) nameEveryGlyph(face.data as unknown as GlyphSource);
      faces.push(face);
    }
  }
  return (codePoint) => faces.some((face) => face.data?.hasGlyphForCodePoint(codePoint) ?? false);
}
