/**
 * Gives focus back to the control that opened a dialog when the dialog closes (keyboard access,
 * WCAG 2.4.3 focus order). The app's dialogs are opened from state rather than a Radix trigger, so
 * Radix has no trigger to return to: this hook remembers the focused element as the dialog opens (a
 * layout effect, which runs before Radix moves focus into the dialog) and focuses it again after
 * the dialog closes, if it is still on the page.
 */
import { useEffect, useLayoutEffect, useRef } from "react";

/** Call in the component that renders the dialog, with the dialog's `open`. */
export function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  useEffect(() => {
    if (open || !opener.current) return;
    const el = opener.current;
    opener.current = null;
    const timer = setTimeout(() => {
      if (el.isConnected) el.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);
}
