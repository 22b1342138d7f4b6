/**
 * A final or superseded IEP version, read-only (requirements "IEP versions"): the same sections as
 * the editor, as text, with the amendment's reason, then the version's actions (downloads, amend,
 * update the record, compare).
 */
import { Card } from "@client/components/ui";
import { IEP_KIND_LABELS, type Iep } from "@shared/contracts/ieps";
import { formatDateTime } from "@shared/domain/date-format";
import { IEP_SECTIONS, PRIOR_WRITTEN_NOTICE_PARTS } from "@shared/domain/iep-document";
import { IEP_STATUS_LABELS, iepDates } from "../lib/iep-labels";
import { IepCompare } from "./iep-compare";
import { IepFinalActions } from "./iep-final-actions";
import { SectionHeading, SectionText } from "./iep-sections";

export interface IepViewProps {
  iep: Iep;
  /** Every version of the student (amend only the current final; compare with another). */
  versions: readonly Iep[];
  /** iep.save: may amend. */
  canAmend: boolean;
  /** record.edit: may update the record from this IEP. */
  canUpdateRecord: boolean;
  /** Opens another version (the new amendment's draft). */
  onOpen: (iepId: string) => void;
}

/** The read-only version with its actions. */
export function IepView({ iep, versions, canAmend, canUpdateRecord, onOpen }: IepViewProps) {
  return (
    <div className="space-y-4">
      <Card className="space-y-3 p-4">
        <h2 className="text-xl font-semibold text-slate-900">
          {IEP_KIND_LABELS[iep.kind]} ({IEP_STATUS_LABELS[iep.status]})
        </h2>
        <p className="text-sm text-slate-700">
          {iepDates(iep)}
          {iep.finalizedAt ? `; finalized ${formatDateTime(iep.finalizedAt)}` : ""}
        </p>
        {iep.amendment ? (
          <p className="text-sm text-slate-900">
            <span className="font-medium">Reason for the amendment: </span>
            {iep.amendment.reason}
            {iep.amendment.withoutMeeting ? " (without a meeting, the parent agreeing in writing)" : ""}
          </p>
        ) : null}
        <IepFinalActions
          iep={iep}
          isCurrent={iep.status === "final"}
          canAmend={canAmend}
          canUpdateRecord={canUpdateRecord}
          onOpen={onOpen}
        />
        <IepCompare iep={iep} versions={versions} />
      </Card>
      {IEP_SECTIONS.map((section) => (
        <Card key={section.key} className="space-y-2 p-4">
          <SectionHeading title={section.title} source={section.source} />
          <SectionText section={section} content={iep.content} />
        </Card>
      ))}
      <Card className="space-y-3 p-4">
        <SectionHeading title="Prior written notice" source="34 CFR 300.503(b)" />
        {PRIOR_WRITTEN_NOTICE_PARTS.map((part) => (
          <div key={part.key}>
            <h4 className="text-sm font-semibold text-slate-900">{part.title}</h4>
            <p className="whitespace-pre-wrap text-sm text-slate-900">
              {iep.content.priorWrittenNotice[part.key] || "Nothing written."}
            </p>
          </div>
        ))}
      </Card>
    </div>
  );
}
