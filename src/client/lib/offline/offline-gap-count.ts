/**
 * The offline banner's count of screen parts waiting without a saved copy (architecture "Offline
 * rules"; `offline-gaps.tsx` says what such a part shows itself).
 */
import { notifyManager, type Query, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { useOnline } from "./use-connection";

/** The banner's sentence when parts of the screen wait without a saved copy. */
export const OFFLINE_GAP_MESSAGE =
  "Parts of this page have not been opened on this device yet, so they are not available offline. They will load when you are back online.";

/**
 * The `meta` of a query the banner does not count: one whose screen says itself where its data comes
 * from (the caseload and the notes fall back to a copy saved on the device, or say none is there),
 * or a part of the frame that stays hidden until it has data (the unread count, the service notice,
 * the confirmation banner's session check).
 */
export const NOT_AN_OFFLINE_GAP = { offlineGap: false } as const;

/** A load on screen (observed, not marked {@link NOT_AN_OFFLINE_GAP}) that has no data and waits for the connection or has failed. */
const isGap = (q: Query) =>
  q.getObserversCount() > 0 &&
  q.meta?.offlineGap !== false &&
  q.state.data === undefined &&
  (q.state.fetchStatus === "paused" || q.state.status === "error");

/**
 * How many loads on screen have no data while the server cannot be reached (0 online). Re-renders on
 * the query cache's changes, scheduled like TanStack's own hooks.
 */
export function useOfflineGapCount(): number {
  const queryClient = useQueryClient();
  const online = useOnline();
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(notifyManager.batchCalls(listener)),
    [queryClient],
  );
  const count = () => queryClient.getQueryCache().findAll({ predicate: isGap }).length;
  const gaps = useSyncExternalStore(subscribe, count, count);
  return online ? 0 : gaps;
}
