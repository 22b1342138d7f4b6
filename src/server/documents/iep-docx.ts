/**
 * The Word drawing of an IEP print model (requirements "Notices") with the `docx` package, in the
 * fonts and sizes of `styles.ts`: title, student, the boxed notice lines, the labelled header values,
 * each section as a Heading 2 with its source, paragraphs, bullets, numbered goals, a real table,
 * answer boxes ("☐") or signature lines; then the signature page after a page break (drawn signatures
 * as their PNG, typed ones in large italic letters, a void mark in red).
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { type ExportTable, textDirection } from "./document-model.ts";
import type { IepPrintModel, PrintSection, SignaturePage } from "./iep-model.ts";
import { DOCX_STYLE, PRODUCER } from "./styles.ts";

const VOID_RED = "B91C1C";
const MUTED = "475569";

/** A paragraph of `text`, single line breaks kept; right to left when it starts in Hebrew or Arabic. */
function para(
  text: string,
  options: { bold?: boolean; color?: string; size?: number; bullet?: boolean } = {},
) {
  const rtl = textDirection(text) === "rtl";
  return new Paragraph({
    bullet: options.bullet ? { level: 0 } : undefined,
    bidirectional: rtl,
    spacing: { after: DOCX_STYLE.paragraphSpacingAfter },
    children: text.split("\n").map(
      (l, i) =>
        new TextRun({
          text: l,
          rightToLeft: rtl,
          bold: options.bold,
          color: options.color,
          size: options.size,
          break: i > 0 ? 1 : undefined,
        }),
    ),
  });
}

function table(t: ExportTable): Table {
  const cell = (text: string, bold = false, width?: number) =>
    new TableCell({
      width: width ? { size: width, type: WidthType.PERCENTAGE } : undefined,
      children: [new Paragraph({ children: [new TextRun({ text, bold, size: 18 })] })],
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: t.columns.map((c, i) => cell(c, true, t.widths?.[i])) }),
      ...t.rows.map((row) => new TableRow({ cantSplit: true, children: row.map((c) => cell(c)) })),
    ],
  });
}

function section(s: PrintSection): Array<Paragraph | Table> {
  const out: Array<Paragraph | Table> = [
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      spacing: { before: DOCX_STYLE.headingSpacingBefore },
      keepNext: true,
      children: [new TextRun(s.heading)],
    }),
  ];
  if (s.source) out.push(para(s.source, { color: MUTED, size: DOCX_STYLE.footerSize }));
  for (const p of s.paragraphs) out.push(para(p));
  for (const item of s.list ?? []) out.push(para(item, { bullet: true }));
  for (const g of s.goals ?? []) {
    out.push(para(g.title, { bold: true }));
    for (const l of g.lines) out.push(new Paragraph({ indent: { left: 360 }, children: [new TextRun(l)] }));
  }
  if (s.table) out.push(table(s.table));
  for (const b of s.boxes ?? []) out.push(para(`☐  ${b}`));
  if (s.signLines)
    for (const label of s.signLines)
      out.push(
        new Paragraph({
          spacing: { before: 360 },
          children: [new TextRun(`${label}: ________________________________________`)],
        }),
      );
  return out;
}

/** The width and height (pixels) a PNG's header states; null when `bytes` is not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes[0] !== 0x89 || bytes[1] !== 0x50) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function signatureImage(dataUrl: string): Paragraph {
  const data = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
  const size = pngSize(data);
  if (!size || size.width === 0 || size.height === 0) return para("—");
  // At most 240 × 64 pixels, keeping the drawing's proportions.
  const scale = Math.min(240 / size.width, 64 / size.height, 1);
  return new Paragraph({
    children: [
      new ImageRun({
        type: "png",
        data,
        transformation: { width: Math.round(size.width * scale), height: Math.round(size.height * scale) },
        altText: { name: "Signature", description: "Drawn signature", title: "Signature" },
      }),
    ],
  });
}

function signaturePage(page: SignaturePage): Array<Paragraph | Table> {
  const out: Array<Paragraph | Table> = [
    new Paragraph({ children: [new PageBreak()] }),
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(page.title)] }),
    para(page.intro),
    para(page.documentSha256, { color: MUTED, size: DOCX_STYLE.footerSize }),
  ];
  if (page.signers.length === 0) out.push(para(page.none));
  for (const s of page.signers) {
    out.push(
      new Paragraph({
        spacing: { before: DOCX_STYLE.headingSpacingBefore },
        keepNext: true,
        border: {
          top: { style: BorderStyle.SINGLE, size: 4, color: s.void ? VOID_RED : "CBD5E1", space: 4 },
        },
        children: [new TextRun({ text: s.name, bold: true })],
      }),
      para(`${s.role} · ${s.method}`, { color: MUTED }),
      s.image
        ? signatureImage(s.image)
        : new Paragraph({ children: [new TextRun({ text: s.typed ?? "", italics: true, size: 40 })] }),
      para(s.signedAt),
      para(s.sha256, { color: MUTED, size: DOCX_STYLE.footerSize }),
    );
    if (s.void) out.push(para(s.void, { bold: true, color: VOID_RED }));
  }
  if (page.consents) {
    out.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        spacing: { before: DOCX_STYLE.headingSpacingBefore },
        children: [new TextRun(page.consentsTitle)],
      }),
      table(page.consents),
    );
  }
  return out;
}

/**
 * Renders the model as a .docx file (a zip whose `word/document.xml` holds the text).
 * @throws docx's error when packing fails.
 */
export async function renderIepDocx(model: IepPrintModel): Promise<Buffer> {
  const body: Array<Paragraph | Table> = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(model.title)] }),
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(model.studentName)] }),
    ...model.notice.map((n) => para(n, { bold: true, color: "4338CA" })),
    ...model.meta.map(
      (m) =>
        new Paragraph({
          spacing: { after: DOCX_STYLE.metaSpacingAfter },
          children: [new TextRun({ text: `${m.label}: `, bold: true }), new TextRun(m.value)],
        }),
    ),
  ];
  for (const s of model.sections) body.push(...section(s));
  if (model.signaturePage) body.push(...signaturePage(model.signaturePage));
  const doc = new Document({
    creator: PRODUCER,
    title: `${model.title} — ${model.studentName}`,
    subject: model.studentName,
    styles: { default: { document: { run: { font: DOCX_STYLE.font, size: DOCX_STYLE.size } } } },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({ children: [new TextRun({ text: model.footer, size: DOCX_STYLE.footerSize })] }),
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({
                    children: [
                      model.languageTag.startsWith("es") ? "Página " : "Page ",
                      PageNumber.CURRENT,
                      model.languageTag.startsWith("es") ? " de " : " of ",
                      PageNumber.TOTAL_PAGES,
                    ],
                    size: DOCX_STYLE.footerSize,
                  }),
                ],
              }),
            ],
          }),
        },
        children: body,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
