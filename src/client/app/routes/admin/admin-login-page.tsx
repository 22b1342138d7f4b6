/**
 * /admin/login (requirements "Admin area"): the admin sign-in steps; once the session is ready, on to
 * the remembered page or the admin dashboard.
 */

import { Spinner } from "@client/components/ui";
import { paths, redirectTarget } from "@client/config/paths";
import { useAdminSession } from "@client/features/admin/api/admin-session";
import { AdminSignInSteps } from "@client/features/admin/components/admin-sign-in-steps";
import { Navigate, useLocation } from "react-router";
import { SkipLink } from "../../layouts/brand";

/** The admin sign-in screen. */
export function Component() {
  const session = useAdminSession();
  const location = useLocation();
  if (session.isPending) return <Spinner label="Checking your admin session…" className="m-8" />;
  if (session.data?.stage === "ready") {
    const target = redirectTarget(location.search);
    return <Navigate replace to={target?.startsWith(paths.admin) ? target : paths.admin} />;
  }
  return (
    <div className="min-h-screen bg-slate-50">
      <SkipLink />
      <main id="main" tabIndex={-1} className="px-4 py-10 focus:outline-none sm:py-16">
        <div className="mx-auto max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <AdminSignInSteps session={session.data ?? null} />
        </div>
      </main>
    </div>
  );
}
