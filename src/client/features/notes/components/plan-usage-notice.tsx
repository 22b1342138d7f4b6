import { paths } from "@client/config/paths";
import { Link } from "react-router";
import { Alert } from "../../../components/ui";
import { describePlanUsage, type PlanInfo } from "../lib/plan-usage";

/**
 * The teacher's note allowance above the generate form (requirements "Note quota" note limits): one line such as
 * "7 of 10 notes used this month", or, when generation is blocked (expired trial, limit reached),
 * an explanation with the count shown before the teacher starts typing, and Pro's price when given. `id` is given to the
 * explanation so the Generate button can point at it.
 */
export function PlanUsageNotice({
  plan,
  now,
  id,
  proPrice,
}: {
  plan: PlanInfo;
  now: Date;
  id?: string;
  /** Pro's price when the server takes payments ("$9.00 a month"), named beside "Upgrade to Pro". */
  proPrice?: string;
}) {
  const usage = describePlanUsage(plan, now);
  if (usage.blocked) {
    return (
      <div id={id}>
        <Alert tone="warning" title={usage.blocked.title}>
          <p>{usage.blocked.body}</p>
          <p className="mt-2">
            <Link to={paths.billing} className="font-medium text-amber-950 underline underline-offset-2">
              Upgrade to Pro
            </Link>
            {proPrice ? ` (${proPrice})` : null}
          </p>
        </Alert>
      </div>
    );
  }
  return <p className="text-sm text-slate-700">{usage.line}</p>;
}
