/**
 * The admin area's frame (requirements "Admin area", "Navigation behaviour"): only with a ready admin
 * session (the server checks every request too); otherwise the screen sends the browser to
 * /admin/login remembering where it was. A header with the admin's address and "Sign out", the
 * admin navigation, and the screen.
 */

import { Button, Spinner } from "@client/components/ui";
import { paths, REDIRECT_PARAM } from "@client/config/paths";
import { useAdminSession, useAdminSignOut } from "@client/features/admin/api/admin-session";
import { cn } from "@client/lib/cn";
import { Navigate, NavLink, Outlet, useLocation } from "react-router";
import { SkipLink } from "../../layouts/brand";

const NAV = [
  { to: paths.admin, label: "Dashboard", end: true },
  { to: paths.adminTeachers, label: "Teachers", end: false },
  { to: paths.adminTickets, label: "Tickets", end: false },
  { to: paths.adminSettings, label: "Settings", end: false },
  { to: paths.adminAnalytics, label: "Analytics", end: false },
  { to: paths.adminAudit, label: "Audit log", end: false },
];

/** Admin layout: guard, header, navigation and <main id="main">. */
export function Component() {
  const session = useAdminSession();
  const signOut = useAdminSignOut();
  const location = useLocation();
  if (session.isPending) return <Spinner label="Checking your admin session…" className="m-8" />;
  if (session.data?.stage !== "ready") {
    const from = `${location.pathname}${location.search}`;
    return <Navigate replace to={`${paths.adminLogin}?${new URLSearchParams({ [REDIRECT_PARAM]: from })}`} />;
  }
  return (
    <div className="min-h-screen bg-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200 bg-slate-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-semibold">IEP Workspace admin</p>
          <div className="flex items-center gap-3 text-sm">
            <span className="hidden sm:inline">{session.data.email}</span>
            <Button
              size="sm"
              variant="secondary"
              loading={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              Sign out
            </Button>
          </div>
        </div>
        <nav aria-label="Admin" className="mx-auto max-w-7xl overflow-x-auto px-4">
          <ul className="flex gap-1">
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  // The dashboard has two addresses (/admin and /admin/dashboard): its link is current on both.
                  to={
                    item.to === paths.admin && location.pathname === paths.adminDashboard
                      ? paths.adminDashboard
                      : item.to
                  }
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      "block whitespace-nowrap rounded-t-md px-3 py-2 text-sm",
                      isActive
                        ? "bg-slate-50 font-semibold text-slate-900"
                        : "text-slate-100 hover:bg-slate-700",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
