/**
 * The PDF drawing of an IEP print model (requirements "Notices"): in the `document` page frame, the
 * title, the student, the boxed notice (draft, amendment), the header grid, each section with its
 * heading and source, its paragraphs, bullets, numbered goals, table, answer boxes or signature lines;
 * then, when the model has one, the signature page on a new page (drawn signatures as their PNG,
 * typed ones in large letters, a void mark in red).
 *
 * Reproducible: the file's dates are the model's (`IepPrintModel.date`), so @react-pdf's PDFKit
 * writes the same /CreationDate, /ModDate and trailer /ID (an MD5 of those properties) every time;
 * font subsets are named from the font's order of use, which the same text repeats. The same model
 * gives the same bytes, in any process and at any time.
 */
import { Image, renderToBuffer, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { type ExportTable, textDirection } from "./document-model.ts";
import { SectionTable } from "./document-pdf.tsx";
import type { IepPrintModel, PrintSection, SignaturePage } from "./iep-model.ts";
import { loadPdfFonts } from "./pdf-fonts.ts";
import { PdfFrame } from "./pdf-frame.tsx";
import { pdfSafeDeep } from "./pdf-safe-text.ts";
import { COLORS, DOCUMENT_STYLES, FONT, FRAME_STYLES } from "./styles.ts";

const s = DOCUMENT_STYLES;
const f = FRAME_STYLES.document;
const VOID_RED = "#b91c1c";
/** Rows of a table printed on one page, never split. */
const SHORT_TABLE = 8;

function Table({ table }: { table: ExportTable }) {
  return <SectionTable table={table} keepShortTogether={SHORT_TABLE} fontSize={9} />;
}

/** Text longer than this is not held together with its heading (it may fill more than a page). */
const KEEP_WITH_HEADING = 700;

/** A section's blocks in print order, each with whether it is small enough to move whole. */
function sectionBlocks(section: PrintSection): { node: ReactNode; small: boolean }[] {
  const blocks: { node: ReactNode; small: boolean }[] = [];
  section.paragraphs.forEach((p, j) => {
    blocks.push({
      small: p.length <= KEEP_WITH_HEADING,
      node: (
        // biome-ignore lint/suspicious/noArrayIndexKey: printed once, never reordered
        <Text key={`p${j}`} style={[s.paragraph, { direction: textDirection(p) }]}>
          {p}
        </Text>
      ),
    });
  });
  section.list?.forEach((p, j) => {
    blocks.push({
      small: true,
      node: (
        // biome-ignore lint/suspicious/noArrayIndexKey: printed once, never reordered
        <View key={`l${j}`} style={s.bullet} wrap={false}>
          <Text style={s.bulletMark}>•</Text>
          <Text style={[s.bulletText, { direction: textDirection(p) }]}>{p}</Text>
        </View>
      ),
    });
  });
  section.goals?.forEach((g, j) => {
    blocks.push({
      small: g.lines.join("").length <= KEEP_WITH_HEADING,
      node: (
        // biome-ignore lint/suspicious/noArrayIndexKey: printed once, never reordered
        <View key={`g${j}`} style={{ marginBottom: 8 }}>
          <Text style={[FONT.bold, { marginBottom: 2 }]} minPresenceAhead={24}>
            {g.title}
          </Text>
          {g.lines.map((l, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: printed once, never reordered
            <Text key={k} style={{ marginLeft: 12, marginBottom: 2, direction: textDirection(l) }}>
              {l}
            </Text>
          ))}
        </View>
      ),
    });
  });
  if (section.table)
    blocks.push({
      small: section.table.rows.length <= SHORT_TABLE,
      node: <Table key="t" table={section.table} />,
    });
  section.boxes?.forEach((b) => {
    blocks.push({
      small: true,
      node: (
        <View key={b} style={{ flexDirection: "row", alignItems: "center", marginBottom: 8 }} wrap={false}>
          <View style={{ width: 11, height: 11, borderWidth: 1, borderColor: COLORS.text, marginRight: 8 }} />
          <Text style={{ flex: 1 }}>{b}</Text>
        </View>
      ),
    });
  });
  if (section.signLines)
    blocks.push({
      small: true,
      node: (
        <View key="sign" style={{ flexDirection: "row", flexWrap: "wrap", marginTop: 14 }} wrap={false}>
          {section.signLines.map((label, i) => (
            <View key={label} style={{ width: i === 2 ? "26%" : "37%", paddingRight: 14, marginBottom: 10 }}>
              <View style={{ borderBottomWidth: 1, borderColor: COLORS.text, height: 26 }} />
              <Text style={{ fontSize: 9, color: COLORS.muted, marginTop: 2 }}>{label}</Text>
            </View>
          ))}
        </View>
      ),
    });
  return blocks;
}

/** One section: the heading and its source, held with its first block when that block is small. */
function Section({ section }: { section: PrintSection }) {
  const blocks = sectionBlocks(section);
  const first = blocks[0];
  const head = (
    <>
      <Text style={[s.heading, { marginBottom: section.source ? 1 : 6 }]} minPresenceAhead={36}>
        {section.heading}
      </Text>
      {section.source ? (
        <Text style={{ fontSize: 8, color: COLORS.muted, marginBottom: 5 }}>{section.source}</Text>
      ) : null}
    </>
  );
  return (
    <View style={s.section}>
      {first?.small ? (
        <View wrap={false}>
          {head}
          {first.node}
        </View>
      ) : (
        head
      )}
      {blocks.slice(first?.small ? 1 : 0).map((b) => b.node)}
    </View>
  );
}

function Signatures({ page }: { page: SignaturePage }) {
  return (
    <View break>
      <Text style={[s.heading, { fontSize: 16 }]}>{page.title}</Text>
      <Text style={s.paragraph}>{page.intro}</Text>
      <Text style={{ fontSize: 8, color: COLORS.muted, marginBottom: 10 }}>{page.documentSha256}</Text>
      {page.signers.length === 0 ? <Text style={s.paragraph}>{page.none}</Text> : null}
      {page.signers.map((signer, i) => (
        <View
          // biome-ignore lint/suspicious/noArrayIndexKey: printed once, never reordered
          key={i}
          wrap={false}
          style={{
            borderWidth: 1,
            borderColor: signer.void ? VOID_RED : COLORS.rule,
            padding: 8,
            marginBottom: 8,
          }}
        >
          <Text style={FONT.bold}>{signer.name}</Text>
          <Text style={{ color: COLORS.muted }}>{`${signer.role} · ${signer.method}`}</Text>
          {signer.image ? (
            <Image
              src={signer.image}
              style={{ height: 50, width: 180, objectFit: "contain", marginVertical: 4 }}
            />
          ) : (
            <Text style={{ fontSize: 20, color: COLORS.heading, marginVertical: 4 }}>
              {signer.typed ?? ""}
            </Text>
          )}
          <Text style={{ fontSize: 9 }}>{signer.signedAt}</Text>
          <Text style={{ fontSize: 8, color: COLORS.muted }}>{signer.sha256}</Text>
          {signer.void ? (
            <Text style={[FONT.bold, { color: VOID_RED, marginTop: 3 }]}>{signer.void}</Text>
          ) : null}
        </View>
      ))}
      {page.consents ? (
        <View style={{ marginTop: 10 }} wrap={false}>
          <Text style={[s.heading, { fontSize: 12 }]}>{page.consentsTitle}</Text>
          <Table table={page.consents} />
        </View>
      ) : null}
    </View>
  );
}

/** The IEP document or notice; render it with `renderIepPdf`. */
export function IepPdfDocument({ model }: { model: IepPrintModel }) {
  return (
    <PdfFrame
      frame="document"
      properties={{ title: `${model.title} — ${model.studentName}`, author: "", subject: model.studentName }}
      footer={model.footer}
      language={model.languageTag}
      pageText={model.languageTag.startsWith("es") ? (n, m) => `Página ${n} de ${m}` : undefined}
      date={model.date}
    >
      <Text style={f.title}>{model.title}</Text>
      <Text style={f.subtitle}>{model.studentName}</Text>
      {model.notice.length > 0 ? (
        <View style={{ borderWidth: 1.5, borderColor: COLORS.heading, padding: 6, marginBottom: 10 }}>
          {model.notice.map((n) => (
            <Text key={n} style={[FONT.bold, { color: COLORS.heading }]}>
              {n}
            </Text>
          ))}
        </View>
      ) : null}
      <View style={f.grid}>
        {model.meta.map((m) => (
          <View key={m.label} style={f.cell}>
            <Text>
              <Text style={f.label}>{`${m.label}: `}</Text>
              {m.value}
            </Text>
          </View>
        ))}
      </View>
      {model.sections.map((section, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are a fixed printed list
        <Section key={i} section={section} />
      ))}
      {model.signaturePage ? <Signatures page={model.signaturePage} /> : null}
    </PdfFrame>
  );
}

/**
 * Renders the model as PDF bytes (starting "%PDF"), every string passed through `pdfSafeText`
 * except a drawn signature's data URL. The same model gives the same bytes.
 * @throws @react-pdf/renderer's error when layout fails, or when a font package is missing.
 */
export async function renderIepPdf(model: IepPrintModel): Promise<Buffer> {
  const hasGlyph = await loadPdfFonts();
  const safe = pdfSafeDeep(model, hasGlyph);
  // Dates are not plain objects (pdfSafeDeep keeps them); drawn signatures keep their data URL.
  const signers = model.signaturePage?.signers;
  if (safe.signaturePage && signers)
    safe.signaturePage.signers = safe.signaturePage.signers.map((x, i) => ({
      ...x,
      image: signers[i]?.image ?? null,
    }));
  return renderToBuffer(<IepPdfDocument model={safe} />);
}
