/**
 * Required against delivered minutes of one period as a bar with its figures written beside it
 * (requirements "Service compliance"; the figures carry the meaning, the bar only repeats them, so
 * nothing is said by colour alone).
 */

import { formatDay } from "@client/lib/format";
import type { ServicePeriodSummary } from "@shared/contracts/services";
import { minutesText } from "../lib/service-words";

/** "Sep 1 – Sep 7" or "Sep 1" for a one-day period. */
export const periodText = (p: Pick<ServicePeriodSummary, "start" | "end">) =>
  p.start === p.end ? formatDay(p.start, false) : `${formatDay(p.start, false)} – ${formatDay(p.end, false)}`;

/** Delivered share of required, 0–100 (100 when nothing is required). */
export const deliveredPercent = (delivered: number, required: number) =>
  required <= 0 ? 100 : Math.min(100, Math.round((delivered / required) * 100));

export interface ComplianceBarProps {
  label: string;
  requiredMinutes: number;
  deliveredMinutes: number;
  excusedMinutes?: number;
  /** The period is still running. */
  current?: boolean;
}

/** One labelled bar row. */
export function ComplianceBar({
  label,
  requiredMinutes,
  deliveredMinutes,
  excusedMinutes = 0,
  current,
}: ComplianceBarProps) {
  const pct = deliveredPercent(deliveredMinutes, requiredMinutes);
  const short = deliveredMinutes + excusedMinutes < requiredMinutes;
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr_auto] sm:items-center sm:gap-3">
      <span className="text-sm text-slate-800">
        {label}
        {current ? <span className="text-slate-600"> (so far)</span> : null}
      </span>
      <div className="h-3 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          className={short && !current ? "h-full bg-amber-600" : "h-full bg-emerald-600"}
          style={{ width: `${pct}%` }}
        />
      </div>
      <span className="text-sm text-slate-800">
        {deliveredMinutes} of {minutesText(requiredMinutes)}
        {excusedMinutes ? `, ${excusedMinutes} excused` : ""}
      </span>
    </div>
  );
}
