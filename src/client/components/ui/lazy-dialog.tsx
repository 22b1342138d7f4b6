/**
 * The dialogs of `./dialog`, with their code (Radix, focus trap, scroll lock) loaded when first opened:
 * for places every screen shows, such as the teacher area's layout, whose first load stays small
 * (architecture "Layout": the signed-in dashboard's JavaScript budget). Closed, they render nothing,
 * as the Radix dialogs do; open, they are those dialogs.
 */
import { lazy, Suspense } from "react";
import type { ConfirmDialogProps } from "./dialog";

const ConfirmDialog = lazy(async () => ({ default: (await import("./dialog")).ConfirmDialog }));

/** `ConfirmDialog`, loaded on first opening. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
