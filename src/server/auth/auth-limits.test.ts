/**
 * API tests of sign-in limiting (requirements "Rate limits"): per account and per client address, with
 * a standard `Retry-After`; the address is the socket's unless `TRUST_PROXY` names the proxies, so a
 * forged `X-Forwarded-For` gets no fresh allowance.
 */
import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "../lib/client-address.ts";
import { TEST_ORIGIN } from "../test/harness.ts";
import { withServedHarness } from "../test/served-harness.ts";
import { setUpHarness } from "../test/set-up.ts";
import { SIGN_IN_TOO_MANY } from "./auth-messages.ts";
import { ACCOUNT_MAX_FAILURES } from "./sign-in-limiter.ts";

// Each wrong password costs a password hash (~0.1-2 s on a busy machine): generous timeouts.
const SLOW = { timeout: 180_000 };

const SIGN_IN = "/api/auth/sign-in/email";
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error;

describe("per account", () => {
  const h = setUpHarness({ now: new Date("2026-10-05T12:00:00Z") });

  const signIn = (email: string, password: string) =>
    h.request("POST", SIGN_IN, JSON.stringify({ email, password }));

  it(
    "after 10 wrong passwords the account answers 429 with Retry-After, even to the right password, until the window ends",
    SLOW,
    async () => {
      const t = await h.signUp({ password: "lantern-bay-9" });
      const bystander = await h.signUp({ password: "lantern-bay-9" });
      for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++)
        expect((await signIn(t.email, `wrong-${i}-pass`)).status).toBe(401);

      const blocked = await signIn(t.email.toUpperCase(), "lantern-bay-9");
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBe(15 * 60);
      expect((await errorOf(blocked)).message).toBe(SIGN_IN_TOO_MANY);
      expect(blocked.headers.getSetCookie()).toEqual([]);

      // Another account is not affected.
      expect((await signIn(bystander.email, "lantern-bay-9")).status).toBe(200);

      h.setNow(new Date("2026-10-05T12:14:00Z"));
      const later = await signIn(t.email, "lantern-bay-9");
      expect(later.status).toBe(429);
      expect(Number(later.headers.get("retry-after"))).toBe(60);

      h.setNow(new Date("2026-10-05T12:15:00Z"));
      expect((await signIn(t.email, "lantern-bay-9")).status).toBe(200);
    },
  );

  it("correct sign-ins do not count against the account", SLOW, async () => {
    const t = await h.signUp({ password: "lantern-bay-9" });
    for (let i = 0; i < ACCOUNT_MAX_FAILURES + 2; i++)
      expect((await signIn(t.email, "lantern-bay-9")).status).toBe(200);
  });
});

describe("per client address, on a real socket", () => {
  /** Serves a harness with the library's limits on and runs `run` with a sign-in through it. */
  function withSignIn(
    trustProxy: string | undefined,
    run: (signIn: (i: number, forwardedFor: string) => Promise<Response>) => Promise<void>,
  ) {
    return withServedHarness({ rateLimit: true, trustProxy: parseTrustProxy(trustProxy) }, ({ url }) =>
      run((i, forwardedFor) =>
        fetch(`${url}${SIGN_IN}`, {
          method: "POST",
          headers: {
            origin: TEST_ORIGIN,
            "content-type": "application/json",
            "x-forwarded-for": forwardedFor,
          },
          // A different (unknown) account each time, so only the address limit applies.
          body: JSON.stringify({ email: `nobody-${i}@school.test`, password: "wrong-password-1" }),
        }),
      ),
    );
  }

  it(
    "without TRUST_PROXY a forged X-Forwarded-For does not dodge the limit; the 429 carries Retry-After",
    SLOW,
    async () => {
      await withSignIn(undefined, async (signIn) => {
        for (let i = 0; i < 10; i++) expect((await signIn(i, `198.51.100.${i}`)).status).toBe(401);
        const blocked = await signIn(10, "198.51.100.77");
        expect(blocked.status).toBe(429);
        const retry = Number(blocked.headers.get("retry-after"));
        expect(retry).toBeGreaterThanOrEqual(1);
        expect(retry).toBeLessThanOrEqual(60);
        expect((await errorOf(blocked)).message).toBe(SIGN_IN_TOO_MANY);
      });
    },
  );

  it(
    "with TRUST_PROXY=loopback the proxy's X-Forwarded-For names the client: each client has its own allowance",
    SLOW,
    async () => {
      await withSignIn("loopback", async (signIn) => {
        for (let i = 0; i < 11; i++) expect((await signIn(i, `203.0.113.${i}`)).status).toBe(401);
        // One client over its allowance is limited, even if it prepends a made-up address.
        for (let i = 0; i < 10; i++) await signIn(100 + i, "10.9.9.9, 203.0.113.200");
        const blocked = await signIn(200, "10.9.9.9, 203.0.113.200");
        expect(blocked.status).toBe(429);
      });
    },
  );

  it("with TRUST_PROXY naming another proxy, the header of a direct client is ignored", SLOW, async () => {
    await withSignIn("10.0.0.0/8", async (signIn) => {
      for (let i = 0; i < 10; i++) expect((await signIn(i, `198.51.100.${i}`)).status).toBe(401);
      expect((await signIn(10, "198.51.100.99")).status).toBe(429);
    });
  });
});
