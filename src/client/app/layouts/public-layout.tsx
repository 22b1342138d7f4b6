/**
 * Layout of the public pages (requirements "Screens and routes": "Public"): header with the product mark and the account
 * actions, the page, and a footer with the pricing, privacy and terms links.
 */

import { paths } from "@client/config/paths";
import { useSignedIn } from "@client/lib/auth/use-signed-in";
import { Link, Outlet } from "react-router";
import { Button } from "../../components/ui";
import { Brand, SkipLink } from "./brand";

function AccountActions() {
  // Signed out, or not known yet (a pre-rendered page, read without JavaScript): the sign-in actions.
  if (useSignedIn()) {
    return (
      <Button asChild>
        <Link to={paths.dashboard}>Go to your dashboard</Link>
      </Button>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Button asChild variant="ghost">
        <Link to={paths.signIn}>Sign in</Link>
      </Button>
      <Button asChild>
        <Link to={paths.signUp}>Create account</Link>
      </Button>
    </div>
  );
}

/** Public layout: <header>, <main id="main">, <footer>. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Brand />
          <nav aria-label="Account">
            <AccountActions />
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-sm text-slate-700">
          <p>IEP Workspace — for special-education teachers and case managers.</p>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-4">
              <li>
                <Link className="underline underline-offset-2 hover:text-indigo-800" to={paths.blog}>
                  Blog
                </Link>
              </li>
              <li>
                <Link className="underline underline-offset-2 hover:text-indigo-800" to={paths.help}>
                  Help
                </Link>
              </li>
              <li>
                <Link className="underline underline-offset-2 hover:text-indigo-800" to={paths.pricing}>
                  Pricing
                </Link>
              </li>
              <li>
                <Link className="underline underline-offset-2 hover:text-indigo-800" to={paths.privacy}>
                  Privacy
                </Link>
              </li>
              <li>
                <Link className="underline underline-offset-2 hover:text-indigo-800" to={paths.terms}>
                  Terms
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
