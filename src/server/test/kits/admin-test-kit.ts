/**
 * Test helpers for the admin API (requirements "Admin area"): a staff account taken through every
 * sign-in step (one-time password → new password → TOTP enrolment), and its request helpers.
 */
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { expect } from "vitest";
import { cookieOf, type Harness } from "../harness.ts";

export const ADMIN_NEW_PASSWORD = "staff-lantern-harbour-42";

/** The current TOTP code of a base32 secret. */
export async function totpNow(secret: string): Promise<string> {
  return await createOTP(base32.decode(secret)).totp();
}

/** The TOTP time step (30 s) of this moment on the real clock, as authenticator apps count. */
export const totpStepNow = () => Math.floor(Date.now() / 30_000);

/** The TOTP code of a base32 secret for time step `step` (see `totpStepNow`). */
export async function totpAt(secret: string, step: number): Promise<string> {
  return await createOTP(base32.decode(secret)).hotp(step);
}

export { cookieOf };

/**
 * How a staff account is made: admin's `createAdmin` (what `npm run admin:create` calls), passed in by
 * the test so this kit imports no feature (decision 020: a kit used by several features' tests
 * imports none of them, or a lower folder's test that uses the harness would close a circle).
 */
export type CreateStaffAccount = (db: Harness["db"], email: string) => Promise<{ password: string }>;

/** A staff account signed in and ready (password changed, TOTP enrolled); request helpers carry its cookie. */
export async function readyAdmin(
  h: Harness,
  createAdmin: CreateStaffAccount,
  email = `staff-${Math.random().toString(36).slice(2, 8)}@iep.test`,
) {
  const { password } = await createAdmin(h.db, email);
  const signIn = await h.request("POST", "/api/admin/auth/sign-in", JSON.stringify({ email, password }));
  expect(signIn.status).toBe(200);
  expect(((await signIn.json()) as { stage: string }).stage).toBe("change_password");
  const cookie = cookieOf(signIn);
  const as = (method: string, url: string, body?: unknown) =>
    h.request(method, url, body === undefined ? undefined : JSON.stringify(body), { cookie });
  const changed = await as("POST", "/api/admin/auth/password", {
    current: password,
    next: ADMIN_NEW_PASSWORD,
  });
  expect(((await changed.json()) as { stage: string }).stage).toBe("enrol_totp");
  const setup = (await (await as("POST", "/api/admin/auth/totp/setup")).json()) as { secret: string };
  const verified = await as("POST", "/api/admin/auth/totp/verify", { code: await totpNow(setup.secret) });
  expect(((await verified.json()) as { stage: string }).stage).toBe("ready");
  return {
    email,
    cookie,
    secret: setup.secret,
    get: (url: string) => as("GET", url),
    post: (url: string, body?: unknown) => as("POST", url, body ?? {}),
    patch: (url: string, body?: unknown) => as("PATCH", url, body ?? {}),
  };
}

/** The admin audit lines of `action` (full name, e.g. "admin.trial.extend") about `entityId`. */
export async function auditLines(h: Harness, action: string, entityId: string) {
  return (await h.database.rawQuery("select * from audit_log where action = $1 and entity_id = $2", [
    action,
    entityId,
  ])) as { user_id: string; detail: Record<string, unknown> }[];
}
