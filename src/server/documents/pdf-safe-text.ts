/**
 * Text as the built-in PDF fonts can print it (requirements "Exports"): Helvetica covers ASCII,
 * Latin-1 and the WinAnsi extras; anything else would print as a wrong letter, so known symbols become
 * look-alikes and the rest a "?". The Word files keep the original text: Word has the fonts.
 */
import type { ExportDocumentModel } from "./document-model.ts";

/** Characters the built-in Helvetica (WinAnsi encoding) prints beyond ASCII and Latin-1. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Look-alikes for symbols teachers type that Helvetica cannot print (a "≥" must never print as "e"). */
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

/**
 * `text` as the built-in Helvetica can print it: known symbols become look-alikes ("≥" → ">="),
 * emoji are dropped, any other character outside the WinAnsi set (e.g. CJK) becomes "?" — the font
 * would otherwise print a wrong letter. Line breaks and tabs are kept. (The Word export keeps the
 * original text: Word has the fonts.)
 */
export function pdfSafeText(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === "\n" || ch === "\t" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) {
      out += ch;
    } else if (WIN_ANSI_EXTRA.has(ch)) out += ch;
    else if (ch in SUBSTITUTES) out += SUBSTITUTES[ch];
    else if (/\p{Extended_Pictographic}|\p{M}|[\uFE00-\uFE0F\u200D]/u.test(ch)) out += "";
    else out += "?";
  }
  return out;
}

/** The model with every printed string made `pdfSafeText`. */
export function pdfSafeModel(model: ExportDocumentModel): ExportDocumentModel {
  return {
    ...model,
    title: pdfSafeText(model.title),
    studentName: pdfSafeText(model.studentName),
    author: pdfSafeText(model.author),
    footer: pdfSafeText(model.footer),
    meta: model.meta.map((m) => ({ label: pdfSafeText(m.label), value: pdfSafeText(m.value) })),
    sections: model.sections.map((s) => ({
      ...s,
      heading: pdfSafeText(s.heading),
      paragraphs: s.paragraphs.map(pdfSafeText),
    })),
  };
}
