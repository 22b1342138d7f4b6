/**
 * Registers the service worker built by vite-plugin-pwa (`scripts/vite/pwa-plugin.ts`;
 * architecture "Offline rules"), from the teacher area only, never from public pages. A new version
 * waits until the teacher chooses to reload: `onUpdateReady` is told, and `applyUpdate()` activates
 * the waiting worker and reloads this tab once it controls the page. Other tabs are never reloaded.
 */
import { Workbox } from "workbox-window";

/** Where the worker is served (no long cache: the server sends `Cache-Control: no-cache`). */
export const SERVICE_WORKER_URL = "/sw.js";

/** How often a long-open teacher area asks the server for a new worker (ms). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** What a registration offers the update prompt. */
export interface ServiceWorkerControl {
  /** Activates the waiting version, then reloads this tab. */
  applyUpdate(): void;
}

/** The part of `Workbox` used here (a fake in tests). */
export interface WorkboxLike {
  addEventListener(type: "waiting" | "controlling", listener: () => void): void;
  register(): Promise<unknown>;
  update(): Promise<unknown>;
  messageSkipWaiting(): void;
}

export interface RegisterOptions {
  /** Called when a new version is installed and waits. */
  onUpdateReady: () => void;
  createWorkbox?: (url: string) => WorkboxLike;
  reload?: () => void;
}

/**
 * Registers the worker; resolves `undefined` where service workers are unavailable (old browser,
 * insecure origin, the dev server) or registration fails. Never throws.
 */
export async function registerServiceWorker({
  onUpdateReady,
  createWorkbox = (url) => new Workbox(url, { scope: "/" }),
  reload = () => window.location.reload(),
}: RegisterOptions): Promise<ServiceWorkerControl | undefined> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return undefined;
  const wb = createWorkbox(SERVICE_WORKER_URL);
  let reloadRequested = false;
  wb.addEventListener("waiting", onUpdateReady);
  wb.addEventListener("controlling", () => {
    if (reloadRequested) reload();
  });
  try {
    await wb.register();
  } catch {
    return undefined;
  }
  setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
  return {
    applyUpdate: () => {
      reloadRequested = true;
      wb.messageSkipWaiting();
    },
  };
}
