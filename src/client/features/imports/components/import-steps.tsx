/**
 * The step list at the top of an import screen (requirements "Import"): where the teacher is, as an
 * ordered list with `aria-current="step"` on the current one.
 */
import { cn } from "@client/lib/cn";

export const IMPORT_STEPS = [
  ["choose", "Choose a file"],
  ["map", "Match columns"],
  ["preview", "Preview"],
  ["done", "Import"],
] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number][0];

/** The numbered steps; past ones plain, the current one bold and marked. */
export function ImportSteps({ current }: { current: ImportStep }) {
  const at = IMPORT_STEPS.findIndex(([step]) => step === current);
  return (
    <ol aria-label="Import steps" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {IMPORT_STEPS.map(([step, label], i) => (
        <li
          key={step}
          aria-current={i === at ? "step" : undefined}
          className={cn(i === at ? "font-semibold text-indigo-800" : "text-slate-700")}
        >
          {i + 1}. {label}
        </li>
      ))}
    </ol>
  );
}
