/**
 * Registering the outbox's writes (requirements "Local storage"; decision 008). Every queued write
 * runs the function registered for its key with `setMutationDefaults`, and TanStack Query reads
 * those defaults when a mutation is built, so a write type must be registered before a change of it
 * is queued (`enqueue.ts`) or restored (`cache-persistence.ts`). Registering every type up front
 * would put the code of every record type into the teacher area's first load (architecture
 * "Layout": the dashboard's JavaScript budget), so:
 *
 * - a screen's write hook names its type (`useQueuedWrite(type)`), and the type is registered when
 *   the teacher makes a change: the type's code is part of the screen, so a change made offline a
 *   moment after the screen opened still queues;
 * - a stored outbox restored at start, or a change of a type nobody registered yet, waits for
 *   {@link outboxWritesReady}, which registers every type from a module loaded when first needed
 *   (from the service worker's cache once it controls the page).
 */

import { ClientErrorCode } from "@shared/contracts/error-codes";
import type { QueryClient } from "@tanstack/react-query";
import { ApiRequestError, NETWORK_MESSAGE } from "../api-client";
import { notify } from "../notify";
import { addConflict } from "./conflicts";
import { addHeld } from "./held";
import { type OutboxReporter, type WriteKind, writeKey } from "./queued-write";

/**
 * A write type of the outbox as registered: a record type's create, update and delete
 * (`recordWrites`) or an action type's action (`actionWrites`).
 */
export interface WriteType {
  /** The first part of its writes' keys, e.g. "students". */
  name: string;
  /** Registers its writes on `qc`. */
  register: (qc: QueryClient, options: { reporter: OutboxReporter; backoffBaseMs?: number }) => void;
}

/** How a client's writes report and retry, and how all of them are registered. */
export interface OutboxSettings {
  /** Refusals and conflicts at replay; default: a toast and the conflict dialog's list. */
  reporter?: OutboxReporter;
  /** The first retry delay in ms (default 1000; tests pass less). */
  backoffBaseMs?: number;
  /** Registers every write type on the client, e.g. from a module loaded when needed. */
  registerAll?: () => Promise<void>;
}

interface ClientOutbox {
  settings: OutboxSettings;
  registered: Set<string>;
  all?: Promise<void>;
}

const clients = new WeakMap<QueryClient, ClientOutbox>();

function outboxOf(qc: QueryClient): ClientOutbox {
  let outbox = clients.get(qc);
  if (!outbox) {
    outbox = { settings: {}, registered: new Set() };
    clients.set(qc, outbox);
  }
  return outbox;
}

/** Sets (merges) `qc`'s outbox settings; call before the first change or restore. */
export function configureOutboxWrites(qc: QueryClient, settings: OutboxSettings): void {
  const outbox = outboxOf(qc);
  outbox.settings = { ...outbox.settings, ...settings };
}

/** The default reporter: a toast naming the record, and the conflict dialog's list. */
function defaultReporter(qc: QueryClient): OutboxReporter {
  return {
    refused: (message) => notify.error(message),
    conflict: (conflict) => addConflict(qc, conflict),
    held: (held) => addHeld(qc, held),
  };
}

/** Registers `types` on `qc` (each once per client), with the client's settings. */
export function registerWriteTypes(qc: QueryClient, types: readonly WriteType[]): void {
  const outbox = outboxOf(qc);
  const options = {
    reporter: outbox.settings.reporter ?? defaultReporter(qc),
    backoffBaseMs: outbox.settings.backoffBaseMs,
  };
  for (const type of types) {
    if (outbox.registered.has(type.name)) continue;
    outbox.registered.add(type.name);
    type.register(qc, options);
  }
}

/** Whether a change `kind` of the type named `typeName` can be built on `qc` now. */
export function isWriteRegistered(qc: QueryClient, typeName: string, kind: WriteKind): boolean {
  return qc.getMutationDefaults(writeKey(typeName, kind)).mutationFn !== undefined;
}

/**
 * Resolves once every write type is registered on `qc`, starting the client's `registerAll` if it
 * has not started (once; resolves at once when the client has none: the caller registered directly).
 * @throws ApiRequestError NETWORK when the types' code could not be loaded (offline before it ever
 *   loaded); the next call tries again.
 */
export function outboxWritesReady(qc: QueryClient): Promise<void> {
  const outbox = outboxOf(qc);
  const registerAll = outbox.settings.registerAll;
  if (!registerAll) return Promise.resolve();
  outbox.all ??= registerAll().catch(() => {
    outbox.all = undefined;
    throw new ApiRequestError(0, ClientErrorCode.NETWORK, NETWORK_MESSAGE);
  });
  return outbox.all;
}
