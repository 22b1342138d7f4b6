/**
 * A probe's scored result as a description list (the main figure large). Not a live region: it
 * follows the teacher's typing, and reading each keystroke's result aloud would be noise.
 */
import { cn } from "@client/lib/cn";

export interface ProbeResultItem {
  term: string;
  value: string;
  /** The figure saved to the goal: shown large. */
  main?: boolean;
}

/** The result card: `items` as term / value pairs under a visually hidden heading `label`. */
export function ProbeResult({ label, items }: { label: string; items: ProbeResultItem[] }) {
  return (
    <div>
      <h4 className="sr-only">{label}</h4>
      <dl className="flex flex-wrap gap-3">
        {items.map((item) => (
          <div
            key={item.term}
            className={cn(
              "rounded-lg border px-4 py-3",
              item.main ? "border-indigo-300 bg-indigo-50" : "border-slate-200 bg-white",
            )}
          >
            <dt className="text-sm text-slate-700">{item.term}</dt>
            <dd
              className={cn("font-semibold text-slate-900 tabular-nums", item.main ? "text-3xl" : "text-xl")}
            >
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
