/**
 * The root route's component: behaviour every screen shares (requirements "Navigation behaviour").
 * - scrolls to the top on every route change and moves focus to the new page's <main>, so keyboard
 *   and screen-reader users start at the new content;
 * - sets the document title from the route's `handle.title`;
 * - while someone is signed in: the 2-hour idle sign-out (requirements "Sessions and sign-out"), the
 *   time-zone sync, and the preload of the main screens 1 second after the signed-in app started
 *   (requirements "Navigation behaviour"), so signed-out visitors never download the teacher screens;
 *   the outbox's writes are registered then too, unless a change or a restore needed them sooner
 *   (`lib/outbox/registration.ts`).
 */

import { useMe } from "@client/lib/auth/get-me";
import { useTimeZoneSync } from "@client/lib/auth/use-time-zone-sync";
import { outboxWritesReady } from "@client/lib/outbox/registration";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Outlet, useLocation, useMatches } from "react-router";
import { useIdleSignOut } from "../features/auth/hooks/use-idle-sign-out";
import { PRELOAD_DELAY_MS, preloadMainScreens } from "./lazy-screens";

/** What a route may declare in `handle`. */
export interface RouteHandle {
  /** The page's name for the document title, e.g. "Students". */
  title?: string;
}

export const APP_NAME = "IEP Workspace";

function useDocumentTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    | RouteHandle
    | undefined;
  useEffect(() => {
    document.title = title?.title ? `${title.title} · ${APP_NAME}` : APP_NAME;
  }, [title?.title]);
}

function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    // pathname is the trigger; focus the new page's landmark after it rendered.
    void pathname;
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
}

/** Preloads the main screens (and registers the outbox's writes) `PRELOAD_DELAY_MS` after someone is signed in. */
function usePreloadMainScreens(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => {
      preloadMainScreens();
      // A failure here is retried by the first change that needs the writes.
      outboxWritesReady(queryClient).catch(() => {});
    }, PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn, queryClient]);
}

function SignedInEffects() {
  const { data: me } = useMe();
  useIdleSignOut(me?.id);
  useTimeZoneSync(me);
  usePreloadMainScreens(Boolean(me));
  return null;
}

/** Root layout: shared behaviour, then the matched screen. */
export function RootLayout() {
  useDocumentTitle();
  useScrollToTopOnRouteChange();
  return (
    <>
      <SignedInEffects />
      <Outlet />
    </>
  );
}
