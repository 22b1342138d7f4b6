/**
 * For a costly part below what a screen must show first (decision 022): false on the screen's first
 * render, true once that render is on screen, set in a transition so React draws the part in short
 * slices the browser can interrupt (a key press, a click) instead of one long task.
 */
import { startTransition, useEffect, useState } from "react";

/** Whether the deferred part may render now. */
export function useDeferredMount(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}
