/**
 * The hook a screen uses to make a queued change (requirements "Local storage"; decision 008):
 * `run(request)` is {@link enqueueWrite} with the app's QueryClient, and `isPending` is true while
 * it waits for the first answer (the button shows busy; a change that has to wait frees it at once);
 * `error` is the last refusal the server gave at once (null after the next `run`).
 */
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { type EnqueueResult, enqueueWrite, type WriteRequest } from "./enqueue";

/** `{run, isPending}` for queued changes of any record type. */
export function useQueuedWrite() {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    async <TRecord, TInput>(req: WriteRequest<TInput>): Promise<EnqueueResult<TRecord>> => {
      setBusy((n) => n + 1);
      setError(null);
      try {
        return await enqueueWrite<TRecord, TInput>(qc, req);
      } catch (err) {
        setError(err);
        throw err;
      } finally {
        setBusy((n) => n - 1);
      }
    },
    [qc],
  );
  return { run, isPending: busy > 0, error };
}

/** Callbacks of {@link QueuedMutation.mutate}, as TanStack's `mutate` takes them. */
export interface MutateCallbacks<TResult> {
  onSuccess?: (result: TResult) => void;
  onError?: (err: unknown) => void;
}

/** A queued change shaped like a TanStack mutation result, for screens written against one. */
export interface QueuedMutation<TVars, TResult> {
  mutateAsync: (vars: TVars) => Promise<TResult>;
  mutate: (vars: TVars, callbacks?: MutateCallbacks<TResult>) => void;
  isPending: boolean;
  /** The last refusal given at once, and whether there is one. */
  error: unknown;
  isError: boolean;
}

/** Wraps `send` (which calls `run`) as a {@link QueuedMutation}. */
export function toMutation<TVars, TResult>(
  send: (vars: TVars) => Promise<TResult>,
  { isPending, error }: { isPending: boolean; error: unknown },
): QueuedMutation<TVars, TResult> {
  return {
    mutateAsync: send,
    mutate: (vars, callbacks) => {
      send(vars).then(
        (result) => callbacks?.onSuccess?.(result),
        (err: unknown) => callbacks?.onError?.(err),
      );
    },
    isPending,
    error,
    isError: error !== null,
  };
}
