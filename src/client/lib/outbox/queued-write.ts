/**
 * The outbox: changes a teacher makes are applied to the screen at once and sent to the server
 * exactly once, in order, even across lost answers, offline spells and reloads (requirements
 * "Local storage"; architecture "Offline rules"; decision 008).
 *
 * A queued write is a TanStack Query mutation whose function is registered with
 * `setMutationDefaults(mutationKey, …)` (so one restored from IndexedDB after a reload knows how to
 * run), in ONE mutation scope (so they replay one after another, in the order made). Its variables
 * ({@link QueuedVariables}) carry everything a replay needs: the `Idempotency-Key` created when the
 * teacher acted, the record's id (a local id `local-…` for a record not yet saved), the version the
 * change was based on (`If-Match`), and a label naming the record for messages.
 * - A network failure (or 502/503/504) is retried with back-off, without end: the server answers a
 *   repeated key with its first answer, so nothing is applied twice. While the connection manager
 *   says offline, retries pause and resume when it comes back.
 * - A 409 (the record changed elsewhere) goes to the conflict list ({@link ../outbox/conflicts}); a
 *   404 drops the change with a message naming the record; any other refusal reverts the screen
 *   and shows the action's message.
 */
import type { MutationCache, QueryClient } from "@tanstack/react-query";
import { type ApiRequestError, apiRequest } from "../api-client";
import { isLocalId, newIdempotencyKey, rememberSavedId, resolveId } from "./local-ids";
import { OUTBOX_SCOPE } from "./scope";

/** What a queued change is ("action": a request the screen cannot draft ahead, see `action-writes.ts`). */
export type WriteKind = "create" | "update" | "delete" | "action";

/** The variables of every queued write (stored with the mutation, so they survive a reload). */
export interface QueuedVariables<TInput = unknown> {
  /** The `Idempotency-Key` (a UUID), made once when the teacher acted. */
  key: string;
  /** The record: its server id, or the local id (`local-…`) given to a record not yet saved. */
  id: string;
  /** The body: the new record's fields, or only the changed fields of an update. */
  input: TInput;
  /** The version (`updatedAt`) an update was based on, sent as `If-Match`; none for a local record. */
  basedOn?: string;
  /** Names the record in messages, e.g. "Maya R." (never logged). */
  label: string;
  /** Other records this one belongs to (e.g. its goal): ids resolved like `id` when sent. */
  parentIds?: Record<string, string>;
  /** Set when the change was folded away (a create deleted before it was sent): sent as nothing. */
  dropped?: boolean;
  /**
   * Set once the screen stopped waiting for the answer (the change had to wait): a refusal is then
   * reported by the outbox; before that, the screen that made the change shows it.
   */
  waiting?: boolean;
}

/** How a record type's cached lists change; every function is synchronous and total. */
export interface RecordCache<TRecord, TCreate, TUpdate> {
  /** The record as cached now, when any list holds it. */
  find: (qc: QueryClient, id: string, vars?: QueuedVariables<unknown>) => TRecord | undefined;
  /** A record drafted from a create's fields, shown until the server's row replaces it. */
  draft: (vars: QueuedVariables<TCreate>, now: string) => TRecord;
  /** The record with an update's fields applied (the server's row is put in on success). */
  merge: (record: TRecord, changes: TUpdate) => TRecord;
  /** Puts the record into (or replaces it in) every cached list that should hold it. */
  put: (qc: QueryClient, record: TRecord, replacesId?: string) => void;
  /** Takes the record out of every cached list. */
  remove: (qc: QueryClient, id: string, vars: QueuedVariables<unknown>) => void;
  /** Refetches what a change may have changed on the server (computed views, counts). */
  refresh: (qc: QueryClient, vars: QueuedVariables<unknown>) => Promise<void>;
}

/** One record type of the outbox: its REST path and how its cache changes. */
export interface RecordType<TRecord extends { id: string; updatedAt?: string }, TCreate, TUpdate> {
  /** The first key part of its writes, e.g. "students" → ["students","create"]. */
  name: string;
  /** The collection path, e.g. "/api/v1/students". */
  path: string;
  /** The noun for messages, e.g. "student". */
  noun: string;
  cache: RecordCache<TRecord, TCreate, TUpdate>;
  /** The changes it takes (create, update and delete when absent). */
  kinds?: readonly Exclude<WriteKind, "action">[];
  /** Replaces local ids inside a create's body with the saved ones (e.g. the goal of an entry). */
  resolveInput?: (input: TCreate, vars: QueuedVariables<TCreate>) => TCreate;
}

/** The mutation key of a record type's writes. */
export const writeKey = (name: string, kind: WriteKind) => [name, kind] as const;

/** Reports the outcome of replays to the teacher (a toast); set once by the app. */
export interface OutboxReporter {
  /** A queued change the server refused: `message` says which record and why. */
  refused: (message: string) => void;
  /** The record changed elsewhere: both versions are to be shown. */
  conflict: (conflict: OutboxConflict) => void;
}

/** A refused update whose record changed since it was read. */
export interface OutboxConflict {
  /** Record type name ("students"). */
  type: string;
  noun: string;
  vars: QueuedVariables<Record<string, unknown>>;
  /** The server's current record (from `error.details.current`). */
  theirs: Record<string, unknown>;
}

/** Back-off between attempts: 1 s, 2 s, 4 s … at most 30 s (`baseMs` 0 in tests). */
export function backoffDelay(attempt: number, baseMs = 1000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 30_000);
}

/** Whether an attempt failed without the server having judged the change: try again later. */
export function isTransient(err: unknown): boolean {
  const status = (err as ApiRequestError | undefined)?.status;
  return status === 0 || status === 502 || status === 503 || status === 504;
}

const errStatus = (err: unknown) => (err as ApiRequestError | undefined)?.status;

/** Sends one queued write with its key (and version), resolving local ids first. */
async function send<TRecord extends { id: string; updatedAt?: string }, TCreate, TUpdate>(
  type: RecordType<TRecord, TCreate, TUpdate>,
  kind: WriteKind,
  vars: QueuedVariables,
): Promise<TRecord | undefined> {
  if (vars.dropped) return undefined;
  const headers: Record<string, string> = { "Idempotency-Key": vars.key };
  if (kind === "create") {
    const input = type.resolveInput
      ? type.resolveInput(vars.input as TCreate, vars as QueuedVariables<TCreate>)
      : vars.input;
    return apiRequest<TRecord>(type.path, { method: "POST", body: input, headers });
  }
  const id = resolveId(vars.id);
  const path = `${type.path}/${encodeURIComponent(id)}`;
  if (kind === "delete") {
    await apiRequest<void>(path, { method: "DELETE", headers });
    return undefined;
  }
  const version = ownVersion(vars.id, vars.basedOn);
  if (version) headers["If-Match"] = `"${version}"`;
  return apiRequest<TRecord>(path, { method: "PATCH", body: vars.input, headers });
}

/**
 * This device's own saved versions: after an update of record R based on version v succeeded with
 * version w, a later queued update of R also based on v is sent as based on w (it was made on top
 * of the first, not against someone else's change).
 */
const ownVersions = new Map<string, { from: string | undefined; to: string }>();
function ownVersion(id: string, basedOn: string | undefined): string | undefined {
  const own = ownVersions.get(resolveId(id));
  return own && own.from === basedOn ? own.to : basedOn;
}

/** Options for {@link registerRecordType}. */
export interface RegisterOptions {
  reporter: OutboxReporter;
  /** First back-off step in ms (1000; 0 in tests). */
  backoffBaseMs?: number;
}

/**
 * Registers the create, update and delete writes of a record type on `qc` (call before the
 * outbox is restored). The defaults apply the change to the cache at once (`onMutate`), put the
 * server's row in on success, and revert (refetch) on a refusal.
 */
export function registerRecordType<TRecord extends { id: string; updatedAt?: string }, TCreate, TUpdate>(
  qc: QueryClient,
  type: RecordType<TRecord, TCreate, TUpdate>,
  { reporter, backoffBaseMs = 1000 }: RegisterOptions,
): void {
  const { cache } = type;
  for (const kind of type.kinds ?? (["create", "update", "delete"] as const)) {
    qc.setMutationDefaults(writeKey(type.name, kind), {
      mutationFn: (vars: QueuedVariables) => send(type, kind, vars),
      scope: OUTBOX_SCOPE,
      networkMode: "online",
      retry: (_count, err) => isTransient(err),
      retryDelay: (attempt) => backoffDelay(attempt, backoffBaseMs),
      gcTime: 60_000,
      onMutate: (vars: QueuedVariables) => {
        applyOptimistic(qc, type, kind, vars);
        return undefined;
      },
      onSuccess: async (data: unknown, vars: QueuedVariables) => {
        if (vars.dropped) return;
        const row = data as TRecord | undefined;
        if (kind === "delete") cache.remove(qc, vars.id, vars);
        else if (row) {
          if (kind === "create") rememberSavedId(vars.id, row.id);
          if (kind === "update" && row.updatedAt) {
            ownVersions.set(row.id, { from: vars.basedOn, to: row.updatedAt });
          }
          cache.put(qc, row, vars.id);
        }
        await cache.refresh(qc, vars);
      },
      onError: async (err: unknown, vars: QueuedVariables) => {
        const status = errStatus(err);
        if (kind === "create") cache.remove(qc, vars.id, vars);
        if (status === 409 && kind === "update") {
          const theirs = (err as ApiRequestError).details?.current as Record<string, unknown> | undefined;
          if (theirs) {
            cache.put(qc, theirs as TRecord);
            reporter.conflict({
              type: type.name,
              noun: type.noun,
              vars: vars as QueuedVariables<Record<string, unknown>>,
              theirs,
            });
            return;
          }
        }
        if (status === 404) {
          cache.remove(qc, vars.id, vars);
          if (vars.waiting) {
            reporter.refused(
              `The ${type.noun} "${vars.label}" no longer exists, so this change was not saved.`,
            );
          }
        } else if (vars.waiting) {
          reporter.refused(
            `The change to the ${type.noun} "${vars.label}" was not saved: ${(err as Error).message}`,
          );
        }
        await cache.refresh(qc, vars);
      },
    });
  }
}

/** Shows a change on screen before the server has it. */
function applyOptimistic<TRecord extends { id: string; updatedAt?: string }, TCreate, TUpdate>(
  qc: QueryClient,
  type: RecordType<TRecord, TCreate, TUpdate>,
  kind: WriteKind,
  vars: QueuedVariables,
): void {
  const { cache } = type;
  if (vars.dropped) return;
  if (kind === "create")
    cache.put(qc, cache.draft(vars as QueuedVariables<TCreate>, new Date().toISOString()));
  else if (kind === "delete") cache.remove(qc, vars.id, vars);
  else {
    const record = cache.find(qc, vars.id, vars);
    if (record) cache.put(qc, cache.merge(record, vars.input as TUpdate));
  }
}

/** The still-pending, never-attempted create of a local record, if any (to fold changes into). */
export function foldableCreate(qc: QueryClient, typeName: string, id: string) {
  if (!isLocalId(id)) return undefined;
  return qc
    .getMutationCache()
    .getAll()
    .find(
      (m) =>
        m.options.mutationKey?.[0] === typeName &&
        m.options.mutationKey?.[1] === "create" &&
        m.state.status === "pending" &&
        m.state.isPaused &&
        m.state.failureCount === 0 &&
        (m.state.variables as QueuedVariables | undefined)?.id === id,
    );
}

/** Tells the cache's listeners (the IndexedDB persister, the badges) that a mutation's variables changed. */
export function notifyChanged(
  cache: MutationCache,
  mutation: ReturnType<MutationCache["getAll"]>[number],
): void {
  cache.notify({ type: "updated", mutation, action: { type: "pause" } });
}

export { newIdempotencyKey };
