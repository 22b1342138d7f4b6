/**
 * Registers the service worker built by vite-plugin-pwa (`scripts/vite/pwa-plugin.ts`;
 * architecture "Offline rules"), from the teacher area only, never from public pages. A new version
 * waits until the teacher chooses to reload: `onUpdateReady` is told, and `applyUpdate()` activates
 * the waiting worker and reloads this tab once it controls the page. Other tabs are never reloaded.
 *
 * On a first visit (no worker controls the page yet) the worker is registered as soon as the page has
 * loaded, so it installs and caches the app while the teacher works. workbox-window, which handles
 * the versions after that one, loads {@link WORKBOX_LOAD_DELAY_MS} after the page's load, once the main
 * screens' preload has started: it is no part of the teacher area's first load (architecture
 * "Layout": the signed-in dashboard's JavaScript budget).
 */
/** Where the worker is served (no long cache: the server sends `Cache-Control: no-cache`). */
export const SERVICE_WORKER_URL = "/sw.js";

/**
 * How long after the page's `load` workbox-window loads (ms): past the main screens' preload, which
 * starts 1 second after the signed-in app did (requirements "Navigation behaviour").
 */
export const WORKBOX_LOAD_DELAY_MS = 2_000;

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
  /** Resolves with the browser's registration (undefined from fakes). */
  register(): Promise<ServiceWorkerRegistration | undefined>;
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

/**
 * workbox-window's `Workbox` for `url`, loaded {@link WORKBOX_LOAD_DELAY_MS} after the page (or when
 * the browser is back online, if it is offline then); on a first visit the worker is registered at
 * the page's load already (errors are left to Workbox's own registration, which reports them).
 */
async function loadWorkbox(url: string): Promise<WorkboxLike> {
  await pageLoaded();
  if (!navigator.serviceWorker.controller) {
    await navigator.serviceWorker.register(url, { scope: "/" }).catch(() => undefined);
  }
  await new Promise((resolve) => setTimeout(resolve, WORKBOX_LOAD_DELAY_MS));
  // Offline by then: its file and the worker's script could not be fetched; wait for the network.
  if (!navigator.onLine) {
    await new Promise((resolve) => window.addEventListener("online", resolve, { once: true }));
  }
  const { Workbox } = await import("workbox-window");
  return new Workbox(url, { scope: "/" });
}

/**
 * Reports a new version the browser was still installing when Workbox registered: the browser looks
 * for a new worker on every navigation, and workbox-window reports only a version already waiting
 * at its registration or one found after it. Nothing on a first visit (no worker controls the page:
 * the worker installing is the first one, not an update).
 */
function reportUpdateInstallingAtRegistration(
  registration: ServiceWorkerRegistration | undefined,
  onUpdateReady: () => void,
): void {
  const installing = registration?.installing;
  if (!installing || !navigator.serviceWorker.controller) return;
  installing.addEventListener("statechange", () => {
    if (installing.state === "installed") onUpdateReady();
  });
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
    reportUpdateInstallingAtRegistration(await wb.register(), onUpdateReady);
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
