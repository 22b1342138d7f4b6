/**
 * Signed-in devices contract (requirements "Sessions and sign-out"): the teacher's live sessions, by
 * session id (tokens never leave the server).
 */
import { z } from "zod";

/** One signed-in device. */
export const deviceSessionSchema = z.object({
  id: z.string(),
  /** The browser's User-Agent as sent at sign-in ("" when none). */
  userAgent: z.string(),
  /** The client address at sign-in ("" when unknown). */
  ipAddress: z.string(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

export const deviceSessionListSchema = z.array(deviceSessionSchema);

/**
 * Path parameter of `DELETE /api/v1/sessions/{id}`. better-auth session ids are URL-safe letters and
 * digits; anything else (a NUL, a space) names no session (404), never reaches the database.
 */
export const sessionIdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** `POST /api/v1/sessions/revoke-others` answer: how many other sessions were ended. */
export const revokeOthersSchema = z.object({ revoked: z.number().int() });
