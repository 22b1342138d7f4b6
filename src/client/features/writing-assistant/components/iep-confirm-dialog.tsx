import { ConfirmDialog } from "@client/components/ui";
import type { IepConfirm } from "../hooks/use-iep-draft";

/** What the question says for each kind of replacement or discard. */
function wording(confirm: IepConfirm | null): { title: string; description: string; confirmLabel: string } {
  if (confirm?.kind === "discard") {
    return {
      title: "Discard this draft?",
      description: "The draft on this device is deleted. What you already saved to the student stays.",
      confirmLabel: "Discard draft",
    };
  }
  if (confirm?.kind === "section") {
    return {
      title: `Replace your edits to "${confirm.title}"?`,
      description: "Regenerating writes this section again from the record. Your changes to it will be lost.",
      confirmLabel: "Regenerate",
    };
  }
  return {
    title: "Replace your edited draft?",
    description: "Drafting again rewrites every section. Your changes will be lost.",
    confirmLabel: "Draft again",
  };
}

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
      onOpenChange={(open) => open || onClose()}
      {...wording(confirm)}
      onConfirm={onConfirm}
    />
  );
}
