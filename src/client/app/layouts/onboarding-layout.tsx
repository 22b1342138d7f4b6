/**
 * Layout of /onboarding (requirements "Screens and routes": "Sign-in only: needs sign-in but not completed onboarding"):
 * guard, a plain header with "Sign out" (for a teacher who signed in with the wrong account), page.
 */
import { Outlet } from "react-router";
import { Button } from "../../components/ui";
import { useSignOut } from "../../features/auth/api/sign-out";
import { errorMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";
import { RequireSignedIn } from "../guards";
import { Brand, SkipLink } from "./brand";

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button
      variant="ghost"
      loading={signOut.isPending}
      onClick={() =>
        signOut.mutate(
          {},
          {
            onError: (err) =>
              notify.error(
                `You are still signed in. ${errorMessage(err, "Sign-out failed. Please try again.")}`,
              ),
          },
        )
      }
    >
      Sign out
    </Button>
  );
}

/** The onboarding layout route. */
export function OnboardingLayout() {
  return (
    <RequireSignedIn onboarding="pending">
      {() => (
        <div className="flex min-h-screen flex-col bg-slate-50">
          <SkipLink />
          <header className="border-b border-slate-200 bg-white">
            <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
              <Brand />
              <SignOutButton />
            </div>
          </header>
          <main id="main" tabIndex={-1} className="flex-1 px-4 py-8 focus:outline-none sm:py-12">
            <div className="mx-auto max-w-2xl">
              <Outlet />
            </div>
          </main>
        </div>
      )}
    </RequireSignedIn>
  );
}
