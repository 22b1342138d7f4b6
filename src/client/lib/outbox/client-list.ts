/**
 * A list kept per QueryClient (one per signed-in app) that screens subscribe to: the outbox's
 * conflicts and held changes (requirements "Local storage"; decision 008). A list may be loaded from
 * and saved to the device (`load`, `save`); without them it lives in memory only.
 */
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

interface ListStore<T> {
  list: T[];
  listeners: Set<() => void>;
}

/** What a list does besides keeping its items: read the device's copy once, write each change. */
export interface ClientListOptions<T> {
  /** The items kept on the device for `qc`'s teacher, read when the list is first used. */
  load?: (qc: QueryClient) => T[];
  /** Called with every new list (e.g. to write it to the device). */
  save?: (qc: QueryClient, list: readonly T[]) => void;
}

/** One kind of list (see {@link createClientList}). */
export interface ClientList<T> {
  /** The items for `qc`, oldest first. */
  get: (qc: QueryClient) => readonly T[];
  /** Replaces the items for `qc` and tells the subscribers. */
  set: (qc: QueryClient, list: T[]) => void;
  /** Calls `listener` at each change of `qc`'s items; returns the unsubscribe. */
  subscribe: (qc: QueryClient, listener: () => void) => () => void;
}

/** Makes one kind of list; components read it with {@link useClientList}. */
export function createClientList<T>(options: ClientListOptions<T> = {}): ClientList<T> {
  const stores = new WeakMap<QueryClient, ListStore<T>>();
  const storeOf = (qc: QueryClient): ListStore<T> => {
    let store = stores.get(qc);
    if (!store) {
      store = { list: options.load?.(qc) ?? [], listeners: new Set() };
      stores.set(qc, store);
    }
    return store;
  };
  return {
    get: (qc) => storeOf(qc).list,
    set: (qc, list) => {
      const store = storeOf(qc);
      store.list = list;
      options.save?.(qc, list);
      for (const l of store.listeners) l();
    },
    subscribe: (qc, listener) => {
      const { listeners } = storeOf(qc);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The items of `list` for the app's QueryClient, re-rendered when they change. */
export function useClientList<T>(list: ClientList<T>): readonly T[] {
  const qc = useQueryClient();
  return useSyncExternalStore(
    (listener) => list.subscribe(qc, listener),
    () => list.get(qc),
    () => list.get(qc),
  );
}
