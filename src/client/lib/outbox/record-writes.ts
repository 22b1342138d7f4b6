/**
 * Registering a record type's queued writes (requirements "Local storage"; decision 008): create,
 * update and delete of one record type as TanStack Query mutation defaults, with the behaviour
 * `queued-write.ts` describes. Loaded with the screens that change records of the type (through
 * {@link recordWrites}) or with the whole outbox (`app/outbox-writes.ts`), not with the teacher area's
 * first screen (architecture "Layout": the dashboard's JavaScript budget).
 */
import type { QueryClient } from "@tanstack/react-query";
import { type ApiRequestError, apiRequest } from "../api-client";
import { confirmationReasons } from "./held";
import { rememberSavedId, resolveId } from "./local-ids";
import {
  backoffDelay,
  isTransient,
  type OutboxReporter,
  type QueuedVariables,
  type RecordType,
  type WriteKind,
  writeKey,
} from "./queued-write";
import type { WriteType } from "./registration";
import { OUTBOX_SCOPE } from "./scope";

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
    const path = type.createPath ? type.createPath(vars as QueuedVariables<TCreate>) : type.path;
    return apiRequest<TRecord>(path, { method: "POST", body: input, headers });
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
        // The server asks for the teacher's confirmation of a change that waited (a screen still
        // waiting for the answer asks itself): held with its reasons, never dropped.
        const reasons = confirmationReasons(err);
        if (reasons && reporter.held && vars.waiting) {
          reporter.held({
            type: type.name,
            noun: type.noun,
            kind,
            vars: vars as QueuedVariables<Record<string, unknown>>,
            reasons,
          });
          await cache.refresh(qc, vars);
          return;
        }
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

/** `type`'s writes as the outbox registers them (`registration.ts`). */
export function recordWrites<TRecord extends { id: string; updatedAt?: string }, TCreate, TUpdate>(
  type: RecordType<TRecord, TCreate, TUpdate>,
): WriteType {
  return { name: type.name, register: (qc, options) => registerRecordType(qc, type, options) };
}
