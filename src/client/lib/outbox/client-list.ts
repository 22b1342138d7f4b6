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

/**
 * Makes one kind of list.
 * @returns `get` (the items, oldest first), `set` (replace them and tell subscribers) and `useList`
 *   (the items in a component, re-rendered when they change).
 */
export function createClientList<T>(options: ClientListOptions<T> = {}) {
  const stores = new WeakMap<QueryClient, ListStore<T>>();
  const storeOf = (qc: QueryClient): ListStore<T> => {
    let store = stores.get(qc);
    if (!store) {
      store = { list: options.load?.(qc) ?? [], listeners: new Set() };
      stores.set(qc, store);
    }
    return store;
  };
  const get = (qc: QueryClient): readonly T[] => storeOf(qc).list;
  const set = (qc: QueryClient, list: T[]): void => {
    const store = storeOf(qc);
    store.list = list;
    options.save?.(qc, list);
    for (const l of store.listeners) l();
  };
  const useList = (): readonly T[] => {
    const store = storeOf(useQueryClient());
    return useSyncExternalStore(
      (listener) => {
        store.listeners.add(listener);
        return () => store.listeners.delete(listener);
      },
      () => store.list,
      () => store.list,
    );
  };
  return { get, set, useList };
}
