/**
 * The offline banner at the top of the teacher area (architecture "Offline rules"; decision 008):
 * while the server cannot be reached it says so, how recent the saved copies are, and that changes
 * wait; it also warns when waiting changes could not be stored on the device (requirements "Local
 * storage"), and, when parts of the screen have no saved copy, that they load once back online
 * (`offline-gap-count.ts`). The region is always mounted and polite, so screen readers announce the change without
 * interrupting; the text is slate-900 on amber-50 (contrast above 15:1).
 */
import { formatDateTime } from "@shared/domain/date-format";
import { useMutationState } from "@tanstack/react-query";
import { AlertTriangle, WifiOff } from "lucide-react";
import { formatClock } from "../date-labels";
import { OFFLINE_GAP_MESSAGE, useOfflineGapCount } from "./offline-gap-count";
import { changesAtRisk, STORAGE_AT_RISK_MESSAGE, usePersistenceStatus } from "./persistence-status";
import { useConnection } from "./use-connection";

/**
 * "10:42 AM" today, "Nov 22, 2026, 10:42 AM" another day (requirements "Product and users": dates a person reads), in
 * the browser's time zone.
 */
export function formatSavedAt(ms: number, now = Date.now()): string {
  const at = new Date(ms);
  if (at.toDateString() === new Date(now).toDateString()) return formatClock(at);
  return formatDateTime(at);
}

/** The banner's sentence while offline. */
export function offlineMessage(savedAt: number | undefined, now = Date.now()): string {
  const copies = savedAt === undefined ? "" : ` — showing saved copies as of ${formatSavedAt(savedAt, now)}`;
  return `You are offline${copies}. Changes wait and are sent when you are back online.`;
}

/** "1 change is waiting to be sent." / "3 changes are waiting to be sent." */
export const pendingMessage = (count: number) =>
  count === 1 ? "1 change is waiting to be sent." : `${count} changes are waiting to be sent.`;

export interface OfflineBannerProps {
  /**
   * Changes waiting to be sent (the outbox's count); by default the paused mutations. Nothing is
   * said about them at 0.
   */
  pendingCount?: number;
}

const isPaused = { predicate: (m: { state: { isPaused: boolean } }) => m.state.isPaused };

/** The number of paused mutations (changes waiting for the connection). */
export function usePausedChangeCount(): number {
  return useMutationState({ filters: isPaused, select: (m) => m.mutationId }).length;
}

/** The banner; renders an empty live region while online and nothing is at risk. */
export function OfflineBanner({ pendingCount }: OfflineBannerProps) {
  const { online, savedAt } = useConnection();
  const paused = usePausedChangeCount();
  const waiting = pendingCount ?? paused;
  const atRisk = changesAtRisk(usePersistenceStatus());
  const gaps = useOfflineGapCount();
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <div className="mb-6 flex gap-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-slate-900">
          <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            {offlineMessage(savedAt)}
            {waiting > 0 ? <> {pendingMessage(waiting)}</> : null}
            {gaps > 0 ? <> {OFFLINE_GAP_MESSAGE}</> : null}
          </p>
        </div>
      )}
      {atRisk ? (
        <div className="mb-6 flex gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-950">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{STORAGE_AT_RISK_MESSAGE}</p>
        </div>
      ) : null}
    </div>
  );
}
