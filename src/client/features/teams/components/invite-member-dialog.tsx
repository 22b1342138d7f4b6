/**
 * "Add to team" (requirements "IEP teams", "Invitations"): an e-mail address and a role. A teacher
 * with an account sees the invitation on the dashboard and in notifications; an unknown address is
 * sent a sign-up link that lands on it. A refusal of the server (an address already on the team, the
 * owner's own) shows above the buttons and keeps what was typed.
 */
import { InputField } from "@client/components/form";
import { FormDialog } from "@client/components/form-dialog";
import { inviteMemberInput, TEAM_ROLE_LABELS } from "@shared/contracts/teams";
import { useInviteMember } from "../api/members";
import { RoleChoice } from "./role-choice";

export interface InviteMemberDialogProps {
  studentId: string;
  studentName: string;
  onClose: () => void;
  /** Told the toast's sentence after the invitation was sent. */
  onInvited: (message: string) => void;
}

/** The dialog; mounted while open. */
export function InviteMemberDialog({ studentId, studentName, onClose, onInvited }: InviteMemberDialogProps) {
  const invite = useInviteMember(studentId);
  return (
    <FormDialog
      onClose={onClose}
      title={`Add to ${studentName}'s team`}
      description="They get an invitation by e-mail and on their dashboard; nothing is shared until they accept."
      schema={inviteMemberInput}
      defaultValues={{ email: "", role: "provider" }}
      initialFocus="email"
      submitLabel="Send invitation"
      submitError="The invitation was not sent. Please try again."
      onSubmit={async (values) => {
        const member = await invite.mutateAsync(values);
        onInvited(`Invitation sent to ${member.email} as ${TEAM_ROLE_LABELS[member.role]}.`);
        onClose();
      }}
    >
      <InputField name="email" label="E-mail address" type="email" autoComplete="off" required />
      <RoleChoice name="role" />
    </FormDialog>
  );
}
