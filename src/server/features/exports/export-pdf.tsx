/**
 * The PDF drawing of an export (issue 4 "Export … as PDF"): @react-pdf/renderer with only the built-in
 * Helvetica family, so nothing is fetched. US Letter; title, student, a header grid of labelled values,
 * each section as a heading and paragraphs (or a bulleted list), a footer with "Page n of m" on every
 * page.
 */
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ExportDocumentModel } from "./export-model.ts";

const INDIGO = "#4338ca";
const SLATE_900 = "#0f172a";
const SLATE_600 = "#475569";
const SLATE_300 = "#cbd5e1";

// No lineHeight: with @react-pdf/renderer 4 it hides the fixed footer (see the progress report).
const styles = StyleSheet.create({
  page: {
    fontFamily: "Helvetica",
    fontSize: 11,
    color: SLATE_900,
    paddingTop: 44,
    paddingBottom: 64,
    paddingHorizontal: 52,
  },
  title: { fontFamily: "Helvetica-Bold", fontSize: 18, marginBottom: 4 },
  subtitle: { fontSize: 11, color: SLATE_600, marginBottom: 12 },
  grid: {
    flexDirection: "row",
    flexWrap: "wrap",
    borderTopWidth: 1,
    borderBottomWidth: 1,
    borderColor: SLATE_300,
    paddingVertical: 6,
    marginBottom: 16,
  },
  cell: { width: "50%", paddingVertical: 2 },
  label: { fontFamily: "Helvetica-Bold" },
  section: { marginBottom: 14 },
  heading: { fontFamily: "Helvetica-Bold", fontSize: 13, color: INDIGO, marginBottom: 6 },
  paragraph: { marginBottom: 6 },
  bullet: { flexDirection: "row", marginBottom: 3 },
  bulletMark: { width: 12 },
  bulletText: { flex: 1 },
  footer: {
    position: "absolute",
    bottom: 28,
    left: 52,
    right: 52,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 8,
    color: SLATE_600,
    borderTopWidth: 1,
    borderColor: SLATE_300,
    paddingTop: 4,
  },
  footerText: { width: "80%" },
});

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
function pdfSafeModel(model: ExportDocumentModel): ExportDocumentModel {
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

/** The document; render it with `renderExportPdf`. */
export function ExportPdfDocument({ model }: { model: ExportDocumentModel }) {
  return (
    <Document
      title={`${model.title} — ${model.studentName}`}
      author={model.author}
      subject={model.studentName}
      creator="IEP Workspace"
      producer="IEP Workspace"
      language="en-US"
    >
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.title}>{model.title}</Text>
        <Text style={styles.subtitle}>{model.studentName}</Text>
        <View style={styles.grid}>
          {model.meta.map((m) => (
            <Text key={m.label} style={styles.cell}>
              <Text style={styles.label}>{m.label}: </Text>
              {m.value}
            </Text>
          ))}
        </View>
        {model.sections.map((section, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections are a fixed printed list
          <View key={i} style={styles.section}>
            <Text style={styles.heading} minPresenceAhead={40}>
              {section.heading}
            </Text>
            {section.paragraphs.map((p, j) =>
              section.list ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: printed once, never reordered
                <View key={j} style={styles.bullet} wrap={false}>
                  <Text style={styles.bulletMark}>•</Text>
                  <Text style={styles.bulletText}>{p}</Text>
                </View>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: printed once, never reordered
                <Text key={j} style={styles.paragraph}>
                  {p}
                </Text>
              ),
            )}
          </View>
        ))}
        <View style={styles.footer} fixed>
          <Text style={styles.footerText}>{model.footer}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

/**
 * Renders the model as PDF bytes (starting "%PDF"), every string passed through `pdfSafeText`.
 * @throws @react-pdf/renderer's error when layout fails.
 */
export async function renderExportPdf(model: ExportDocumentModel): Promise<Buffer> {
  return renderToBuffer(<ExportPdfDocument model={pdfSafeModel(model)} />);
}
