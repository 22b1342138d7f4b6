/**
 * "Saved copy as of 10:42 AM." under a cached-list notice (architecture "Offline rules";
 * requirements "Student list cache"): when the copy shown was fetched, from the query's
 * `dataUpdatedAt`. Nothing when the time is unknown (0: the browser-storage copy carries none).
 */
import { formatSavedAt } from "./offline-banner";

export function SavedCopyTime({ at }: { at: number | undefined }) {
  if (!at) return null;
  return <p>Saved copy as of {formatSavedAt(at)}.</p>;
}
