/**
 * The foot of an account-settings form (requirements "Profile"): the save button and, after a save,
 * its outcome, announced as a status when it worked and as an alert when it did not.
 */
import { Button } from "@client/components/ui";

/** The outcome of the last save: `ok` picks the role and colour, `text` is what the teacher reads. */
export interface SaveStatus {
  ok: boolean;
  text: string;
}

/** The submit button labelled `label` (spinner while `saving`) and the last save's `status`, if any. */
export function SaveRow({
  label,
  saving,
  status,
}: {
  label: string;
  saving: boolean;
  status: SaveStatus | null;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" loading={saving}>
        {label}
      </Button>
      {status ? (
        <p
          role={status.ok ? "status" : "alert"}
          className={status.ok ? "text-sm text-emerald-800" : "text-sm text-red-800"}
        >
          {status.text}
        </p>
      ) : null}
    </div>
  );
}
