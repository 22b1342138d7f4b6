import { Button, Dialog } from "@client/components/ui";
import type { FieldChange } from "@shared/contracts/field-history";
import { FieldDiffView } from "./field-diff-view";

/**
 * Before "Save to student" writes anything (requirements "IEP draft"): every field the save changes,
 * as a line diff, and that the previous version is kept and can be restored.
 */
export function IepSaveReviewDialog({
  changes,
  saving,
  onCancel,
  onConfirm,
}: {
  changes: FieldChange[] | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={changes !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Review the changes to the record"
      description="Saving changes these fields. The previous version of each is kept; you can restore it below the draft."
      widthClass="max-w-2xl"
    >
      <div className="mt-4 space-y-4">
        {(changes ?? []).map((c) => (
          <FieldDiffView key={c.field} change={c} />
        ))}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={saving}>
          Save these changes
        </Button>
      </div>
    </Dialog>
  );
}
