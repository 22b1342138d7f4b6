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
 * - A 409 `IMPLAUSIBLE_VALUE` (the server asks for confirmation) is held with its reasons for the
 *   teacher's "Save anyway" or "Discard" (`held.ts`).
 * - A 409 (the record changed elsewhere) goes to the conflict list ({@link ../outbox/conflicts}); a
 *   404 drops the change with a message naming the record; any other refusal reverts the screen
 *   and shows the action's message.
 */
import type { MutationCache, QueryClient } from "@tanstack/react-query";
import type { ApiRequestError } from "../api-client";
import { isLocalId, newIdempotencyKey } from "./local-ids";

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
  /**
   * Where a create is POSTed when not to `path` (a child record created under its parent, e.g.
   * /api/v1/students/:studentId/services), from the queued variables (`parentIds` resolved by the caller).
   */
  createPath?: (vars: QueuedVariables<TCreate>) => string;
}

/** The mutation key of a record type's writes. */
export const writeKey = (name: string, kind: WriteKind) => [name, kind] as const;

/** Reports the outcome of replays to the teacher (a toast); set once by the app. */
export interface OutboxReporter {
  /** A queued change the server refused: `message` says which record and why. */
  refused: (message: string) => void;
  /** The record changed elsewhere: both versions are to be shown. */
  conflict: (conflict: OutboxConflict) => void;
  /** The server asks the teacher to confirm the change (`held.ts`); absent: reported as refused. */
  held?: (held: HeldChange) => void;
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

/** A change held for the teacher's confirmation (`held.ts`). */
export interface HeldChange {
  /** Record type name ("progress-entries"). */
  type: string;
  /** The noun for messages ("progress entry"). */
  noun: string;
  kind: Exclude<WriteKind, "action">;
  vars: QueuedVariables<Record<string, unknown>>;
  /** The server's reasons, as its messages ("progressValue: 600 WCPM is more than 3 times …"). */
  reasons: string[];
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
