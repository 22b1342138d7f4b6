/**
 * The page frame every PDF shares (requirements "Exports", "Parent progress report"): the file's
 * properties, a US Letter page in one of the frames of `styles.ts`, the title block with its grid of
 * labelled values, and the footer on every page (the document's own line and "Page n of m").
 */
import { Document, Page, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { pageNumberText } from "./document-model.ts";
import { FRAME_STYLES, type FrameName, PAGE_SIZE, PRODUCER } from "./styles.ts";

/** The file's properties (what a PDF reader shows under "Document properties"). */
export interface PdfProperties {
  title: string;
  author: string;
  subject: string;
}

/**
 * A document in a page frame; `footer` is printed at the foot of every page beside the page number
 * (`pageText`, default "Page n of m"); `language` is the file's language tag (default "en-US");
 * `date`, when given, is the file's creation and modification date (default: now) — a document that
 * must come out byte for byte the same passes its own date (requirements "Notices").
 */
export function PdfFrame({
  frame,
  properties,
  footer,
  language = "en-US",
  pageText = pageNumberText,
  date,
  children,
}: {
  frame: FrameName;
  properties: PdfProperties;
  footer: string;
  language?: string;
  pageText?: (pageNumber: number, totalPages: number) => string;
  date?: Date;
  children: ReactNode;
}) {
  const s = FRAME_STYLES[frame];
  return (
    <Document
      title={properties.title}
      author={properties.author}
      subject={properties.subject}
      creator={PRODUCER}
      producer={PRODUCER}
      language={language}
      creationDate={date}
      modificationDate={date}
    >
      <Page size={PAGE_SIZE} style={s.page}>
        {children}
        <View style={s.footer} fixed>
          <Text style={s.footerText}>{footer}</Text>
          <Text render={({ pageNumber, totalPages }) => pageText(pageNumber, totalPages)} />
        </View>
      </Page>
    </Document>
  );
}

/** One labelled value of the header grid, e.g. `{label: "Student", value: "Maya Robinson"}`. */
export interface HeaderValue {
  label: string;
  value: string;
}

/**
 * The title, the line under it, and the labelled values two to a row between two rules; each value
 * wraps within its half of the row, a gutter away from its neighbour.
 */
export function PdfHeader({
  frame,
  title,
  subtitle,
  values,
}: {
  frame: FrameName;
  title: string;
  subtitle: string;
  values: HeaderValue[];
}) {
  const s = FRAME_STYLES[frame];
  return (
    <>
      <Text style={s.title}>{title}</Text>
      <Text style={s.subtitle}>{subtitle}</Text>
      <View style={s.grid}>
        {values.map((m) => (
          <View key={m.label} style={s.cell}>
            <Text>
              <Text style={s.label}>{`${m.label}: `}</Text>
              {m.value}
            </Text>
          </View>
        ))}
      </View>
    </>
  );
}
