/**
 * Staff accounts and their separate session (requirements "Admin area"; architecture "Security model";
 * decision 013):
 * - an account is created from the command line or `ADMIN_EMAIL` with a one-time password that must be
 *   changed at the first sign-in;
 * - a session is a random token in its own cookie, stored as a SHA-256 digest, with a 24-hour absolute
 *   lifetime (never extended) and a record of when the second factor was checked;
 * - the second factor is TOTP (RFC 6238, 6 digits, 30 s, one step of drift; `@better-auth/utils/otp`,
 *   the code better-auth's own two-factor plugin runs), enrolled before anything else; each code is
 *   accepted once: the account remembers the time step of the last accepted code.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { and, eq, isNull, lt, lte, ne, or } from "drizzle-orm";
import type { AdminStage } from "../../../shared/contracts/admin.ts";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import { normalizeEmail } from "../../../shared/domain/email-address.ts";
import type { Db } from "../../db/client.ts";
import { type AdminUserRow, adminSessions, adminUsers } from "../../db/schema/index.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditAdmin } from "../../lib/admin-audit.ts";
import { AppError } from "../../lib/app-error.ts";

/** Absolute lifetime of an admin session, in seconds (requirements "Admin area"). */
export const ADMIN_SESSION_SECONDS = 24 * 60 * 60;
/** The admin session cookie: its own name, so it never stands for a teacher session. */
export const ADMIN_COOKIE = "iep_admin_session";
/** Shortest new admin password. */
export const ADMIN_PASSWORD_MIN = 12;
/** Issuer shown by authenticator apps. */
const TOTP_ISSUER = "IEP Workspace admin";

/** The admin session as the middleware sees it. */
export interface AdminSession {
  sessionId: string;
  admin: Pick<AdminUserRow, "id" | "email" | "role">;
  /** Where the sign-in stands: what must happen before the admin API opens. */
  stage: AdminStage;
  expiresAt: Date;
}

const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");
const normalize = normalizeEmail;
const invalid = () =>
  new AppError(401, ErrorCode.INVALID_CREDENTIALS, "The email or password is not correct.");

/** A readable one-time password: 20 characters of base32 in groups of four. */
export function newOneTimePassword(): string {
  const raw = base32.encode(randomBytes(13), { padding: false }).slice(0, 20).toLowerCase();
  return raw.match(/.{4}/g)?.join("-") ?? raw;
}

/**
 * Creates a staff account with a fresh one-time password, or gives an existing one a new one-time
 * password (the forgotten-password path for staff).
 * @returns the address and the one-time password, to print once.
 */
export async function createAdmin(db: Db, email: string): Promise<{ email: string; password: string }> {
  const address = normalize(email);
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) {
    throw new AppError(400, ErrorCode.VALIDATION_ERROR, "Give a valid e-mail address.");
  }
  const password = newOneTimePassword();
  const passwordHash = await hashPassword(password);
  await db
    .insert(adminUsers)
    .values({ email: address, passwordHash, mustChangePassword: true })
    .onConflictDoUpdate({ target: adminUsers.email, set: { passwordHash, mustChangePassword: true } });
  return { email: address, password };
}

/** True when no staff account exists yet (`ADMIN_EMAIL` creates the first one on start). */
export async function hasNoAdmin(db: Db): Promise<boolean> {
  const rows = await db.select({ id: adminUsers.id }).from(adminUsers).limit(1);
  return rows.length === 0;
}

function stageOf(admin: AdminUserRow, secondFactorAt: Date | null): AdminStage {
  if (admin.mustChangePassword) return "change_password";
  if (!admin.totpEnabledAt) return "enrol_totp";
  return secondFactorAt ? "ready" : "verify_totp";
}

/**
 * Checks the password and opens a session (password only: the second factor comes next); one audit
 * line `admin.sign_in` names the staff member and the client address.
 * @returns the cookie's token and the session.
 * @throws AppError 401 INVALID_CREDENTIALS (the same for an unknown address and a wrong password).
 */
export async function signInAdmin(
  db: Db,
  input: { email: string; password: string; ip: string | null; userAgent: string | null },
  now: Date,
): Promise<{ token: string; session: AdminSession }> {
  const [admin] = await db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.email, normalize(input.email)));
  if (!admin || !(await verifyPassword({ hash: admin.passwordHash, password: input.password }))) {
    throw invalid();
  }
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_SECONDS * 1000);
  const [row] = await db
    .insert(adminSessions)
    .values({
      tokenHash: sha256(token),
      adminId: admin.id,
      ipAddress: input.ip,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      expiresAt,
    })
    .returning();
  if (!row) throw new Error("admin session insert returned nothing");
  const actor = { id: admin.id, email: admin.email, ip: input.ip };
  await auditAdmin(db, actor, { action: "sign_in", entity: "admin", entityId: admin.id });
  return {
    token,
    session: { sessionId: row.id, admin, stage: stageOf(admin, null), expiresAt },
  };
}

/** The live session of `token` at `now`, or null (unknown, or past its 24 hours: then deleted). */
export async function findAdminSession(db: Db, token: string, now: Date): Promise<AdminSession | null> {
  const hash = sha256(token);
  const [row] = await db
    .select({ s: adminSessions, a: adminUsers })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(eq(adminSessions.tokenHash, hash));
  if (!row) return null;
  if (row.s.expiresAt <= now) {
    await db.delete(adminSessions).where(eq(adminSessions.id, row.s.id));
    return null;
  }
  return {
    sessionId: row.s.id,
    admin: row.a,
    stage: stageOf(row.a, row.s.secondFactorAt),
    expiresAt: row.s.expiresAt,
  };
}

/** Ends one admin session (sign-out); also sweeps expired ones. */
export async function signOutAdmin(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, sessionId));
  await db.delete(adminSessions).where(lte(adminSessions.expiresAt, now));
}

/**
 * Replaces the one-time (or current) password. Other sessions of the admin end; one audit line
 * `admin.password.change` for `actor`. Only a session replacing its one-time password, or one that
 * is fully signed in (password and code), may do it (requirements "Admin area").
 * @throws AppError 403 ADMIN_SETUP_REQUIRED at another stage (`details.stage`); 401 when `current` is
 *   wrong; 400 when `next` is short or equals `current`.
 */
export async function changeAdminPassword(
  db: Db,
  s: AdminSession,
  actor: Actor,
  current: string,
  next: string,
): Promise<void> {
  if (s.stage !== "change_password" && s.stage !== "ready") {
    throw new AppError(403, ErrorCode.ADMIN_SETUP_REQUIRED, "Finish signing in first.", { stage: s.stage });
  }
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.id, s.admin.id));
  if (!admin || !(await verifyPassword({ hash: admin.passwordHash, password: current }))) throw invalid();
  if (next.length < ADMIN_PASSWORD_MIN || next === current) {
    throw new AppError(
      400,
      ErrorCode.VALIDATION_ERROR,
      `Choose a new password of at least ${ADMIN_PASSWORD_MIN} characters, different from the old one.`,
    );
  }
  await db
    .update(adminUsers)
    .set({ passwordHash: await hashPassword(next), mustChangePassword: false })
    .where(eq(adminUsers.id, admin.id));
  await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, admin.id), ne(adminSessions.id, s.sessionId)));
  await auditAdmin(db, actor, { action: "password.change", entity: "admin", entityId: admin.id });
}

/**
 * Starts TOTP enrolment: a new secret, kept unconfirmed until `confirmTotp`.
 * @returns the secret (base32, for typing in) and the `otpauth://` URI (for a QR code).
 * @throws AppError 409 when TOTP is already enrolled.
 */
export async function startTotp(db: Db, s: AdminSession): Promise<{ secret: string; uri: string }> {
  if (s.stage !== "enrol_totp")
    throw new AppError(409, ErrorCode.TOTP_ALREADY_ENROLLED, "TOTP is already set up.");
  const bytes = randomBytes(20);
  const secret = base32.encode(bytes, { padding: false });
  await db.update(adminUsers).set({ totpSecret: secret }).where(eq(adminUsers.id, s.admin.id));
  return { secret, uri: createOTP(bytes).url(TOTP_ISSUER, s.admin.email) };
}

/** Length of a TOTP time step, in milliseconds. */
const TOTP_STEP_MS = 30_000;

/**
 * The time step (Unix ms / 30 s) whose code `code` is, among the current step and one step either
 * side, checked against the authenticator's clock (the real one); the latest when several match;
 * null when none does.
 */
async function matchingStep(secret: string | null, code: string): Promise<number | null> {
  if (!secret || !/^\d{6}$/.test(code)) return null;
  const otp = createOTP(base32.decode(secret));
  const current = Math.floor(Date.now() / TOTP_STEP_MS);
  let found: number | null = null;
  for (const step of [current - 1, current, current + 1]) {
    // Compared in constant time, like the library's own check.
    if (timingSafeEqual(Buffer.from(await otp.hotp(step)), Buffer.from(code))) found = step;
  }
  return found;
}

const wrongCode = () =>
  new AppError(401, ErrorCode.INVALID_TOTP, "That code is not correct. Enter the current code.");
const usedCode = () =>
  new AppError(
    401,
    ErrorCode.INVALID_TOTP,
    "That code was already used. Wait for the next code in your authenticator app and enter it.",
  );

/**
 * Confirms enrolment with a current code (enrolment `startTotp` began; one audit line
 * `admin.totp.enrol` for `actor`) or checks the code at sign-in; either way this session's second
 * factor is then checked. A code is accepted once: its time step is stored on the account in the
 * same statement that checks that no code of this step or a later one was accepted before, so the
 * same code in two sessions, even at the same moment, opens only one (requirements "Admin area").
 * @throws AppError 401 INVALID_TOTP (wrong, or already used); 409 when the session is not at a TOTP step.
 */
export async function verifyTotp(
  db: Db,
  s: AdminSession,
  actor: Actor,
  code: string,
  now: Date,
): Promise<void> {
  if (s.stage !== "enrol_totp" && s.stage !== "verify_totp") {
    throw new AppError(409, ErrorCode.TOTP_NOT_EXPECTED, "This session does not need a code now.");
  }
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.id, s.admin.id));
  const step = admin ? await matchingStep(admin.totpSecret, code.trim()) : null;
  if (!admin || step === null) throw wrongCode();
  const claimed = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(adminUsers.id, admin.id),
        or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step)),
      ),
    )
    .returning({ id: adminUsers.id });
  if (claimed.length === 0) throw usedCode();
  if (s.stage === "enrol_totp") {
    await db.update(adminUsers).set({ totpEnabledAt: now }).where(eq(adminUsers.id, admin.id));
  }
  await db.update(adminSessions).set({ secondFactorAt: now }).where(eq(adminSessions.id, s.sessionId));
  if (s.stage === "enrol_totp") {
    await auditAdmin(db, actor, { action: "totp.enrol", entity: "admin", entityId: admin.id });
  }
}
