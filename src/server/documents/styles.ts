/**
 * The one set of styles every document the app prints uses (requirements "Exports", "Parent progress
 * report"): colours, fonts, sizes, page size, margins and the footer, for the PDFs (@react-pdf/renderer)
 * and the Word files (docx).
 *
 * PDFs embed the Noto families of `pdf-fonts.ts` (from npm packages, so nothing is ever fetched: no
 * font or image by URL), so every script a family writes in prints (requirements "Exports").
 * Two page frames share everything but their density: `document` (a note, an IEP draft: 11 pt, wide
 * margins) and `report` (the parent progress report: 10 pt and tighter margins, so a goal's table and
 * graph fit on a page).
 *
 * No lineHeight anywhere: with @react-pdf/renderer 4 it hides the fixed footer on the page, and on text
 * with a bold run it doubles the line spacing. The default spacing reads well.
 */
import { StyleSheet } from "@react-pdf/renderer";
import { CHART_COLORS } from "../../shared/domain/goal-chart.ts";
import { BOLD, FONT_STACK } from "./pdf-fonts.ts";

/** Printed colours: slate text, indigo headings, and the graph colours shared with the screen. */
export const COLORS = {
  text: "#0f172a",
  muted: "#475569",
  rule: "#cbd5e1",
  heading: "#4338ca",
  gridLine: "#e2e8f0",
  tableHead: "#f1f5f9",
  paper: "#ffffff",
  chart: CHART_COLORS,
} as const;

/**
 * The PDF fonts: the embedded family stack, regular and bold (`pdf-fonts.ts`), with the OpenType
 * `ccmp` feature off: Noto Sans's `ccmp` splits Vietnamese letters such as "ụ" into a base and a mark
 * glyph whose text mapping is lost, so a reader copying the text got "u"; the precomposed glyph draws
 * the same letter and copies back as typed.
 */
export const FONT = {
  regular: { fontFamily: FONT_STACK, fontWeight: 400, fontFeatureSettings: { ccmp: false } },
  bold: { fontFamily: FONT_STACK, fontWeight: BOLD, fontFeatureSettings: { ccmp: false } },
} as const;

/** Every PDF is US Letter. */
export const PAGE_SIZE = "LETTER";

/** What the file's properties name as its creator and producer. */
export const PRODUCER = "IEP Workspace";

/** A page frame: body font size, margins (points), the gap under the header grid, the footer. */
export interface PageFrame {
  fontSize: number;
  marginTop: number;
  marginBottom: number;
  marginSide: number;
  headerGap: number;
  footer: { bottom: number; fontSize: number; rule: boolean };
}

/** The two densities (see the module comment). */
export const FRAMES = {
  document: {
    fontSize: 11,
    marginTop: 44,
    marginBottom: 64,
    marginSide: 52,
    headerGap: 16,
    footer: { bottom: 28, fontSize: 8, rule: true },
  },
  report: {
    fontSize: 10,
    marginTop: 40,
    marginBottom: 64,
    marginSide: 44,
    headerGap: 14,
    footer: { bottom: 24, fontSize: 7.5, rule: false },
  },
} as const satisfies Record<string, PageFrame>;

export type FrameName = keyof typeof FRAMES;

/** The styles of a page frame: the page, the title block, the labelled header grid, the footer. */
function frameStyles(frame: PageFrame) {
  return StyleSheet.create({
    page: {
      ...FONT.regular,
      fontSize: frame.fontSize,
      color: COLORS.text,
      paddingTop: frame.marginTop,
      paddingBottom: frame.marginBottom,
      paddingHorizontal: frame.marginSide,
    },
    title: { ...FONT.bold, fontSize: 18, marginBottom: 4 },
    subtitle: { fontSize: frame.fontSize, color: COLORS.muted, marginBottom: 12 },
    grid: {
      flexDirection: "row",
      flexWrap: "wrap",
      borderTopWidth: 1,
      borderBottomWidth: 1,
      borderColor: COLORS.rule,
      paddingVertical: 6,
      marginBottom: frame.headerGap,
    },
    // The gutter keeps a value that fills its line (a Spanish period) off the value beside it.
    cell: { width: "50%", paddingVertical: 2, paddingRight: 12 },
    label: { ...FONT.bold },
    footer: {
      position: "absolute",
      bottom: frame.footer.bottom,
      left: frame.marginSide,
      right: frame.marginSide,
      flexDirection: "row",
      justifyContent: "space-between",
      fontSize: frame.footer.fontSize,
      color: COLORS.muted,
      ...(frame.footer.rule ? { borderTopWidth: 1, borderColor: COLORS.rule, paddingTop: 4 } : {}),
    },
    footerText: { width: "80%" },
  });
}

/** The frame styles by name. */
export const FRAME_STYLES = {
  document: frameStyles(FRAMES.document),
  report: frameStyles(FRAMES.report),
} as const;

/** The body of a note or an IEP draft: headed sections of paragraphs or bulleted lists. */
export const DOCUMENT_STYLES = StyleSheet.create({
  section: { marginBottom: 14 },
  heading: { ...FONT.bold, fontSize: 13, color: COLORS.heading, marginBottom: 6 },
  paragraph: { marginBottom: 6 },
  bullet: { flexDirection: "row", marginBottom: 3 },
  bulletMark: { width: 12 },
  bulletText: { flex: 1 },
});

/** The body of the parent report: a section per goal with labelled parts, a data table, a graph legend. */
export const REPORT_STYLES = StyleSheet.create({
  goal: { marginBottom: 18 },
  goalTitle: { ...FONT.bold, fontSize: 12, color: COLORS.heading, marginBottom: 4 },
  paragraph: { marginBottom: 3 },
  indented: { marginLeft: 10 },
  sectionLabel: { ...FONT.bold, marginTop: 6, marginBottom: 2 },
  table: { borderWidth: 1, borderColor: COLORS.rule, marginTop: 2 },
  row: { flexDirection: "row", borderBottomWidth: 1, borderColor: COLORS.rule },
  lastRow: { flexDirection: "row" },
  headRow: {
    flexDirection: "row",
    borderBottomWidth: 1,
    borderColor: COLORS.rule,
    backgroundColor: COLORS.tableHead,
  },
  cellDate: { width: "22%", padding: 3 },
  cellValue: { width: "22%", padding: 3 },
  cellNote: { width: "56%", padding: 3 },
  legend: { flexDirection: "row", flexWrap: "wrap", fontSize: 8, color: COLORS.muted, marginTop: 2 },
  legendItem: { flexDirection: "row", alignItems: "center", marginRight: 12, gap: 3 },
  muted: { color: COLORS.muted },
});

/** The report graph's size in points and its inner plot area's margins; axis labels at 7 pt. */
export const GRAPH = {
  width: 500,
  height: 170,
  left: 40,
  right: 12,
  top: 10,
  bottom: 22,
  labelSize: 7,
} as const;

/**
 * The Word files: 11 pt (sizes in half-points, spacing in twentieths of a point). Word has no embedded
 * fonts, so each script class names a font with wide coverage that Office installs: Calibri for Latin,
 * Greek and Cyrillic, Arial for Hebrew and Arabic ("complex script"), Microsoft YaHei for Chinese;
 * Word falls back by script when a reader lacks one.
 */
export const DOCX_STYLE = {
  font: { ascii: "Calibri", hAnsi: "Calibri", cs: "Arial", eastAsia: "Microsoft YaHei" },
  size: 22,
  footerSize: 16,
  metaSpacingAfter: 40,
  headingSpacingBefore: 240,
  paragraphSpacingAfter: 120,
} as const;
