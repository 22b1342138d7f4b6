import { cn } from "@client/lib/cn";
import { AlertTriangle, CalendarClock } from "lucide-react";
import { type AnnualReviewStatus, annualReviewLabel } from "../lib/annual-review";

const tone: Record<AnnualReviewStatus["kind"], string> = {
  overdue: "border-red-300 bg-red-50 text-red-800",
  "due-today": "border-amber-300 bg-amber-50 text-amber-900",
  "due-soon": "border-amber-300 bg-amber-50 text-amber-900",
  scheduled: "border-slate-300 bg-slate-50 text-slate-700",
  "not-set": "border-slate-300 bg-white text-slate-700",
};

/**
 * The annual IEP review badge ("Overdue by 3 days", "Due in 12 days"). Colour is never the only
 * signal: the words carry the state, and overdue/soon add a warning icon.
 */
export function AnnualReviewBadge({ status }: { status: AnnualReviewStatus }) {
  const urgent = status.kind === "overdue" || status.kind === "due-today" || status.kind === "due-soon";
  const Icon = urgent ? AlertTriangle : CalendarClock;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium",
        tone[status.kind],
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {annualReviewLabel(status)}
    </span>
  );
}
