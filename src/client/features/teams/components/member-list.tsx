/**
 * The members of a student's team as the owner sees them (requirements "IEP teams"): name, address,
 * "Invited" (with its date) or the date they joined, the role as a select saved at once, and Remove.
 * Stacked so it reads at any width.
 */
import { Button, Select } from "@client/components/ui";
import type { Member, TeamRole } from "@shared/contracts/teams";
import { TEAM_ROLE_LABELS, TEAM_ROLES } from "@shared/domain/team-access";
import { UserMinus } from "lucide-react";
import { memberSince } from "../lib/team-words";

export interface MemberListProps {
  members: readonly Member[];
  /** The teacher chose another role for `member`. */
  onRoleChange: (member: Member, role: TeamRole) => void;
  onRemove: (member: Member) => void;
  /** False while offline: the controls are disabled (a share needs the connection). */
  canChange: boolean;
  /** The member whose role is being saved (its select is disabled meanwhile). */
  savingId?: string;
}

/** The list; see the module docstring. */
export function MemberList({ members, onRoleChange, onRemove, canChange, savingId }: MemberListProps) {
  return (
    <ul className="divide-y divide-slate-200">
      {members.map((m) => (
        <li
          key={m.id}
          className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">
              {m.name}
              {m.status === "invited" ? (
                <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                  Invited
                </span>
              ) : null}
            </p>
            {m.name !== m.email ? <p className="break-all text-slate-700">{m.email}</p> : null}
            <p className="text-xs text-slate-600">{memberSince(m)}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Select
              aria-label={`Role of ${m.name}`}
              className="w-auto"
              value={m.role}
              disabled={!canChange || savingId === m.id}
              onChange={(e) => onRoleChange(m, e.target.value as TeamRole)}
            >
              {TEAM_ROLES.map((role) => (
                <option key={role} value={role}>
                  {TEAM_ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
            <Button
              variant="secondary"
              size="sm"
              disabled={!canChange}
              aria-label={`Remove ${m.name} from the team`}
              onClick={() => onRemove(m)}
            >
              <UserMinus className="size-4" aria-hidden="true" />
              Remove
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
