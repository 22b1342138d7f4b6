/**
 * Rendering for the client tests (architecture "Tests"): the whole app at a URL (`renderApp`), or
 * one screen or component inside the app's providers (`renderWithProviders`). Each call gets a
 * fresh QueryClient and a memory router, so no test sees another's cache or location. Pair with
 * `createFakeApi()` for the network.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from "react-router";
import { Toaster } from "sonner";
import { registerOutboxWrites } from "../app/outbox-writes";
import { AppProviders } from "../app/providers";
import { createQueryClient } from "../app/query-client";
import { createRoutes } from "../app/router";

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
 * @returns Testing Library's result, the QueryClient and a userEvent.
 */
export function renderWithProviders(ui: ReactElement, entry: Entry = "/") {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
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
