/**
 * Queued actions (requirements "Local storage"; decision 008): changes whose answer the screen cannot
 * draft ahead (a meeting cancelled, a deadline marked done or added) still go through the outbox:
 * kept across offline spells and reloads, sent in order with one `Idempotency-Key`, retried with
 * back-off, applied once. The screen shows them after the server answered (the waiting count says
 * they wait); each answer refreshes the queries the record type names.
 */
import type { QueryClient } from "@tanstack/react-query";
import { type ApiRequestError, apiRequest, type RequestOptions } from "../api-client";
import { resolveId } from "./local-ids";
import {
  backoffDelay,
  isTransient,
  type OutboxReporter,
  type QueuedVariables,
  writeKey,
} from "./queued-write";
import type { WriteType } from "./registration";
import { OUTBOX_SCOPE } from "./scope";

/** The request of a queued action (stored with the mutation). */
export interface ActionInput {
  method: NonNullable<RequestOptions["method"]>;
  /** The path, with `{id}` where the record's (resolved) id goes. */
  path: string;
  body?: unknown;
}

/** A record type whose changes are queued as actions. */
export interface ActionType {
  /** The first key part, e.g. "deadlines" → ["deadlines","action"]. */
  name: string;
  /** The noun for messages, e.g. "deadline". */
  noun: string;
  /** Refetches what the answer changed. */
  refresh: (qc: QueryClient) => void;
}

/** Registers the action write of `type` on `qc` (before the outbox is restored). */
export function registerActionType(
  qc: QueryClient,
  type: ActionType,
  { reporter, backoffBaseMs = 1000 }: { reporter: OutboxReporter; backoffBaseMs?: number },
): void {
  qc.setMutationDefaults(writeKey(type.name, "action"), {
    mutationFn: (vars: QueuedVariables<ActionInput>) => {
      const { method, path, body } = vars.input;
      return apiRequest<unknown>(path.replace("{id}", encodeURIComponent(resolveId(vars.id))), {
        method,
        body,
        headers: { "Idempotency-Key": vars.key },
      });
    },
    scope: OUTBOX_SCOPE,
    networkMode: "online",
    retry: (_count, err) => isTransient(err),
    retryDelay: (attempt) => backoffDelay(attempt, backoffBaseMs),
    gcTime: 60_000,
    onSuccess: () => type.refresh(qc),
    onError: (err: unknown, vars: QueuedVariables<ActionInput>) => {
      type.refresh(qc);
      if (!vars.waiting) return;
      const status = (err as ApiRequestError).status;
      reporter.refused(
        status === 404
          ? `The ${type.noun} "${vars.label}" no longer exists, so this change was not saved.`
          : `The change to the ${type.noun} "${vars.label}" was not saved: ${(err as Error).message}`,
      );
    },
  });
}

/** `type`'s action as the outbox registers it (`registration.ts`). */
export function actionWrites(type: ActionType): WriteType {
  return { name: type.name, register: (qc, options) => registerActionType(qc, type, options) };
}
