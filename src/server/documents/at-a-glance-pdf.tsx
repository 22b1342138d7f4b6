/**
 * The IEP at a glance as a PDF (requirements "IEP at a glance"; 34 CFR 300.323(d)): one US Letter
 * page per student, in the `report` frame's look (title, the labelled values two to a row, headed
 * sections of short lines, the foot line). A page never runs onto a second one: the type gets smaller
 * as the page holds more (`glanceFontSize`), and a page too long even then is cut at its foot rather
 * than spilling onto the next student's page. Text prints in the embedded Noto families.
 */
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { AtAGlance } from "../../shared/contracts/at-a-glance.ts";
import { loadPdfFonts } from "./pdf-fonts.ts";
import { pdfSafeDeep } from "./pdf-safe-text.ts";
import { COLORS, FONT, FRAME_STYLES, PAGE_SIZE, PRODUCER } from "./styles.ts";

/** Characters a page holds at 10 pt before the type steps down (measured on Letter with these margins). */
const ROOM_AT_10PT = 3200;

/**
 * The body's type size (points) for a page: 10 pt, stepping down to 9, 8 and at least 7 as the
 * page's text (characters, each line counted at least 60) grows past what 10 pt holds.
 */
export function glanceFontSize(page: AtAGlance): number {
  const lines = [
    ...page.header.map((h) => `${h.label}: ${h.value}`),
    ...page.sections.flatMap((s) => [s.heading, ...s.lines]),
  ];
  const size = lines.reduce((sum, line) => sum + Math.max(60, line.length), 0);
  if (size <= ROOM_AT_10PT) return 10;
  if (size <= ROOM_AT_10PT * 1.2) return 9;
  if (size <= ROOM_AT_10PT * 1.5) return 8;
  return 7;
}

const s = StyleSheet.create({
  section: { marginBottom: 6 },
  heading: { ...FONT.bold, color: COLORS.heading, marginBottom: 2 },
  bullet: { flexDirection: "row", marginBottom: 1 },
  bulletMark: { width: 10 },
  bulletText: { flex: 1 },
  muted: { color: COLORS.muted },
});

const frame = FRAME_STYLES.report;

function GlancePage({ page }: { page: AtAGlance }) {
  const fontSize = glanceFontSize(page);
  return (
    <Page size={PAGE_SIZE} style={[frame.page, { fontSize, paddingBottom: 56 }]} wrap={false}>
      <Text style={frame.title}>{page.title}</Text>
      <Text style={frame.subtitle}>{page.studentName}</Text>
      <View style={frame.grid}>
        {page.header.map((m) => (
          <View key={m.label} style={frame.cell}>
            <Text>
              <Text style={frame.label}>{`${m.label}: `}</Text>
              {m.value}
            </Text>
          </View>
        ))}
      </View>
      {page.sections.map((section) => (
        <View key={section.heading} style={s.section}>
          <Text style={[s.heading, { fontSize: fontSize + 1 }]}>{section.heading}</Text>
          {section.lines.length === 0 ? (
            <Text style={s.muted}>{page.emptyLine}</Text>
          ) : (
            section.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are plain text and may repeat
              <View key={i} style={s.bullet}>
                <Text style={s.bulletMark}>•</Text>
                <Text style={s.bulletText}>{line}</Text>
              </View>
            ))
          )}
        </View>
      ))}
      <View style={frame.footer} fixed>
        <Text>{page.footer}</Text>
      </View>
    </Page>
  );
}

/**
 * Renders the pages (one per student, in the given order) as PDF bytes starting "%PDF"; every
 * string passed through `pdfSafeText`. `title` and `author` are the file's properties.
 * @throws @react-pdf/renderer's error when layout fails, or when a font package is missing.
 */
export async function renderAtAGlancePdf(
  pages: readonly AtAGlance[],
  properties: { title: string; author: string; language: string },
): Promise<Buffer> {
  const hasGlyph = await loadPdfFonts();
  const safe = pdfSafeDeep([...pages], hasGlyph);
  return renderToBuffer(
    <Document
      title={properties.title}
      author={properties.author}
      subject={properties.title}
      creator={PRODUCER}
      producer={PRODUCER}
      language={properties.language}
    >
      {safe.map((page) => (
        <GlancePage key={page.studentId} page={page} />
      ))}
    </Document>,
  );
}
