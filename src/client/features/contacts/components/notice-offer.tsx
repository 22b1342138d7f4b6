/**
 * The offer after a meeting was scheduled, rescheduled or cancelled (requirements "Parent contact
 * log": "offers to log the notice that was sent"; 34 CFR 300.322(d)): a polite status line with "Log
 * the notice" and "Not now", which never blocks the screen.
 */
import { Button } from "@client/components/ui";
import { MessageSquarePlus } from "lucide-react";

export interface NoticeOfferProps {
  /** The question, e.g. "Did you send the family notice of the new date of Annual review · Maya R.?" */
  text: string;
  onLog: () => void;
  onDismiss: () => void;
}

/** The offer; see the module docstring. */
export function NoticeOffer({ text, onLog, onDismiss }: NoticeOfferProps) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-sm text-slate-900"
    >
      <p>{text} Log it in the contact log, tied to the meeting.</p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onLog}>
          <MessageSquarePlus className="size-4" aria-hidden="true" />
          Log the notice
        </Button>
        <Button size="sm" variant="secondary" onClick={onDismiss}>
          Not now
        </Button>
      </div>
    </div>
  );
}
