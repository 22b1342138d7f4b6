/**
 * The app's QueryClient (architecture "Request path", architecture "Offline rules"). Defaults: no retry on 4xx answers, up to 2 retries
 * otherwise (screens set their own cache times, e.g. requirements "Student list cache"). Any query or mutation answered 401 means
 * the session ended on the server (idle expiry, signed out elsewhere): requirements "Sessions and sign-out": "With an invalid
 * session … the user is signed out", so this device forgets the teacher and the guards send them
 * to /signin, remembering where they were. A 401 `ACCOUNT_SUSPENDED` ends it as "suspended", so sign-in says why
 * (requirements "Admin area"); a change answered 401 leaves the server's message for it ("You must be
 * logged in to add students", requirements "Error catalogue") for sign-in to show.
 */

import { ME_QUERY_KEY } from "@client/lib/auth/query-keys";
import { ErrorCode } from "@shared/contracts/error-codes";
import type { Profile } from "@shared/contracts/me";
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { clearSignedInData } from "../features/auth/api/sign-out";
import { ApiRequestError } from "../lib/api-client";
import { configureOutboxWrites, registerWriteTypes } from "../lib/outbox/registration";

const isClientError = (error: unknown) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

/** Creates the client. One per app (and one per test). */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown, during: "read" | "change") => {
    if (!(error instanceof ApiRequestError) || error.status !== 401) return;
    const me = queryClient.getQueryData<Profile | null>(ME_QUERY_KEY);
    if (!me) return; // nobody was signed in (e.g. a wrong password): nothing to clear
    // Outside the cache's own callback, so clearing does not run inside a query's update.
    const reason = error.code === ErrorCode.ACCOUNT_SUSPENDED ? "suspended" : "expired";
    // A change refused for want of a session names what was not done (requirements "Error catalogue").
    const action =
      during === "change" && error.code === ErrorCode.UNAUTHENTICATED ? error.message : undefined;
    setTimeout(() => clearSignedInData(queryClient, reason, action), 0);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError(error, "read") }),
    mutationCache: new MutationCache({ onError: (error) => onError(error, "change") }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  // Each screen registers its own write types when the teacher makes a change; all of them are
  // registered, from a module loaded then, before a stored outbox is restored, for a change of a type
  // not registered yet, and with the main screens' preload (decision 008).
  configureOutboxWrites(queryClient, {
    registerAll: async () => {
      const { ALL_WRITE_TYPES } = await import("./outbox-writes");
      registerWriteTypes(queryClient, ALL_WRITE_TYPES);
    },
  });
  return queryClient;
}
