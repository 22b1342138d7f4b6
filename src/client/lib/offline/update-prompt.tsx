/**
 * "A new version is ready" (architecture "Offline rules"): shown in the teacher area when a new
 * service worker waits. The page is reloaded only when the teacher presses Reload (never in the
 * middle of an edit); "Later" hides the prompt until the next version. Mounting it registers the
 * worker (once per page), so only the teacher area registers it.
 */
import { useEffect, useState } from "react";
import { Button } from "../../components/ui";
import { registerServiceWorker, type ServiceWorkerControl } from "./service-worker";

/** The prompt's sentence. */
export const UPDATE_READY_MESSAGE = "A new version is ready. Reload when you have saved.";

type Register = typeof registerServiceWorker;

let registration: Promise<ServiceWorkerControl | undefined> | undefined;
const readyListeners = new Set<() => void>();
let updateReady = false;

/** Registers once per page (the layout may mount twice in development's strict mode). */
function registerOnce(register: Register) {
  registration ??= register({
    onUpdateReady: () => {
      updateReady = true;
      for (const l of readyListeners) l();
    },
  });
  return registration;
}

/** Forgets the page's registration (tests only). */
export function resetServiceWorkerRegistration(): void {
  registration = undefined;
  updateReady = false;
  readyListeners.clear();
}

export interface UpdatePromptProps {
  /** Registers the worker (default: the real one, in production builds only). */
  register?: Register;
}

const productionRegister: Register = (options) =>
  import.meta.env.PROD ? registerServiceWorker(options) : Promise.resolve(undefined);

/** The prompt; nothing until a new version waits. */
export function UpdatePrompt({ register = productionRegister }: UpdatePromptProps) {
  const [ready, setReady] = useState(updateReady);
  const [dismissed, setDismissed] = useState(false);
  const [control, setControl] = useState<ServiceWorkerControl>();

  useEffect(() => {
    let live = true;
    const onReady = () => {
      setReady(true);
      setDismissed(false);
    };
    readyListeners.add(onReady);
    void registerOnce(register).then((c) => {
      if (live) setControl(c);
    });
    return () => {
      live = false;
      readyListeners.delete(onReady);
    };
  }, [register]);

  const show = ready && !dismissed && control !== undefined;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed right-4 bottom-4 left-4 z-50 sm:right-auto sm:max-w-sm lg:left-68"
    >
      {show ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-300 bg-white p-4 text-sm text-slate-900 shadow-lg">
          <p className="min-w-0 flex-1 basis-48">{UPDATE_READY_MESSAGE}</p>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => setDismissed(true)}>
              Later
            </Button>
            <Button size="sm" onClick={() => control.applyUpdate()}>
              Reload
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
