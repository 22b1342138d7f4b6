/** The not-found page (requirements "Navigation behaviour": "Any other path shows a not-found page"). */

import { paths } from "@client/config/paths";
import { SearchX } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button } from "../../components/ui";

/** Heading, the unknown path, and the ways back. */
export function NotFoundContent() {
  const location = useLocation();
  return (
    <div className="mx-auto max-w-lg rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
      <SearchX className="mx-auto size-10 text-slate-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">Page not found</h1>
      <p className="mt-2 text-sm text-slate-700">
        There is no page at <code className="break-all rounded bg-slate-100 px-1">{location.pathname}</code>.
        Check the address, or go back to a page you know.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.dashboard}>Go to the dashboard</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.home}>IEP Workspace home</Link>
        </Button>
      </div>
    </div>
  );
}

/** The route element for unknown paths (inside a layout that provides <main>). */
export function NotFoundPage() {
  return (
    <div className="px-4 py-12">
      <NotFoundContent />
    </div>
  );
}
