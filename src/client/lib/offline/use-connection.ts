/**
 * The connection as screens see it (architecture "Offline rules"): whether the server answers, and
 * how recent the saved copies shown meanwhile are.
 */
import { notifyManager, onlineManager, type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { ME_QUERY_KEY } from "../auth/query-keys";
import { PERSISTED_QUERY_ROOTS } from "./cache-persistence";

export interface Connection {
  /** False while the server cannot be reached (`onlineManager`, see `connection.ts`). */
  online: boolean;
  /** When the newest saved copy of the teacher's records was fetched (ms), if any is cached. */
  savedAt: number | undefined;
}

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** The newest `dataUpdatedAt` of the cached records (profile excluded), or undefined. */
export function newestSavedAt(queryClient: QueryClient): number | undefined {
  let newest = 0;
  for (const q of queryClient.getQueryCache().getAll()) {
    const root = q.queryKey[0];
    if (root === ME_QUERY_KEY[0] || typeof root !== "string" || !PERSISTED_QUERY_ROOTS.includes(root))
      continue;
    if (q.state.data !== undefined && q.state.dataUpdatedAt > newest) newest = q.state.dataUpdatedAt;
  }
  return newest || undefined;
}

/** Whether the server answers; false while it cannot be reached. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, isOnline);
}

/** The connection status and the time of the newest saved copy; re-renders on either's change. */
export function useConnection(): Connection {
  const queryClient = useQueryClient();
  const online = useOnline();
  // The cache tells its listeners at once, also while a screen renders (a query built by `useQuery`);
  // like TanStack's own hooks, the re-render is scheduled instead, never during another's render.
  const subscribeCache = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(notifyManager.batchCalls(listener)),
    [queryClient],
  );
  const savedAt = useSyncExternalStore(
    subscribeCache,
    () => newestSavedAt(queryClient),
    () => newestSavedAt(queryClient),
  );
  return { online, savedAt };
}
