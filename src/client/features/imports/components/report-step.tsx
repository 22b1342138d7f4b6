/**
 * The import screen's last step (requirements "Import"): what was imported — created, updated and
 * skipped — and every row that was not, with its row number and reason.
 */
import { Alert, Button } from "@client/components/ui";
import type { ImportCommitResult } from "@shared/contracts/imports";
import { countOf } from "@shared/domain/plural";
import { useId } from "react";
import { Link } from "react-router";
import { problemText } from "../lib/roster-preview";
import { StepHeading } from "./step-heading";

export interface ReportStepProps {
  result: ImportCommitResult;
  /** Where the caseload is (the students screen). */
  caseloadHref: string;
  onAnother: () => void;
}

/** The counts, the rows not imported, and the ways on. */
export function ReportStep({ result, caseloadHref, onAnother }: ReportStepProps) {
  const id = useId();
  const summary = [
    `${countOf(result.created, "student")} added`,
    `${result.updated} updated`,
    `${result.skipped} left as they were`,
  ].join(", ");
  return (
    <section aria-labelledby={`${id}-step`} className="space-y-4">
      <StepHeading id={`${id}-step`}>Import finished</StepHeading>
      <Alert tone="success" title={`${summary}.`} />
      {result.errors.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-base font-semibold text-slate-900">
            {countOf(new Set(result.errors.map((e) => e.row)).size, "row was", "rows were")} not imported
          </h3>
          <p className="text-sm text-slate-700">
            Correct these rows in the file and import it again, or add them by hand.
          </p>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm">
            {result.errors.map((e) => (
              <li key={`${e.row}:${e.field}:${e.message}`} className="px-4 py-2 text-slate-800">
                <span className="font-semibold">Row {e.row}</span> — {problemText(e)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={caseloadHref}>Go to your caseload</Link>
        </Button>
        <Button variant="secondary" onClick={onAnother}>
          Import another file
        </Button>
      </div>
    </section>
  );
}
