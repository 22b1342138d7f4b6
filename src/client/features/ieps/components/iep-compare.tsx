/**
 * "Compare with…" (requirements "IEP versions"): choose another version of the student; the
 * differences from the older to the newer, field by field (`diffIepContent`), each with its section,
 * item, the change in words and the text before and after (side by side on wide screens, stacked on
 * narrow ones).
 */
import { Field, Select } from "@client/components/ui";
import type { Iep } from "@shared/contracts/ieps";
import { diffIepContent, type IepDifference } from "@shared/domain/iep-document";
import { useState } from "react";
import { iepName } from "../lib/iep-labels";

const CHANGE_WORDS: Record<IepDifference["change"], string> = {
  added: "Added",
  removed: "Removed",
  changed: "Changed",
};

/** The chooser and the list of differences between `iep` and the chosen version. */
export function IepCompare({ iep, versions }: { iep: Iep; versions: readonly Iep[] }) {
  const others = versions.filter((v) => v.id !== iep.id);
  const [otherId, setOtherId] = useState("");
  const other = others.find((v) => v.id === otherId);
  if (others.length === 0) return null;
  // Older → newer, by start then creation.
  const [older, newer] =
    other &&
    (other.startDate < iep.startDate ||
      (other.startDate === iep.startDate && other.createdAt < iep.createdAt))
      ? [other, iep]
      : [iep, other];
  const differences = other && newer ? diffIepContent(older.content, newer.content) : [];
  return (
    <section aria-label="Compare versions" className="space-y-3">
      <Field label="Compare with…" className="max-w-md">
        {(ids) => (
          <Select {...ids} value={otherId} onChange={(e) => setOtherId(e.target.value)}>
            <option value="">Choose a version</option>
            {others.map((v) => (
              <option key={v.id} value={v.id}>
                {iepName(v)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {other && newer ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            From {iepName(older)} to {iepName(newer)}.
          </p>
          {differences.length === 0 ? (
            <p className="text-sm text-slate-900">The two versions say the same.</p>
          ) : (
            <ul className="space-y-3" aria-label="Differences">
              {differences.map((d, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: differences are listed in the document's order.
                <li key={i} className="rounded-md border border-slate-200 p-3">
                  <p className="text-sm font-semibold text-slate-900">
                    {d.title}
                    {d.item ? `: ${d.item}` : ""} — {CHANGE_WORDS[d.change]}
                  </p>
                  <div className="mt-2 grid gap-2 md:grid-cols-2">
                    <div>
                      <p className="text-xs font-medium text-slate-700">Before</p>
                      <p className="whitespace-pre-wrap break-words text-sm text-slate-900">
                        {d.before || "—"}
                      </p>
                    </div>
                    <div>
                      <p className="text-xs font-medium text-slate-700">After</p>
                      <p className="whitespace-pre-wrap break-words text-sm text-slate-900">
                        {d.after || "—"}
                      </p>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
