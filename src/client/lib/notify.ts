/**
 * Toasts without the toast library in the teacher area's first load (architecture "Layout": the
 * signed-in dashboard's JavaScript budget). `notify.success` / `notify.error` show a sonner toast once
 * sonner's code has loaded (at once when it already has); `loadToasts()` starts that download. The
 * toast area (`LazyToaster`) appears when sonner has loaded and shows every toast made before it,
 * since sonner keeps them until a toast area listens. Screens loaded later may import sonner itself.
 */
import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");

let loaded: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const listeners = new Set<(sonner: Sonner) => void>();

/**
 * Loads sonner (once); resolves to the module. A failed download (the app offline without the
 * service worker's copy) rejects and is tried again on the next call.
 */
export function loadToasts(): Promise<Sonner> {
  loading ??= import("sonner").then(
    (sonner) => {
      loaded = sonner;
      for (const listener of listeners) listener(sonner);
      listeners.clear();
      return sonner;
    },
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** Starts loading sonner and ignores a failure (the toast area stays empty until a later try). */
export function startLoadingToasts(): void {
  loadToasts().catch(() => {});
}

/** Sonner, when it has loaded; otherwise undefined. */
export function loadedToasts(): Sonner | undefined {
  return loaded;
}

/** Calls `listener` once sonner has loaded; returns the way to stop listening. */
export function onToastsLoaded(listener: (sonner: Sonner) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: "success" | "error", message: string, options?: ExternalToast): void {
  loadToasts().then(
    (sonner) => sonner.toast[kind](message, options),
    () => {},
  );
}

/** Success and error toasts, shown once sonner has loaded. */
export const notify = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
};
