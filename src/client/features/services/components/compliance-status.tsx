/**
 * A service's standing in words (requirements "Service compliance"): "On track", "Behind" or
 * "N minutes owed", with an icon and colour that only repeat the words.
 */
import type { ServiceCompliance } from "@shared/contracts/services";
import { AlertTriangle, CheckCircle2, Clock } from "lucide-react";
import { minutesText } from "../lib/service-words";

/** "On track", "Behind", "30 minutes owed". */
export function complianceText(c: Pick<ServiceCompliance, "status" | "owedMinutes">): string {
  if (c.status === "owed") return `${minutesText(c.owedMinutes)} owed`;
  return c.status === "behind" ? "Behind" : "On track";
}

/** The status as a small badge. */
export function ComplianceStatus({
  compliance,
}: {
  compliance: Pick<ServiceCompliance, "status" | "owedMinutes">;
}) {
  const { status } = compliance;
  const Icon = status === "owed" ? AlertTriangle : status === "behind" ? Clock : CheckCircle2;
  const tone =
    status === "owed"
      ? "border-red-300 bg-red-50 text-red-800"
      : status === "behind"
        ? "border-amber-300 bg-amber-50 text-amber-900"
        : "border-emerald-300 bg-emerald-50 text-emerald-900";
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium ${tone}`}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {complianceText(compliance)}
    </span>
  );
}
