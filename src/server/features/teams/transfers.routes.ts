/**
 * /api/v1 routes of transfers (requirements "Transfer"):
 *
 *   POST /students/:studentId/transfer  → 201 Transfer, pending (owner; body: transferInput)
 *   POST /transfers                     → 201 Transfer, pending (body: transferManyInput, the sender's own students)
 *   GET  /transfers                     → 200 Transfer[] sent and received, pending first
 *   POST /transfers/:id/accept          → 200 Transfer (the receiver; ownership moves)
 *   POST /transfers/:id/decline         → 200 Transfer (the receiver)
 *   POST /transfers/:id/cancel          → 200 Transfer (the sender, while pending)
 *
 * Errors: 400 VALIDATION_ERROR for the sender's own address or one with no account; 403 FORBIDDEN
 * for a member of the student's team (the access gate), 403 STUDENT_LIMIT_REACHED when the receiver's
 * plan has no room; 404 "Student not found" / "Transfer not found"; 409 CONFLICT for a student
 * already in a pending transfer.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  studentMembersParam,
  transferIdParam,
  transferInput,
  transferManyInput,
  transferSchema,
} from "../../../shared/contracts/teams.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { sendTeamMail } from "./team-notices.ts";
import { acceptTransfer } from "./transfer-accept.ts";
import { closeTransfer, createTransfer, listTransfers, TRANSFER_MESSAGES } from "./transfers.service.ts";

const TAG = "IEP teams";
const CREATED = { description: "The pending transfer", content: jsonContent(transferSchema) };
const OFFER_ERRORS = {
  ...standardErrors,
  403: errorResponse("A member of the student's team may not transfer it (FORBIDDEN)"),
  404: errorResponse("Student not found"),
  409: errorResponse("A student is already in a pending transfer"),
};

const transferOneRoute = createRoute({
  method: "post",
  path: "/students/{studentId}/transfer",
  tags: [TAG],
  summary: "Offer a student to another case manager",
  request: { params: studentMembersParam, body: { content: jsonContent(transferInput), required: true } },
  responses: { 201: CREATED, ...OFFER_ERRORS },
});

const transferManyRoute = createRoute({
  method: "post",
  path: "/transfers",
  tags: [TAG],
  summary: "Offer several students (a whole caseload) to another case manager",
  request: { body: { content: jsonContent(transferManyInput), required: true } },
  responses: { 201: CREATED, ...OFFER_ERRORS },
});

const listRoute = createRoute({
  method: "get",
  path: "/transfers",
  tags: [TAG],
  summary: "The transfers the teacher sent or received, pending first",
  responses: {
    200: { description: "The transfers", content: jsonContent(z.array(transferSchema)) },
    401: standardErrors[401],
  },
});

const answerRoute = (action: "accept" | "decline" | "cancel", summary: string) =>
  createRoute({
    method: "post",
    path: `/transfers/{id}/${action}`,
    tags: [TAG],
    summary,
    request: { params: transferIdParam },
    responses: {
      200: { description: "The transfer", content: jsonContent(transferSchema) },
      401: standardErrors[401],
      ...(action === "accept"
        ? { 403: errorResponse("The students do not fit the receiver's plan (STUDENT_LIMIT_REACHED)") }
        : {}),
      404: errorResponse("Transfer not found"),
    },
  });

/** Builds the transfers router (mounted by `createTeamRoutes`). */
export function createTransferRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const appUrl = (url: string) => deps.appUrl ?? new URL(url).origin;
  const students = createRouter({ notFound: messages.students.notFound });
  const transfers = createRouter({
    notFound: TRANSFER_MESSAGES.notFound,
    bodyIds: { studentIds: messages.students.notFound },
  });

  students.openapi(transferOneRoute, async (c) => {
    const { transfer, mail } = await createTransfer(
      db(),
      c.get("user"),
      { ...c.req.valid("json"), studentIds: [c.req.valid("param").studentId] },
      appUrl(c.req.url),
      deps.now(),
    );
    await sendTeamMail(deps.mailer, deps.log, [mail]);
    return c.json(transfer, 201);
  });

  transfers.openapi(transferManyRoute, async (c) => {
    const { transfer, mail } = await createTransfer(
      db(),
      c.get("user"),
      c.req.valid("json"),
      appUrl(c.req.url),
      deps.now(),
    );
    await sendTeamMail(deps.mailer, deps.log, [mail]);
    return c.json(transfer, 201);
  });

  transfers.openapi(listRoute, async (c) => c.json(await listTransfers(db(), c.get("user")), 200));

  transfers.openapi(
    answerRoute("accept", "Accept a transfer: the students and their records become yours"),
    async (c) => c.json(await acceptTransfer(db(), c.get("user"), c.req.valid("param").id, deps.now()), 200),
  );
  transfers.openapi(answerRoute("decline", "Decline a transfer: nothing moves"), async (c) =>
    c.json(await closeTransfer(db(), c.get("user"), c.req.valid("param").id, "declined", deps.now()), 200),
  );
  transfers.openapi(answerRoute("cancel", "Cancel a transfer you sent, while pending"), async (c) =>
    c.json(await closeTransfer(db(), c.get("user"), c.req.valid("param").id, "cancelled", deps.now()), 200),
  );

  return students.route("/", transfers);
}
