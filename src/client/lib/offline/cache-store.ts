/**
 * The device store of cached reads and waiting changes (requirements "Local storage"; architecture
 * "Offline rules"): IndexedDB through idb-keyval, one record per key, values stored as structured
 * clones. The storage rules of `lib/storage.ts` hold here too:
 * - when IndexedDB is unavailable (blocked, private mode, old browser), memory is used;
 * - when a write exceeds the quota, records whose key contains `temp_`, `cache_` or `old_`, or ends
 *   in `:cache` (another teacher's cached reads), are removed and the write is retried once; if it
 *   still fails the value is kept in memory and the write reports `false`.
 * Reads never throw: an unreadable record is `undefined`.
 */
import { createStore, del, get, keys, set, type UseStore } from "idb-keyval";
import { EVICTABLE_KEY_PARTS } from "../storage";

/** The key/value operations the persister needs; IndexedDB or memory. */
export interface KeyValueStore {
  /** "indexeddb", or "memory" when IndexedDB could not be used (lost when the page closes). */
  readonly kind: "indexeddb" | "memory";
  get<T>(key: string): Promise<T | undefined>;
  /** Writes `value`; `false` when it could only be kept in memory (quota still exceeded). */
  set(key: string, value: unknown): Promise<boolean>;
  del(key: string): Promise<void>;
}

/** Whether `key` may be removed to make room (requirements "Local storage" quota rule). */
export const isEvictableKey = (key: string) =>
  EVICTABLE_KEY_PARTS.some((part) => key.includes(part)) || key.endsWith(":cache");

const isQuotaError = (err: unknown) =>
  typeof err === "object" &&
  err !== null &&
  ["QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED"].includes((err as { name?: string }).name ?? "");

/** A store in memory only: the fallback, and handy in tests. */
export function createMemoryStore(): KeyValueStore {
  const memory = new Map<string, unknown>();
  return {
    kind: "memory",
    get: async <T>(key: string) => memory.get(key) as T | undefined,
    set: async (key, value) => {
      memory.set(key, value);
      return true;
    },
    del: async (key) => {
      memory.delete(key);
    },
  };
}

/** The raw IndexedDB operations, replaceable in tests (e.g. to simulate a full disk). */
export interface IdbOps {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/** idb-keyval on the database `iep-workspace`, object store `cache`. */
export function idbKeyvalOps(store: UseStore = createStore("iep-workspace", "cache")): IdbOps {
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    keys: async () => (await keys(store)).map(String),
  };
}

/**
 * Wraps `ops` with the quota rule and the memory fallback. Values that could not be written stay
 * readable from memory for this page's lifetime.
 */
export function createResilientStore(ops: IdbOps): KeyValueStore {
  const memory = new Map<string, unknown>();
  const evict = async () => {
    for (const key of await ops.keys()) if (isEvictableKey(key)) await ops.del(key);
  };
  return {
    kind: "indexeddb",
    async get<T>(key: string) {
      if (memory.has(key)) return memory.get(key) as T;
      try {
        return (await ops.get(key)) as T | undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, value) {
      try {
        await ops.set(key, value);
        memory.delete(key);
        return true;
      } catch (err) {
        if (isQuotaError(err)) {
          try {
            await evict();
            await ops.set(key, value);
            memory.delete(key);
            return true;
          } catch {
            /* still full: memory below */
          }
        }
        memory.set(key, value);
        return false;
      }
    },
    async del(key) {
      memory.delete(key);
      try {
        await ops.del(key);
      } catch {
        /* unavailable: nothing stored there */
      }
    },
  };
}

/**
 * Opens the device store: IndexedDB when it opens and answers a read, else memory.
 * Never throws.
 */
export async function openCacheStore(ops?: IdbOps): Promise<KeyValueStore> {
  try {
    if (typeof indexedDB === "undefined") return createMemoryStore();
    const idb = ops ?? idbKeyvalOps();
    await idb.get("temp_probe");
    return createResilientStore(idb);
  } catch {
    return createMemoryStore();
  }
}
