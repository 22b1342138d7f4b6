/**
 * Cached reads and waiting changes kept on the device per teacher (requirements "Local storage";
 * architecture "Offline rules"; decision 008). One record per teacher, `iep:<userId>:cache`, holds
 * the dehydrated TanStack Query cache:
 * - queries whose key starts with one of {@link PERSISTED_QUERY_ROOTS} and that hold data, kept at
 *   most {@link QUERY_MAX_AGE_MS} after they were fetched; a query dropped from memory (its cache
 *   time ran out) stays in the record until then, so a list seen this morning still opens offline;
 * - paused changes (mutations), kept at most {@link MUTATION_MAX_AGE_MS} (decision 008), so a change
 *   made offline survives a reload and is sent when the server answers again.
 * Written at most once a second after any change of the cache. The signed-in teacher's id is kept
 * under {@link SIGNED_IN_USER_KEY}, so a reload while offline restores the right record before the
 * server can be asked who is signed in.
 *
 * Sign-out deletes the record; an idle or expired sign-out keeps only the paused changes for the
 * same teacher's next sign-in (decision 008).
 */
import { CONTACTS_QUERY_PREFIX } from "@client/features/contacts/api/query-keys";
import { DASHBOARD_QUERY_KEY, DEADLINES_QUERY_KEY } from "@client/features/deadlines/api/query-keys";
import { GOAL_QUERY_PREFIX, GOALS_QUERY_PREFIX } from "@client/features/goals/api/query-keys";
import { MEETINGS_QUERY_KEY } from "@client/features/meetings/api/query-keys";
import { NOTES_QUERY_KEY } from "@client/features/notes/api/query-keys";
import { PROGRESS_ENTRIES_QUERY_PREFIX } from "@client/features/progress/api/query-keys";
import { SERVICES_QUERY_KEY } from "@client/features/services/api/query-keys";
import { STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { ME_QUERY_KEY } from "@client/lib/auth/query-keys";
import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Mutation,
  type Query,
  type QueryClient,
} from "@tanstack/react-query";
import { outboxWritesReady } from "../outbox/registration";
import { readStored, removeStored, writeStored } from "../storage";
import type { KeyValueStore } from "./cache-store";
import { notePersistWrite } from "./persistence-status";

/**
 * The first element of the query keys kept on the device: the teacher's records and profile, each
 * taken from its owner's keys (architecture "Query keys"), so every query under them is kept.
 */
export const PERSISTED_QUERY_ROOTS: readonly string[] = [
  ME_QUERY_KEY,
  STUDENTS_QUERY_KEY,
  NOTES_QUERY_KEY,
  GOALS_QUERY_PREFIX,
  GOAL_QUERY_PREFIX,
  PROGRESS_ENTRIES_QUERY_PREFIX,
  MEETINGS_QUERY_KEY,
  DEADLINES_QUERY_KEY,
  DASHBOARD_QUERY_KEY,
  CONTACTS_QUERY_PREFIX,
  SERVICES_QUERY_KEY,
].map(([root]) => root);

/** A cached read is restored for at most a day after it was fetched (ms). */
export const QUERY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A waiting change is kept on the device at most 7 days (decision 008), in ms. */
export const MUTATION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Writes of the record happen at most this often (ms). */
export const PERSIST_THROTTLE_MS = 1_000;

/** Device key naming the signed-in teacher (an id only; removed on every sign-out). */
export const SIGNED_IN_USER_KEY = "iep:signed-in-user";

/** The record of `userId` (requirements "Local storage" prefix rule). */
export const cacheRecordKey = (userId: string) => `iep:${userId}:cache`;

/** What is stored under {@link cacheRecordKey}. */
export interface PersistedCache {
  version: 1;
  /** When the record was written (ms). */
  savedAt: number;
  queries: DehydratedState["queries"];
  mutations: DehydratedState["mutations"];
}

/** Why a session ends, as `clearSignedInData` knows it. */
export type SessionEnd = "signed-out" | "idle" | "expired" | "suspended";

interface Session {
  userId: string;
  store: KeyValueStore;
  stop: () => void;
  /** Writes the record now (instead of after the throttle). */
  flush: () => Promise<void>;
  /** The queries of the last record written or read, for the merge of dropped queries. */
  lastQueries: DehydratedState["queries"];
}

const sessions = new WeakMap<QueryClient, Session>();

const isPersistedQuery = (q: Query) =>
  q.state.data !== undefined &&
  q.state.status === "success" &&
  typeof q.queryKey[0] === "string" &&
  PERSISTED_QUERY_ROOTS.includes(q.queryKey[0]);

const isPausedMutation = (m: Mutation) => m.state.isPaused;

/** A JSON copy: plain data, no class instances or functions, safe to store as a clone. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function isPersistedCache(value: unknown): value is PersistedCache {
  const v = value as PersistedCache | undefined;
  return !!v && v.version === 1 && Array.isArray(v.queries) && Array.isArray(v.mutations);
}

/** The cache as it should be stored now: memory's queries and paused changes, plus kept older queries. */
export function snapshotCache(
  queryClient: QueryClient,
  previous: DehydratedState["queries"] = [],
  now = Date.now(),
): PersistedCache {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: isPersistedQuery,
    shouldDehydrateMutation: isPausedMutation,
  });
  const inMemory = new Set(state.queries.map((q) => q.queryHash));
  const kept = previous.filter(
    (q) =>
      !inMemory.has(q.queryHash) &&
      !queryClient.getQueryCache().get(q.queryHash) &&
      now - q.state.dataUpdatedAt < QUERY_MAX_AGE_MS,
  );
  return plain({
    version: 1,
    savedAt: now,
    queries: [...state.queries, ...kept],
    mutations: state.mutations,
  });
}

/** Reads `userId`'s record and drops what is too old; `undefined` when there is none. */
export async function readCacheRecord(
  store: KeyValueStore,
  userId: string,
  now = Date.now(),
): Promise<PersistedCache | undefined> {
  const saved = await store.get<unknown>(cacheRecordKey(userId));
  if (!isPersistedCache(saved)) return undefined;
  return {
    ...saved,
    queries: saved.queries.filter((q) => now - q.state.dataUpdatedAt < QUERY_MAX_AGE_MS),
    mutations: saved.mutations.filter(
      (m) => now - (m.state.submittedAt || saved.savedAt) < MUTATION_MAX_AGE_MS,
    ),
  };
}

/** The teacher whose record a start while offline restores, if one is signed in on this device. */
export const readSignedInUser = (): string | undefined => {
  const id = readStored<unknown>(SIGNED_IN_USER_KEY);
  return typeof id === "string" && id ? id : undefined;
};

/** The teacher whose record is kept by `queryClient` now, if any. */
export const persistedUserOf = (queryClient: QueryClient): string | undefined =>
  sessions.get(queryClient)?.userId;

/**
 * Restores `userId`'s record into `queryClient` (newer data in memory wins), then keeps the record
 * up to date and starts sending the waiting changes (`resumePausedMutations`, which waits while
 * offline; not awaited). Resolves once the record is restored. A session already running for
 * another teacher is stopped first (its record stays).
 * @throws the outbox registration's error when the record holds waiting changes and the writes could
 * not be registered (`outbox/registration.ts`); the record is left as stored.
 */
export async function startCachePersistence(
  queryClient: QueryClient,
  userId: string,
  store: KeyValueStore,
): Promise<void> {
  const running = sessions.get(queryClient);
  if (running?.userId === userId) return;
  running?.stop();
  writeStored(SIGNED_IN_USER_KEY, userId);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const session: Session = {
    userId,
    store,
    lastQueries: [],
    flush: () => Promise.resolve(),
    stop: () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      unsubscribeQueries?.();
      unsubscribeMutations?.();
      if (sessions.get(queryClient) === session) sessions.delete(queryClient);
    },
  };
  let unsubscribeQueries: (() => void) | undefined;
  let unsubscribeMutations: (() => void) | undefined;
  sessions.set(queryClient, session);

  const saved = await readCacheRecord(store, userId);
  if (stopped) return;
  // Restored changes are built with their registered functions (`outbox/registration.ts`). When those
  // cannot be loaded the stored record stays as it is, and the next start tries again.
  if (saved && saved.mutations.length > 0) {
    try {
      await outboxWritesReady(queryClient);
    } catch (err) {
      session.stop();
      throw err;
    }
  }
  if (stopped) return;
  if (saved) {
    hydrate(queryClient, { queries: saved.queries, mutations: saved.mutations });
    session.lastQueries = saved.queries;
    // A saved copy is shown at once but never taken as fresh: the record may lag the last change by
    // the write throttle, so every restored read is fetched again as soon as a screen uses it.
    const restored = new Set(saved.queries.map((q) => q.queryHash));
    void queryClient.invalidateQueries({ predicate: (q) => restored.has(q.queryHash), refetchType: "none" });
  }

  const write = async () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    const record = snapshotCache(queryClient, session.lastQueries);
    session.lastQueries = record.queries;
    const ok = await store.set(cacheRecordKey(userId), record);
    notePersistWrite({ store: store.kind, ok, waitingChanges: record.mutations.length });
  };
  session.flush = write;
  const schedule = () => {
    if (timer === undefined && !stopped) timer = setTimeout(() => void write(), PERSIST_THROTTLE_MS);
  };
  unsubscribeQueries = queryClient.getQueryCache().subscribe(schedule);
  unsubscribeMutations = queryClient.getMutationCache().subscribe(schedule);
  notePersistWrite({ store: store.kind, ok: true, waitingChanges: saved?.mutations.length ?? 0 });
  void queryClient.resumePausedMutations();
}

/** The queries of the device record as last written or read (memory's and those kept after leaving it). */
export function keptQueriesOf(queryClient: QueryClient): DehydratedState["queries"] {
  return sessions.get(queryClient)?.lastQueries ?? [];
}

/**
 * Rewrites the queries the device record keeps beside memory's (a query dropped from memory stays
 * in the record for a day): `change` answers the query to keep, with changed data or not, or `null`
 * to drop it. The record is then written at once. Nothing when no record is kept. Paused changes
 * are never touched (decision 008).
 */
export function rewriteKeptQueries(
  queryClient: QueryClient,
  change: (query: DehydratedState["queries"][number]) => DehydratedState["queries"][number] | null,
): Promise<void> {
  const session = sessions.get(queryClient);
  if (!session) return Promise.resolve();
  session.lastQueries = session.lastQueries.flatMap((q) => change(q) ?? []);
  return session.flush();
}

/**
 * Writes the device record of `queryClient`'s teacher now, e.g. before the page is hidden; nothing
 * when no record is kept.
 */
export function flushCachePersistence(queryClient: QueryClient): Promise<void> {
  return sessions.get(queryClient)?.flush() ?? Promise.resolve();
}

/**
 * Ends the device record of `userId` when the teacher leaves (call before the caches are cleared):
 * a sign-out deletes it; an idle, expired or suspended sign-out keeps only the paused changes (decision 008).
 * Stops the writes at once; the storage work finishes in the background.
 */
export function endCachePersistence(
  queryClient: QueryClient,
  userId: string,
  reason: SessionEnd,
  store: KeyValueStore | undefined = sessions.get(queryClient)?.store,
): Promise<void> {
  const session = sessions.get(queryClient);
  session?.stop();
  removeStored(SIGNED_IN_USER_KEY);
  if (!store) return Promise.resolve();
  const key = cacheRecordKey(userId);
  if (reason === "signed-out") return store.del(key);
  const kept = snapshotCache(queryClient);
  if (kept.mutations.length === 0) return store.del(key);
  return store.set(key, { ...kept, queries: [] }).then(() => undefined);
}
