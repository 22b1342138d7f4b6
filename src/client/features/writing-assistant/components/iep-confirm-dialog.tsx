import { ConfirmDialog } from "@client/components/ui";
import type { IepConfirm } from "../hooks/use-iep-draft";

/** The question before the IEP draft (or a section's edits) is replaced or discarded. */
export function IepConfirmDialog({
  confirm,
  onClose,
  onConfirm,
}: {
  confirm: IepConfirm | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={confirm !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        confirm?.kind === "discard"
          ? "Discard this draft?"
          : confirm?.kind === "section"
            ? `Replace your edits to "${confirm.title}"?`
            : "Replace your edited draft?"
      }
      description={
        confirm?.kind === "discard"
          ? "The draft on this device is deleted. What you already saved to the student stays."
          : confirm?.kind === "section"
            ? "Regenerating writes this section again from the record. Your changes to it will be lost."
            : "Drafting again rewrites every section. Your changes will be lost."
      }
      confirmLabel={
        confirm?.kind === "discard"
          ? "Discard draft"
          : confirm?.kind === "section"
            ? "Regenerate"
            : "Draft again"
      }
      onConfirm={onConfirm}
    />
  );
}
