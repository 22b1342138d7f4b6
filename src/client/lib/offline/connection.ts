/**
 * Whether the server can be reached (architecture "Offline rules"; decision 008). TanStack Query's
 * `onlineManager` holds the state, so queries and changes pause while it is offline and go on when it
 * is back:
 * - offline when `fetch` itself fails (the api client's `NETWORK` error) or the browser says so
 *   (`offline` event);
 * - online again only when a light `GET /api/health` answers: every 30 seconds while offline, on the
 *   browser's `online` event, and when any other request gets an answer. The browser may believe it
 *   is online on school Wi-Fi without internet, so its `online` event alone is not trusted.
 */
import { onlineManager } from "@tanstack/react-query";
import { setNetworkObserver } from "../api-client";

/** The endpoint probed while offline (answers 200 `{status: "ok"}` without a session). */
export const HEALTH_PATH = "/api/health";

/** How often the server is probed while offline, in ms (decision 008: every 30 seconds). */
export const PROBE_INTERVAL_MS = 30_000;

/** Asks the server whether it answers; true for any 2xx answer, false for anything else. */
export async function probeServer(): Promise<boolean> {
  try {
    const res = await fetch(HEALTH_PATH, { cache: "no-store", credentials: "omit" });
    return res.ok;
  } catch {
    return false;
  }
}

export interface ConnectionWatchOptions {
  /** The probe (default {@link probeServer}). */
  probe?: () => Promise<boolean>;
  /** Probe period while offline, in ms (default {@link PROBE_INTERVAL_MS}). */
  intervalMs?: number;
  /** Where the browser's `online`/`offline` events come from (default `window`). */
  target?: Pick<Window, "addEventListener" | "removeEventListener">;
  /** The browser's own belief at start (default `navigator.onLine`). */
  initiallyOnline?: boolean;
}

/**
 * Starts watching the connection: replaces `onlineManager`'s event listener, observes the api
 * client's requests, and probes while offline. Call once per app (tests: once per test, then stop).
 * @returns `stop()`, which removes every listener and timer and leaves `onlineManager` online.
 */
export function startConnectionWatch(options: ConnectionWatchOptions = {}): () => void {
  const {
    probe = probeServer,
    intervalMs = PROBE_INTERVAL_MS,
    target = window,
    initiallyOnline = typeof navigator === "undefined" ? true : navigator.onLine,
  } = options;
  let timer: ReturnType<typeof setInterval> | undefined;
  let probing = false;
  let stopped = false;

  const runProbe = async () => {
    if (probing || stopped) return;
    probing = true;
    try {
      if (await probe()) onlineManager.setOnline(true);
    } finally {
      probing = false;
    }
  };

  const syncTimer = (online: boolean) => {
    if (online && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    } else if (!online && timer === undefined && !stopped) {
      timer = setInterval(() => void runProbe(), intervalMs);
    }
  };

  onlineManager.setEventListener((setOnline) => {
    const onOffline = () => setOnline(false);
    const onOnline = () => void runProbe();
    target.addEventListener("offline", onOffline);
    target.addEventListener("online", onOnline);
    return () => {
      target.removeEventListener("offline", onOffline);
      target.removeEventListener("online", onOnline);
    };
  });
  const unsubscribe = onlineManager.subscribe(syncTimer);
  setNetworkObserver({
    failed: () => onlineManager.setOnline(false),
    reached: () => {
      if (!onlineManager.isOnline()) onlineManager.setOnline(true);
    },
  });
  onlineManager.setOnline(initiallyOnline);
  syncTimer(onlineManager.isOnline());

  return () => {
    stopped = true;
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    setNetworkObserver(undefined);
    unsubscribe();
    onlineManager.setEventListener(() => undefined);
    onlineManager.setOnline(true);
  };
}
