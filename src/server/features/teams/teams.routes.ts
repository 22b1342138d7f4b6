/**
 * /api/v1 routes of IEP teams (requirements "IEP teams", "Invitations"):
 *
 *   GET    /students/:studentId/members   → 200 Member[] (owner; co-teachers and providers read it through the gate)
 *   POST   /students/:studentId/members   → 201 Member, status "invited" (owner; body: inviteMemberInput)
 *   PATCH  /members/:id                   → 200 Member (owner; body: updateMemberInput)
 *   DELETE /members/:id                   → 204 (owner: revoke, or withdraw an invitation)
 *   GET    /students/:studentId/activity  → 200 TeamActivity[] newest first (owner: who did what)
 *   GET    /invitations                   → 200 Invitation[] (the invitee)
 *   POST   /invitations/:id/accept        → 200 Member (the invitee)
 *   POST   /invitations/:id/decline       → 204 (the invitee)
 *
 * and the transfers (`transfers.routes.ts`). The student's routes are rows of the access gate's table
 * (`lib/team-operations.ts`): a member is refused there (404 or 403) before these run. Errors: 400
 * VALIDATION_ERROR naming the field (the owner's own address); 404 "Student not found", "Member not
 * found", "Invitation not found" for a missing, malformed or another teacher's id; 409 CONFLICT for
 * an address already on the team.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  invitationIdParam,
  invitationSchema,
  inviteMemberInput,
  memberIdParam,
  memberSchema,
  studentMembersParam,
  type TeamRole,
  teamActivitySchema,
  updateMemberInput,
} from "../../../shared/contracts/teams.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerOf } from "../../lib/team-gate.ts";
import { listActivity } from "./activity.service.ts";
import {
  acceptInvitation,
  declineInvitation,
  INVITATION_MESSAGES,
  listInvitations,
} from "./invitations.service.ts";
import {
  inviteMember,
  listMembers,
  MEMBER_MESSAGES,
  revokeMember,
  updateMemberRole,
} from "./members.service.ts";
import { sendTeamMail } from "./team-notices.ts";
import { createTransferRoutes } from "./transfers.routes.ts";

const TAG = "IEP teams";
const STUDENT_404 = { 404: errorResponse("Student not found") };
const MEMBER_404 = { 404: errorResponse("Member not found") };
const INVITATION_404 = { 404: errorResponse("Invitation not found") };
const FORBIDDEN = { 403: errorResponse("A member of the student's team may not do this (FORBIDDEN)") };

const listMembersRoute = createRoute({
  method: "get",
  path: "/students/{studentId}/members",
  tags: [TAG],
  summary: "A student's team: invited and active members",
  request: { params: studentMembersParam },
  responses: {
    200: { description: "The members", content: jsonContent(z.array(memberSchema)) },
    401: standardErrors[401],
    ...STUDENT_404,
  },
});

const inviteRoute = createRoute({
  method: "post",
  path: "/students/{studentId}/members",
  tags: [TAG],
  summary: "Invite a teacher to a student's team by e-mail",
  request: {
    params: studentMembersParam,
    body: { content: jsonContent(inviteMemberInput), required: true },
  },
  responses: {
    201: { description: "The invited member", content: jsonContent(memberSchema) },
    ...standardErrors,
    ...FORBIDDEN,
    ...STUDENT_404,
    409: errorResponse("The address is already on this student's team"),
  },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/members/{id}",
  tags: [TAG],
  summary: "Change a member's role",
  request: { params: memberIdParam, body: { content: jsonContent(updateMemberInput), required: true } },
  responses: {
    200: { description: "The member", content: jsonContent(memberSchema) },
    ...standardErrors,
    ...FORBIDDEN,
    ...MEMBER_404,
  },
});

const revokeRoute = createRoute({
  method: "delete",
  path: "/members/{id}",
  tags: [TAG],
  summary: "Revoke a member (or withdraw an invitation); effective from their next request",
  request: { params: memberIdParam },
  responses: { 204: { description: "Revoked" }, 401: standardErrors[401], ...FORBIDDEN, ...MEMBER_404 },
});

const activityRoute = createRoute({
  method: "get",
  path: "/students/{studentId}/activity",
  tags: [TAG],
  summary: "Who did what: the members' changes and reads of the record, newest first (at most 200)",
  request: { params: studentMembersParam },
  responses: {
    200: { description: "The activity", content: jsonContent(z.array(teamActivitySchema)) },
    401: standardErrors[401],
    ...FORBIDDEN,
    ...STUDENT_404,
  },
});

const invitationsRoute = createRoute({
  method: "get",
  path: "/invitations",
  tags: [TAG],
  summary: "The signed-in teacher's unanswered invitations",
  responses: {
    200: { description: "The invitations", content: jsonContent(z.array(invitationSchema)) },
    401: standardErrors[401],
  },
});

const acceptRoute = createRoute({
  method: "post",
  path: "/invitations/{id}/accept",
  tags: [TAG],
  summary: "Accept an invitation: the membership becomes active",
  request: { params: invitationIdParam },
  responses: {
    200: { description: "The active membership", content: jsonContent(memberSchema) },
    401: standardErrors[401],
    ...INVITATION_404,
  },
});

const declineRoute = createRoute({
  method: "post",
  path: "/invitations/{id}/decline",
  tags: [TAG],
  summary: "Decline an invitation: the membership is deleted",
  request: { params: invitationIdParam },
  responses: { 204: { description: "Declined" }, 401: standardErrors[401], ...INVITATION_404 },
});

/** Builds the teams router; mounted under /api/v1 behind the session check and the team gate (app.ts). */
export function createTeamRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const appUrl = (url: string) => deps.appUrl ?? new URL(url).origin;
  const students = createRouter({ notFound: messages.students.notFound });
  const members = createRouter({ notFound: MEMBER_MESSAGES.notFound });
  const invitations = createRouter({ notFound: INVITATION_MESSAGES.notFound });

  students.openapi(listMembersRoute, async (c) =>
    c.json(await listMembers(db(), dataOwnerOf(c), c.get("user").id, c.req.valid("param").studentId), 200),
  );

  students.openapi(inviteRoute, async (c) => {
    const { member, mail } = await inviteMember(
      db(),
      { id: dataOwnerOf(c) },
      c.req.valid("param").studentId,
      c.req.valid("json"),
      appUrl(c.req.url),
      deps.now(),
    );
    await sendTeamMail(deps.mailer, deps.log, [mail]);
    return c.json(member, 201);
  });

  students.openapi(activityRoute, async (c) =>
    c.json(await listActivity(db(), dataOwnerOf(c), c.req.valid("param").studentId), 200),
  );

  members.openapi(updateRoute, async (c) =>
    c.json(
      await updateMemberRole(
        db(),
        dataOwnerOf(c),
        c.req.valid("param").id,
        c.req.valid("json").role as TeamRole,
      ),
      200,
    ),
  );

  members.openapi(revokeRoute, async (c) => {
    await revokeMember(db(), dataOwnerOf(c), c.req.valid("param").id);
    return c.body(null, 204);
  });

  invitations.openapi(invitationsRoute, async (c) => c.json(await listInvitations(db(), c.get("user")), 200));

  invitations.openapi(acceptRoute, async (c) =>
    c.json(await acceptInvitation(db(), c.get("user"), c.req.valid("param").id, deps.now()), 200),
  );

  invitations.openapi(declineRoute, async (c) => {
    await declineInvitation(db(), c.get("user"), c.req.valid("param").id, deps.now());
    return c.body(null, 204);
  });

  return students.route("/", members).route("/", invitations).route("/", createTransferRoutes(deps));
}
