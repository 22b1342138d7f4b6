import type { FieldChange } from "@shared/contracts/field-history";
import { FIELD_LABELS, lineDiff } from "@shared/domain/field-diff";

/**
 * One field's change as a line diff (requirements "IEP draft"): removed lines struck through and
 * marked "Removed", added lines marked "Added" — in words, not colour alone.
 */
export function FieldDiffView({ change }: { change: FieldChange }) {
  const lines = lineDiff(change.before, change.after);
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{FIELD_LABELS[change.field]}</h3>
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label={`Changes to ${FIELD_LABELS[change.field]}`}
        className="mt-1 max-h-56 overflow-auto rounded border border-slate-200 font-mono text-xs"
      >
        {lines.map((l, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: lines repeat; their position is their identity
            key={i}
            className={
              l.kind === "added"
                ? "bg-green-50 px-2 text-green-900"
                : l.kind === "removed"
                  ? "bg-red-50 px-2 text-red-900 line-through"
                  : "px-2 text-slate-700"
            }
          >
            <span className="sr-only">
              {l.kind === "added" ? "Added: " : l.kind === "removed" ? "Removed: " : ""}
            </span>
            <span aria-hidden="true">{l.kind === "added" ? "+ " : l.kind === "removed" ? "− " : "  "}</span>
            {l.text || "\u00a0"}
          </li>
        ))}
      </ul>
    </div>
  );
}
