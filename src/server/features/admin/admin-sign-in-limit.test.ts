/**
 * Staff sign-in guessing is limited like a teacher's (requirements "Rate limits", "Admin area"):
 * after 10 wrong passwords for one staff address, or 10 wrong codes for one staff account, the step
 * answers 429 with Retry-After, even to the right password or code.
 */
import { describe, expect, it } from "vitest";
import { ACCOUNT_MAX_FAILURES } from "../../auth/sign-in-limiter.ts";
import { ADMIN_NEW_PASSWORD, cookieOf, totpNow } from "../../test/kits/admin-test-kit.ts";
import { setUpHarness } from "../../test/set-up.ts";
import { createAdmin } from "./admin-accounts.service.ts";

const h = setUpHarness();

const signIn = (email: string, password: string) =>
  h.request("POST", "/api/admin/auth/sign-in", JSON.stringify({ email, password }));

describe("admin sign-in limits", () => {
  it(`after ${ACCOUNT_MAX_FAILURES} wrong passwords the address is refused with 429 and Retry-After`, async () => {
    const email = "staff-limit@iep.test";
    const { password } = await createAdmin(h.db, email);
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      expect((await signIn(email, `wrong-${i}-password`)).status).toBe(401);
    }
    const blocked = await signIn(email, password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another staff address is not affected.
    const other = await createAdmin(h.db, "staff-other@iep.test");
    expect((await signIn("staff-other@iep.test", other.password)).status).toBe(200);
  });

  it(`after ${ACCOUNT_MAX_FAILURES} wrong codes the account's code step is refused with 429`, async () => {
    const email = "staff-codes@iep.test";
    const { password } = await createAdmin(h.db, email);
    const first = await signIn(email, password);
    const cookie = cookieOf(first);
    const as = (url: string, body?: unknown) =>
      h.request("POST", url, body === undefined ? undefined : JSON.stringify(body), { cookie });
    await as("/api/admin/auth/password", { current: password, next: ADMIN_NEW_PASSWORD });
    const { secret } = (await (await as("/api/admin/auth/totp/setup")).json()) as { secret: string };
    const right = await totpNow(secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      expect((await as("/api/admin/auth/totp/verify", { code: wrong })).status).toBe(401);
    }
    const blocked = await as("/api/admin/auth/totp/verify", { code: right });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("Retry-After")).not.toBeNull();
  });
});
