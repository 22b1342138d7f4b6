/**
 * The held-change dialog (requirements "Progress entries": "Implausible, asked first"; requirements
 * "Local storage"; decision 008): a change that waited in the outbox reached the server, which asks
 * the teacher to confirm it (409 `IMPLAUSIBLE_VALUE`). Nothing was saved and nothing is dropped: the
 * dialog shows the change and the server's reasons; "Save anyway" sends it again with
 * `confirmImplausible: true`, "Discard" drops it. Closing it without choosing keeps the change held:
 * the dialog comes back on the next screen the teacher opens, so the entry is never left unseen.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "react-router";
import { errorMessage } from "../../lib/api-client";
import { enqueueWrite } from "../../lib/outbox/enqueue";
import { type HeldChange, resolveHeld, useHeldChanges } from "../../lib/outbox/held";
import { Alert, Button, Dialog } from "../ui";
import { fieldLabel, shownValue } from "./conflict-dialog";

/** The fields of the change as the teacher typed them (ids and flags left out). */
function ChangeFields({ held }: { held: HeldChange }) {
  const fields = Object.entries(held.vars.input).filter(
    ([name]) => !name.endsWith("Id") && name !== "confirmImplausible",
  );
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {fields.map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="font-medium text-slate-900">{fieldLabel(name)}</dt>
          <dd className="break-words text-slate-900">{shownValue(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Shows the oldest held change; renders nothing when there is none. */
export function HeldChangeDialog() {
  const held = useHeldChanges();
  const qc = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { pathname } = useLocation();
  // Closed without a choice on this screen: shown again on the next one.
  const [closedAt, setClosedAt] = useState<{ change: HeldChange; pathname: string } | null>(null);
  const change = held[0];
  if (!change || (closedAt?.change === change && closedAt.pathname === pathname)) return null;

  const discard = () => {
    setFailure(null);
    resolveHeld(qc, change);
  };
  const saveAnyway = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await enqueueWrite(qc, {
        type: change.type,
        kind: change.kind,
        id: change.kind === "create" ? undefined : change.vars.id,
        input: { ...change.vars.input, confirmImplausible: true },
        basedOn: change.vars.basedOn,
        label: change.vars.label,
        parentIds: change.vars.parentIds,
      });
      resolveHeld(qc, change);
    } catch (err) {
      setFailure(errorMessage(err, "It was not saved. Please try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) setClosedAt({ change, pathname });
      }}
      title={`Check this ${change.noun} before it is saved`}
      description={`Your ${change.noun} “${change.vars.label}” waited to be sent. The server has not saved it: it asks you to confirm it first.`}
      widthClass="max-w-xl"
    >
      <div className="space-y-4">
        <ChangeFields held={change} />
        <Alert tone="warning" title="Why it was held">
          <ul className="list-disc space-y-1 pl-5">
            {change.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </Alert>
        {failure ? (
          <Alert tone="error" title="It was not saved.">
            {failure}
          </Alert>
        ) : null}
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={discard} disabled={busy}>
          Discard
        </Button>
        <Button loading={busy} onClick={saveAnyway}>
          Save anyway
        </Button>
      </div>
    </Dialog>
  );
}
