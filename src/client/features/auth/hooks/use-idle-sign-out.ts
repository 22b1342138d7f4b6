/**
 * Signs the teacher out after 2 hours without activity (spec §9), remembering the page they were on
 * so that signing in again brings them back (spec §2 "the origin is remembered").
 */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { startIdleTimer } from "../../../lib/idle-timer";
import { lastActivityKey } from "../api/session-storage";
import { useSignOut } from "../api/sign-out";

/** Runs the idle timer while `userId` is set; stops it on sign-out or unmount. */
export function useIdleSignOut(userId: string | undefined): void {
  const signOut = useSignOut();
  const location = useLocation();
  // The latest values, read when the timer fires (the timer itself is not restarted on navigation).
  const latest = useRef({ signOut, from: location.pathname + location.search });
  latest.current = { signOut, from: location.pathname + location.search };

  useEffect(() => {
    if (!userId) return;
    return startIdleTimer({
      storageKey: lastActivityKey(userId),
      onIdle: () => latest.current.signOut.mutate({ reason: "idle", from: latest.current.from }),
    });
  }, [userId]);
}
