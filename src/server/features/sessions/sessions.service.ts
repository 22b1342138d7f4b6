/**
 * The teacher's signed-in devices (requirements "Sessions and sign-out"): list live sessions, end one,
 * end every other. Rows are matched by session id and user id, never by token (tokens are stored as
 * digests, architecture "Security model").
 */
import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { DeviceSession } from "../../../shared/contracts/sessions.ts";
import type { Db } from "../../db/client.ts";
import { session } from "../../db/schema/index.ts";

/** The user's unexpired sessions, most recently active first; `currentId` is marked `current`. */
export async function listSessions(
  db: Db,
  userId: string,
  currentId: string | undefined,
  now: Date,
): Promise<DeviceSession[]> {
  const rows = await db
    .select()
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt));
  return rows.map((r) => ({
    id: r.id,
    userAgent: r.userAgent ?? "",
    ipAddress: r.ipAddress ?? "",
    signedInAt: r.createdAt.toISOString(),
    lastActiveAt: r.updatedAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    current: r.id === currentId,
  }));
}

/** Ends every session of the user except `currentId`; returns how many ended. */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  currentId: string | undefined,
): Promise<number> {
  const where = currentId
    ? and(eq(session.userId, userId), ne(session.id, currentId))
    : eq(session.userId, userId);
  const gone = await db.delete(session).where(where).returning({ id: session.id });
  return gone.length;
}

/** Ends one session of the user; false when the user has no session with that id. */
export async function revokeSession(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(session)
    .where(and(eq(session.userId, userId), eq(session.id, id)))
    .returning({ id: session.id });
  return gone.length > 0;
}
