/**
 * The transfers a teacher sent (requirements "Transfer"): to whom, which students, when, the status,
 * and Cancel while one waits for an answer.
 */
import { Button } from "@client/components/ui";
import type { Transfer } from "@shared/contracts/teams";
import { formatDate } from "@shared/domain/date-format";
import { TRANSFER_STATUS_LABELS, transferStudentsLabel } from "../lib/team-words";

export interface SentTransfersProps {
  transfers: readonly Transfer[];
  onCancel: (transfer: Transfer) => void;
  /** The transfer being cancelled (its button shows a spinner). */
  cancellingId?: string;
  /** False while offline. */
  canChange: boolean;
}

/** The list under a heading level 3; nothing when none were sent. */
export function SentTransfers({ transfers, onCancel, cancellingId, canChange }: SentTransfersProps) {
  if (transfers.length === 0) return null;
  return (
    <section aria-labelledby="sent-transfers" className="space-y-1">
      <h3 id="sent-transfers" className="text-sm font-semibold text-slate-900">
        Sent transfers
      </h3>
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {transfers.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm">
            <div className="min-w-0">
              <p className="break-words text-slate-900">
                {transferStudentsLabel(t)} to <span className="break-all">{t.toEmail}</span>
              </p>
              <p className="text-xs text-slate-600">
                {TRANSFER_STATUS_LABELS[t.status]} · sent {formatDate(t.createdAt)}
              </p>
            </div>
            {t.status === "pending" ? (
              <Button
                variant="secondary"
                size="sm"
                disabled={!canChange}
                loading={cancellingId === t.id}
                aria-label={`Cancel the transfer to ${t.toEmail}`}
                onClick={() => onCancel(t)}
              >
                Cancel
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
