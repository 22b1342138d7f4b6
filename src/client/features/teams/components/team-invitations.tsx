/**
 * The dashboard's card of what waits for the teacher's answer (requirements "IEP teams",
 * "Invitations", "Transfer"): each invitation ("Rosa Lopez invited you to Maya R.'s team as
 * Provider") and each incoming transfer ("Rosa Lopez wants to hand you 3 students: …") with Accept
 * and Decline. After an answer the caseload is fetched again, so an accepted student shows at once.
 * Loaded only when there is something to answer (the dashboard's first load stays small: toasts
 * through `lib/notify.ts`, no zod).
 */
import { Button, Card } from "@client/components/ui";
import { errorMessage } from "@client/lib/api-client";
import { notify } from "@client/lib/notify";
import type { Invitation, Transfer } from "@shared/contracts/teams";
import { countOf } from "@shared/domain/plural";
import { TEAM_ROLE_LABELS } from "@shared/domain/team-access";
import { type InvitationAnswer, useAnswerInvitation } from "../api/answer-invitation";
import { useActOnTransfer } from "../api/transfer-mutations";
import { invitationLine, transferOffer } from "../lib/team-words";

export interface TeamInvitationsProps {
  invitations: readonly Invitation[];
  /** The incoming transfers still pending. */
  transfers: readonly Transfer[];
}

/** Accept and Decline of one line; `label` names what is answered for screen readers. */
function Answers({
  label,
  busy,
  onAnswer,
}: {
  label: string;
  busy: InvitationAnswer | null;
  onAnswer: (answer: InvitationAnswer) => void;
}) {
  return (
    <div className="flex shrink-0 gap-2">
      <Button
        size="sm"
        loading={busy === "accept"}
        disabled={busy !== null}
        aria-label={`Accept: ${label}`}
        onClick={() => onAnswer("accept")}
      >
        Accept
      </Button>
      <Button
        size="sm"
        variant="secondary"
        loading={busy === "decline"}
        disabled={busy !== null}
        aria-label={`Decline: ${label}`}
        onClick={() => onAnswer("decline")}
      >
        Decline
      </Button>
    </div>
  );
}

/** The card; see the module docstring. */
export default function TeamInvitations({ invitations, transfers }: TeamInvitationsProps) {
  const answerInvitation = useAnswerInvitation();
  const actOnTransfer = useActOnTransfer();
  const total = invitations.length + transfers.length;
  const busyInvitation = (id: string) =>
    answerInvitation.isPending && answerInvitation.variables?.invitation.id === id
      ? answerInvitation.variables.answer
      : null;
  const busyTransfer = (id: string) => {
    const v = actOnTransfer.variables;
    return actOnTransfer.isPending && v?.transfer.id === id && v.action !== "cancel" ? v.action : null;
  };

  const onInvitation = (invitation: Invitation, answer: InvitationAnswer) =>
    // The promise, not mutate's callbacks: the card leaves the page once nothing waits, before they run.
    answerInvitation.mutateAsync({ invitation, answer }).then(
      () =>
        notify.success(
          answer === "accept"
            ? `${invitation.studentName} is on your caseload as ${TEAM_ROLE_LABELS[invitation.role]}.`
            : "Invitation declined.",
        ),
      (err: unknown) => notify.error(errorMessage(err, "Your answer was not saved. Please try again.")),
    );
  const onTransfer = (transfer: Transfer, action: InvitationAnswer) =>
    actOnTransfer.mutateAsync({ transfer, action }).then(
      () =>
        notify.success(
          action === "accept"
            ? `${countOf(transfer.students.length, "student")} moved to your caseload.`
            : "Transfer declined.",
        ),
      (err: unknown) => notify.error(errorMessage(err, "Your answer was not saved. Please try again.")),
    );

  return (
    <Card aria-labelledby="team-invitations-heading" role="region" className="space-y-3">
      <h2 id="team-invitations-heading" className="text-base font-semibold text-slate-900">
        Waiting for your answer ({total})
      </h2>
      <ul className="divide-y divide-slate-200">
        {invitations.map((inv) => {
          const line = invitationLine(inv);
          return (
            <li
              key={inv.id}
              className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="break-words text-slate-900">{line}</p>
              <Answers label={line} busy={busyInvitation(inv.id)} onAnswer={(a) => onInvitation(inv, a)} />
            </li>
          );
        })}
        {transfers.map((t) => {
          const line = transferOffer(t);
          return (
            <li
              key={t.id}
              className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="break-words text-slate-900">{line}</p>
                <p className="text-xs text-slate-600">
                  You become their case manager, with everything attached to them.
                </p>
              </div>
              <Answers label={line} busy={busyTransfer(t.id)} onAnswer={(a) => onTransfer(t, a)} />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
