/**
 * Asks before leaving a screen with a pending import (requirements "Import": nothing is written when
 * the teacher leaves; the uploaded file is then discarded): a route change inside the app is held by
 * react-router's blocker until the teacher confirms; closing or reloading the tab gets the browser's
 * own question (`beforeunload`).
 */
import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * @param pending whether leaving would drop a pending import.
 * @returns the blocker (state "blocked" while asking; `proceed`/`reset`) and `allow()`, which lets
 *   the next navigation through without asking (after Cancel was confirmed).
 */
export function useLeaveGuard(pending: boolean) {
  const allowed = useRef(false);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      pendingRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!pending) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [pending]);
  return {
    blocker,
    allow: () => {
      allowed.current = true;
    },
  };
}
