/**
 * The public site's app (architecture "Layout"): the public pages' routes under the public layout,
 * with only the query provider around them. Used by the public entry (hydration in the browser) and
 * by the prerender script (HTML at build time); it imports nothing of the teacher area, so the
 * pre-rendered pages neither load nor preload teacher screens.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import type { RouteObject } from "react-router";
import { PublicLayout } from "./layouts/public-layout";
import { LeavePublicSite, PublicRoot } from "./routes/public/public-root";
import { publicPageRoutes } from "./routes/public/public-routes";

/** The public router's route table. */
export function createPublicRoutes(): RouteObject[] {
  return [
    {
      id: "root",
      Component: PublicRoot,
      children: [
        {
          Component: PublicLayout,
          children: [...publicPageRoutes(), { path: "*", Component: LeavePublicSite }],
        },
      ],
    },
  ];
}

/** The element tree around the router, the same when pre-rendering and when hydrating. */
export function PublicShell({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </StrictMode>
  );
}

/**
 * The public pages' query client: plain, without the teacher area's outbox, sign-out handling or
 * offline record, so the public entry stays small and the build's pre-rendering leaves no timer behind.
 */
export function createPublicQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
}
