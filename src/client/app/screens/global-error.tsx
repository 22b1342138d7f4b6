/**
 * The global error screen (requirements "Navigation behaviour": "A global error screen reads: Something went wrong! Please
 * refresh the page and try again."). Used as the root route's ErrorBoundary (full page) and inside
 * the dashboard layout (the navigation stays usable).
 */

import { paths } from "@client/config/paths";
import { GLOBAL_ERROR_MESSAGE } from "@shared/domain/global-error-message";
import { AlertTriangle, RotateCw } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "../../components/ui";

/**
 * The not-found content, loaded when shown: a route error answered 404 is rare here (every layout
 * has a catch-all route), so it is no part of the first load.
 */
const LazyNotFoundContent = lazy(async () => ({ default: (await import("./not-found")).NotFoundContent }));

function NotFoundContent() {
  return (
    <Suspense fallback={null}>
      <LazyNotFoundContent />
    </Suspense>
  );
}

function useLoggedRouteError() {
  const error = useRouteError();
  useEffect(() => {
    if (!(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  }, [error]);
  return error;
}

/** The spec sentence as the page heading, a reassurance, and the reload button. */
export function GlobalErrorContent() {
  return (
    <div className="mx-auto max-w-lg rounded-lg border border-red-200 bg-white p-8 text-center shadow-sm">
      <AlertTriangle className="mx-auto size-10 text-red-700" aria-hidden="true" />
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{GLOBAL_ERROR_MESSAGE}</h1>
      <p className="mt-2 text-sm text-slate-700">
        Anything you already saved is safe. Reloading the page usually fixes this.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw className="size-4" aria-hidden="true" />
          Reload the page
        </Button>
        <Button asChild variant="secondary">
          <a href={paths.dashboard}>Go to the dashboard</a>
        </Button>
      </div>
    </div>
  );
}

/** Root ErrorBoundary: a full page with its own landmark. */
export function GlobalErrorScreen() {
  const error = useLoggedRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main" tabIndex={-1} className="min-h-screen bg-slate-50 px-4 py-16 focus:outline-none">
        <NotFoundContent />
      </main>
    );
  }
  return (
    <main id="main" tabIndex={-1} className="min-h-screen bg-slate-50 px-4 py-16 focus:outline-none">
      <GlobalErrorContent />
      <p className="mt-6 text-center text-sm">
        <Link className="text-indigo-700 underline underline-offset-2" to={paths.home}>
          IEP Workspace home
        </Link>
      </p>
    </main>
  );
}

/** ErrorBoundary inside a layout that already renders <main>: the content only. */
export function InLayoutErrorScreen() {
  const error = useLoggedRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <div className="py-8">
      <GlobalErrorContent />
    </div>
  );
}
