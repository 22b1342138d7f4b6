/**
 * Sign-out and the device record (requirements "Sessions and sign-out", "Local storage"; decision
 * 008): signing out deletes the teacher's saved copies and waiting changes; the idle sign-out keeps
 * only the waiting changes, for the same teacher's next sign-in.
 */
import "fake-indexeddb/auto";
import { STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { ME_QUERY_KEY } from "@client/lib/auth/query-keys";
import { takeEarlyResponse } from "@client/lib/early-responses";
import {
  cacheRecordKey,
  flushCachePersistence,
  type PersistedCache,
  SIGNED_IN_USER_KEY,
  startCachePersistence,
} from "@client/lib/offline/cache-persistence";
import { type KeyValueStore, openCacheStore } from "@client/lib/offline/cache-store";
import { queueOfflineChange, testQueryClients } from "@client/lib/offline/testing";
import { readStored } from "@client/lib/storage";
import { buildProfile, buildStudent } from "@shared/testing/data-generators";
import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearSignedInData } from "./sign-out";

const U1 = buildProfile({ id: "11111111-1111-4111-8111-000000000001" });

let store: KeyValueStore;
const { newClient, release } = testQueryClients();

beforeEach(async () => {
  localStorage.clear();
  store = await openCacheStore();
  await store.del(cacheRecordKey(U1.id));
});
afterEach(() => release(U1.id));

/** U1's client with a saved list of students and one waiting change, its device record written. */
async function signedInWithChange() {
  const client = newClient();
  client.setQueryData(ME_QUERY_KEY, U1);
  await startCachePersistence(client, U1.id, store);
  client.setQueryData(STUDENTS_QUERY_KEY, [buildStudent()]);
  await queueOfflineChange(client, "Ana");
  await flushCachePersistence(client);
  return client;
}

describe("clearSignedInData and the device record", () => {
  it("forgets everything on sign-out", async () => {
    const client = await signedInWithChange();

    clearSignedInData(client, "signed-out");
    await waitFor(async () => expect(await store.get(cacheRecordKey(U1.id))).toBeUndefined());
    expect(readStored(SIGNED_IN_USER_KEY)).toBeUndefined();
  });

  it("drops the page's early reads not yet taken, so none reaches the next teacher's request", async () => {
    const page = window as unknown as {
      __iepEarly?: { startedAt: number; answers: Record<string, unknown> };
    };
    page.__iepEarly = {
      startedAt: performance.now(),
      answers: { "/api/v1/students": Promise.resolve(Response.json([])) },
    };
    try {
      clearSignedInData(newClient(), "signed-out");
      expect(takeEarlyResponse("/api/v1/students")).toBeUndefined();
    } finally {
      page.__iepEarly = undefined;
    }
  });

  it("on the idle sign-out keeps only the waiting changes, for the same teacher's next sign-in", async () => {
    const client = await signedInWithChange();

    clearSignedInData(client, "idle");
    expect(client.getMutationCache().getAll()).toHaveLength(0);
    await waitFor(async () => {
      const kept = await store.get<PersistedCache>(cacheRecordKey(U1.id));
      expect(kept?.queries).toEqual([]);
      expect(kept?.mutations.map((m) => m.state.variables)).toEqual([{ name: "Ana" }]);
    });
    expect(readStored(SIGNED_IN_USER_KEY)).toBeUndefined();

    const next = newClient();
    await startCachePersistence(next, U1.id, store);
    expect(next.getMutationCache().getAll()).toHaveLength(1);
  });
});
