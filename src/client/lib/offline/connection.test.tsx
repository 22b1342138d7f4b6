/**
 * The connection status (architecture "Offline rules"; decision 008): a failed fetch turns it
 * offline, only an answering `GET /api/health` turns it online again (every 30 s while offline and on
 * the browser's `online` event), and the banner follows it.
 */
import { NOTES_QUERY_KEY } from "@client/features/notes/api/query-keys";
import { STUDENTS_QUERY_KEY } from "@client/features/students/api/query-keys";
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, apiRequest } from "../api-client";
import { PROBE_INTERVAL_MS, startConnectionWatch } from "./connection";
import { OfflineBanner } from "./offline-banner";

let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"] });
  vi.setSystemTime(new Date("2026-03-02T10:42:00"));
});
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets pending promise callbacks run. */
const flush = () => act(async () => {});

describe("startConnectionWatch", () => {
  it("goes offline when fetch itself fails, and not on an error answer", async () => {
    stop = startConnectionWatch({ probe: async () => false, initiallyOnline: true });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({}), { status: 500 })),
    );
    await expect(apiRequest("/api/v1/students")).rejects.toBeInstanceOf(ApiRequestError);
    expect(onlineManager.isOnline()).toBe(true);

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(apiRequest("/api/v1/students")).rejects.toMatchObject({ code: "NETWORK" });
    expect(onlineManager.isOnline()).toBe(false);
  });

  it("probes every 30 seconds while offline and comes back only when the probe answers", async () => {
    const answers = [false, true];
    const probe = vi.fn(async () => answers.shift() ?? true);
    stop = startConnectionWatch({ probe, initiallyOnline: false });
    expect(onlineManager.isOnline()).toBe(false);

    await act(async () => vi.advanceTimersByTime(PROBE_INTERVAL_MS - 1));
    expect(probe).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(probe).toHaveBeenCalledTimes(1);
    expect(onlineManager.isOnline()).toBe(false);

    await act(async () => vi.advanceTimersByTime(PROBE_INTERVAL_MS));
    expect(probe).toHaveBeenCalledTimes(2);
    expect(onlineManager.isOnline()).toBe(true);

    // Online: no more probes.
    await act(async () => vi.advanceTimersByTime(5 * PROBE_INTERVAL_MS));
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it("does not trust the browser's online event: it probes, and stays offline when the server is silent", async () => {
    let serverUp = false;
    const probe = vi.fn(async () => serverUp);
    stop = startConnectionWatch({ probe, initiallyOnline: true });
    await act(async () => window.dispatchEvent(new Event("offline")));
    expect(onlineManager.isOnline()).toBe(false);

    await act(async () => window.dispatchEvent(new Event("online")));
    expect(probe).toHaveBeenCalledTimes(1);
    expect(onlineManager.isOnline()).toBe(false);

    serverUp = true;
    await act(async () => window.dispatchEvent(new Event("online")));
    expect(onlineManager.isOnline()).toBe(true);
  });

  it("any answer from the server means online again", async () => {
    stop = startConnectionWatch({ probe: async () => false, initiallyOnline: false });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await apiRequest("/api/v1/me");
    expect(onlineManager.isOnline()).toBe(true);
  });
});

/** A screen whose query is built, with data, while it renders (as after a goal leaves the cache). */
function Reader() {
  useQuery({
    queryKey: [...NOTES_QUERY_KEY, "recent"],
    queryFn: async () => [],
    initialData: [],
    initialDataUpdatedAt: new Date("2026-03-02T10:42:00").getTime(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return <p>notes</p>;
}

/** The banner beside a button that opens the {@link Reader}. */
function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <OfflineBanner />
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? <Reader /> : null}
    </>
  );
}

describe("OfflineBanner", () => {
  function renderBanner(client: QueryClient, pendingCount?: number) {
    return render(
      <QueryClientProvider client={client}>
        <OfflineBanner pendingCount={pendingCount} />
      </QueryClientProvider>,
    );
  }

  it("is an empty polite live region while online, and says offline with the saved copies' time", async () => {
    stop = startConnectionWatch({ probe: async () => true, initiallyOnline: true });
    const client = new QueryClient();
    client.setQueryData(STUDENTS_QUERY_KEY, [{ id: "s1" }], {
      updatedAt: new Date("2026-03-02T10:42:00").getTime(),
    });
    client.setQueryData(NOTES_QUERY_KEY, [], { updatedAt: new Date("2026-03-02T09:15:00").getTime() });
    renderBanner(client, 3);
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toBeEmptyDOMElement();

    act(() => onlineManager.setOnline(false));
    expect(region).toHaveTextContent(
      "You are offline — showing saved copies as of 10:42 AM. Changes wait and are sent when you are back online. 3 changes are waiting to be sent.",
    );

    await act(async () => window.dispatchEvent(new Event("online")));
    await flush();
    expect(region).toBeEmptyDOMElement();
  });

  it("follows a saved copy a screen's query brings while rendering, after that render", async () => {
    stop = startConnectionWatch({ probe: async () => false, initiallyOnline: false });
    const client = new QueryClient();
    client.setQueryData(STUDENTS_QUERY_KEY, [], { updatedAt: new Date("2026-03-02T09:15:00").getTime() });
    render(
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("as of 9:15 AM");
    // Updating the banner inside the reader's render would be React's "Cannot update a component
    // while rendering a different component" error, which fails any UI test (test/setup.ts).
    act(() => screen.getByRole("button", { name: "Open" }).click());
    await act(async () => vi.runOnlyPendingTimers());
    expect(screen.getByRole("status")).toHaveTextContent("as of 10:42 AM");
  });

  it("without saved copies says only that changes wait", () => {
    stop = startConnectionWatch({ probe: async () => false, initiallyOnline: false });
    renderBanner(new QueryClient());
    expect(screen.getByRole("status")).toHaveTextContent(
      /^You are offline\. Changes wait and are sent when you are back online\.$/,
    );
  });
});
