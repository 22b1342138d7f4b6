/**
 * Inactivity timer (requirements "Sessions and sign-out": "Users are signed out automatically after 2 hours of inactivity";
 * requirements "Constants": "Inactivity auto-logout: 2 hours; reset by mouse down, key press, scroll or touch start").
 *
 * The last activity time (ms since epoch) is kept in browser storage under `storageKey`, so activity
 * in one tab keeps the teacher signed in in the others: when the timer runs out it re-reads the
 * stored time and only calls `onIdle` when no tab saw activity for `timeoutMs`.
 */
import { readStored, writeStored } from "./storage";

/** requirements "Sessions and sign-out": 2 hours, in milliseconds. */
export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;

/** requirements "Sessions and sign-out": the events that count as activity ("key press" is `keydown`; `keypress` is deprecated). */
export const ACTIVITY_EVENTS = ["mousedown", "keydown", "scroll", "touchstart"] as const;

/** Storage writes of the activity time happen at most this often (ms); the timer itself is exact. */
export const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

export interface IdleTimerOptions {
  /** Called once when nothing happened for `timeoutMs`. The timer stops before the call. */
  onIdle: () => void;
  /** Where the last activity time (ms) is shared between tabs, e.g. `iep:<userId>:last-activity`. */
  storageKey: string;
  /** Inactivity allowed, in ms (default `IDLE_TIMEOUT_MS`). */
  timeoutMs?: number;
  /** Event target (default `window`). Listeners use the capture phase, so element scrolls count. */
  target?: Pick<Window, "addEventListener" | "removeEventListener">;
  /** Clock in ms (default `Date.now`). */
  now?: () => number;
}

/**
 * Starts watching for activity. A stored activity time older than `timeoutMs` (the tab was closed
 * or the computer slept) ends the session at once.
 * @returns `stop()`, which removes the listeners and the pending timeout.
 */
export function startIdleTimer(options: IdleTimerOptions): () => void {
  const { onIdle, storageKey, timeoutMs = IDLE_TIMEOUT_MS, target = window, now = Date.now } = options;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastLocal = 0;
  let lastWritten = 0;

  const stored = readStored<unknown>(storageKey);
  if (typeof stored !== "number" || !Number.isFinite(stored)) {
    lastLocal = now();
    writeStored(storageKey, lastLocal);
    lastWritten = lastLocal;
  }

  const lastActivity = () => {
    const s = readStored<unknown>(storageKey);
    return Math.max(lastLocal, typeof s === "number" && Number.isFinite(s) ? s : 0);
  };

  const onActivity = () => {
    const t = now();
    lastLocal = t;
    if (t - lastWritten >= ACTIVITY_WRITE_INTERVAL_MS) {
      writeStored(storageKey, t);
      lastWritten = t;
    }
  };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, { capture: true });
  };

  const check = () => {
    if (stopped) return;
    const remaining = lastActivity() + timeoutMs - now();
    if (remaining <= 0) {
      stop();
      onIdle();
      return;
    }
    timer = setTimeout(check, remaining);
  };

  for (const type of ACTIVITY_EVENTS) {
    target.addEventListener(type, onActivity, { capture: true, passive: true });
  }
  check();
  return stop;
}
