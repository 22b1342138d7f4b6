/**
 * Conflicts waiting for the teacher's choice (requirements "Local storage"; decision 008): a queued
 * update whose record changed elsewhere since it was read is answered 409 with the server's record;
 * nothing is overwritten, both versions are kept here until the teacher keeps theirs (sent again
 * based on the server's current version) or takes the server's.
 */
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { OutboxConflict } from "./queued-write";

interface ConflictStore {
  list: OutboxConflict[];
  listeners: Set<() => void>;
}

const stores = new WeakMap<QueryClient, ConflictStore>();

function storeOf(qc: QueryClient): ConflictStore {
  let store = stores.get(qc);
  if (!store) {
    store = { list: [], listeners: new Set() };
    stores.set(qc, store);
  }
  return store;
}

function set(qc: QueryClient, list: OutboxConflict[]) {
  const store = storeOf(qc);
  store.list = list;
  for (const l of store.listeners) l();
}

/** Adds a conflict (a newer one for the same record replaces the older). */
export function addConflict(qc: QueryClient, conflict: OutboxConflict): void {
  const rest = storeOf(qc).list.filter((c) => !(c.type === conflict.type && c.vars.id === conflict.vars.id));
  set(qc, [...rest, conflict]);
}

/** Removes a conflict once the teacher has chosen. */
export function resolveConflict(qc: QueryClient, conflict: OutboxConflict): void {
  set(
    qc,
    storeOf(qc).list.filter((c) => c !== conflict),
  );
}

/** The conflicts waiting for a choice, oldest first. */
export function getConflicts(qc: QueryClient): readonly OutboxConflict[] {
  return storeOf(qc).list;
}

/** The conflicts waiting for a choice (re-renders when the list changes). */
export function useConflicts(): readonly OutboxConflict[] {
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
