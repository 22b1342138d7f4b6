/**
 * Test helpers for the offline machinery (architecture "Offline rules"), used by UI tests only.
 */
import { onlineManager, type QueryClient } from "@tanstack/react-query";
import { waitFor } from "@testing-library/react";

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
