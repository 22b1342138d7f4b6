/**
 * Free vs Pro side by side (requirements "Plans and trial", "Note quota"), shared by the public
 * pricing page and the billing page; each passes the action under each plan.
 */

import { FREE_NOTE_LIMIT } from "@shared/domain/note-quota";
import { TRIAL_DAYS } from "@shared/domain/plan-status";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "./ui";

const PLANS = [
  {
    id: "free",
    name: "Free",
    price: "$0",
    features: [
      `${FREE_NOTE_LIMIT} progress notes a month (deleted notes still count)`,
      "Caseload, IEP goals and progress monitoring",
      "Parent progress reports and exports",
    ],
  },
  {
    id: "pro",
    name: "Pro",
    price: "Monthly subscription",
    features: [
      "Unlimited progress notes",
      "Everything in Free",
      `A ${TRIAL_DAYS}-day free trial for new accounts`,
    ],
  },
] as const;

/** The two plans side by side; `heading` is the plan names' level (h3 under a page's "Pricing" h2). */
export function PlanComparison({
  actions,
  heading: Heading = "h2",
  proPrice,
}: {
  actions: Record<"free" | "pro", ReactNode>;
  heading?: "h2" | "h3";
  /** Pro's price as the payment provider holds it ("$9.00 a month"), in place of "Monthly subscription". */
  proPrice?: string;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {PLANS.map((plan) => (
        <Card key={plan.id} role="region" aria-labelledby={`plan-${plan.id}`} className="flex flex-col gap-4">
          <div>
            <Heading id={`plan-${plan.id}`} className="text-xl font-semibold text-slate-900">
              {plan.name}
            </Heading>
            <p className="text-sm text-slate-700">{plan.id === "pro" && proPrice ? proPrice : plan.price}</p>
          </div>
          <ul className="flex-1 space-y-2 text-sm text-slate-900">
            {plan.features.map((f) => (
              <li key={f} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                {f}
              </li>
            ))}
          </ul>
          <div>{actions[plan.id]}</div>
        </Card>
      ))}
    </div>
  );
}
