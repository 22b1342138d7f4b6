/**
 * The hooks a screen uses to make a queued change (requirements "Local storage"; decision 008).
 * - `useQueuedWrite()`: `run(request)` is {@link enqueueWrite} with the app's QueryClient; `isPending`
 *   is true while it waits for the first answer (the button shows busy; a change that has to wait
 *   frees it at once); `error` is the last refusal the server gave at once (null after the next run).
 * - `useQueuedMutation(send)`: the same shaped like a TanStack mutation result (`mutate`,
 *   `mutateAsync`, `isPending`, `error`, `variables`, `reset`), for screens written against one.
 * Both take the write type the screen queues (`type`): it is registered on the app's QueryClient when
 * the teacher makes a change, so the change queues even offline (`registration.ts`).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { type EnqueueResult, enqueueWrite, type WriteRequest } from "./enqueue";
import { registerWriteTypes, type WriteType } from "./registration";

/** Queues one change; see {@link enqueueWrite}. */
export type RunWrite = <TRecord, TInput>(req: WriteRequest<TInput>) => Promise<EnqueueResult<TRecord>>;

/** `{run, isPending, error}` for queued changes of `type` (registered at the first change). */
export function useQueuedWrite(type: WriteType) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const run: RunWrite = useCallback(
    async <TRecord, TInput>(req: WriteRequest<TInput>): Promise<EnqueueResult<TRecord>> => {
      setBusy((n) => n + 1);
      setError(null);
      try {
        registerWriteTypes(qc, [type]);
        return await enqueueWrite<TRecord, TInput>(qc, req);
      } catch (err) {
        setError(err);
        throw err;
      } finally {
        setBusy((n) => n - 1);
      }
    },
    [qc, type],
  );
  return { run, isPending: busy > 0, error, clearError: () => setError(null) };
}

/** Callbacks of {@link QueuedMutation.mutate}, as TanStack's `mutate` takes them. */
export interface MutateCallbacks<TResult> {
  onSuccess?: (result: TResult) => void;
  onError?: (err: unknown) => void;
}

/** A queued change shaped like a TanStack mutation result. */
export interface QueuedMutation<TVars, TResult> {
  mutateAsync: (vars: TVars) => Promise<TResult>;
  mutate: (vars: TVars, callbacks?: MutateCallbacks<TResult>) => void;
  isPending: boolean;
  /** The last refusal given at once, and whether there is one. */
  error: unknown;
  isError: boolean;
  /** The variables of the last call. */
  variables: TVars | undefined;
  /** Forgets the last error. */
  reset: () => void;
}

/**
 * Wraps `send` (which queues through `run`) as a {@link QueuedMutation}. `send` resolves with what
 * the screen needs: typically the server's record, or the drafted one while it waits.
 */
export function useQueuedMutation<TVars, TResult>(
  type: WriteType,
  send: (run: RunWrite, vars: TVars) => Promise<TResult>,
): QueuedMutation<TVars, TResult> {
  const { run, isPending, error, clearError } = useQueuedWrite(type);
  const [variables, setVariables] = useState<TVars | undefined>(undefined);
  const mutateAsync = (vars: TVars) => {
    setVariables(vars);
    return send(run, vars);
  };
  return {
    mutateAsync,
    mutate: (vars, callbacks) => {
      mutateAsync(vars).then(
        (result) => callbacks?.onSuccess?.(result),
        (err: unknown) => callbacks?.onError?.(err),
      );
    },
    isPending,
    error,
    isError: error !== null,
    variables,
    reset: clearError,
  };
}
