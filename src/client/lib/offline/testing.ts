/**
 * Test helpers for the offline machinery (architecture "Offline rules"), used by UI tests only.
 */
import { onlineManager, QueryClient } from "@tanstack/react-query";
import { waitFor } from "@testing-library/react";
import { endCachePersistence } from "./cache-persistence";

/** The mutation key the helpers queue under. */
export const ADD_STUDENT_KEY = ["students", "create"] as const;

/**
 * Makes a paused change: the connection is set offline, a mutation `{name}` is started, and this
 * resolves once TanStack Query has paused it. The connection stays offline.
 */
export async function queueOfflineChange(client: QueryClient, name: string): Promise<void> {
  onlineManager.setOnline(false);
  const mutation = client
    .getMutationCache()
    .build(client, { mutationKey: ADD_STUDENT_KEY, mutationFn: async () => name });
  void mutation.execute({ name }).catch(() => undefined);
  await waitFor(() => {
    if (!mutation.state.isPaused) throw new Error("the change is not paused yet");
  });
}

/**
 * The query clients of one test file: `newClient()` makes one (no retries) and remembers it;
 * `release(userId)` (for `afterEach`) ends each one's device record as an idle sign-out of `userId`
 * would, clears it, and puts the connection back online.
 */
export function testQueryClients() {
  const clients: QueryClient[] = [];
  return {
    newClient(): QueryClient {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      clients.push(client);
      return client;
    },
    release(userId: string): void {
      for (const c of clients.splice(0)) {
        void endCachePersistence(c, userId, "idle");
        c.clear();
      }
      onlineManager.setOnline(true);
    },
  };
}
