/**
 * "Help" in the teacher area (requirements "Admin area"): a button beside "Sign out" that opens the
 * contact-support dialog (`help-dialog.tsx`). The dialog's code (the form, its checks, the dialog
 * primitives) loads when first opened, so the teacher area's first load stays small (architecture
 * "Layout").
 */
import { Button } from "@client/components/ui";
import { CircleHelp } from "lucide-react";
import { lazy, Suspense, useState } from "react";

const HelpDialog = lazy(async () => ({ default: (await import("./help-dialog")).HelpDialog }));

/** The button and, once opened, its dialog. */
export function HelpButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="w-full justify-start" onClick={() => setOpen(true)}>
        <CircleHelp className="size-4" aria-hidden="true" />
        Help
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <HelpDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
