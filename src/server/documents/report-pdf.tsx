/**
 * The parent progress report as a PDF (requirements "Parent progress report"; IDEA 34 CFR
 * 300.320(a)(3)): in the `report` page frame, a header with the student's name, grade, reporting
 * period, case manager and the report date; one section per goal (`report-goal-section.tsx`); the
 * footer on every page with the IDEA citation and "Page n of m". The fixed words and dates are in the
 * family's language of the student record (`report-text.ts`, English or Spanish); the teacher's own
 * text prints as typed. Text prints in the embedded Noto families (`pdf-fonts.ts`).
 */
import { renderToBuffer, Text, View } from "@react-pdf/renderer";
import type { HomeLanguage } from "../../shared/contracts/students.ts";
import type { ReportGoal } from "../../shared/domain/progress-report.ts";
import type { ReportService } from "../../shared/domain/report-services.ts";
import { loadPdfFonts } from "./pdf-fonts.ts";
import { PdfFrame, PdfHeader } from "./pdf-frame.tsx";
import { pdfSafeDeep } from "./pdf-safe-text.ts";
import { ReportGoalSection } from "./report-goal-section.tsx";
import { reportText } from "./report-language.ts";
import { REPORT_STYLES } from "./styles.ts";

/** Everything the report prints. Dates are `YYYY-MM-DD`. */
export interface ProgressReportModel {
  /** The family's language of the student record: the language of every fixed word (absent: English). */
  language?: HomeLanguage;
  student: { name: string; grade: string | null; caseManager: string | null };
  /** The signed-in teacher who produced the report. */
  preparedBy: string;
  period: { from: string; to: string };
  /** The report date (the teacher's today). */
  generatedOn: string;
  /**
   * One per goal, newest goal first, already in the report's language (`reportGoalInLanguage`);
   * `narrative` null = the teacher left it blank.
   */
  goals: Array<ReportGoal & { narrative: string | null }>;
  /**
   * The student's structured services in effect during the period (requirements "Parent progress
   * report"); none or absent: no services section is printed.
   */
  services?: ReportService[];
}

/** The whole report document; render it with `renderProgressReportPdf`. */
export function ProgressReportDocument({ model }: { model: ProgressReportModel }) {
  const { student, period } = model;
  const t = reportText(model.language);
  const goals = model.goals;
  const periodText = t.period(period.from, period.to);
  return (
    <PdfFrame
      frame="report"
      properties={{
        title: t.documentTitle(student.name, periodText),
        author: model.preparedBy,
        subject: t.subject,
      }}
      footer={t.footer}
      language={t.pdfLanguage}
      pageText={t.page}
    >
      <PdfHeader
        frame="report"
        title={t.title}
        subtitle={t.subtitle(student.name)}
        values={[
          { label: t.labelStudent, value: student.name },
          { label: t.labelGrade, value: student.grade ?? "—" },
          { label: t.labelPeriod, value: periodText },
          { label: t.labelCaseManager, value: student.caseManager ?? model.preparedBy },
          { label: t.labelReportDate, value: t.date(model.generatedOn) },
          { label: t.labelPreparedBy, value: model.preparedBy },
        ]}
      />
      {model.services?.length ? (
        <View style={REPORT_STYLES.goal} wrap={false}>
          <Text style={REPORT_STYLES.goalTitle}>{t.labelServices}</Text>
          {model.services.map((service, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two services may share a name
            <Text key={i} style={REPORT_STYLES.paragraph}>
              {`• ${t.serviceLine(service)}`}
            </Text>
          ))}
        </View>
      ) : null}
      {goals.length === 0 ? (
        <Text style={REPORT_STYLES.muted}>{t.noGoals}</Text>
      ) : (
        goals.map((item, i) => (
          <ReportGoalSection
            key={item.goal.id}
            item={item}
            index={i}
            from={period.from}
            to={period.to}
            text={t}
          />
        ))
      )}
    </PdfFrame>
  );
}

/**
 * Renders the report as PDF bytes (starting "%PDF"), every string passed through `pdfSafeText`.
 * @throws @react-pdf/renderer's error when layout fails, or when a font package is missing.
 */
export async function renderProgressReportPdf(model: ProgressReportModel): Promise<Buffer> {
  const hasGlyph = await loadPdfFonts();
  return renderToBuffer(<ProgressReportDocument model={pdfSafeDeep(model, hasGlyph)} />);
}
