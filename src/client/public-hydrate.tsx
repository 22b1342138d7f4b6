/**
 * Hydration of a pre-rendered public page (landing, pricing, blog, help, privacy, terms), loaded by
 * the public entry on the visitor's first interaction (architecture "Layout"). The matched page's code
 * is loaded before hydration so the first client render matches the HTML. Any other path is handed to
 * the app entry by a full page load.
 */
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes } from "react-router";
import { RouterProvider } from "react-router/dom";
import { createPublicQueryClient, createPublicRoutes, PublicShell } from "./app/public-app";

/** Hydrates `#root` with the public router; resolves once React has taken the page over. */
export async function hydratePublicPage(): Promise<void> {
  const routes = createPublicRoutes();
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const lazy = m.route.lazy as () => Promise<Partial<typeof m.route>>;
      Object.assign(m.route, { ...(await lazy()), lazy: undefined });
    }),
  );
  const root = document.getElementById("root");
  if (!root) throw new Error("the page has no #root element");
  const router = createBrowserRouter(routes);
  hydrateRoot(
    root,
    <PublicShell queryClient={createPublicQueryClient()}>
      <RouterProvider router={router} />
    </PublicShell>,
  );
}
