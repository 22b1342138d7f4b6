/**
 * Every glyph keeps its character in the PDF's text layer, whatever the process printed first
 * (`nameEveryGlyph` in `pdf-fonts.ts`). Noto Sans draws some letters from another letter's glyph:
 * Greek Μ and Α, Cyrillic А and the accented Á are composites whose parts include Latin M or A. A font
 * subset reaches those parts by glyph id alone; when that came first in a process, the Latin letter's
 * glyph was kept with no character, and later PDFs read "aya" for "Maya" (seen in a CI run: a report
 * test after the every-script export test in the same worker).
 */
import { createRequire } from "node:module";
import path from "node:path";
import FontStore from "@react-pdf/font";
import { describe, expect, it } from "vitest";
import { pdfText } from "../test/pdf-text.ts";
import type { ExportDocumentModel } from "./document-model.ts";
import { renderExportPdf } from "./document-pdf.tsx";
import { FONT_FAMILIES, type GlyphSource, nameEveryGlyph } from "./pdf-fonts.ts";

const require = createRequire(import.meta.url);

interface FontkitGlyph {
  id: number;
  codePoints: number[];
}
interface FontkitFont extends GlyphSource {
  glyphForCodePoint: (codePoint: number) => FontkitGlyph;
  createSubset: () => { includeGlyph: (id: number) => number; encode: () => Uint8Array };
  layout: (text: string) => { glyphs: FontkitGlyph[] };
}

/** Noto Sans Regular freshly loaded: a font store of its own, so no earlier PDF has touched it. */
async function freshNotoSans(): Promise<FontkitFont> {
  const latin = FONT_FAMILIES[0];
  const store = new FontStore();
  const dir = path.join(path.dirname(require.resolve(latin.pkg)), "..", "fonts");
  store.register({ family: latin.family, src: path.join(dir, latin.regular) });
  await store.load({ fontFamily: latin.family });
  return store.getFont({ fontFamily: latin.family })?.data as unknown as FontkitFont;
}

/** Makes a subset holding only `letter`, as a PDF whose sole text is that letter does. */
function subsetOf(font: FontkitFont, letter: string) {
  const subset = font.createSubset();
  subset.includeGlyph(font.glyphForCodePoint(letter.codePointAt(0) ?? 0).id);
  subset.encode();
}

describe("a letter drawn from another letter's glyph", () => {
  it.each([
    { first: "Μ", script: "Greek capital mu", base: "M" },
    { first: "Α", script: "Greek capital alpha", base: "A" },
    { first: "А", script: "Cyrillic capital a", base: "A" },
    { first: "Á", script: "Latin A with acute", base: "A" },
  ])("a subset of $first ($script) first: $base keeps its character", async ({ first, base }) => {
    const font = await freshNotoSans();
    nameEveryGlyph(font);
    subsetOf(font, first);
    expect(font.layout(base).glyphs[0]?.codePoints).toEqual([base.codePointAt(0)]);
  });
});

function model(line: string): ExportDocumentModel {
  return {
    title: "Progress note",
    studentName: "Student",
    meta: [],
    sections: [{ heading: "Observations", paragraphs: [line] }],
    footer: "Confidential",
    author: "Teacher",
  };
}

describe("PDFs made one after the other", () => {
  it("a PDF with Greek and Cyrillic names first, then one in English: the second reads back whole", async () => {
    await renderExportPdf(model("Μαρία και Άννα · Анна"));
    const english = "Maya and Ana met Mr. Adams on Monday.";
    const text = await pdfText(new Uint8Array(await renderExportPdf(model(english))));
    expect(text.replace(/\s+/g, " ")).toContain(english);
  });
});
