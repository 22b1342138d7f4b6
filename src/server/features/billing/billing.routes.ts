/**
 * Billing routes under /api/v1 (requirements "Plans and trial"): GET /billing, POST
 * /billing/checkout, POST /billing/portal, POST /billing/trial (session required), and POST /billing/webhook (no
 * session; the provider's signature instead — app.ts lets it past the session check).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { billingStatusSchema, redirectUrlSchema } from "../../../shared/contracts/billing.ts";
import { createRouter, errorResponse, jsonContent, standardErrors } from "../../lib/create-router.ts";
import type { AppDeps } from "../../lib/hono-env.ts";
import { createCheckout, createPortal, createProPriceReader, requireBilling } from "./checkout.service.ts";
import { getBillingStatus, startTrialByRequest } from "./subscription.service.ts";
import { handleWebhook } from "./webhook.service.ts";

/** The webhook's full path; the session check skips it. */
export const WEBHOOK_PATH = "/api/v1/billing/webhook";

const TAG = "Billing";
const providerErrors = {
  401: standardErrors[401],
  502: errorResponse("The payment provider could not be reached"),
  503: errorResponse("Billing is not configured on this server"),
};

const statusRoute = createRoute({
  method: "get",
  path: "/billing",
  tags: [TAG],
  summary: "The plan, trial and subscription of the signed-in teacher",
  responses: {
    200: { description: "Billing status", content: jsonContent(billingStatusSchema) },
    401: standardErrors[401],
  },
});

const checkoutRoute = createRoute({
  method: "post",
  path: "/billing/checkout",
  tags: [TAG],
  summary: "Open Stripe Checkout for Pro",
  responses: {
    200: { description: "The Checkout page", content: jsonContent(redirectUrlSchema) },
    ...providerErrors,
  },
});

const portalRoute = createRoute({
  method: "post",
  path: "/billing/portal",
  tags: [TAG],
  summary: "Open the Stripe customer portal",
  responses: {
    200: { description: "The portal page", content: jsonContent(redirectUrlSchema) },
    ...providerErrors,
    409: errorResponse("No billing account yet"),
  },
});

const trialRoute = createRoute({
  method: "post",
  path: "/billing/trial",
  tags: [TAG],
  summary: "Start the 14-day Pro trial (once per address, for a teacher on Free)",
  responses: {
    200: {
      description: "The billing status with the trial running",
      content: jsonContent(billingStatusSchema),
    },
    401: standardErrors[401],
    409: errorResponse("Already on Pro or in a trial, or this address has had its trial"),
  },
});

const webhookRoute = createRoute({
  method: "post",
  path: "/billing/webhook",
  tags: [TAG],
  summary: "Stripe webhook (signed; each event applied once)",
  responses: {
    200: {
      description: "Received",
      content: jsonContent(
        z.object({ received: z.boolean(), outcome: z.enum(["applied", "duplicate", "ignored"]) }),
      ),
    },
    400: errorResponse("Bad signature"),
    503: errorResponse("Billing is not configured on this server"),
  },
});

/** Builds the billing router; mounted under /api/v1 (app.ts). */
export function createBillingRoutes(deps: AppDeps) {
  const app = createRouter();
  const db = () => deps.database.db;

  const proPrice = createProPriceReader(deps.billing);

  app.openapi(statusRoute, async (c) => {
    const [status, price] = await Promise.all([
      getBillingStatus(db(), c.get("user").id, deps.now(), deps.billing !== undefined),
      proPrice(),
    ]);
    return c.json({ ...status, price }, 200);
  });
  app.openapi(checkoutRoute, async (c) =>
    c.json({ url: await createCheckout(db(), deps.billing, c.get("user").id) }, 200),
  );
  app.openapi(portalRoute, async (c) =>
    c.json({ url: await createPortal(db(), deps.billing, c.get("user").id) }, 200),
  );
  app.openapi(trialRoute, async (c) => {
    const status = await startTrialByRequest(db(), c.get("user").id, deps.now(), deps.billing !== undefined);
    return c.json({ ...status, price: await proPrice() }, 200);
  });
  app.openapi(webhookRoute, async (c) => {
    const billing = requireBilling(deps.billing);
    const outcome = await handleWebhook(
      db(),
      billing,
      await c.req.text(),
      c.req.header("stripe-signature"),
      deps.now(),
    );
    return c.json({ received: true, outcome }, 200);
  });

  return app;
}
