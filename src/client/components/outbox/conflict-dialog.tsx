/**
 * The conflict dialog (requirements "Local storage"; decision 008): a change that waited in the
 * outbox reached a record changed elsewhere meanwhile. Nothing was overwritten: the dialog shows,
 * field by field, the teacher's version next to the server's, and the teacher chooses. "Keep mine"
 * sends the change again, based on the server's current version; "Keep the saved version" keeps
 * the server's (already on screen).
 */

import { ScrollRegion } from "@client/components/scroll-region";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { resolveConflict, useConflicts } from "../../lib/outbox/conflicts";
import { enqueueWrite } from "../../lib/outbox/enqueue";
import type { OutboxConflict } from "../../lib/outbox/queued-write";
import { Alert, Button, Dialog } from "../ui";

/** "serviceProviders" → "Service providers". */
export function fieldLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field value as a teacher reads it: "(empty)" for nothing, lists joined by commas. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (Array.isArray(value)) return value.length === 0 ? "(empty)" : value.map(shownValue).join(", ");
  if (typeof value === "object") {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== "" && v !== null)
      .map(([k, v]) => `${fieldLabel(k)}: ${shownValue(v)}`);
    return parts.length === 0 ? "(empty)" : parts.join("; ");
  }
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

/** Both versions of the fields the teacher changed, side by side. */
function Versions({ conflict }: { conflict: OutboxConflict }) {
  const fields = Object.keys(conflict.vars.input);
  return (
    <ScrollRegion label="Your version and the saved version">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Your version and the saved version of the fields you changed</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Field
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Your version
            </th>
            <th scope="col" className="py-2 font-semibold">
              Saved version
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {fields.map((f) => (
            <tr key={f}>
              <th scope="row" className="py-2 pr-3 align-top font-medium">
                {fieldLabel(f)}
              </th>
              <td className="py-2 pr-3 align-top break-words whitespace-pre-line text-slate-900">
                {shownValue(conflict.vars.input[f])}
              </td>
              <td className="py-2 align-top break-words whitespace-pre-line text-slate-900">
                {shownValue(conflict.theirs[f])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Shows the oldest conflict waiting for a choice; renders nothing when there is none. */
export function OutboxConflictDialog() {
  const conflicts = useConflicts();
  const qc = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const conflict = conflicts[0];
  if (!conflict) return null;

  const takeTheirs = () => {
    setFailure(null);
    resolveConflict(qc, conflict);
  };
  const keepMine = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await enqueueWrite(qc, {
        type: conflict.type,
        kind: "update",
        id: String(conflict.theirs.id ?? conflict.vars.id),
        input: conflict.vars.input,
        basedOn: typeof conflict.theirs.updatedAt === "string" ? conflict.theirs.updatedAt : undefined,
        label: conflict.vars.label,
        parentIds: conflict.vars.parentIds,
      });
      resolveConflict(qc, conflict);
    } catch (err) {
      setFailure(errorMessage(err, "Your version was not saved. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) takeTheirs();
      }}
      title={`The ${conflict.noun} “${conflict.vars.label}” was changed elsewhere`}
      description="While your change waited, this record was changed on another device or tab. Nothing has been overwritten. Choose which version to keep."
      widthClass="max-w-2xl"
    >
      <Versions conflict={conflict} />
      {failure ? (
        <div className="mt-3">
          <Alert tone="error" title="Your version was not saved.">
            {failure}
          </Alert>
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={takeTheirs}>
          Keep the saved version
        </Button>
        <Button loading={busy} onClick={keepMine}>
          Keep my version
        </Button>
      </div>
    </Dialog>
  );
}
