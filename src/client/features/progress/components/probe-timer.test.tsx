/**
 * The probe timer and the ORF error counter with fake timers (requirements "CBM probes": one-minute timer with
 * start/pause/reset, visible countdown, polite announcements at 30 s, 10 s and the end; a big Error
 * button counted by tap or Space, with an undo; domain primer WCPM and accuracy).
 */

import { OrfProbe } from "@client/features/progress/components/orf-probe";
import type { ProbeSelection } from "@client/features/progress/components/probe-subject-picker";
import { ProbeTimerPanel } from "@client/features/progress/components/probe-timer-panel";
import { formatClock, spokenDuration, useProbeTimer } from "@client/features/progress/hooks/use-probe-timer";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Only the clock and the timer's tick are faked: user-event and React keep their real setTimeout.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
});
afterEach(() => {
  vi.useRealTimers();
});

function TimerHarness({ seconds = 60, marks }: { seconds?: number; marks?: number[] }) {
  const timer = useProbeTimer(seconds, marks);
  return (
    <>
      <ProbeTimerPanel timer={timer} label="Reading time left" finishLabel="Passage finished" />
      <output data-testid="elapsed">{timer.elapsedSeconds}</output>
    </>
  );
}

const noSelection: ProbeSelection = { student: undefined, goal: undefined, goals: [], goalsStatus: "idle" };

function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const setup = () => userEvent.setup();
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const clock = () => screen.getByRole("timer", { name: "Reading time left" });
/** The polite live region of the timer (the only aria-live="polite" paragraph of the harness). */
const liveRegion = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[aria-live="polite"][aria-atomic="true"]')!;

describe("formatting", () => {
  it.each([
    [60, "1:00"],
    [59, "0:59"],
    [5, "0:05"],
    [0, "0:00"],
    [125, "2:05"],
  ])("formatClock(%i) → %s", (s, text) => {
    expect(formatClock(s)).toBe(text);
  });
  it.each([
    [60, "1 minute"],
    [120, "2 minutes"],
    [30, "30 seconds"],
    [1, "1 second"],
    [90, "1 minute 30 seconds"],
  ])("spokenDuration(%i) → %s", (s, text) => {
    expect(spokenDuration(s)).toBe(text);
  });
});

describe("probe timer", () => {
  it("counts one minute down and announces 30 s, 10 s and the end politely", async () => {
    const user = setup();
    const { container } = render(<TimerHarness />);
    expect(clock()).toHaveTextContent("1:00");
    expect(screen.getByText("Ready")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Start timer" }));
    expect(liveRegion(container)).toHaveTextContent("Timer started: 1 minute.");
    advance(29_000);
    expect(clock()).toHaveTextContent("0:31");
    expect(liveRegion(container)).not.toHaveTextContent("30 seconds left");
    advance(1_000);
    expect(clock()).toHaveTextContent("0:30");
    expect(liveRegion(container)).toHaveTextContent("30 seconds left");
    advance(20_000);
    expect(clock()).toHaveTextContent("0:10");
    expect(liveRegion(container)).toHaveTextContent("10 seconds left");
    advance(10_000);
    expect(clock()).toHaveTextContent("0:00");
    expect(liveRegion(container)).toHaveTextContent("Time is up.");
    expect(screen.getByText("Finished")).toBeInTheDocument();
    expect(screen.getByTestId("elapsed")).toHaveTextContent("60");
    // Time stops at zero.
    advance(5_000);
    expect(clock()).toHaveTextContent("0:00");
    expect(screen.getByRole("button", { name: "Start again" })).toBeInTheDocument();
  });

  it("pause holds the time and resume goes on from there, on the same focused button", async () => {
    const user = setup();
    render(<TimerHarness />);
    const toggle = screen.getByRole("button", { name: "Start timer" });
    await user.click(toggle);
    advance(15_000);
    await user.click(screen.getByRole("button", { name: "Pause" }));
    expect(clock()).toHaveTextContent("0:45");
    expect(screen.getByText("Paused")).toBeInTheDocument();
    advance(20_000);
    expect(clock()).toHaveTextContent("0:45");
    // The Start / Pause / Resume control is one button, so keyboard focus stays on it.
    expect(screen.getByRole("button", { name: "Resume" })).toBe(toggle);
    await user.keyboard("{Enter}");
    advance(5_000);
    expect(clock()).toHaveTextContent("0:40");
  });

  it("works by keyboard: Tab to Start, Enter to start, Space to pause", async () => {
    const user = setup();
    render(<TimerHarness />);
    await user.tab();
    expect(screen.getByRole("button", { name: "Start timer" })).toHaveFocus();
    await user.keyboard("{Enter}");
    advance(3_000);
    await user.keyboard(" ");
    expect(screen.getByText("Paused")).toBeInTheDocument();
    expect(clock()).toHaveTextContent("0:57");
  });

  it("reset goes back to the full minute, ready to start", async () => {
    const user = setup();
    const { container } = render(<TimerHarness />);
    await user.click(screen.getByRole("button", { name: "Start timer" }));
    advance(40_000);
    await user.click(screen.getByRole("button", { name: "Reset timer" }));
    expect(clock()).toHaveTextContent("1:00");
    expect(screen.getByText("Ready")).toBeInTheDocument();
    expect(liveRegion(container)).toHaveTextContent("Timer reset.");
    // A fresh run announces its marks again.
    await user.click(screen.getByRole("button", { name: "Start timer" }));
    advance(30_000);
    expect(liveRegion(container)).toHaveTextContent("30 seconds left");
  });

  it("stopping early keeps the time read", async () => {
    const user = setup();
    render(<TimerHarness />);
    await user.click(screen.getByRole("button", { name: "Start timer" }));
    advance(45_000);
    await user.click(screen.getByRole("button", { name: "Passage finished" }));
    expect(screen.getByText("Finished")).toBeInTheDocument();
    expect(screen.getByTestId("elapsed")).toHaveTextContent("45");
    advance(10_000);
    expect(clock()).toHaveTextContent("0:15");
  });

  it("a longer probe announces the 1-minute mark when asked to", async () => {
    const user = setup();
    const { container } = render(<TimerHarness seconds={120} marks={[60, 30, 10]} />);
    expect(clock()).toHaveTextContent("2:00");
    await user.click(screen.getByRole("button", { name: "Start timer" }));
    expect(liveRegion(container)).toHaveTextContent("Timer started: 2 minutes.");
    advance(60_000);
    expect(liveRegion(container)).toHaveTextContent("1 minute left");
  });
});

describe("ORF probe panel", () => {
  const renderOrf = () =>
    renderWithProviders(<OrfProbe selection={noSelection} today="2027-01-15" onNewProbe={() => {}} />);

  it("counts errors by tap and by Space, with an undo, and scores WCPM and accuracy", async () => {
    const user = setup();
    renderOrf();
    const errorButton = screen.getByRole("button", { name: /^Error/ });
    const undo = screen.getByRole("button", { name: "Undo last error" });
    expect(undo).toBeDisabled();

    await user.click(errorButton);
    await user.click(errorButton);
    errorButton.focus();
    await user.keyboard(" ");
    expect(errorButton).toHaveAccessibleDescription("3 errors");
    await user.click(undo);
    await user.click(errorButton);
    expect(errorButton).toHaveAccessibleDescription("3 errors");

    await user.type(screen.getByRole("spinbutton", { name: "Words attempted" }), "42");
    const result = screen.getByRole("heading", { name: "Oral reading fluency result" }).parentElement!;
    expect(within(result).getByText("39 WCPM")).toBeInTheDocument();
    expect(within(result).getByText("93%")).toBeInTheDocument();
    expect(within(result).getByText("39 of 42")).toBeInTheDocument();
  });

  it("refuses more errors than words, naming both numbers", async () => {
    const user = setup();
    renderOrf();
    const errorButton = screen.getByRole("button", { name: /^Error/ });
    for (let i = 0; i < 5; i++) await user.click(errorButton);
    await user.type(screen.getByRole("spinbutton", { name: "Words attempted" }), "3");
    expect(screen.getByRole("alert")).toHaveTextContent("Errors (5) can't be more than words attempted (3).");
    expect(screen.queryByText(/WCPM$/)).not.toBeInTheDocument();
  });

  it("moves focus to Error when the minute starts and to Words attempted when it ends", async () => {
    const user = setup();
    renderOrf();
    await user.click(screen.getByRole("button", { name: "Start timer" }));
    expect(screen.getByRole("button", { name: /^Error/ })).toHaveFocus();
    await user.keyboard(" ");
    await user.keyboard(" ");
    advance(60_000);
    expect(screen.getByRole("spinbutton", { name: "Words attempted" })).toHaveFocus();
    expect(screen.getByRole("button", { name: /^Error/ })).toHaveAccessibleDescription("2 errors");
  });

  it("prorates a passage finished early to a minute", async () => {
    const user = setup();
    renderOrf();
    await user.click(screen.getByRole("button", { name: "Start timer" }));
    advance(45_000);
    await user.click(screen.getByRole("button", { name: "Passage finished" }));
    await user.type(screen.getByRole("spinbutton", { name: "Words attempted" }), "90");
    expect(screen.getByText("120 WCPM")).toBeInTheDocument();
    expect(screen.getByText("45 s (prorated to 60 s)")).toBeInTheDocument();
  });

  it("asks before resetting a probe with errors counted, then clears the timer, errors and words", async () => {
    const user = setup();
    renderOrf();
    await user.click(screen.getByRole("button", { name: "Start timer" }));
    await user.keyboard(" ");
    await user.keyboard(" ");
    advance(60_000);
    // Once the minute is over the probe is scored, not restarted.
    expect(screen.queryByRole("button", { name: /Start/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole("spinbutton", { name: "Words attempted" }), "40");

    await user.click(screen.getByRole("button", { name: "Reset probe" }));
    const dialog = screen.getByRole("alertdialog", { name: "Reset this probe?" });
    expect(dialog).toHaveTextContent("the 2 errors counted and the words attempted are cleared");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("spinbutton", { name: "Words attempted" })).toHaveValue(40);
    expect(clock()).toHaveTextContent("0:00");

    await user.click(screen.getByRole("button", { name: "Reset probe" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Reset probe" }));
    expect(clock()).toHaveTextContent("1:00");
    expect(screen.getByRole("spinbutton", { name: "Words attempted" })).toHaveValue(null);
    expect(screen.getByRole("button", { name: /^Error/ })).toHaveAccessibleDescription("0 errors");
  });

  it("resets at once when nothing was counted", async () => {
    const user = setup();
    renderOrf();
    await user.click(screen.getByRole("button", { name: "Start timer" }));
    advance(5_000);
    await user.click(screen.getByRole("button", { name: "Reset probe" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(clock()).toHaveTextContent("1:00");
  });

  it("shows the norms' source even before a student is chosen", () => {
    renderOrf();
    expect(screen.getByText(/Hasbrouck, J\., & Tindal, G\. \(2017\)/)).toBeInTheDocument();
    expect(screen.getByText(/Choose a student with a grade from 1 to 6/)).toBeInTheDocument();
  });
});
