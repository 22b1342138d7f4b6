/**
 * The dashboard's "Signatures and consent" card (requirements "Signatures and consent"): the final
 * IEPs nobody has signed (each links to the IEP's signatures) and the consents asked and not answered.
 * Loaded only when something waits (`outstanding-ieps-card.tsx`).
 */
import { Card } from "@client/components/ui/feedback";
import { paths } from "@client/config/paths";
import {
  IEP_CONSENT_KIND_LABELS,
  IEP_KIND_LABELS,
  type OutstandingIeps as Outstanding,
} from "@shared/contracts/ieps";
import { formatDate } from "@shared/domain/date-format";
import { useId } from "react";
import { Link } from "react-router";

/** Where an IEP's signatures are: the IEP screen at the version, scrolled to its signatures. */
export const iepSignaturesHref = (studentId: string, iepId: string) =>
  `${paths.generateIep}?${new URLSearchParams({ studentId, iep: iepId })}#signatures`;

/** The card over a non-empty outstanding list. */
export default function OutstandingIeps({ data }: { data: Outstanding }) {
  const id = useId();
  return (
    <Card aria-labelledby={id} role="region" className="space-y-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        Signatures and consent
      </h2>
      {data.unsigned.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-800">Unsigned IEPs</h3>
          <ul className="divide-y divide-slate-200">
            {data.unsigned.map((u) => (
              <li key={u.iepId} className="py-2 text-sm">
                <Link
                  to={iepSignaturesHref(u.studentId, u.iepId)}
                  className="font-medium text-indigo-800 underline underline-offset-2 hover:text-indigo-950"
                >
                  {u.studentName}: {IEP_KIND_LABELS[u.kind]}
                </Link>
                <span className="text-slate-700"> — finalized {formatDate(u.finalizedAt)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.consentOutstanding.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-800">Consent outstanding</h3>
          <ul className="divide-y divide-slate-200">
            {data.consentOutstanding.map((c) => (
              <li key={`${c.iepId}:${c.consentKind}`} className="py-2 text-sm">
                <Link
                  to={iepSignaturesHref(c.studentId, c.iepId)}
                  className="font-medium text-indigo-800 underline underline-offset-2 hover:text-indigo-950"
                >
                  {c.studentName}: {IEP_CONSENT_KIND_LABELS[c.consentKind]}
                </Link>
                <span className="text-slate-700"> — asked {formatDate(c.since)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
