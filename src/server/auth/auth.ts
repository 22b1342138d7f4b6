/**
 * Authentication with better-auth (architecture "Stack", "Security model"; requirements "Sign-up and
 * sign-in"; decision 002).
 *
 * - Email + password; password at least 6 characters (requirements "Sign-up and sign-in").
 * - Users live in our `users` table; new rows take the defaults of requirements "Profile" from the schema.
 * - Sessions are HttpOnly cookies with a 2-hour sliding expiry (requirements "Sessions and sign-out"),
 *   refreshed at most every 5 minutes of activity.
 * - Rate limits are stored in the database and keyed by the real client IP, which `app.ts` writes
 *   into the `x-client-ip` header from the socket (a client-sent value is overwritten).
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "../db/client.ts";
import { account, rateLimit, session, users, verification } from "../db/schema/index.ts";
import type { Mailer } from "../mail/mailer.ts";

/** Inactivity sign-out after 2 hours (requirements "Sessions and sign-out"). */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
/** How often (at most) an active session's expiry is pushed forward. */
export const SESSION_REFRESH_SECONDS = 5 * 60;
/** Sign-up password minimum (requirements "Sign-up and sign-in"). */
export const PASSWORD_MIN_LENGTH = 6;

export const CLIENT_IP_HEADER = "x-client-ip";

export interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
  trustedOrigins: string[];
  mailer: Mailer;
  /** false in most tests (many sign-ups from one address); true in the server. */
  rateLimit: boolean;
  secureCookies?: boolean;
}

/** Builds the better-auth instance mounted at /api/auth. */
export function createAuth(o: AuthOptions) {
  return betterAuth({
    appName: "IEP Workspace",
    secret: o.secret,
    baseURL: o.baseURL,
    basePath: "/api/auth",
    trustedOrigins: o.trustedOrigins,
    database: drizzleAdapter(o.db, {
      provider: "pg",
      schema: { users, session, account, verification, rateLimit },
    }),
    user: {
      modelName: "users",
      fields: { image: "profilePicture" },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: false,
      sendResetPassword: async ({ user, url }) => {
        await o.mailer.send({
          to: user.email,
          subject: "Reset your IEP Workspace password",
          text: `Hello ${user.name || ""},\n\nOpen this link to choose a new password:\n${url}\n\nIf you did not ask for this, you can ignore this message.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendVerificationEmail: async ({ user, url }) => {
        await o.mailer.send({
          to: user.email,
          subject: "Confirm your email for IEP Workspace",
          text: `Welcome to IEP Workspace, ${user.name || ""}.\n\nConfirm your email address by opening this link:\n${url}\n`,
        });
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    rateLimit: {
      enabled: o.rateLimit,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 10 },
        "/request-password-reset": { window: 60, max: 3 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: o.secureCookies ?? false,
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
