/**
 * The "Team" section of a student's page (requirements "IEP teams"). For the owner (the case
 * manager): the members, "Add to team", each member's role changed at once (with Undo), Remove after
 * a confirmation saying what the member loses, and who did what. For a member: who shares the
 * student, their role and what it allows, and no controls. Changing a team needs the connection
 * (a share is never queued offline); the section says so while offline.
 */
import { SectionQueryState } from "@client/components/section-query-state";
import { Button, ConfirmDialog } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { useOnline } from "@client/lib/offline/use-connection";
import type { Student } from "@shared/contracts/students";
import {
  type Member,
  TEAM_ROLE_DESCRIPTIONS,
  TEAM_ROLE_LABELS,
  type TeamRole,
} from "@shared/contracts/teams";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { useChangeMemberRole, useMembers, useRemoveMember } from "../api/members";
import { removalConsequence } from "../lib/team-words";
import { InviteMemberDialog } from "./invite-member-dialog";
import { MemberList } from "./member-list";
import { TeamActivity } from "./team-activity";

/** Said while offline, where the team's controls are. */
export const TEAM_NEEDS_CONNECTION =
  "Inviting, changing roles and removing members need a connection. Try again when you are back online.";

const HEADING_ID = "student-section-team";

function SectionFrame({ action, children }: { action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={HEADING_ID}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={HEADING_ID} className="text-base font-semibold text-slate-900">
          Team
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The section; see the module docstring. */
export function StudentTeam({ student }: { student: Student }) {
  if (student.sharing) {
    const { role, ownerName } = student.sharing;
    return (
      <SectionFrame>
        <p className="text-sm text-slate-900">
          Shared with you by <span className="font-medium">{ownerName}</span> · your role:{" "}
          <span className="font-medium">{TEAM_ROLE_LABELS[role]}</span>
        </p>
        <p className="text-sm text-slate-700">{TEAM_ROLE_DESCRIPTIONS[role]}</p>
      </SectionFrame>
    );
  }
  return <OwnerTeam student={student} />;
}

/** The owner's view: members, invite, role change, remove, who did what. */
function OwnerTeam({ student }: { student: Student }) {
  const online = useOnline();
  const query = useMembers(student.id);
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);

  const setRole = (member: Member, role: TeamRole, undo = false) => {
    if (member.role === role) return;
    changeRole.mutate(
      { member, role },
      {
        onSuccess: (saved) => {
          if (undo) {
            toast.success(`${saved.name} is ${TEAM_ROLE_LABELS[saved.role]} again.`);
            return;
          }
          toast.success(`${saved.name} is now ${TEAM_ROLE_LABELS[saved.role]}.`, {
            action: { label: "Undo", onClick: () => setRole(saved, member.role, true) },
          });
        },
        onError: (err) => toast.error(errorMessage(err, "The role was not changed. Please try again.")),
      },
    );
  };

  const confirmRemove = () => {
    const member = removing;
    if (!member) return;
    remove.mutate(member, {
      onSuccess: () => {
        setRemoving(null);
        toast.success(
          member.status === "invited"
            ? `The invitation to ${member.name} is withdrawn.`
            : `${member.name} is no longer on ${student.name}'s team.`,
        );
      },
      onError: (err) => {
        setRemoving(null);
        toast.error(errorMessage(err, "The member was not removed. Please try again."));
      },
    });
  };

  let body: React.ReactNode;
  if (!query.isSuccess) {
    body = (
      <SectionQueryState
        query={query}
        loading="Loading the team…"
        failed="Failed to load the team. Please try again."
        skeletonClassName="h-16"
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <p className="text-sm text-slate-700">
        Share {student.name} with a co-teacher, provider or paraprofessional: they work on the record within
        their role (entering data, logging sessions, reading the accommodations), and you see who did what.
      </p>
    );
  } else {
    body = (
      <MemberList
        members={query.data}
        canChange={online}
        savingId={changeRole.isPending ? changeRole.variables?.member.id : undefined}
        onRoleChange={(m, role) => setRole(m, role)}
        onRemove={setRemoving}
      />
    );
  }

  return (
    <SectionFrame
      action={
        <Button size="sm" disabled={!online} onClick={() => setInviting(true)}>
          <UserPlus className="size-4" aria-hidden="true" />
          Add to team
        </Button>
      }
    >
      {!online ? <p className="text-sm text-slate-700">{TEAM_NEEDS_CONNECTION}</p> : null}
      {body}
      <TeamActivity studentId={student.id} />
      {inviting ? (
        <InviteMemberDialog
          studentId={student.id}
          studentName={student.name}
          onClose={() => setInviting(false)}
          onInvited={(message) => toast.success(message)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={
          removing?.status === "invited" ? "Withdraw this invitation?" : `Remove ${removing?.name ?? ""}?`
        }
        description={removing ? removalConsequence(removing, student.name) : ""}
        confirmLabel={removing?.status === "invited" ? "Withdraw invitation" : "Remove from team"}
        busy={remove.isPending}
        onConfirm={confirmRemove}
      />
    </SectionFrame>
  );
}
