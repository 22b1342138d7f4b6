/**
 * Making a queued change (requirements "Local storage"; decision 008): what a screen calls when the
 * teacher saves. The change is shown at once; the call resolves with the server's record when the
 * server answers straight away, or with `{saved: false}` as soon as the change has to wait (offline,
 * a lost answer, or earlier changes still ahead of it in the queue), so the form can close and the
 * record shows "Not yet saved". A refusal the server gives at once (400 with field messages, 404,
 * quota) rejects, as a plain request would, and the form keeps what was typed; a conflict (409)
 * resolves `{saved: false}` too, and the conflict dialog shows both versions.
 */
import { MutationObserver, type QueryClient } from "@tanstack/react-query";
import { isLocalId, newIdempotencyKey, newLocalId } from "./local-ids";
import {
  foldableCreate,
  notifyChanged,
  type QueuedVariables,
  type WriteKind,
  writeKey,
} from "./queued-write";
import { isWriteRegistered, outboxWritesReady } from "./registration";

/** The outcome of {@link enqueueWrite}. */
export type EnqueueResult<TRecord> = { saved: true; record: TRecord | undefined } | { saved: false };

/** What the screen knows when it makes a change. */
export interface WriteRequest<TInput> {
  /** The record type's name ("students"). */
  type: string;
  kind: WriteKind;
  /** The record's id; omitted for a create (a local id is made). */
  id?: string;
  input: TInput;
  /** The version the change was based on (the cached record's `updatedAt`). */
  basedOn?: string;
  label: string;
  parentIds?: Record<string, string>;
}

/**
 * Queues a change and waits until it is either answered or waiting.
 * @returns `{saved: true, record}` (the server's row; undefined for a delete) or `{saved: false}`.
 * @throws ApiRequestError when the server refused the change at its first attempt, or NETWORK when
 * the change's type was not registered and the write types' code could not be loaded (nothing was
 * queued then).
 */
export async function enqueueWrite<TRecord, TInput>(
  qc: QueryClient,
  req: WriteRequest<TInput>,
): Promise<EnqueueResult<TRecord>> {
  // The change is built with its registered function (`registration.ts`).
  if (!isWriteRegistered(qc, req.type, req.kind)) await outboxWritesReady(qc);
  const id = req.id ?? newLocalId();
  const folded =
    req.kind === "update" || req.kind === "delete" ? foldInto(qc, req.type, req.kind, id, req.input) : false;
  if (folded) return { saved: false };
  const vars: QueuedVariables<TInput> = {
    key: newIdempotencyKey(),
    id,
    input: req.input,
    // A record not yet saved has no server version: its draft's `updatedAt` is this device's clock.
    basedOn: isLocalId(id) ? undefined : req.basedOn,
    label: req.label,
    parentIds: req.parentIds,
  };
  const observer = new MutationObserver<unknown, Error, QueuedVariables<TInput>>(qc, {
    mutationKey: writeKey(req.type, req.kind),
  });
  let unsubscribe = () => {};
  const waiting = new Promise<EnqueueResult<TRecord>>((resolve) => {
    unsubscribe = observer.subscribe((r) => {
      // Paused (offline or behind earlier changes), or failed and going to be tried again.
      if (r.isPending && (r.isPaused || r.failureCount > 0)) {
        vars.waiting = true;
        resolve({ saved: false });
      }
    });
  });
  const done = observer.mutate(vars).then(
    (record) => ({ saved: true, record: record as TRecord }) as const,
    (err: unknown) => {
      // A conflict is the conflict dialog's to show (both versions); the screen just lets go.
      const e = err as { status?: number; details?: { current?: unknown } };
      if (req.kind === "update" && e.status === 409 && e.details?.current) return { saved: false } as const;
      throw err;
    },
  );
  // A change that waits may still be refused later; that is reported by the outbox, not here.
  done.catch(() => {});
  try {
    return await Promise.race([done, waiting]);
  } finally {
    unsubscribe();
  }
}

/**
 * Folds an update or delete of a record whose create has not been sent yet into that create, so a
 * replay never needs an id the server does not know. Returns whether it did.
 */
function foldInto(qc: QueryClient, type: string, kind: WriteKind, id: string, input: unknown): boolean {
  const create = foldableCreate(qc, type, id);
  if (!create) return false;
  const vars = create.state.variables as QueuedVariables<Record<string, unknown>>;
  if (kind === "delete") vars.dropped = true;
  else Object.assign(vars.input, input);
  // The cache shows the folded result the same way a queued change would.
  const defaults = qc.getMutationDefaults(writeKey(type, kind));
  void defaults.onMutate?.({ ...vars, id, input, dropped: false } as never, {
    client: qc,
    meta: undefined,
    mutationKey: writeKey(type, kind),
  });
  notifyChanged(qc.getMutationCache(), create);
  return true;
}
