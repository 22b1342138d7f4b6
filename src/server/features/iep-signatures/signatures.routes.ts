/**
 * Signatures and consent on an IEP (requirements "Signatures and consent"), signed in, under /api/v1
 * behind the team gate (reading: record.read; writing: iep.save):
 *
 *   GET    /ieps/{id}/signatures     → 200 IepSigningState (hash now, signatures valid/void, links, consents)
 *   POST   /ieps/{id}/signatures     → 201 Signature (a team member signs on the teacher's device)
 *   POST   /ieps/{id}/signing-links  → 201 SigningLink (e-mails the parent a single-use link)
 *   DELETE /signing-links/{id}       → 204 (withdrawn)
 *   POST   /ieps/{id}/consents       → 201 Consent (a parent's answer recorded by the teacher)
 *   GET    /signatures/outstanding         → 200 OutstandingIeps (the teacher's own students)
 *
 * Errors: 400 naming each bad field; 401 without a session; 404 "IEP not found" / "Signing link not
 * found" for a missing, malformed or another teacher's id; 409 IEP_FINAL on a superseded IEP; 409
 * SIGNING_LINK_USED withdrawing a used link. The public signing page's routes: `public-signing.routes.ts`.
 */
import { createRoute } from "@hono/zod-openapi";
import {
  consentSchema,
  createConsentInput,
  createSignatureInput,
  createSigningLinkInput,
  iepIdParam,
  iepSigningStateSchema,
  outstandingIepsSchema,
  signatureSchema,
  signingLinkIdParam,
  signingLinkSchema,
} from "../../../shared/contracts/ieps.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import { describeUnexpectedError } from "../../lib/error-log.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { dataOwnerOf } from "../../lib/team-gate.ts";
import { shortName } from "../teams/index.ts";
import { listOutstanding } from "./outstanding.service.ts";
import {
  createConsent,
  createSignature,
  createSigningLink,
  getSigningState,
  revokeSigningLink,
  SIGNING_MESSAGES,
} from "./signatures.service.ts";
import { signingMailMessage } from "./signing-mail.ts";

const TAG = "IEP signatures";
const IEP_404 = { 404: errorResponse("IEP not found") };
const SUPERSEDED = { 409: errorResponse("IEP_FINAL: the IEP was replaced by a later version") };

const stateRoute = createRoute({
  method: "get",
  path: "/ieps/{id}/signatures",
  tags: [TAG],
  summary: "Everything about signing an IEP: its signatures (valid or void), links and consent answers",
  request: { params: iepIdParam },
  responses: {
    200: { description: "The signing state", content: jsonContent(iepSigningStateSchema) },
    401: standardErrors[401],
    ...IEP_404,
  },
});

const signRoute = createRoute({
  method: "post",
  path: "/ieps/{id}/signatures",
  tags: [TAG],
  summary: "A team member signs the IEP on the teacher's device",
  request: { params: iepIdParam, body: { content: jsonContent(createSignatureInput), required: true } },
  responses: {
    201: { description: "The signature", content: jsonContent(signatureSchema) },
    ...standardErrors,
    ...IEP_404,
    ...SUPERSEDED,
  },
});

const linkRoute = createRoute({
  method: "post",
  path: "/ieps/{id}/signing-links",
  tags: [TAG],
  summary: "E-mail a parent a single-use link to sign the IEP (valid 14 days)",
  request: { params: iepIdParam, body: { content: jsonContent(createSigningLinkInput), required: true } },
  responses: {
    201: {
      description: "The link (its token is only in the e-mail)",
      content: jsonContent(signingLinkSchema),
    },
    ...standardErrors,
    ...IEP_404,
    ...SUPERSEDED,
  },
});

const revokeRoute = createRoute({
  method: "delete",
  path: "/signing-links/{id}",
  tags: [TAG],
  summary: "Withdraw a signing link",
  request: { params: signingLinkIdParam },
  responses: {
    204: { description: "Withdrawn" },
    401: standardErrors[401],
    404: errorResponse("Signing link not found"),
    409: errorResponse("SIGNING_LINK_USED: the link was already used"),
  },
});

const consentRoute = createRoute({
  method: "post",
  path: "/ieps/{id}/consents",
  tags: [TAG],
  summary: "Record a parent's consent answer (given, refused or partial)",
  request: { params: iepIdParam, body: { content: jsonContent(createConsentInput), required: true } },
  responses: {
    201: { description: "The consent answer", content: jsonContent(consentSchema) },
    ...standardErrors,
    ...IEP_404,
  },
});

const outstandingRoute = createRoute({
  method: "get",
  path: "/signatures/outstanding",
  tags: [TAG],
  summary: "The teacher's unsigned IEPs and outstanding consents",
  responses: {
    200: {
      description: "Unsigned IEPs and outstanding consents",
      content: jsonContent(outstandingIepsSchema),
    },
    401: standardErrors[401],
  },
});

/** Builds the signed-in signing router; mounted under /api/v1 behind the session and the team gate (app.ts). */
export function createIepSignatureRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const app = createRouter({ notFound: SIGNING_MESSAGES.iepNotFound });
  const links = createRouter({ notFound: SIGNING_MESSAGES.linkNotFound });
  const appUrl = (url: string) => deps.appUrl ?? new URL(url).origin;

  app.openapi(outstandingRoute, async (c) =>
    c.json(await listOutstanding(db(), c.get("user").id, deps.now()), 200),
  );

  app.openapi(stateRoute, async (c) =>
    c.json(
      await getSigningState(db(), dataOwnerOf(c), c.get("user").id, c.req.valid("param").id, deps.now()),
      200,
    ),
  );

  app.openapi(signRoute, async (c) =>
    c.json(
      await createSignature(
        db(),
        dataOwnerOf(c),
        c.get("user").id,
        c.req.valid("param").id,
        c.req.valid("json"),
        deps.now(),
      ),
      201,
    ),
  );

  app.openapi(linkRoute, async (c) => {
    const user = c.get("user");
    const made = await createSigningLink(
      db(),
      dataOwnerOf(c),
      { actorId: user.id, actorName: user.name, appUrl: appUrl(c.req.url) },
      c.req.valid("param").id,
      c.req.valid("json"),
      deps.now(),
    );
    // After the commit; a mail failure is logged without the address or the token, never thrown.
    try {
      await deps.mailer.send(
        signingMailMessage({
          to: made.link.email,
          language: made.link.language,
          signerName: made.link.signerName,
          studentShortName: shortName(made.studentName),
          teacherName: user.name,
          url: made.url,
          expiresAt: new Date(made.link.expiresAt),
          timeZone: made.timeZone,
        }),
      );
    } catch (err) {
      deps.log(
        describeUnexpectedError(err, "MAIL", "signing-link").replace(
          "unexpected error",
          "signing e-mail failed",
        ),
      );
    }
    return c.json(made.link, 201);
  });

  links.openapi(revokeRoute, async (c) => {
    await revokeSigningLink(db(), dataOwnerOf(c), c.get("user").id, c.req.valid("param").id, deps.now());
    return c.body(null, 204);
  });

  app.openapi(consentRoute, async (c) =>
    c.json(
      await createConsent(
        db(),
        dataOwnerOf(c),
        c.get("user").id,
        c.req.valid("param").id,
        c.req.valid("json"),
        deps.now(),
      ),
      201,
    ),
  );

  app.route("/", links);
  return app;
}
