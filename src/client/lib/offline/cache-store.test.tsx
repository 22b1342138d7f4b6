/**
 * The device store's storage rules (requirements "Local storage"): IndexedDB when it works, memory
 * when it does not, and on a full disk the temporary and cache records removed and the write retried
 * once.
 */
import "fake-indexeddb/auto";
import { describe, expect, it, vi } from "vitest";
import {
  createResilientStore,
  type IdbOps,
  idbKeyvalOps,
  isEvictableKey,
  openCacheStore,
} from "./cache-store";

const quotaError = () => new DOMException("full", "QuotaExceededError");

/** IndexedDB operations on a Map, whose `set` fails as told. */
function fakeOps(initial: Record<string, unknown>, failSets: number) {
  const data = new Map(Object.entries(initial));
  let failures = failSets;
  const ops: IdbOps = {
    get: async (k) => data.get(k),
    set: vi.fn(async (k: string, v: unknown) => {
      if (failures-- > 0) throw quotaError();
      data.set(k, v);
    }),
    del: async (k) => {
      data.delete(k);
    },
    keys: async () => [...data.keys()],
  };
  return { data, ops };
}

describe("cache store", () => {
  it("uses IndexedDB and reads back what it wrote", async () => {
    const store = await openCacheStore();
    expect(store.kind).toBe("indexeddb");
    expect(await store.set("iep:u1:cache", { a: 1 })).toBe(true);
    expect(await store.get("iep:u1:cache")).toEqual({ a: 1 });
    expect(await idbKeyvalOps().get("iep:u1:cache")).toEqual({ a: 1 });
    await store.del("iep:u1:cache");
    expect(await store.get("iep:u1:cache")).toBeUndefined();
  });

  it("falls back to memory when IndexedDB cannot be opened", async () => {
    const broken: IdbOps = {
      get: () => Promise.reject(new DOMException("blocked", "SecurityError")),
      set: () => Promise.reject(new Error("no")),
      del: () => Promise.reject(new Error("no")),
      keys: () => Promise.reject(new Error("no")),
    };
    const store = await openCacheStore(broken);
    expect(store.kind).toBe("memory");
    expect(await store.set("iep:u1:cache", { a: 1 })).toBe(true);
    expect(await store.get("iep:u1:cache")).toEqual({ a: 1 });
  });

  it("on a full disk removes temporary and cache records, keeps the rest, and retries once", async () => {
    const { data, ops } = fakeOps(
      { "iep:u2:cache": 1, temp_x: 1, "iep:u1:cache_students": 1, old_y: 1, "iep:u1:draft_note": "keep" },
      1,
    );
    const store = createResilientStore(ops);
    expect(await store.set("iep:u1:cache", { v: 2 })).toBe(true);
    expect(ops.set).toHaveBeenCalledTimes(2);
    expect([...data.keys()].sort()).toEqual(["iep:u1:cache", "iep:u1:draft_note"]);
    expect(data.get("iep:u1:cache")).toEqual({ v: 2 });
  });

  it("when still full after the clean-up keeps the value in memory and reports the failure", async () => {
    const { data, ops } = fakeOps({ "iep:u1:draft_note": "keep" }, 5);
    const store = createResilientStore(ops);
    expect(await store.set("iep:u1:cache", { v: 3 })).toBe(false);
    expect(ops.set).toHaveBeenCalledTimes(2);
    expect(data.has("iep:u1:cache")).toBe(false);
    expect(await store.get("iep:u1:cache")).toEqual({ v: 3 });
  });

  it("names the evictable keys of the quota rule", () => {
    expect(["temp_a", "x:cache_students", "old_b", "iep:u9:cache"].every(isEvictableKey)).toBe(true);
    expect(["iep:u1:draft_note", "iep:u1:last-activity", "iep:u1:cached"].some(isEvictableKey)).toBe(false);
  });
});
