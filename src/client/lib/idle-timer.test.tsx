/**
 * requirements "Sessions and sign-out": "Inactivity auto-logout: 2 hours; reset by mouse down, key press, scroll or touch start".
 * Fake timers drive the clock; the events are real DOM events on `window`.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACTIVITY_EVENTS, IDLE_TIMEOUT_MS, startIdleTimer } from "./idle-timer";

const KEY = "iep:u1:last-activity";
const MIN = 60_000;

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-03-02T08:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

const fire = (type: string) => window.dispatchEvent(new Event(type));

/** Starts the timer on the shared key with a spy for `onIdle`; returns the spy and the stopper. */
function start() {
  const onIdle = vi.fn();
  const stop = startIdleTimer({ onIdle, storageKey: KEY });
  return { onIdle, stop };
}

describe("startIdleTimer", () => {
  it("uses 2 hours (requirements 'Sessions and sign-out')", () => {
    expect(IDLE_TIMEOUT_MS).toBe(2 * 60 * 60 * 1000);
  });

  it("calls onIdle once 2 hours pass without activity, not before", () => {
    const { onIdle, stop } = start();
    vi.advanceTimersByTime(120 * MIN - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(240 * MIN);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it.each(ACTIVITY_EVENTS)("a %s resets the 2 hours", (type) => {
    const { onIdle, stop } = start();
    vi.advanceTimersByTime(119 * MIN);
    fire(type);
    vi.advanceTimersByTime(119 * MIN);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 * MIN);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it("counts a scroll inside an element (scroll does not bubble; the listener captures)", () => {
    const { onIdle, stop } = start();
    const box = document.createElement("div");
    document.body.append(box);
    vi.advanceTimersByTime(119 * MIN);
    box.dispatchEvent(new Event("scroll", { bubbles: false }));
    vi.advanceTimersByTime(119 * MIN);
    expect(onIdle).not.toHaveBeenCalled();
    box.remove();
    stop();
  });

  it("does not count events outside the spec's list (mouse movement)", () => {
    const { onIdle, stop } = start();
    vi.advanceTimersByTime(119 * MIN);
    fire("mousemove");
    vi.advanceTimersByTime(1 * MIN);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it("counts activity recorded by another tab in the shared storage", () => {
    const { onIdle, stop } = start();
    vi.advanceTimersByTime(100 * MIN);
    localStorage.setItem(KEY, JSON.stringify(Date.now()));
    vi.advanceTimersByTime(20 * MIN);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100 * MIN);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it("ends at once when the stored last activity is already over 2 hours old", () => {
    localStorage.setItem(KEY, JSON.stringify(Date.now() - 121 * MIN));
    const onIdle = vi.fn();
    startIdleTimer({ onIdle, storageKey: KEY });
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("stop() removes the timer and the listeners", () => {
    const { onIdle, stop } = start();
    stop();
    vi.advanceTimersByTime(300 * MIN);
    fire("keydown");
    expect(onIdle).not.toHaveBeenCalled();
  });
});
