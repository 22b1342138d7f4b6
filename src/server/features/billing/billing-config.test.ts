/**
 * The Stripe settings (requirements "Plans and trial"; README configuration): all three or none, each
 * checked for its prefix; none means billing is not configured.
 */
import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "../../env.ts";
import { billingConfigFromEnv } from "./billing-config.ts";

const STRIPE = {
  STRIPE_SECRET_KEY: "sk_test_123",
  STRIPE_PRICE_ID: "price_123",
  STRIPE_WEBHOOK_SECRET: "whsec_123",
};

describe("Stripe settings", () => {
  it("none: billing is not configured", () => {
    expect(billingConfigFromEnv(loadEnv({}))).toBeUndefined();
  });

  it("all three: a Stripe client with the price and the webhook secret", () => {
    const config = billingConfigFromEnv(loadEnv({ ...STRIPE, APP_URL: "https://iep.example.org" }));
    expect(config).toMatchObject({
      priceId: "price_123",
      webhookSecret: "whsec_123",
      appUrl: "https://iep.example.org",
    });
    expect(typeof config?.stripe.checkout.sessions.create).toBe("function");
  });

  it("only some: the server refuses to start, naming the missing ones", () => {
    expect(() => loadEnv({ STRIPE_SECRET_KEY: "sk_test_123" })).toThrow(ConfigError);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: "sk_test_123" })).toThrow(
      /STRIPE_PRICE_ID: must be set with the other Stripe settings[\s\S]*STRIPE_WEBHOOK_SECRET/,
    );
  });

  it("a value with the wrong prefix is named", () => {
    expect(() => loadEnv({ ...STRIPE, STRIPE_SECRET_KEY: "pk_live_123" })).toThrow(
      /STRIPE_SECRET_KEY: must start with sk_/,
    );
  });
});
