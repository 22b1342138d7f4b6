/**
 * The per-teacher device record (requirements "Local storage", "Sessions and sign-out"; decision
 * 008): cached reads and paused changes restored for the same teacher only, restored before the
 * screens ask the server, deleted on sign-out, reduced to the waiting changes on an idle sign-out,
 * and a visible warning when waiting changes could only be kept in memory.
 */
import "fake-indexeddb/auto";
import { goalsQueryKey } from "@client/features/goals/api/query-keys";
import { meetingDetailKey } from "@client/features/meetings/api/query-keys";
import { NOTES_QUERY_KEY } from "@client/features/notes/api/query-keys";
import { NOTIFICATIONS_QUERY_KEY } from "@client/features/notifications/api/query-keys";
import { progressEntriesQueryKey } from "@client/features/progress/api/query-keys";
import { STUDENT_SUMMARIES_QUERY_KEY, STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { SERVICE_NOTICE_QUERY_KEY } from "@client/features/support/api/query-keys";
import { ME_QUERY_KEY } from "@client/lib/auth/query-keys";
import { buildProfile, buildStudent } from "@shared/testing/data-generators";
import { onlineManager, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureOutboxWrites } from "../outbox/registration";
import { readStored } from "../storage";
import {
  cacheRecordKey,
  flushCachePersistence,
  MUTATION_MAX_AGE_MS,
  PERSISTED_QUERY_ROOTS,
  type PersistedCache,
  persistedUserOf,
  QUERY_MAX_AGE_MS,
  SIGNED_IN_USER_KEY,
  startCachePersistence,
} from "./cache-persistence";
import { createMemoryStore, type KeyValueStore, openCacheStore } from "./cache-store";
import { OfflineBanner } from "./offline-banner";
import { OfflineSupport } from "./offline-support";
import { notePersistWrite, STORAGE_AT_RISK_MESSAGE } from "./persistence-status";
import { ADD_STUDENT_KEY as ADD, queueOfflineChange, testQueryClients } from "./testing";

const U1 = buildProfile({ id: "11111111-1111-4111-8111-000000000001" });
const U2 = buildProfile({ id: "11111111-1111-4111-8111-000000000002" });

let store: KeyValueStore;
const { newClient, release } = testQueryClients();

beforeEach(async () => {
  localStorage.clear();
  store = await openCacheStore();
  await store.del(cacheRecordKey(U1.id));
  await store.del(cacheRecordKey(U2.id));
  notePersistWrite({ store: "indexeddb", ok: true, waitingChanges: 0 });
});
afterEach(() => release("none"));

/** A new client of U1 whose device record in `store` holds one waiting change `{name}`, written. */
async function withWaitingChange(name: string) {
  const client = newClient();
  await startCachePersistence(client, U1.id, store);
  await queueOfflineChange(client, name);
  await flushCachePersistence(client);
  return client;
}

describe("device record", () => {
  it("restores a teacher's cached reads for that teacher only", async () => {
    const first = newClient();
    await startCachePersistence(first, U1.id, store);
    first.setQueryData(STUDENTS_QUERY_KEY, [buildStudent({ name: "Maya Rodriguez" })]);
    first.setQueryData(SERVICE_NOTICE_QUERY_KEY, { banner: "not kept" });
    await flushCachePersistence(first);
    expect(readStored(SIGNED_IN_USER_KEY)).toBe(U1.id);

    const again = newClient();
    await startCachePersistence(again, U1.id, store);
    expect(again.getQueryData<{ name: string }[]>(STUDENTS_QUERY_KEY)?.[0]?.name).toBe("Maya Rodriguez");
    expect(again.getQueryData(SERVICE_NOTICE_QUERY_KEY)).toBeUndefined();

    expect(again.getQueryState(STUDENTS_QUERY_KEY)?.isInvalidated).toBe(true);

    const other = newClient();
    await startCachePersistence(other, U2.id, store);
    expect(other.getQueryData(STUDENTS_QUERY_KEY)).toBeUndefined();
  });

  it("keeps the owners' records under their keys (the record's format: these roots), and nothing else", async () => {
    // Stored on the device: a root renamed here would leave every teacher's saved copies unread.
    expect(PERSISTED_QUERY_ROOTS).toEqual([
      "me",
      "students",
      "notes",
      "goals",
      "goal",
      "progress-entries",
      "meetings",
      "deadlines",
      "dashboard",
      "contacts",
      "services",
    ]);
    const first = newClient();
    await startCachePersistence(first, U1.id, store);
    first.setQueryData(STUDENT_SUMMARIES_QUERY_KEY, [{ id: "s1" }]);
    first.setQueryData(progressEntriesQueryKey("g1"), [{ id: "e1" }]);
    first.setQueryData(meetingDetailKey("m1"), { id: "m1" });
    first.setQueryData(NOTIFICATIONS_QUERY_KEY, []);
    await flushCachePersistence(first);
    const saved = await store.get<PersistedCache>(cacheRecordKey(U1.id));
    expect(saved?.queries.map((q) => q.queryHash).sort()).toEqual(
      [STUDENT_SUMMARIES_QUERY_KEY, progressEntriesQueryKey("g1"), meetingDetailKey("m1")]
        .map((key) => JSON.stringify(key))
        .sort(),
    );
  });

  it("keeps a read dropped from memory until it is a day old, and drops older ones on restore", async () => {
    const now = Date.now();
    const record: PersistedCache = {
      version: 1,
      savedAt: now,
      queries: [],
      mutations: [],
    };
    const seed = newClient();
    seed.setQueryData(NOTES_QUERY_KEY, ["recent"], { updatedAt: now - QUERY_MAX_AGE_MS + 60_000 });
    seed.setQueryData(goalsQueryKey(), ["stale"], { updatedAt: now - QUERY_MAX_AGE_MS - 1 });
    const { dehydrate } = await import("@tanstack/react-query");
    record.queries = dehydrate(seed).queries;
    await store.set(cacheRecordKey(U1.id), record);

    const client = newClient();
    await startCachePersistence(client, U1.id, store);
    expect(client.getQueryData(NOTES_QUERY_KEY)).toEqual(["recent"]);
    expect(client.getQueryData(goalsQueryKey())).toBeUndefined();
    client.removeQueries({ queryKey: NOTES_QUERY_KEY }); // e.g. its cache time ran out
    client.setQueryData(STUDENTS_QUERY_KEY, []);
    await flushCachePersistence(client);
    const saved = await store.get<PersistedCache>(cacheRecordKey(U1.id));
    expect(saved?.queries.map((q) => q.queryKey[0]).sort()).toEqual(["notes", "students"]);
  });

  it("keeps paused changes across a reload and sends each once when back online", async () => {
    await withWaitingChange("Jonah Lee");
    expect((await store.get<PersistedCache>(cacheRecordKey(U1.id)))?.mutations).toHaveLength(1);

    const sent = vi.fn(async (vars: { name: string }) => vars.name);
    const reloaded = newClient();
    reloaded.setMutationDefaults(ADD, { mutationFn: sent });
    await startCachePersistence(reloaded, U1.id, store);
    expect(reloaded.getMutationCache().getAll()).toHaveLength(1);
    expect(sent).not.toHaveBeenCalled();

    onlineManager.setOnline(true);
    await reloaded.resumePausedMutations();
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toEqual({ name: "Jonah Lee" });
  });

  it("restores waiting changes only once the outbox's writes are registered, when registered on demand", async () => {
    await withWaitingChange("Jonah Lee");

    const sent = vi.fn(async (vars: { name: string }) => vars.name);
    const reloaded = newClient();
    const register = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      reloaded.setMutationDefaults(ADD, { mutationFn: sent });
    });
    configureOutboxWrites(reloaded, { registerAll: register });
    await startCachePersistence(reloaded, U1.id, store);
    expect(register).toHaveBeenCalledTimes(1);

    onlineManager.setOnline(true);
    await reloaded.resumePausedMutations();
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toEqual({ name: "Jonah Lee" });
  });

  it("a record without waiting changes is restored without loading the writes; a failed load keeps the record for the next start", async () => {
    const first = newClient();
    await startCachePersistence(first, U1.id, store);
    first.setQueryData(STUDENTS_QUERY_KEY, [buildStudent({ name: "Maya Rodriguez" })]);
    await flushCachePersistence(first);
    const readsOnly = newClient();
    const notNeeded = vi.fn(async () => {});
    configureOutboxWrites(readsOnly, { registerAll: notNeeded });
    await startCachePersistence(readsOnly, U1.id, store);
    expect(readsOnly.getQueryData<{ name: string }[]>(STUDENTS_QUERY_KEY)?.[0]?.name).toBe("Maya Rodriguez");
    expect(notNeeded).not.toHaveBeenCalled();

    await queueOfflineChange(readsOnly, "Jonah Lee");
    await flushCachePersistence(readsOnly);
    const failing = newClient();
    configureOutboxWrites(failing, {
      registerAll: async () => {
        throw new TypeError("Failed to fetch dynamically imported module");
      },
    });
    await expect(startCachePersistence(failing, U1.id, store)).rejects.toMatchObject({ code: "NETWORK" });
    expect(failing.getMutationCache().getAll()).toHaveLength(0);
    expect((await store.get<PersistedCache>(cacheRecordKey(U1.id)))?.mutations).toHaveLength(1);
    expect(persistedUserOf(failing)).toBeUndefined();
  });

  it("drops waiting changes older than 7 days", async () => {
    await withWaitingChange("Ana");
    const saved = await store.get<PersistedCache>(cacheRecordKey(U1.id));
    if (!saved?.mutations[0]) throw new Error("no change saved");
    saved.mutations[0].state.submittedAt = Date.now() - MUTATION_MAX_AGE_MS - 1;
    await store.set(cacheRecordKey(U1.id), saved);

    const later = newClient();
    await startCachePersistence(later, U1.id, store);
    expect(later.getMutationCache().getAll()).toHaveLength(0);
  });

  it("warns visibly when waiting changes can only be kept in memory", async () => {
    const client = newClient();
    await startCachePersistence(client, U1.id, createMemoryStore());
    render(
      <QueryClientProvider client={client}>
        <OfflineBanner />
      </QueryClientProvider>,
    );
    expect(screen.queryByText(STORAGE_AT_RISK_MESSAGE)).toBeNull();
    await queueOfflineChange(client, "Ana");
    await act(() => flushCachePersistence(client));
    expect(await screen.findByText(STORAGE_AT_RISK_MESSAGE)).toBeVisible();
    // Without a count from the outbox, the banner counts the paused changes itself.
    expect(screen.getByText(/1 change is waiting to be sent\./)).toBeVisible();
  });

  it("warns when the disk stays full after the clean-up and one retry", async () => {
    const full: KeyValueStore = { ...createMemoryStore(), kind: "indexeddb", set: async () => false };
    const client = newClient();
    await startCachePersistence(client, U1.id, full);
    render(
      <QueryClientProvider client={client}>
        <OfflineBanner />
      </QueryClientProvider>,
    );
    await queueOfflineChange(client, "Ana");
    await act(() => flushCachePersistence(client));
    expect(await screen.findByText(STORAGE_AT_RISK_MESSAGE)).toBeVisible();
  });
});

/** Shows the first cached student's name, or "loading"; `fetchStudents` never answers. */
function StudentsProbe({ fetchStudents }: { fetchStudents: () => Promise<{ name: string }[]> }) {
  const q = useQuery({ queryKey: STUDENTS_QUERY_KEY, queryFn: fetchStudents, staleTime: Infinity });
  return <p>{q.data ? q.data[0]?.name : "loading"}</p>;
}

describe("OfflineSupport", () => {
  it("after a reload restores the signed-in teacher's record before any screen asks the server, then asks again", async () => {
    const first = newClient();
    first.setQueryData(ME_QUERY_KEY, U1);
    await startCachePersistence(first, U1.id, store);
    first.setQueryData(STUDENTS_QUERY_KEY, [buildStudent({ name: "Maya Rodriguez" })]);
    await flushCachePersistence(first);
    localStorage.setItem(SIGNED_IN_USER_KEY, JSON.stringify(U1.id));

    const reloaded = newClient();
    let cachedWhenFetched: unknown;
    const fetchStudents = vi.fn(() => {
      cachedWhenFetched = reloaded.getQueryData(STUDENTS_QUERY_KEY);
      return new Promise<{ name: string }[]>(() => {});
    });
    render(
      <QueryClientProvider client={reloaded}>
        <OfflineSupport queryClient={reloaded} openStore={async () => store} watchConnection={() => () => {}}>
          <StudentsProbe fetchStudents={fetchStudents} />
        </OfflineSupport>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Maya Rodriguez")).toBeVisible();
    // Asked again (a saved copy is never taken as fresh), but only once the copy was restored.
    await waitFor(() => expect(fetchStudents).toHaveBeenCalledTimes(1));
    expect(cachedWhenFetched).toEqual([expect.objectContaining({ name: "Maya Rodriguez" })]);
    expect(reloaded.getQueryData(ME_QUERY_KEY)).toEqual(U1);
  });
});
