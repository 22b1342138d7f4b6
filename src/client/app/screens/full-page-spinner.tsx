import { Spinner } from "../../components/ui";

/**
 * The spinner shown while authentication initialises or the app's code loads (requirements "Navigation behaviour": "A loading
 * spinner shows while authentication is initialising").
 */
export function FullPageSpinner({ label = "Loading IEP Workspace…" }: { label?: string }) {
  return (
    <div className="grid min-h-screen place-items-center bg-slate-50">
      <Spinner label={label} />
    </div>
  );
}

/** The root route's HydrateFallback: the spinner while the first screen's code loads. */
export function AppHydrateFallback() {
  return <FullPageSpinner />;
}
