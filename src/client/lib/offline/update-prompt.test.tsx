/**
 * The new-version prompt (architecture "Offline rules"): nothing until a new service worker waits,
 * then "A new version is ready. Reload when you have saved."; the page is reloaded only by the
 * teacher's Reload, "Later" hides it; and the worker is registered once, from where the prompt is
 * mounted (the teacher area).
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registerServiceWorker, type WorkboxLike } from "./service-worker";
import { resetServiceWorkerRegistration, UPDATE_READY_MESSAGE, UpdatePrompt } from "./update-prompt";

// jsdom has no service workers; the fake Workbox stands in for the browser's. Each test starts on a
// page that has registered nothing.
beforeEach(() => {
  resetServiceWorkerRegistration();
  Object.defineProperty(navigator, "serviceWorker", { value: {}, configurable: true });
});
afterEach(() => {
  resetServiceWorkerRegistration();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

/** A fake Workbox whose events the test fires. */
function fakeWorkbox() {
  const listeners: Record<string, () => void> = {};
  const wb: WorkboxLike & { fire(type: string): void } = {
    addEventListener: (type, l) => {
      listeners[type] = l;
    },
    register: vi.fn(async () => undefined),
    update: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
    fire: (type) => listeners[type]?.(),
  };
  return wb;
}

describe("UpdatePrompt", () => {
  it("registers once, waits for a new version, and reloads only when the teacher asks", async () => {
    const wb = fakeWorkbox();
    const reload = vi.fn();
    const register = vi.fn((o: Parameters<typeof registerServiceWorker>[0]) =>
      registerServiceWorker({ ...o, createWorkbox: () => wb, reload }),
    );
    const { rerender } = render(<UpdatePrompt register={register} />);
    rerender(<UpdatePrompt register={register} />);
    await act(async () => {});
    expect(register).toHaveBeenCalledTimes(1);
    expect(wb.register).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    act(() => wb.fire("waiting"));
    expect(screen.getByRole("status")).toHaveTextContent(UPDATE_READY_MESSAGE);
    expect(UPDATE_READY_MESSAGE).toBe("A new version is ready. Reload when you have saved.");

    // Another tab activating the new version does not reload this one.
    act(() => wb.fire("controlling"));
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    act(() => wb.fire("controlling"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("Later hides the prompt without reloading", async () => {
    const wb = fakeWorkbox();
    const reload = vi.fn();
    render(
      <UpdatePrompt register={(o) => registerServiceWorker({ ...o, createWorkbox: () => wb, reload })} />,
    );
    await act(async () => {});
    act(() => wb.fire("waiting"));
    await userEvent.click(screen.getByRole("button", { name: "Later" }));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("shows the prompt for a new version the browser was still installing when Workbox registered", async () => {
    Object.defineProperty(navigator, "serviceWorker", { value: { controller: {} }, configurable: true });
    const installing = Object.assign(new EventTarget(), { state: "installing" });
    const wb = fakeWorkbox();
    wb.register = vi.fn(async () => ({ installing }) as unknown as ServiceWorkerRegistration);
    render(<UpdatePrompt register={(o) => registerServiceWorker({ ...o, createWorkbox: () => wb })} />);
    await act(async () => {});
    expect(screen.getByRole("status")).toBeEmptyDOMElement();

    installing.state = "installed";
    act(() => {
      installing.dispatchEvent(new Event("statechange"));
    });
    expect(screen.getByRole("status")).toHaveTextContent(UPDATE_READY_MESSAGE);
  });

  it("takes a worker installing on a first visit (none controls the page) for the first version, not an update", async () => {
    Object.defineProperty(navigator, "serviceWorker", { value: { controller: null }, configurable: true });
    const installing = Object.assign(new EventTarget(), { state: "installing" });
    const wb = fakeWorkbox();
    wb.register = vi.fn(async () => ({ installing }) as unknown as ServiceWorkerRegistration);
    render(<UpdatePrompt register={(o) => registerServiceWorker({ ...o, createWorkbox: () => wb })} />);
    await act(async () => {});
    installing.state = "installed";
    act(() => {
      installing.dispatchEvent(new Event("statechange"));
    });
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("registers nothing where the browser has no service workers", async () => {
    Reflect.deleteProperty(navigator, "serviceWorker");
    const wb = fakeWorkbox();
    render(<UpdatePrompt register={(o) => registerServiceWorker({ ...o, createWorkbox: () => wb })} />);
    await act(async () => {});
    expect(wb.register).not.toHaveBeenCalled();
  });

  it("shows nothing where the worker cannot be registered", async () => {
    const wb = fakeWorkbox();
    wb.register = vi.fn(async () => Promise.reject(new Error("insecure origin")));
    render(<UpdatePrompt register={(o) => registerServiceWorker({ ...o, createWorkbox: () => wb })} />);
    await act(async () => {});
    act(() => wb.fire("waiting"));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
