/**
 * The parent progress report as a PDF (requirements "Parent progress report"; IDEA 34 CFR
 * 300.320(a)(3)): in the `report` page frame, a header with the student's name, grade, reporting
 * period, case manager and the report date; one section per goal (`report-goal-section.tsx`); the
 * footer on every page with the IDEA citation and "Page n of m". Text prints in the embedded Noto
 * families (`pdf-fonts.ts`), in the family's language as the teacher typed it.
 */
import { renderToBuffer, Text } from "@react-pdf/renderer";
import { IDEA_CITATION, type ReportGoal, readableDate } from "../../shared/domain/progress-report.ts";
import { loadPdfFonts } from "./pdf-fonts.ts";
import { PdfFrame, PdfHeader } from "./pdf-frame.tsx";
import { pdfSafeDeep } from "./pdf-safe-text.ts";
import { ReportGoalSection } from "./report-goal-section.tsx";
import { REPORT_STYLES } from "./styles.ts";

/** Everything the report prints. Dates are `YYYY-MM-DD`. */
export interface ProgressReportModel {
  student: { name: string; grade: string | null; caseManager: string | null };
  /** The signed-in teacher who produced the report. */
  preparedBy: string;
  period: { from: string; to: string };
  /** The report date (the teacher's today). */
  generatedOn: string;
  /** One per goal, newest goal first; `narrative` null = the teacher left it blank. */
  goals: Array<ReportGoal & { narrative: string | null }>;
}

/** The whole report document; render it with `renderProgressReportPdf`. */
export function ProgressReportDocument({ model }: { model: ProgressReportModel }) {
  const { student, period } = model;
  const periodText = `${readableDate(period.from)} to ${readableDate(period.to)}`;
  return (
    <PdfFrame
      frame="report"
      properties={{
        title: `Progress report — ${student.name} — ${periodText}`,
        author: model.preparedBy,
        subject: "Progress toward annual IEP goals",
      }}
      footer={IDEA_CITATION}
    >
      <PdfHeader
        frame="report"
        title="Progress report on IEP goals"
        subtitle={`For the parents and family of ${student.name}`}
        values={[
          { label: "Student", value: student.name },
          { label: "Grade", value: student.grade ?? "—" },
          { label: "Reporting period", value: periodText },
          { label: "Case manager", value: student.caseManager ?? model.preparedBy },
          { label: "Report date", value: readableDate(model.generatedOn) },
          { label: "Prepared by", value: model.preparedBy },
        ]}
      />
      {model.goals.length === 0 ? (
        <Text style={REPORT_STYLES.muted}>No IEP goals are recorded for this student yet.</Text>
      ) : (
        model.goals.map((item, i) => (
          <ReportGoalSection key={item.goal.id} item={item} index={i} from={period.from} to={period.to} />
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
