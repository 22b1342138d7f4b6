/**
 * A student's service log as a PDF (requirements "Service log": exports; 34 CFR 300.320(a)(7)), what a
 * district or Medicaid clerk asks for: in the `report` page frame, a header with the student, the date
 * range, who prepared it and when; a summary per service (its required minutes and the minutes
 * delivered, made up, excused and missed in the range); then every session as a table row (date,
 * service, minutes, status in words, provider, note), oldest first. The footer carries the
 * confidentiality line and "Page n of m" on every page.
 */
import { renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { CONFIDENTIAL, cleanText } from "./document-model.ts";
import { loadPdfFonts } from "./pdf-fonts.ts";
import { PdfFrame, PdfHeader } from "./pdf-frame.tsx";
import { pdfSafeDeep } from "./pdf-safe-text.ts";
import { COLORS, FONT } from "./styles.ts";

/** One service's figures over the range, each already in words ("120 minutes per week"). */
export interface ServiceLogPdfService {
  name: string;
  /** Labelled figures, e.g. `{ label: "Delivered", value: "360 minutes" }`. */
  figures: { label: string; value: string }[];
}

/** One logged session as printed; `date` already readable ("Mar 2, 2026"). */
export interface ServiceLogPdfSession {
  date: string;
  service: string;
  minutes: number;
  status: string;
  provider: string;
  note: string;
}

/** Everything the service log PDF prints. */
export interface ServiceLogPdfModel {
  studentName: string;
  /** The range as words ("Jan 5, 2026 – Mar 27, 2026"). */
  range: string;
  preparedBy: string;
  /** The export date as words. */
  generatedOn: string;
  services: ServiceLogPdfService[];
  sessions: ServiceLogPdfSession[];
}

const styles = StyleSheet.create({
  heading: { ...FONT.bold, fontSize: 12, color: COLORS.heading, marginBottom: 4, marginTop: 6 },
  service: { marginBottom: 8 },
  serviceName: { ...FONT.bold, marginBottom: 2 },
  figures: { flexDirection: "row", flexWrap: "wrap" },
  figure: { width: "50%", paddingRight: 8, marginBottom: 1 },
  label: { ...FONT.bold },
  table: { borderWidth: 1, borderColor: COLORS.rule, marginTop: 2, fontSize: 9 },
  row: { flexDirection: "row", borderBottomWidth: 1, borderColor: COLORS.rule },
  headRow: {
    flexDirection: "row",
    borderBottomWidth: 1,
    borderColor: COLORS.rule,
    backgroundColor: COLORS.tableHead,
    ...FONT.bold,
  },
  date: { width: "13%", padding: 3 },
  name: { width: "22%", padding: 3 },
  minutes: { width: "9%", padding: 3, textAlign: "right" },
  status: { width: "15%", padding: 3 },
  provider: { width: "15%", padding: 3 },
  note: { width: "26%", padding: 3 },
  muted: { color: COLORS.muted },
});

function SessionTable({ sessions }: { sessions: ServiceLogPdfSession[] }) {
  return (
    <View style={styles.table}>
      <View style={styles.headRow} fixed>
        <Text style={styles.date}>Date</Text>
        <Text style={styles.name}>Service</Text>
        <Text style={styles.minutes}>Minutes</Text>
        <Text style={styles.status}>Status</Text>
        <Text style={styles.provider}>Provider</Text>
        <Text style={styles.note}>Note</Text>
      </View>
      {sessions.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: printed once, never reordered
        <View key={i} style={styles.row} wrap={false}>
          <Text style={styles.date}>{s.date}</Text>
          <Text style={styles.name}>{s.service}</Text>
          <Text style={styles.minutes}>{String(s.minutes)}</Text>
          <Text style={styles.status}>{s.status}</Text>
          <Text style={styles.provider}>{s.provider}</Text>
          <Text style={styles.note}>{s.note}</Text>
        </View>
      ))}
    </View>
  );
}

/** The whole document; render it with {@link renderServiceLogPdf}. */
export function ServiceLogDocument({ model }: { model: ServiceLogPdfModel }) {
  return (
    <PdfFrame
      frame="report"
      properties={{
        title: `Service log — ${model.studentName} — ${model.range}`,
        author: model.preparedBy,
        subject: model.studentName,
      }}
      footer={`IEP Workspace · Service log · ${CONFIDENTIAL}`}
    >
      <PdfHeader
        frame="report"
        title="Service log"
        subtitle={model.studentName}
        values={[
          { label: "Student", value: model.studentName },
          { label: "Dates", value: model.range },
          { label: "Prepared by", value: model.preparedBy },
          { label: "Exported", value: model.generatedOn },
        ]}
      />
      <Text style={styles.heading}>Summary by service</Text>
      {model.services.length === 0 ? (
        <Text style={styles.muted}>No services in these dates.</Text>
      ) : (
        model.services.map((service, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: printed once, never reordered
          <View key={i} style={styles.service} wrap={false}>
            <Text style={styles.serviceName}>{service.name}</Text>
            <View style={styles.figures}>
              {service.figures.map((f) => (
                <Text key={f.label} style={styles.figure}>
                  <Text style={styles.label}>{`${f.label}: `}</Text>
                  {f.value}
                </Text>
              ))}
            </View>
          </View>
        ))
      )}
      <Text style={styles.heading} minPresenceAhead={40}>
        Sessions
      </Text>
      {model.sessions.length === 0 ? (
        <Text style={styles.muted}>No sessions logged in these dates.</Text>
      ) : (
        <SessionTable sessions={model.sessions} />
      )}
    </PdfFrame>
  );
}

/**
 * Renders the service log as PDF bytes (starting "%PDF"); every string is cleaned of the characters
 * XML forbids and passed through `pdfSafeText`.
 * @throws @react-pdf/renderer's error when layout fails, or when a font package is missing.
 */
export async function renderServiceLogPdf(model: ServiceLogPdfModel): Promise<Buffer> {
  const hasGlyph = await loadPdfFonts();
  const clean: ServiceLogPdfModel = {
    ...model,
    sessions: model.sessions.map((s) => ({ ...s, note: cleanText(s.note), service: cleanText(s.service) })),
  };
  return renderToBuffer(<ServiceLogDocument model={pdfSafeDeep(clean, hasGlyph)} />);
}
