/**
 * Whether the changes waiting on this device are safely stored (requirements "Local storage": a
 * visible warning when unsynced changes are at risk). The persister reports each write; the offline
 * banner shows {@link STORAGE_AT_RISK_MESSAGE} while changes wait and the last write could only be
 * kept in memory (IndexedDB unavailable, or still full after the clean-up and one retry).
 */
import { useSyncExternalStore } from "react";

export interface PersistenceStatus {
  /** Where the record lives: IndexedDB, or memory (lost when the page closes). */
  store: "indexeddb" | "memory";
  /** Whether the last write reached the store. */
  ok: boolean;
  /** Changes (paused mutations) in the last record. */
  waitingChanges: number;
}

/** requirements "Local storage": shown while waiting changes are only in memory. */
export const STORAGE_AT_RISK_MESSAGE =
  "This device could not store your changes that are not yet sent. Keep this page open until you are back online, or they will be lost.";

const initial: PersistenceStatus = { store: "indexeddb", ok: true, waitingChanges: 0 };
let status = initial;
const listeners = new Set<() => void>();

/** Records the outcome of one write of the device record. */
export function notePersistWrite(next: PersistenceStatus): void {
  if (next.store === status.store && next.ok === status.ok && next.waitingChanges === status.waitingChanges)
    return;
  status = next;
  for (const l of listeners) l();
}

/** The latest status (tests: reset with `notePersistWrite`). */
export const getPersistenceStatus = (): PersistenceStatus => status;

/** True when changes wait and are not stored beyond this page. */
export const changesAtRisk = (s: PersistenceStatus) =>
  s.waitingChanges > 0 && (s.store === "memory" || !s.ok);

/** The status, re-rendering on change. */
export function usePersistenceStatus(): PersistenceStatus {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getPersistenceStatus,
    getPersistenceStatus,
  );
}
