/**
 * /pricing (public; requirements "Plans and trial"): Free vs Pro, with "Create a free account" and
 * "Start a 14-day free trial" (the sign-up screen with the trial ticked).
 */

import { PlanComparison } from "@client/components/plan-comparison";
import { Button } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { Link } from "react-router";

export default function PricingPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold text-slate-900">Pricing</h1>
        <p className="text-slate-700">Start free. Upgrade when your caseload needs more notes.</p>
      </header>
      <PlanComparison
        actions={{
          free: (
            <Button asChild variant="secondary">
              <Link to={paths.signUp}>Create a free account</Link>
            </Button>
          ),
          pro: (
            <Button asChild>
              <Link to={`${paths.signUp}?plan=pro`}>Start a 14-day free trial</Link>
            </Button>
          ),
        }}
      />
    </div>
  );
}
