/**
 * "Check this score" (requirements "Progress entries"): the reasons a data point looks implausible
 * for its goal, with "Save anyway" (sends it with `confirmImplausible: true`) and "Change it" (back to
 * the form, what the teacher typed kept). Inside a dialog whose own submit button saves anyway (the
 * entry edit), it is shown without its buttons.
 */
import { Alert, Button } from "@client/components/ui";

export interface ImplausibleConfirmProps {
  /** The reasons, one sentence each (the shared rule's or the server's messages). */
  reasons: string[];
  /** "Save anyway"; without it (and `onCancel`) no buttons are shown. */
  onConfirm?: () => void;
  onCancel?: () => void;
  saving?: boolean;
}

/** The confirmation shown in place of saving; the caller keeps the typed values. */
export function ImplausibleConfirm({ reasons, onConfirm, onCancel, saving }: ImplausibleConfirmProps) {
  return (
    <Alert tone="warning" title="Check this score before saving">
      <ul className="list-disc pl-5">
        {reasons.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <p>If it is right, save it anyway; otherwise change it.</p>
      {onConfirm && onCancel ? (
        <div className="mt-2 flex flex-wrap gap-3">
          <Button type="button" onClick={onConfirm} loading={saving}>
            Save anyway
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Change it
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}
