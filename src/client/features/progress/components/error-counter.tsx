/**
 * The ORF error counter (requirements "CBM probes": "a big Error button (tap/Space to count errors, with an undo)").
 * The count is a polite live region, so a screen-reader user hears each tap land.
 */

import { Button } from "@client/components/ui";
import { Undo2 } from "lucide-react";
import { type Ref, useId } from "react";

/**
 * A large "Error" button (a real <button>: Enter or Space counts one error when it has focus) and an
 * Undo that takes one back. `buttonRef` lets the probe move focus here when the timer starts.
 */
export function ErrorCounter({
  errors,
  onChange,
  buttonRef,
}: {
  errors: number;
  onChange: (errors: number) => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const countId = useId();
  return (
    <div className="flex flex-wrap items-stretch gap-3">
      <button
        ref={buttonRef}
        type="button"
        onClick={() => onChange(errors + 1)}
        aria-describedby={countId}
        className="min-h-24 min-w-48 flex-1 rounded-lg bg-amber-300 px-6 text-2xl font-bold text-slate-950 shadow-sm transition-colors hover:bg-amber-400 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-600 active:bg-amber-500"
      >
        Error
        <span className="block text-sm font-medium">tap or press Space</span>
      </button>
      <div className="flex flex-col items-center justify-center gap-2">
        <p id={countId} aria-live="polite" aria-atomic="true" className="text-center text-slate-900">
          <span className="block text-4xl font-semibold tabular-nums">{errors}</span>{" "}
          <span className="text-sm text-slate-700">{errors === 1 ? "error" : "errors"}</span>
        </p>
        <Button variant="secondary" onClick={() => onChange(Math.max(0, errors - 1))} disabled={errors === 0}>
          <Undo2 className="size-4" aria-hidden="true" />
          Undo last error
        </Button>
      </div>
    </div>
  );
}
