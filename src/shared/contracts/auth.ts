/**
 * Contracts for the fields the auth library's own endpoints accept (requirements "Sign-up and sign-in",
 * "Profile"): the same limits as `PATCH /api/v1/me`, so sign-up and update-user cannot store what the
 * profile route would refuse (a 300,000-character name, an object, null).
 */
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../domain/password-rules.ts";
import { TEXT_LIMITS, text } from "./common.ts";
import { updateProfileInput } from "./me.ts";

/** A teacher's display name: text without NUL, trimmed, at most 200 characters (the profile rule). */
export const authNameSchema = updateProfileInput.shape.name.unwrap();

/** The `name` of `POST /api/auth/sign-up/email` (the other fields are the library's). */
export const signUpNameInput = z.object({ name: authNameSchema });

/**
 * `POST /api/auth/update-user` body: only the name may change there; every other profile field goes
 * through `PATCH /api/v1/me` (requirements "Profile").
 */
export const updateUserInput = z.strictObject({ name: authNameSchema.optional() });

/**
 * Longest text the auth endpoints take, per field, checked at the edge before the library and before
 * our own gates around it (requirements "Security and privacy"): an address is at most 320
 * characters (RFC 5321's 64 + 1 + 255, the admin sign-in's limit), a name follows the profile (200);
 * any other string — password, token, link — at most `AUTH_TEXT_MAX` (the library's own limits, e.g.
 * 128 for a password, say the rest with their own messages).
 */
const EMAIL_MAX = 320;
export const AUTH_FIELD_MAX: Readonly<Record<string, number>> = {
  email: EMAIL_MAX,
  newEmail: EMAIL_MAX,
  name: TEXT_LIMITS.name,
};
/** Longest string of any other field (or field name) of an auth request. */
export const AUTH_TEXT_MAX = 2000;

/** The longest text `field` (the last part of its path, e.g. "email") may hold on the auth endpoints. */
export const authTextMax = (field: string) => AUTH_FIELD_MAX[field] ?? AUTH_TEXT_MAX;

/** An address as the library takes it (it checks the format itself; at most 320 characters here). */
const authEmail = z.email().max(EMAIL_MAX);
/** A new password: the policy's length (`domain/password-rules.ts`); the server adds the rest. */
const newPassword = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/** A password being checked, not chosen: any text up to the edge's limit. */
const authPassword = z.string().min(1).max(AUTH_TEXT_MAX);
/** A path inside the app the library's link or redirect returns to, e.g. "/auth/callback". */
const appLink = text().max(AUTH_TEXT_MAX);

/**
 * The bodies of the auth library's endpoints the app uses (requirements "Sign-up and sign-in",
 * "Sessions and sign-out", "Profile"), as the OpenAPI document describes them so that the fuzz run
 * reaches them (architecture "Tests"). The library validates them itself; these schemas describe, they
 * do not replace its checks. Keyed by the path under `/api/auth`.
 */
export const AUTH_BODIES = {
  "/sign-up/email": {
    summary: "Create a teacher account and sign in (plan: pro starts the trial)",
    body: z.object({
      name: authNameSchema,
      email: authEmail,
      password: newPassword,
      plan: z.enum(["pro"]).optional(),
      callbackURL: appLink.optional(),
    }),
  },
  "/sign-in/email": {
    summary: "Sign in with e-mail and password",
    body: z.object({
      email: authEmail,
      password: authPassword,
      rememberMe: z.boolean().optional(),
      callbackURL: appLink.optional(),
    }),
  },
  "/request-password-reset": {
    summary: "E-mail a password-reset link (the same answer whether or not the address has an account)",
    body: z.object({ email: authEmail, redirectTo: appLink.optional() }),
  },
  "/reset-password": {
    summary: "Choose a new password with the link's token (every session ends)",
    body: z.object({ token: text().min(1).max(AUTH_TEXT_MAX), newPassword }),
  },
  "/change-email": {
    summary: "E-mail a confirmation link to a new address (the address changes when it is opened)",
    body: z.object({
      newEmail: authEmail,
      callbackURL: appLink.optional(),
    }),
  },
  "/change-password": {
    summary: "Change the password (every other session ends)",
    body: z.object({
      currentPassword: authPassword,
      newPassword,
      revokeOtherSessions: z.boolean().optional(),
    }),
  },
  "/update-user": { summary: "Change the display name", body: updateUserInput },
} as const;
