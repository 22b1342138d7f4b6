/**
 * Rendering for the client tests (architecture "Tests"): the whole app at a URL (`renderApp`), or
 * one screen or component inside the app's providers (`renderWithProviders`). Each call gets a
 * fresh QueryClient and a memory router, so no test sees another's cache or location. Pair with
 * `createFakeApi()` for the network, or call `renderRoute` / `renderWithFakeApi`, which install a
 * fake API and render in one step. `resetBetweenTests()` registers the hooks a file of such tests
 * needs (empty storage before each test; unmounted DOM, real globals and no spies after it).
 *
 * A model file: `app/routes/account/account-page.test.tsx`.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from "react-router";
import { Toaster } from "sonner";
import { afterEach, beforeEach, vi } from "vitest";
import { registerOutboxWrites } from "../app/outbox-writes";
import { AppProviders } from "../app/providers";
import { createQueryClient } from "../app/query-client";
import { createRoutes } from "../app/router";
import { createFakeApi, type FakeApiOptions } from "./fake-api";

/** Where a test starts: a path (with query string), or a location with router state. */
export type Entry = string | { pathname: string; search?: string; state?: unknown };

/**
 * Renders the whole app (real route table, guards and providers) at `entry`. The QueryClient is
 * the app's own (`createQueryClient()`), with retries answered at once instead of after a delay.
 * @returns the memory router (for `router.state.location`), the QueryClient and a userEvent.
 */
export function renderApp(entry: Entry) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
  const router = createMemoryRouter(createRoutes(), { initialEntries: [entry] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, user, ...view };
}

/** The router's current path + query string. */
export const here = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;

/** Shows the router's current location so tests can read the URL the screen set. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` at `entry` in a memory router with a QueryClient that never retries (a failure
 * shows at once) and the toast area; the current URL is readable as `getByTestId("location")`.
 * A query that asks for its own retries (the student list's two) gets them at once, not after the
 * library's 1 s and 2 s back-off: the tests count the tries, not the seconds between them.
 * @returns Testing Library's result, the QueryClient and a userEvent.
 */
export function renderWithProviders(ui: ReactElement, entry: Entry = "/") {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0 }, mutations: { retry: false } },
  });
  // The outbox's queued writes (decision 008), retried after 20 ms, 40 ms, 80 ms …
  registerOutboxWrites(queryClient, { backoffBaseMs: 20 });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, user };
}

/**
 * Registers the hooks of a file of screen tests, so each test starts as a first visit: before each
 * test `localStorage` is emptied (drafts, cached lists, the outbox) and `window.scrollTo` is a spy
 * (the router scrolls on navigation; a test may look at the calls); after each the DOM is
 * unmounted, stubbed globals are put back (the fake API's `fetch`) and spies are restored. Call it
 * once, at the top of the file.
 */
export function resetBetweenTests(): void {
  beforeEach(() => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/**
 * The whole app at `entry` (`renderApp`) over a new fake API seeded with `api` (`createFakeApi`):
 * by default a signed-in, onboarded teacher (`buildProfile()`); `{ me: buildProfile({…}) }` for a
 * given profile, `{ me: null }` for a signed-out visitor.
 * @returns what `renderApp` returns, the fake API as `api`, and its `calls` and `db` (what a test
 * reads most) at the top.
 */
export function renderRoute(entry: Entry, api: FakeApiOptions = {}) {
  const fake = createFakeApi(api);
  return { api: fake, calls: fake.calls, db: fake.db, ...renderApp(entry) };
}

/**
 * `ui` inside the app's providers at `entry` (`renderWithProviders`) over a new fake API seeded
 * with `api` (`createFakeApi`; by default the signed-in teacher of `buildProfile()`).
 * @returns what `renderWithProviders` returns, the fake API as `api`, and its `calls` and `db` at
 * the top.
 */
export function renderWithFakeApi(ui: ReactElement, entry: Entry = "/", api: FakeApiOptions = {}) {
  const fake = createFakeApi(api);
  return { api: fake, calls: fake.calls, db: fake.db, ...renderWithProviders(ui, entry) };
}
