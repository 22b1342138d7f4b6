/**
 * The badge of a student shared with the signed-in teacher (requirements "IEP teams": shared
 * students appear in the member's caseload with who shares them and the member's role):
 * "Shared by Ms. Ortiz · Provider". The words carry the meaning; a screen reader hears
 * "Shared by Ms. Ortiz, your role: Provider". Wraps on a narrow screen.
 */
import { cn } from "@client/lib/cn";
import type { StudentSharing } from "@shared/contracts/teams";
import { TEAM_ROLE_LABELS } from "@shared/domain/team-access";
import { Users } from "lucide-react";

/** The badge; nothing for a student without `sharing` (the teacher's own). */
export function SharedBadge({ sharing, className }: { sharing?: StudentSharing; className?: string }) {
  if (!sharing) return null;
  return (
    <span
      className={cn(
        "inline-flex max-w-full items-center gap-1 rounded-full border border-indigo-200 bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-900",
        className,
      )}
    >
      <Users className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">
        Shared by {sharing.ownerName}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, your role: </span>
        <span className="whitespace-nowrap">{TEAM_ROLE_LABELS[sharing.role]}</span>
      </span>
    </span>
  );
}
