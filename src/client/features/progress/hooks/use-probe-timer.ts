/**
 * A countdown for a timed CBM probe (requirements "CBM probes": "/dashboard/test-academic": one-minute ORF timer with
 * start/pause/reset, visible countdown, polite announcements at 30 s, 10 s and the end).
 *
 * Time is measured with `Date.now()` between ticks (a tick every 200 ms only refreshes the display),
 * so a slow or throttled tab never stretches the probe.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export type ProbeTimerStatus = "idle" | "running" | "paused" | "done";

export interface ProbeTimer {
  status: ProbeTimerStatus;
  /** The probe length, seconds. */
  durationSeconds: number;
  /** Whole seconds left, rounded up (60 at the start, 0 when done by time). */
  remainingSeconds: number;
  /** Whole seconds read so far, rounded to the nearest second (at least 1 once started). */
  elapsedSeconds: number;
  /** True when the teacher stopped the probe before the time ran out ("finished the passage"). */
  endedEarly: boolean;
  /** The latest message for the polite live region ("30 seconds left", "Time is up."). */
  announcement: string;
  start: () => void;
  pause: () => void;
  reset: () => void;
  /** Stops the probe now, keeping the time read (the student finished before the time ran out). */
  finishEarly: () => void;
}

interface TimerState {
  status: ProbeTimerStatus;
  /** Milliseconds counted before the current run. */
  accumulatedMs: number;
  /** Date.now() when the current run began; null unless running. */
  startedAt: number | null;
  endedEarly: boolean;
}

const IDLE: TimerState = { status: "idle", accumulatedMs: 0, startedAt: null, endedEarly: false };
const TICK_MS = 200;
/** requirements "CBM probes": announce 30 s and 10 s before the end. */
const DEFAULT_MARKS: readonly number[] = [30, 10];

/** "1:05" for 65 seconds. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** "1 minute", "2 minutes", "30 seconds", "1 minute 30 seconds". */
export function spokenDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  const parts = [];
  if (m > 0) parts.push(`${m} minute${m === 1 ? "" : "s"}`);
  if (s > 0 || m === 0) parts.push(`${s} second${s === 1 ? "" : "s"}`);
  return parts.join(" ");
}

/**
 * Countdown state and controls for a probe of `durationSeconds` (≥ 1). `announceAt` lists the
 * seconds-left marks announced while running (default 30 and 10); the end is always announced.
 * Changing the duration resets an idle or finished timer.
 */
export function useProbeTimer(
  durationSeconds: number,
  announceAt: readonly number[] = DEFAULT_MARKS,
): ProbeTimer {
  const durationMs = durationSeconds * 1000;
  const [state, setState] = useState<TimerState>(IDLE);
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState("");
  const announced = useRef(new Set<number>());

  const running = state.status === "running";
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, [running]);

  const elapsedMs = Math.min(
    durationMs,
    state.accumulatedMs + (running && state.startedAt !== null ? Math.max(0, now - state.startedAt) : 0),
  );
  const remainingSeconds = Math.ceil((durationMs - elapsedMs) / 1000);

  // Time ran out: finish, and say so.
  useEffect(() => {
    if (running && elapsedMs >= durationMs) {
      setState({ status: "done", accumulatedMs: durationMs, startedAt: null, endedEarly: false });
      setAnnouncement("Time is up.");
    }
  }, [running, elapsedMs, durationMs]);

  // Polite marks while running (each once per run).
  useEffect(() => {
    if (!running || remainingSeconds <= 0) return;
    for (const mark of announceAt) {
      if (remainingSeconds <= mark && mark < durationSeconds && !announced.current.has(mark)) {
        announced.current.add(mark);
        // Only the nearest mark is spoken when several pass at once (e.g. after a throttled tab).
        const nearest = Math.min(...announceAt.filter((m) => remainingSeconds <= m));
        setAnnouncement(`${spokenDuration(nearest)} left`);
      }
    }
  }, [running, remainingSeconds, announceAt, durationSeconds]);

  // A new length applies to a timer that is not mid-probe.
  const lastDuration = useRef(durationSeconds);
  useEffect(() => {
    if (lastDuration.current === durationSeconds) return;
    lastDuration.current = durationSeconds;
    setState((s) => (s.status === "running" || s.status === "paused" ? s : IDLE));
    announced.current.clear();
  }, [durationSeconds]);

  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setState((s) => {
      if (s.status === "running") return s;
      if (s.status === "done") {
        announced.current.clear();
        return { status: "running", accumulatedMs: 0, startedAt: t, endedEarly: false };
      }
      return { ...s, status: "running", startedAt: t };
    });
    setAnnouncement(
      state.status === "paused" ? "Timer resumed." : `Timer started: ${spokenDuration(durationSeconds)}.`,
    );
  }, [state.status, durationSeconds]);

  const pause = useCallback(() => {
    const t = Date.now();
    setState((s) =>
      s.status === "running" && s.startedAt !== null
        ? {
            ...s,
            status: "paused",
            accumulatedMs: Math.min(durationMs, s.accumulatedMs + t - s.startedAt),
            startedAt: null,
          }
        : s,
    );
    setAnnouncement("Timer paused.");
  }, [durationMs]);

  const reset = useCallback(() => {
    setState(IDLE);
    announced.current.clear();
    setAnnouncement("Timer reset.");
  }, []);

  const finishEarly = useCallback(() => {
    if (state.status !== "running" && state.status !== "paused") return;
    const t = Date.now();
    const readMs = Math.min(
      durationMs,
      state.accumulatedMs + (state.startedAt !== null ? Math.max(0, t - state.startedAt) : 0),
    );
    setState({ status: "done", accumulatedMs: readMs, startedAt: null, endedEarly: readMs < durationMs });
    setNow(t);
    setAnnouncement(`Timer stopped after ${spokenDuration(Math.max(1, Math.round(readMs / 1000)))}.`);
  }, [state, durationMs]);

  return {
    status: state.status,
    durationSeconds,
    remainingSeconds,
    elapsedSeconds: state.status === "idle" ? 0 : Math.max(1, Math.round(elapsedMs / 1000)),
    endedEarly: state.endedEarly,
    announcement,
    start,
    pause,
    reset,
    finishEarly,
  };
}
