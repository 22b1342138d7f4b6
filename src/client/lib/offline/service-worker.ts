/**
 * Registers the service worker built by vite-plugin-pwa (`scripts/vite/pwa-plugin.ts`;
 * architecture "Offline rules"), from the teacher area only, never from public pages. A new version
 * waits until the teacher chooses to reload: `onUpdateReady` is told, and `applyUpdate()` activates
 * the waiting worker and reloads this tab once it controls the page. Other tabs are never reloaded.
 * workbox-window is loaded when the page has loaded, not with the teacher area's first screen
 * (architecture "Layout": the signed-in dashboard's JavaScript budget).
 */
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
  /** Makes the registration helper (default: workbox-window's `Workbox`, loaded after the page). */
  createWorkbox?: (url: string) => WorkboxLike | Promise<WorkboxLike>;
  reload?: () => void;
}

/** Resolves once the page's `load` event has passed. */
function pageLoaded(): Promise<void> {
  if (document.readyState === "complete") return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("load", () => resolve(), { once: true }));
}

/** workbox-window's `Workbox` for `url`, loaded after the page itself. */
async function loadWorkbox(url: string): Promise<WorkboxLike> {
  await pageLoaded();
  const { Workbox } = await import("workbox-window");
  return new Workbox(url, { scope: "/" });
}

/**
 * Registers the worker; resolves `undefined` where service workers are unavailable (old browser,
 * insecure origin, the dev server) or registration fails. Never throws.
 */
export async function registerServiceWorker({
  onUpdateReady,
  createWorkbox = loadWorkbox,
  reload = () => window.location.reload(),
}: RegisterOptions): Promise<ServiceWorkerControl | undefined> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return undefined;
  let wb: WorkboxLike;
  try {
    wb = await createWorkbox(SERVICE_WORKER_URL);
  } catch {
    return undefined;
  }
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
