/**
 * The toast area, loaded after the first screen (architecture "Layout": the signed-in dashboard's
 * JavaScript budget): sonner's `Toaster` once sonner's code is there, which happens on the first
 * toast (`notify`), when a screen other than the dashboard opens (the router starts it), or
 * `TOASTER_LOAD_DELAY_MS` after start, with the preload of the main screens (requirements
 * "Navigation behaviour"). Toasts made before it appears are shown when it does.
 */
import { useEffect, useState } from "react";
import type { ToasterProps } from "sonner";
import { loadedToasts, onToastsLoaded, startLoadingToasts } from "./notify";

/** When the toast area loads without a toast asking for it: 1 second, as the screen preload. */
export const TOASTER_LOAD_DELAY_MS = 1_000;

/** sonner's `Toaster` with `props`, once sonner has loaded; nothing before. */
export function LazyToaster(props: ToasterProps) {
  const [sonner, setSonner] = useState(loadedToasts);
  useEffect(() => {
    if (sonner) return;
    const stop = onToastsLoaded(setSonner);
    const current = loadedToasts();
    if (current) setSonner(current);
    const timer = setTimeout(startLoadingToasts, TOASTER_LOAD_DELAY_MS);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [sonner]);
  return sonner ? <sonner.Toaster {...props} /> : null;
}
