import { Dialog, DialogFooter } from "@client/components/ui";
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
      onOpenChange={(open) => open || onCancel()}
      title="Review the changes to the record"
      description="Saving replaces these fields in the student’s record. The previous version of each is kept, and you can restore it below the draft."
      widthClass="max-w-2xl"
    >
      <div className="mt-4 space-y-4">
        {(changes ?? []).map((c) => (
          <FieldDiffView key={c.field} change={c} />
        ))}
      </div>
      <DialogFooter
        className="mt-6"
        onCancel={onCancel}
        confirmLabel="Save these changes"
        onConfirm={onConfirm}
        busy={saving}
      />
    </Dialog>
  );
}
