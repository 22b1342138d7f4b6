/**
 * /auth/callback (requirements "Screens and routes": "the page the user returns to after authentication. Open to all").
 * Links in our emails (email confirmation) land here. With an `error` parameter it explains and
 * offers sign-in; otherwise it refreshes the profile and sends the teacher on to the remembered
 * origin (`redirectTo`) or /dashboard, where the guards decide the rest.
 */

import { paths, redirectTarget } from "@client/config/paths";
import { ME_QUERY_KEY, useMe } from "@client/lib/auth/get-me";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { Alert, Button, Spinner } from "../../../components/ui";

/** Readable text for the error codes the auth service appends to callback links. */
function describeCallbackError(code: string): string {
  const known: Record<string, string> = {
    invalid_token: "The link is invalid. It may have been copied incompletely.",
    token_expired: "The link has expired. Please ask for a new one.",
    INVALID_TOKEN: "The link is invalid. It may have been copied incompletely.",
    TOKEN_EXPIRED: "The link has expired. Please ask for a new one.",
  };
  return known[code] ?? `The sign-in link did not work (${code.slice(0, 80)}).`;
}

/** The callback screen. */
export function AuthCallbackPage() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const error = params.get("error");
  const queryClient = useQueryClient();
  const me = useMe();

  // The session may have changed outside this tab's knowledge: ask the server again.
  useEffect(() => {
    if (!error) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
  }, [error, queryClient]);

  if (error) {
    return (
      <div className="mx-auto max-w-md space-y-4 px-4 py-12">
        <h1 className="text-2xl font-semibold text-slate-900">We could not sign you in</h1>
        <Alert tone="error">{describeCallbackError(error)}</Alert>
        <Button asChild>
          <Link to={paths.signIn}>Go to sign in</Link>
        </Button>
      </div>
    );
  }
  if (me.isFetching || me.data === undefined) {
    return (
      <div className="px-4 py-12">
        <h1 className="sr-only">Signing you in</h1>
        <Spinner label="Signing you in…" />
      </div>
    );
  }
  return (
    <Navigate to={me.data ? (redirectTarget(location.search) ?? paths.dashboard) : paths.signIn} replace />
  );
}
