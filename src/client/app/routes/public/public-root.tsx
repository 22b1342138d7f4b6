/**
 * The public entry's root route (requirements "Navigation behaviour"): keeps the document title in
 * step with the page, scrolls to the top and focuses the new page's <main> on navigation. Unlike the
 * app's root it preloads no teacher screen: the main screens are preloaded only inside the app.
 * `LeavePublicSite` hands every path that is not a public page to the app with a full page load.
 */
import { useEffect, useRef } from "react";
import { Outlet, useLocation, useMatches } from "react-router";
import type { PublicHandle } from "./public-routes";

const APP_NAME = "IEP Workspace";

/** Root of the public router. */
export function PublicRoot() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as PublicHandle | undefined)?.title)?.handle as
    | PublicHandle
    | undefined;
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      // The pre-rendered page already carries its own title (a post's or article's).
      first.current = false;
      return;
    }
    void pathname;
    if (title?.title) document.title = `${title.title} · ${APP_NAME}`;
    else document.title = APP_NAME;
    window.scrollTo(0, 0);
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname, title?.title]);
  return <Outlet />;
}

/** A path the public router does not know (sign-in, the teacher area…): load it from the server. */
export function LeavePublicSite() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}
