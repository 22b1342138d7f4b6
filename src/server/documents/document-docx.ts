/**
 * The Word drawing of a document model (requirements "Exports") with the `docx` package, in the fonts
 * and sizes of `styles.ts`: title, student, the labelled header values, each section as a Heading 2
 * with its paragraphs (single line breaks kept) or a bulleted list, and a footer with the document's
 * line and "Page n of m". Each script class names a wide-coverage font (`DOCX_STYLE.font`); a paragraph
 * that starts in Hebrew or Arabic is a right-to-left paragraph.
 */
import { AlignmentType, Document, Footer, HeadingLevel, Packer, PageNumber, Paragraph, TextRun } from "docx";
import { type ExportDocumentModel, textDirection } from "./document-model.ts";
import { DOCX_STYLE, PRODUCER } from "./styles.ts";

/** A paragraph's text as runs, one line per run, breaks between; right to left when `rtl`. */
function lines(text: string, rtl: boolean): TextRun[] {
  return text
    .split("\n")
    .map((line, i) => new TextRun({ text: line, rightToLeft: rtl, break: i > 0 ? 1 : undefined }));
}

/**
 * Renders the model as a .docx file (a zip whose `word/document.xml` holds the text).
 * @throws docx's error when packing fails.
 */
export async function renderExportDocx(model: ExportDocumentModel): Promise<Buffer> {
  const body: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(model.title)] }),
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(model.studentName)] }),
    ...model.meta.map(
      (m) =>
        new Paragraph({
          spacing: { after: DOCX_STYLE.metaSpacingAfter },
          children: [new TextRun({ text: `${m.label}: `, bold: true }), new TextRun(m.value)],
        }),
    ),
  ];
  for (const section of model.sections) {
    body.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        spacing: { before: DOCX_STYLE.headingSpacingBefore },
        keepNext: true,
        children: [new TextRun(section.heading)],
      }),
    );
    for (const p of section.paragraphs) {
      const rtl = textDirection(p) === "rtl";
      body.push(
        new Paragraph({
          bullet: section.list ? { level: 0 } : undefined,
          bidirectional: rtl,
          spacing: { after: DOCX_STYLE.paragraphSpacingAfter },
          children: lines(p, rtl),
        }),
      );
    }
    // A section's table as one line per row, "Column: value" joined by " · ".
    for (const row of section.table?.rows ?? []) {
      const text = row.map((cell, i) => `${section.table?.columns[i] ?? ""}: ${cell}`).join(" · ");
      body.push(
        new Paragraph({
          spacing: { after: DOCX_STYLE.paragraphSpacingAfter },
          children: [new TextRun(text)],
        }),
      );
    }
  }
  const doc = new Document({
    creator: PRODUCER,
    lastModifiedBy: model.author,
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
                    children: ["Page ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES],
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
