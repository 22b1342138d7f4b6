/**
 * The public signing page's API (requirements "Signatures and consent"), without a session; the
 * link's token is the only key and reaches only its one IEP:
 *
 *   GET  /api/signing/{token}      → 200 PublicSigningView
 *   GET  /api/signing/{token}/pdf  → 200 application/pdf (attachment) of that IEP
 *   POST /api/signing/{token}      → 200 { signedAt } (body: publicSignInput)
 *
 * Errors: 404 "This signing link is not valid." for an unknown or malformed token; 410
 * SIGNING_LINK_GONE (`details.reason` used | expired | revoked) for a link that no longer works; 400
 * naming the field (a signature, the consent answer a link asks). Every answer carries
 * `Cache-Control: no-store` and `Referrer-Policy: no-referrer`, so neither a cache nor a followed link
 * keeps the token; the error log names the path with the token as `:param` (`lib/error-log.ts`).
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  publicSignInput,
  publicSigningViewSchema,
  publicSignResult,
  signingTokenParam,
} from "../../../shared/contracts/ieps.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import {
  PUBLIC_SIGNING_MESSAGES,
  publicSign,
  publicSigningPdf,
  publicSigningView,
} from "./public-signing.service.ts";

const TAG = "Public signing";
const LINK_ERRORS = {
  404: errorResponse("This signing link is not valid"),
  410: errorResponse("SIGNING_LINK_GONE: used, expired or withdrawn (details.reason)"),
};

const viewRoute = createRoute({
  method: "get",
  path: "/api/signing/{token}",
  tags: [TAG],
  summary: "The one IEP a signing link shows (no session; the token is the key)",
  request: { params: signingTokenParam },
  responses: {
    200: { description: "What the signing page shows", content: jsonContent(publicSigningViewSchema) },
    ...LINK_ERRORS,
  },
});

const pdfRoute = createRoute({
  method: "get",
  path: "/api/signing/{token}/pdf",
  tags: [TAG],
  summary: "The PDF of the signing link's IEP (no session)",
  request: { params: signingTokenParam },
  responses: {
    200: {
      description: "The IEP (PDF, attachment)",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    ...LINK_ERRORS,
  },
});

const signRoute = createRoute({
  method: "post",
  path: "/api/signing/{token}",
  tags: [TAG],
  summary: "Sign the IEP through the link (once), answering the consent it asks",
  request: { params: signingTokenParam, body: { content: jsonContent(publicSignInput), required: true } },
  responses: {
    200: { description: "Signed", content: jsonContent(publicSignResult) },
    400: standardErrors[400],
    ...LINK_ERRORS,
  },
});

/** Builds the public signing router; mounted at the root before the /api/v1 session check (app.ts). */
export function createPublicSigningRoutes(deps: AppDeps) {
  const db = () => deps.database.db;
  const app = createRouter({ notFound: PUBLIC_SIGNING_MESSAGES.notValid });
  app.use("/api/signing/*", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
    c.res.headers.set("Referrer-Policy", "no-referrer");
  });

  app.openapi(viewRoute, async (c) =>
    c.json(await publicSigningView(db(), c.req.valid("param").token, deps.now()), 200),
  );

  app.openapi(pdfRoute, async (c) => {
    const { bytes, filename } = await publicSigningPdf(db(), c.req.valid("param").token, deps.now());
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "X-Content-Type-Options": "nosniff",
    });
  });

  app.openapi(signRoute, async (c) =>
    c.json(await publicSign(db(), c.req.valid("param").token, c.req.valid("json"), deps.now()), 200),
  );
  return app;
}
