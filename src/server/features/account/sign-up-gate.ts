/**
 * What our server adds around better-auth's e-mail sign-up (requirements "Sign-up and sign-in",
 * "Plans and trial"): after a successful sign-up, `afterSignUp` hooks run with the new user (billing
 * records the Pro trial when the body asked for `plan: "pro"`).
 * `app.ts` calls `signUpGate` around the auth handler for `POST /api/auth/sign-up/email`.
 * An address on the blacklist (requirements "Account deletion") is refused by the auth library's user
 * hook (`auth/auth.ts`, 403 `EMAIL_BLACKLISTED`), which every way of creating or moving an account
 * passes, whatever the body's encoding; nothing is created.
 */
import { eq } from "drizzle-orm";
import { normalizeEmail } from "../../../shared/domain/email-address.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

/** The sign-up path of better-auth under /api/auth. */
export const SIGN_UP_PATH = "/api/auth/sign-up/email";

/** The sign-up body fields the gate reads (better-auth ignores `plan`). */
export interface SignUpBody {
  email: string;
  plan?: string;
}

/** A new account, as the after-sign-up hooks see it. */
export interface NewAccount {
  userId: string;
  email: string;
  body: SignUpBody;
}

/**
 * A hook run after a successful sign-up, declared here by the gate that runs it; `app.ts` hands the
 * gate its list (billing's `startTrialOnSignUp`), so no feature imports account for it.
 */
export type AfterSignUp = (db: Db, account: NewAccount, now: Date) => Promise<void>;

async function readBody(request: Request): Promise<SignUpBody | null> {
  try {
    const body = (await request.clone().json()) as Record<string, unknown>;
    if (typeof body?.email !== "string") return null;
    return { email: body.email, plan: typeof body.plan === "string" ? body.plan : undefined };
  } catch {
    return null;
  }
}

/**
 * Runs `handle` (better-auth) for a sign-up request, then the after-sign-up hooks.
 * @returns better-auth's own response.
 */
export async function signUpGate(
  db: Db,
  request: Request,
  handle: (request: Request) => Promise<Response>,
  options: { now: () => Date; after: AfterSignUp[] },
): Promise<Response> {
  const body = await readBody(request);
  const response = await handle(request);
  if (!body || !response.ok) return response;
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, normalizeEmail(body.email)))
    .limit(1);
  if (user) {
    for (const hook of options.after)
      await hook(db, { userId: user.id, email: user.email, body }, options.now());
  }
  return response;
}
