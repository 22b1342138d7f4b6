/**
 * Runs the reminder job inside the server (requirements "Notifications"): every `intervalMs` (an
 * unref'd timer, so it never keeps the process alive), never two runs of one server at once. Once per
 * UTC day the legal clock is re-run for every student first, since "today" moves the clock too
 * (requirements "Deadlines"). Each run also deletes the pending imports older than 24 hours
 * (requirements "Import"). Errors are logged by class and code only.
 */
import { describeUnexpectedError } from "../../lib/error-log.ts";
import { syncAllDeadlines } from "../deadlines/index.ts";
import { sweepExpiredImports } from "../imports/index.ts";
import { type ReminderDeps, runReminders } from "./reminders.ts";

/** Default time between runs: 15 minutes. */
export const DEFAULT_REMINDER_INTERVAL_MS = 15 * 60_000;

export interface ReminderScheduler {
  /** One run now (what the timer does); resolves when it is done. */
  runOnce: () => Promise<void>;
  /** Stops the timer and waits for a run in progress. */
  stop: () => Promise<void>;
}

/** Starts the timer; the first run is after `firstDelayMs` (default 10 s), then every `intervalMs`. */
export function startReminderScheduler(
  deps: ReminderDeps & { now: () => Date },
  {
    intervalMs = DEFAULT_REMINDER_INTERVAL_MS,
    firstDelayMs = 10_000,
  }: { intervalMs?: number; firstDelayMs?: number } = {},
): ReminderScheduler {
  let running: Promise<void> | null = null;
  let lastSyncDay = "";
  const runOnce = () => {
    running ??= (async () => {
      try {
        const now = deps.now();
        const day = now.toISOString().slice(0, 10);
        if (day !== lastSyncDay) {
          await syncAllDeadlines(deps.db, now);
          lastSyncDay = day;
        }
        await runReminders(deps, now);
        await sweepExpiredImports(deps.db, now);
      } catch (err) {
        deps.log(describeUnexpectedError(err, "JOB", "reminders"));
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const first = setTimeout(() => {
    void runOnce();
  }, firstDelayMs);
  const timer = setInterval(() => {
    void runOnce();
  }, intervalMs);
  first.unref();
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
