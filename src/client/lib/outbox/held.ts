/**
 * Changes held for the teacher's confirmation (requirements "Progress entries": "Implausible, asked
 * first"; requirements "Local storage"; decision 008). A queued change the server answers 409
 * `IMPLAUSIBLE_VALUE` (well formed, but it asks for `confirmImplausible: true`) is neither saved nor
 * dropped: it waits here with the server's reasons until the teacher chooses "Save anyway" (sent
 * again with the confirmation) or "Discard".
 */
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { ApiRequestError } from "../api-client";
import type { HeldChange } from "./queued-write";

export type { HeldChange };

/** The error code of a refusal that asks for confirmation (requirements "Progress entries"). */
export const CONFIRMATION_CODE = "IMPLAUSIBLE_VALUE";

/**
 * The reasons' messages when `err` is a 409 asking for confirmation (`details.reasons`, each with a
 * `message`); null for any other error.
 */
export function confirmationReasons(err: unknown): string[] | null {
  if (!(err instanceof ApiRequestError) || err.status !== 409 || err.code !== CONFIRMATION_CODE) return null;
  const reasons = (err.details?.reasons ?? []) as { message?: unknown }[];
  const messages = reasons.map((r) => (typeof r.message === "string" ? r.message : "")).filter(Boolean);
  return messages.length > 0 ? messages : [err.message];
}

interface HeldStore {
  list: HeldChange[];
  listeners: Set<() => void>;
}

const stores = new WeakMap<QueryClient, HeldStore>();

function storeOf(qc: QueryClient): HeldStore {
  let store = stores.get(qc);
  if (!store) {
    store = { list: [], listeners: new Set() };
    stores.set(qc, store);
  }
  return store;
}

function set(qc: QueryClient, list: HeldChange[]) {
  const store = storeOf(qc);
  store.list = list;
  for (const l of store.listeners) l();
}

/** Holds a change (after any already held). */
export function addHeld(qc: QueryClient, held: HeldChange): void {
  set(qc, [...storeOf(qc).list, held]);
}

/** Removes a held change once the teacher has chosen. */
export function resolveHeld(qc: QueryClient, held: HeldChange): void {
  set(
    qc,
    storeOf(qc).list.filter((h) => h !== held),
  );
}

/** The held changes, oldest first (re-renders when the list changes). */
export function useHeldChanges(): readonly HeldChange[] {
  const qc = useQueryClient();
  const store = storeOf(qc);
  return useSyncExternalStore(
    (listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    () => store.list,
    () => store.list,
  );
}
