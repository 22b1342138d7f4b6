/**
 * Route guards (requirements "Screens and routes"):
 * - signed-out-only pages send a signed-in user to the page they came from (the remembered
 *   `redirectTo`), else to /dashboard;
 * - the teacher area sends a signed-out user to /signin remembering the origin, and a user without
 *   completed onboarding to /onboarding;
 * - /onboarding needs sign-in and NOT completed onboarding (a completed user goes to /dashboard).
 * A spinner shows while authentication initialises (the ["me"] query's first load).
 */

import { onboardingPath, paths, redirectTarget, signInPath } from "@client/config/paths";
import { useMe } from "@client/lib/auth/get-me";
import type { Profile } from "@shared/contracts/me";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Alert, Button } from "../components/ui";
import { SESSION_END_ACTION_KEY, SESSION_END_KEY } from "../features/auth/api/query-keys";
import type { SessionEndReason } from "../features/auth/api/sign-out";
import { errorMessage } from "../lib/api-client";
import type { SignInLocationState } from "./routes/auth/sign-in-page";
import { FullPageSpinner } from "./screens/full-page-spinner";

/** requirements "Navigation behaviour": "A loading spinner shows while authentication is initialising". */
const AUTH_SPINNER_LABEL = "Checking your sign-in…";

/** Shown when the sign-in check itself failed (network, server error): say so and offer a retry. */
function AuthCheckFailed({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="grid min-h-screen place-items-center bg-slate-50 px-4 focus:outline-none"
    >
      <div className="w-full max-w-md space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">We could not check your sign-in</h1>
        <Alert tone="error">{errorMessage(error, "The server did not answer. Please try again.")}</Alert>
        <Button onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </div>
    </main>
  );
}

/**
 * Renders `children` only for a signed-in teacher.
 * `onboarding="completed"`: the teacher area (not onboarded → /onboarding).
 * `onboarding="pending"`: the onboarding screen (already onboarded → the remembered origin or /dashboard).
 */
export function RequireSignedIn({
  onboarding,
  children,
}: {
  onboarding: "completed" | "pending";
  children: (profile: Profile) => ReactNode;
}) {
  const me = useMe();
  const queryClient = useQueryClient();
  const location = useLocation();
  const here = location.pathname + location.search;

  if (me.data === undefined) {
    if (me.isError)
      return <AuthCheckFailed error={me.error} onRetry={() => me.refetch()} retrying={me.isFetching} />;
    return <FullPageSpinner label={AUTH_SPINNER_LABEL} />;
  }
  if (me.data === null) {
    // A teacher who chose to sign out starts afresh; otherwise the origin is remembered (requirements "Navigation behaviour").
    const reason = queryClient.getQueryData<SessionEndReason>(SESSION_END_KEY);
    if (reason === "signed-out") return <Navigate to={paths.signIn} replace />;
    const action = queryClient.getQueryData<string | null>(SESSION_END_ACTION_KEY) ?? undefined;
    const state: SignInLocationState | undefined = reason ? { reason, action } : undefined;
    return <Navigate to={signInPath(here)} replace state={state} />;
  }
  if (onboarding === "completed" && !me.data.onboardingCompleted) {
    return <Navigate to={onboardingPath(here)} replace />;
  }
  if (onboarding === "pending" && me.data.onboardingCompleted) {
    return <Navigate to={redirectTarget(location.search) ?? paths.dashboard} replace />;
  }
  return <>{children(me.data)}</>;
}

/**
 * Renders `children` only for a signed-out visitor; a signed-in one goes to the remembered origin
 * (`?redirectTo=`), else /dashboard. When the sign-in check fails (offline), the page still shows:
 * signing in will report the network problem itself.
 */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.data === undefined && me.isPending) return <FullPageSpinner label={AUTH_SPINNER_LABEL} />;
  // A profile restored from the device record is being checked with the server: wait for the answer,
  // or a session that ended elsewhere (signed out in another tab, expired) would send the visitor
  // into the teacher area and on to sign-in instead of the page they opened.
  if (me.data && me.isFetching) return <FullPageSpinner label={AUTH_SPINNER_LABEL} />;
  if (me.data) return <Navigate to={redirectTarget(location.search) ?? paths.dashboard} replace />;
  return <>{children}</>;
}
