/**
 * Signs the teacher out after 2 hours without activity (requirements "Sessions and sign-out"). The sign-in guard then sends them
 * to /signin remembering the page they were on (requirements "Screens and routes"), and the sign-in page says why.
 */
import { useEffect, useRef } from "react";
import { startIdleTimer } from "../../../lib/idle-timer";
import { lastActivityKey } from "../api/session-storage";
import { useSignOut } from "../api/sign-out";

/** Runs the idle timer while `userId` is set; stops it on sign-out or unmount. */
export function useIdleSignOut(userId: string | undefined): void {
  const { mutate } = useSignOut();
  const signOut = useRef(mutate);
  signOut.current = mutate;

  useEffect(() => {
    if (!userId) return;
    return startIdleTimer({
      storageKey: lastActivityKey(userId),
      onIdle: () => signOut.current({ reason: "idle" }),
    });
  }, [userId]);
}
