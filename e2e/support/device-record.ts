/**
 * Reads the device record the teacher area keeps per teacher (architecture "Offline rules"; decision
 * 008): IndexedDB database `iep-workspace`, store `cache`, key `iep:<userId>:cache`, holding the
 * dehydrated TanStack Query cache. Specs wait on what it holds instead of sleeping through the
 * record's write throttle (at most one write a second).
 */
import type { Page } from "@playwright/test";

/** What a spec checks of a device record. */
export interface DeviceRecordSummary {
  /** The `queryHash` of each stored read (`JSON.stringify` of its query key, e.g. `["students"]`). */
  queryHashes: string[];
  /** How many changes (paused mutations) wait in it. */
  waitingChanges: number;
}

/**
 * The device record of `userId` as the page sees it now; `undefined` while there is none (nor the
 * database: this never creates it, which is the app's to do).
 */
export function readDeviceRecord(page: Page, userId: string): Promise<DeviceRecordSummary | undefined> {
  return page.evaluate(
    (key) =>
      new Promise<DeviceRecordSummary | undefined>((resolve) => {
        const open = indexedDB.open("iep-workspace");
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = (event) => {
          event.preventDefault();
          resolve(undefined);
        };
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("cache")) {
            db.close();
            resolve(undefined);
            return;
          }
          const read = db.transaction("cache").objectStore("cache").get(key);
          read.onsuccess = () => {
            db.close();
            const record = read.result as
              | { queries?: { queryHash: string }[]; mutations?: unknown[] }
              | undefined;
            resolve(
              record
                ? {
                    queryHashes: (record.queries ?? []).map((q) => q.queryHash),
                    waitingChanges: (record.mutations ?? []).length,
                  }
                : undefined,
            );
          };
          read.onerror = () => {
            db.close();
            resolve(undefined);
          };
        };
      }),
    `iep:${userId}:cache`,
  );
}
