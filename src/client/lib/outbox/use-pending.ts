/**
 * What the screen shows of the outbox (requirements "Local storage"; decision 008): how many changes
 * wait (for the offline banner and the sign-out question) and which records carry a "Not yet saved"
 * badge. Read from the mutation cache, so a change restored after a reload counts too.
 */
import { type Mutation, type QueryClient, useMutationState } from "@tanstack/react-query";
import type { QueuedVariables } from "./queued-write";
import { OUTBOX_SCOPE } from "./scope";

const isWaiting = (m: Mutation<unknown, Error, unknown, unknown>) =>
  m.options.scope?.id === OUTBOX_SCOPE.id &&
  m.state.status === "pending" &&
  !(m.state.variables as QueuedVariables | undefined)?.dropped;

/** Changes not yet answered by the server (queued, paused or being sent). */
export function pendingChangeCount(qc: QueryClient): number {
  return qc.getMutationCache().getAll().filter(isWaiting).length;
}

/** The number of changes waiting to be saved (re-renders as it changes). */
export function usePendingChanges(): number {
  return useMutationState({ filters: { predicate: isWaiting } }).length;
}

/** The ids of records of type `type` ("students") with a change waiting. */
export function usePendingIds(type: string): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { predicate: (m) => isWaiting(m) && m.options.mutationKey?.[0] === type },
    select: (m) => (m.state.variables as QueuedVariables | undefined)?.id ?? "",
  });
  return new Set(ids);
}
