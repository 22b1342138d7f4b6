/**
 * The PDF drawing of a document model (requirements "Exports"): in the `document` page frame, the
 * title, the student, the header grid of labelled values, each section as a heading and paragraphs
 * (or a bulleted list), and the footer with "Page n of m" on every page. Text prints in the embedded
 * Noto families (`pdf-fonts.ts`); a paragraph that starts in Hebrew or Arabic runs right to left.
 */
import { renderToBuffer, Text, View } from "@react-pdf/renderer";
import {
  type ExportDocumentModel,
  type ExportSection,
  type ExportTable,
  textDirection,
} from "./document-model.ts";
import { loadPdfFonts } from "./pdf-fonts.ts";
import { PdfFrame, PdfHeader } from "./pdf-frame.tsx";
import { pdfSafeDeep } from "./pdf-safe-text.ts";
import { REPORT_STYLES, DOCUMENT_STYLES as styles } from "./styles.ts";

/**
 * A section's table: the head row and one row a line, each row kept whole on its page. By default the
 * head repeats on every page. `keepShortTogether`: a table of at most that many rows moves whole to
 * the next page instead (a longer one still repeats its head); `fontSize` in points.
 */
export function SectionTable({
  table,
  keepShortTogether,
  fontSize,
}: {
  table: ExportTable;
  keepShortTogether?: number;
  fontSize?: number;
}) {
  const t = REPORT_STYLES;
  const width = (i: number) => `${table.widths?.[i] ?? 100 / table.columns.length}%`;
  const long = keepShortTogether === undefined || table.rows.length > keepShortTogether;
  return (
    <View style={fontSize ? [t.table, { fontSize }] : t.table} wrap={long}>
      <View style={t.headRow} fixed={long}>
        {table.columns.map((c, i) => (
          <Text
            key={c}
            style={[t.sectionLabel, { width: width(i), padding: 3, marginTop: 0, marginBottom: 0 }]}
          >
            {c}
          </Text>
        ))}
      </View>
      {table.rows.map((row, r) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: printed once, never reordered
        <View key={r} style={r === table.rows.length - 1 ? t.lastRow : t.row} wrap={false}>
          {row.map((cell, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed
            <Text key={i} style={{ width: width(i), padding: 3, direction: textDirection(cell) }}>
              {cell}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

/** One section: its heading kept with what follows, then its paragraphs or bullets, then its table. */
function Section({ section }: { section: ExportSection }) {
  return (
    <View style={styles.section}>
      <Text style={styles.heading} minPresenceAhead={40}>
        {section.heading}
      </Text>
      {section.paragraphs.map((p, j) =>
        section.list ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: printed once, never reordered
          <View key={j} style={styles.bullet} wrap={false}>
            <Text style={styles.bulletMark}>•</Text>
            <Text style={[styles.bulletText, { direction: textDirection(p) }]}>{p}</Text>
          </View>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: printed once, never reordered
          <Text key={j} style={[styles.paragraph, { direction: textDirection(p) }]}>
            {p}
          </Text>
        ),
      )}
      {section.table && section.table.rows.length > 0 ? <SectionTable table={section.table} /> : null}
    </View>
  );
}

/** The document; render it with `renderExportPdf`. */
export function ExportPdfDocument({ model }: { model: ExportDocumentModel }) {
  return (
    <PdfFrame
      frame="document"
      properties={{
        title: `${model.title} — ${model.studentName}`,
        author: model.author,
        subject: model.studentName,
      }}
      footer={model.footer}
    >
      <PdfHeader frame="document" title={model.title} subtitle={model.studentName} values={model.meta} />
      {model.sections.map((section, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are a fixed printed list
        <Section key={i} section={section} />
      ))}
    </PdfFrame>
  );
}

/**
 * Renders the model as PDF bytes (starting "%PDF"), every string passed through `pdfSafeText`.
 * @throws @react-pdf/renderer's error when layout fails, or when a font package is missing.
 */
export async function renderExportPdf(model: ExportDocumentModel): Promise<Buffer> {
  const hasGlyph = await loadPdfFonts();
  return renderToBuffer(<ExportPdfDocument model={pdfSafeDeep(model, hasGlyph)} />);
}
