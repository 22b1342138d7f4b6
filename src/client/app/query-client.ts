/**
 * The app's QueryClient (architecture "Request path", architecture "Offline rules"). Defaults: no retry on 4xx answers, up to 2 retries
 * otherwise (screens set their own cache times, e.g. requirements "Student list cache"). Any query or mutation answered 401 means
 * the session ended on the server (idle expiry, signed out elsewhere): requirements "Sessions and sign-out": "With an invalid
 * session … the user is signed out", so this device forgets the teacher and the guards send them
 * to /signin, remembering where they were.
 */

import { ME_QUERY_KEY } from "@client/lib/auth/get-me";
import type { Profile } from "@shared/contracts/me";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { clearSignedInData } from "../features/auth/api/sign-out";
import { ApiRequestError } from "../lib/api-client";
import { registerOutboxWritesWhenNeeded } from "../lib/outbox/registration";

const isClientError = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/** Creates the client. One per app (and one per test). */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (!(error instanceof ApiRequestError) || error.status !== 401) return;
    const me = queryClient.getQueryData<Profile | null>(ME_QUERY_KEY);
    if (!me) return; // nobody was signed in (e.g. a wrong password): nothing to clear
    // Outside the cache's own callback, so clearing does not run inside a query's update.
    setTimeout(() => clearSignedInData(queryClient, "expired"), 0);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  // Loaded when a change is first queued, a stored outbox is restored, or with the main screens'
  // preload, whichever comes first; each of them waits for it (decision 008).
  registerOutboxWritesWhenNeeded(queryClient, async () => {
    const { registerOutboxWrites } = await import("./outbox-writes");
    registerOutboxWrites(queryClient);
  });
  return queryClient;
}
