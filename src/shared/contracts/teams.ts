/**
 * IEP teams (requirements "IEP teams"): the members a case manager shares a student with, the
 * invitations a teacher answers, and the transfer of students to another case manager. Roles and
 * what each may do: `shared/domain/team-access.ts`.
 */
import { z } from "zod";
import { TEAM_ROLES, type TeamRole } from "../domain/team-access.ts";
import { text } from "./common.ts";

export {
  TEAM_ROLE_DESCRIPTIONS,
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
  type TeamRole,
} from "../domain/team-access.ts";

export const teamRoleSchema = z.enum(TEAM_ROLES, {
  message: 'must be one of "co_teacher", "provider", "para", "viewer"',
});

const emailInput = text()
  .trim()
  .max(254)
  .pipe(z.email({ message: "must be a valid email address" }));

/** A member's answer to an invitation, or the state of a share. */
export const MEMBER_STATUSES = ["invited", "active"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** One member of a student's team as the API returns it. */
export const memberSchema = z.object({
  /** The membership's id (also the invitation's id). */
  id: z.string(),
  studentId: z.string(),
  /** The member's account, or null while the invited address has no account yet. */
  userId: z.string().nullable(),
  email: z.string(),
  /** The member's name; the address until they have an account. */
  name: z.string(),
  role: teamRoleSchema,
  status: z.enum(MEMBER_STATUSES),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

/** POST /api/v1/students/:studentId/members body. */
export const inviteMemberInput = z.strictObject({ email: emailInput, role: teamRoleSchema });
export type InviteMemberInput = z.input<typeof inviteMemberInput>;

/** PATCH /api/v1/members/:id body: the owner changes a member's role. */
export const updateMemberInput = z.strictObject({ role: teamRoleSchema });
export type UpdateMemberInput = z.input<typeof updateMemberInput>;

export const memberIdParam = z.object({ id: z.uuid({ message: "Member not found" }) });
export const studentMembersParam = z.object({ studentId: z.uuid({ message: "Student not found" }) });

/** GET /api/v1/invitations: what a teacher was invited to and has not answered. */
export const invitationSchema = z.object({
  /** The membership's id: answered at /invitations/:id/accept or /decline. */
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  role: teamRoleSchema,
  /** The case manager who invited. */
  ownerName: z.string(),
  ownerEmail: z.string(),
  invitedAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationIdParam = z.object({ id: z.uuid({ message: "Invitation not found" }) });

/** How the old case manager stays on the team after a transfer. */
export const KEEP_ACCESS = ["none", "viewer", "co_teacher"] as const;
export type KeepAccess = (typeof KEEP_ACCESS)[number];

/**
 * POST /api/v1/students/:studentId/transfer body, and POST /api/v1/transfers for several students at
 * once (`studentIds`, 1–200).
 */
export const transferInput = z.strictObject({
  email: emailInput,
  keepAccess: z.enum(KEEP_ACCESS, { message: 'must be "none", "viewer" or "co_teacher"' }).default("none"),
});
export type TransferInput = z.input<typeof transferInput>;
export const transferManyInput = transferInput.extend({
  studentIds: z
    .array(z.uuid({ message: "Student not found" }))
    .min(1, { message: "Choose at least one student" })
    .max(200, { message: "at most 200 students at once" }),
});
export type TransferManyInput = z.input<typeof transferManyInput>;

export const TRANSFER_STATUSES = ["pending", "accepted", "declined", "cancelled"] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** A transfer of one or several students, as the sender and the receiver see it. */
export const transferSchema = z.object({
  id: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  fromName: z.string(),
  fromEmail: z.string(),
  toEmail: z.string(),
  keepAccess: z.enum(KEEP_ACCESS),
  students: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** True when the signed-in teacher is the one to accept or decline. */
  incoming: z.boolean(),
});
export type Transfer = z.infer<typeof transferSchema>;
export const transferIdParam = z.object({ id: z.uuid({ message: "Transfer not found" }) });

/** How a student is shared with the signed-in member (present only on a shared student). */
export const studentSharingSchema = z.object({
  role: teamRoleSchema,
  ownerName: z.string(),
  ownerEmail: z.string(),
});
export type StudentSharing = z.infer<typeof studentSharingSchema>;

/** One line of "who did what" on a shared student (GET /api/v1/students/:studentId/activity). */
export const teamActivitySchema = z.object({
  at: z.string(),
  userId: z.string(),
  name: z.string(),
  /** The member's role at the time, or "owner". */
  role: z.string(),
  /** What was done, in words: "Recorded a data point", "Read the record". */
  what: z.string(),
});
export type TeamActivity = z.infer<typeof teamActivitySchema>;

/** True for a role string of the API. */
export const isTeamRole = (value: string): value is TeamRole =>
  (TEAM_ROLES as readonly string[]).includes(value);
