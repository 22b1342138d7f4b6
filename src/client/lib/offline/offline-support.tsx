/**
 * Mounts the offline machinery around the app (architecture "Offline rules"; decision 008):
 * - the connection watch (`connection.ts`);
 * - the device record of the signed-in teacher (`cache-persistence.ts`): restored at start when a
 *   teacher was signed in on this device (queries wait meanwhile, through TanStack's
 *   `IsRestoringProvider`, so the restored copy is what a screen first shows), or as soon as the
 *   profile names a teacher after sign-in; ended as "expired" when the profile says nobody is
 *   signed in any more; written at once when the tab is hidden or the page is left;
 * - the watch for students the teacher lost (`forget-students.ts`): their cached reads are dropped.
 */
import { ME_QUERY_KEY } from "@client/lib/auth/query-keys";
import type { Profile } from "@shared/contracts/me";
import { IsRestoringProvider, type QueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  endCachePersistence,
  flushCachePersistence,
  persistedUserOf,
  readSignedInUser,
  startCachePersistence,
} from "./cache-persistence";
import { type KeyValueStore, openCacheStore } from "./cache-store";
import { startConnectionWatch } from "./connection";
import { watchLostStudents } from "./forget-students";

export interface OfflineSupportProps {
  queryClient: QueryClient;
  /** Opens the device store (default IndexedDB with memory fallback); tests pass a fake. */
  openStore?: () => Promise<KeyValueStore>;
  /** Starts the connection watch (default `startConnectionWatch`); returns its stop. */
  watchConnection?: () => () => void;
  children: ReactNode;
}

/** Wraps the app; place inside `QueryClientProvider`. */
export function OfflineSupport({
  queryClient,
  openStore = openCacheStore,
  watchConnection = startConnectionWatch,
  children,
}: OfflineSupportProps) {
  const [restoring, setRestoring] = useState(() => readSignedInUser() !== undefined);
  const storeRef = useRef<Promise<KeyValueStore> | undefined>(undefined);

  useEffect(() => watchConnection(), [watchConnection]);
  useEffect(() => watchLostStudents(queryClient), [queryClient]);

  // A tab being closed or hidden writes the record at once, not after the 1-second throttle.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden") void flushCachePersistence(queryClient);
    };
    const onPageHide = () => void flushCachePersistence(queryClient);
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [queryClient]);

  useEffect(() => {
    let cancelled = false;
    const store = () => {
      storeRef.current ??= openStore();
      return storeRef.current;
    };
    const follow = () => {
      const me = queryClient.getQueryData<Profile | null>(ME_QUERY_KEY);
      const persisted = persistedUserOf(queryClient);
      if (me && persisted !== me.id) {
        // A restore that cannot load the outbox's writes leaves the stored record for the next try.
        void store()
          .then((s) => startCachePersistence(queryClient, me.id, s))
          .catch(() => undefined);
      } else if (me === null && persisted) {
        void endCachePersistence(queryClient, persisted, "expired");
      }
    };
    const signedIn = readSignedInUser();
    if (signedIn) {
      void store()
        .then((s) => startCachePersistence(queryClient, signedIn, s))
        .catch(() => undefined)
        .finally(() => {
          if (!cancelled) setRestoring(false);
          follow();
        });
    } else {
      follow();
    }
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryKey[0] === ME_QUERY_KEY[0] && event.type === "updated") follow();
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [queryClient, openStore]);

  return <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>;
}
