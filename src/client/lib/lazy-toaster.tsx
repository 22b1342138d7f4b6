/**
 * The toast area, loaded after the first screen (architecture "Layout": the signed-in dashboard's
 * JavaScript budget): sonner's `Toaster` once sonner's code is there, which happens on the first
 * toast (`notify`), when a screen other than the dashboard opens (the router starts it), or at the
 * teacher's first press of a key or pointer, before anything they do can toast. Toasts made before
 * it appears are shown when it does.
 */
import { useEffect, useState } from "react";
import type { ToasterProps } from "sonner";
import { loadedToasts, onToastsLoaded, startLoadingToasts } from "./notify";

/** The events that count as the teacher's first interaction. */
const FIRST_INTERACTION = ["pointerdown", "keydown", "touchstart"] as const;

/** sonner's `Toaster` with `props`, once sonner has loaded; nothing before. */
export function LazyToaster(props: ToasterProps) {
  const [sonner, setSonner] = useState(loadedToasts);
  useEffect(() => {
    if (sonner) return;
    const stop = onToastsLoaded(setSonner);
    const current = loadedToasts();
    if (current) setSonner(current);
    for (const type of FIRST_INTERACTION) {
      window.addEventListener(type, startLoadingToasts, { capture: true, once: true, passive: true });
    }
    return () => {
      stop();
      for (const type of FIRST_INTERACTION) {
        window.removeEventListener(type, startLoadingToasts, { capture: true });
      }
    };
  }, [sonner]);
  return sonner ? <sonner.Toaster {...props} /> : null;
}
