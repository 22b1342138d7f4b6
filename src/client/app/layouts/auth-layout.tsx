/**
 * Layout of the signed-out-only pages (requirements "Screens and routes"): behind `RequireSignedOut`, a plain header and the
 * page centred in a narrow column.
 */

import { paths } from "@client/config/paths";
import { Link, Outlet } from "react-router";
import { RequireSignedOut } from "../guards";
import { Brand, SkipLink } from "./brand";

/** Signed-out-only layout: guard, header, <main id="main">. */
export function AuthLayout() {
  return (
    <RequireSignedOut>
      <div className="flex min-h-screen flex-col bg-slate-50">
        <SkipLink />
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
            <Brand />
            <Link
              className="text-sm text-slate-700 underline underline-offset-2 hover:text-indigo-800"
              to={paths.home}
            >
              About IEP Workspace
            </Link>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-10 focus:outline-none sm:py-16">
          <Outlet />
        </main>
      </div>
    </RequireSignedOut>
  );
}
