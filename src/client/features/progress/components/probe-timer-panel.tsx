/**
 * The visible countdown and its controls for a timed probe (requirements "CBM probes": start/pause/reset, visible
 * countdown, polite announcements, works by keyboard). All controls are real buttons ≥ 48 px tall.
 */

import { Button } from "@client/components/ui";
import { formatClock, type ProbeTimer } from "@client/features/progress/hooks/use-probe-timer";
import { cn } from "@client/lib/cn";
import { Pause, Play, RotateCcw, Square } from "lucide-react";

const statusText: Record<ProbeTimer["status"], string> = {
  idle: "Ready",
  running: "Running",
  paused: "Paused",
  done: "Finished",
};

/**
 * Renders `timer` (from useProbeTimer): the clock (role="timer", not live), a visually hidden polite
 * live region carrying the timer's announcements, and Start / Pause / Resume / Stop early / Reset.
 * `finishLabel` names the early stop for the probe at hand (e.g. "Passage finished"). `onReset`
 * replaces the plain timer reset (e.g. to confirm clearing what was counted); `resetLabel` names it.
 * `allowRestart` (default true) offers "Start again" once the time is up.
 */
export function ProbeTimerPanel({
  timer,
  label,
  finishLabel,
  onReset,
  resetLabel = "Reset timer",
  allowRestart = true,
}: {
  timer: ProbeTimer;
  /** The timer's accessible name, e.g. "Reading time left". */
  label: string;
  finishLabel: string;
  onReset?: () => void;
  resetLabel?: string;
  allowRestart?: boolean;
}) {
  const { status } = timer;
  const active = status === "running" || status === "paused";
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="min-w-36">
        <div
          role="timer"
          aria-label={label}
          className={cn(
            "font-mono text-5xl font-semibold tabular-nums",
            status === "done" ? "text-slate-700" : "text-slate-900",
            status === "running" && timer.remainingSeconds <= 10 && "text-red-800",
          )}
        >
          {formatClock(timer.remainingSeconds)}
        </div>
        <p className="text-sm text-slate-700">{statusText[status]}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {status === "running" ? (
          <Button size="lg" variant="secondary" onClick={timer.pause}>
            <Pause className="size-5" aria-hidden="true" />
            Pause
          </Button>
        ) : status === "done" && !allowRestart ? null : (
          <Button size="lg" onClick={timer.start}>
            <Play className="size-5" aria-hidden="true" />
            {status === "paused" ? "Resume" : status === "done" ? "Start again" : "Start timer"}
          </Button>
        )}
        {active ? (
          <Button size="lg" variant="secondary" onClick={timer.finishEarly}>
            <Square className="size-5" aria-hidden="true" />
            {finishLabel}
          </Button>
        ) : null}
        {status !== "idle" ? (
          <Button size="lg" variant="ghost" onClick={onReset ?? timer.reset}>
            <RotateCcw className="size-5" aria-hidden="true" />
            {resetLabel}
          </Button>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {timer.announcement}
      </p>
    </div>
  );
}
