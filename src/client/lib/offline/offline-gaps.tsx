/**
 * What is not available offline (architecture "Offline rules"; requirements "Local storage": "Offline
 * gaps"). While the server cannot be reached, TanStack Query pauses a load instead of failing it, so a
 * screen whose data was never saved on this device would wait for ever behind a skeleton, and a list
 * whose load failed just before the connection was known lost would show a red error under the
 * offline banner. These pieces say instead what is missing and that it loads once back online:
 *
 * - {@link useNotAvailableOffline}: a query has nothing to show because the server cannot be reached;
 * - {@link NotAvailableOffline}: the sentence for such a query (an information box, not an error);
 * - {@link StoredCopyNotice}: the notice over a list shown from its saved copy — "Failed to load …"
 *   (warning) only while online; offline the banner already says why, so only when the copy is from;
 * - `useOfflineGapCount` (`offline-gap-count.ts`): how many loads on screen wait without data (the
 *   banner's extra sentence, so every screen says it, including those with their own skeletons).
 */

import type { ReactNode } from "react";
import { Alert } from "../../components/ui";
import { SavedCopyTime } from "./saved-copy-time";
import { useOnline } from "./use-connection";

/**
 * "This goal has not been opened on this device yet, so it is not available offline. It will load
 * when you are back online." — `what` is the subject with its article ("This goal", "Your caseload").
 */
export function notAvailableOfflineMessage(what: string): string {
  return `${what} has not been opened on this device yet, so it is not available offline. It will load when you are back online.`;
}

/**
 * True while the server cannot be reached and `query` has no data (never loaded on this device, or
 * its saved copy has expired): the screen shows {@link NotAvailableOffline} instead of a skeleton or
 * an error. False online (the screen's own loading and error states apply).
 */
export function useNotAvailableOffline(query: { data: unknown }): boolean {
  const online = useOnline();
  return !online && query.data === undefined;
}

/** The "not available offline" box for `what` (see {@link notAvailableOfflineMessage}). */
export function NotAvailableOffline({ what }: { what: string }) {
  return (
    <Alert tone="info" title="Not available offline">
      {notAvailableOfflineMessage(what)}
    </Alert>
  );
}

/**
 * The notice over a list shown from its saved copy. Online (the load failed): a warning titled
 * `failedMessage` with the copy's time and `retry`. Offline: an information line with the copy's time
 * only — the offline banner already says the server cannot be reached, so no "Failed to load".
 *
 * @param at the copy's `dataUpdatedAt` (ms; 0 or undefined when unknown).
 */
export function StoredCopyNotice({
  failedMessage,
  at,
  retry,
}: {
  failedMessage: string;
  at: number | undefined;
  retry?: ReactNode;
}) {
  const online = useOnline();
  if (!online)
    return (
      <Alert tone="info" title="Showing the copy saved on this device">
        <SavedCopyTime at={at} />
      </Alert>
    );
  return (
    <Alert tone="warning" title={failedMessage}>
      <SavedCopyTime at={at} />
      {retry ? <div className="mt-2">{retry}</div> : null}
    </Alert>
  );
}
