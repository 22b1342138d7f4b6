/**
 * A fake Stripe API for the billing tests (architecture "Tests": only what crosses the network to a
 * third party is faked): a real HTTP server on a free port that answers the two calls the server
 * makes — creating a Checkout session, a customer-portal session, cancelling a subscription (account
 * deletion), reading the Pro price — and records each request's
 * form fields. The official SDK is pointed at it with its host/port/protocol options.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { createStripeClient } from "./billing-config.ts";

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The form-encoded body, decoded (`line_items[0][price]` → its value). */
  form: Record<string, string>;
  authorization: string | undefined;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The price every `GET /v1/prices/:id` answers: 9.00 US dollars a month. */
export const FAKE_PRO_PRICE = {
  unit_amount: 900,
  currency: "usd",
  recurring: { interval: "month" },
} as const;

/** Starts the fake server. `failing: true` answers every call with 500 (provider down). */
export async function startFakeStripe() {
  const requests: FakeStripeRequest[] = [];
  let failing = false;
  let count = 0;
  const server = createServer(async (req, res) => {
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    const path = (req.url ?? "").split("?")[0] ?? "";
    requests.push({ method: req.method ?? "", path, form, authorization: req.headers.authorization });
    res.setHeader("content-type", "application/json");
    if (failing) {
      res.statusCode = 500;
      res.end(JSON.stringify({ error: { type: "api_error", message: "down" } }));
      return;
    }
    count += 1;
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      res.end(
        JSON.stringify({
          id: `cs_test_${count}`,
          object: "checkout.session",
          url: `https://checkout.stripe.test/c/cs_test_${count}`,
        }),
      );
      return;
    }
    if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
      res.end(
        JSON.stringify({
          id: `bps_${count}`,
          object: "billing_portal.session",
          url: `https://billing.stripe.test/p/${count}`,
        }),
      );
      return;
    }
    const price = /^\/v1\/prices\/([^/]+)$/.exec(path);
    if (req.method === "GET" && price) {
      res.end(JSON.stringify({ id: price[1], object: "price", ...FAKE_PRO_PRICE }));
      return;
    }
    const cancel = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (req.method === "DELETE" && cancel) {
      res.end(JSON.stringify({ id: cancel[1], object: "subscription", status: "canceled" }));
      return;
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ error: { type: "invalid_request_error", message: `No fake route ${path}` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    /** A Stripe client that talks to this server. */
    client: (secretKey = "sk_test_fake") =>
      createStripeClient(secretKey, { host: "127.0.0.1", port, protocol: "http" }),
    setFailing: (value: boolean) => {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
