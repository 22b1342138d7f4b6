/**
 * The private calendar feed (requirements "Notifications"): a secret, revocable address a teacher gives
 * Google Calendar or Outlook to subscribe to their meetings and pending deadlines.
 *
 * The token is 32 random bytes (base64url); only its SHA-256 is stored, so the address is shown once,
 * when made. Making a new one replaces the old (which stops working at once); revoking deletes it.
 * The feed is read with the token alone (no session) and names students by initials only. It holds
 * the meetings and pending deadlines of the students shared with the teacher whose role reads them
 * (`team-records.read`, requirements "Shared students in lists"), as of each fetch: after a revoke
 * the next fetch has none of them.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gte } from "drizzle-orm";
import type { CalendarFeed, MeetingType } from "../../../shared/contracts/meetings.ts";
import type { Db } from "../../db/client.ts";
import { calendarFeeds, deadlines, meetings, students } from "../../db/schema/index.ts";
import { recordAudit } from "../../lib/audit.ts";
import { ownOrShared, readableSharedStudents } from "../../lib/team-reads.ts";
import { calendarFeed, studentInitials } from "./meeting-ical.ts";

/** Meetings older than this many days are left out of the feed. */
export const FEED_PAST_DAYS = 365;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A token has 43 base64url characters; anything else cannot be one. */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** The feed's state for the teacher (the address itself is never shown again). */
export async function getFeed(db: Db, userId: string): Promise<CalendarFeed> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  return { active: !!row, url: null, createdAt: row?.createdAt.toISOString() ?? null };
}

/** Makes a new secret token (replacing any old one). @returns the feed with its address under `origin`. */
export async function createFeed(db: Db, userId: string, origin: string, now: Date): Promise<CalendarFeed> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashToken(token), createdAt: now })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: hashToken(token), createdAt: now },
    });
  await recordAudit(db, { userId, action: "calendar_feed.create", entity: "calendar_feed" });
  return { active: true, url: `${origin}/api/calendar/${token}.ics`, createdAt: now.toISOString() };
}

/** Revokes the teacher's feed (the address stops working). Idempotent. */
export async function revokeFeed(db: Db, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  await recordAudit(db, { userId, action: "calendar_feed.revoke", entity: "calendar_feed" });
}

/**
 * The iCalendar text of the feed for `token`, or null when no feed has that token (revoked, replaced,
 * or never made).
 */
export async function renderFeed(db: Db, token: string, now: Date): Promise<string | null> {
  if (!TOKEN_RE.test(token)) return null;
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)))
    .limit(1);
  if (!feed) return null;
  const userId = feed.userId;
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
  const shared = await readableSharedStudents(db, userId, "team-records.read");
  const meetingRows = await db
    .select({ row: meetings, name: students.name })
    .from(meetings)
    .innerJoin(students, eq(students.id, meetings.studentId))
    .where(
      and(
        ownOrShared(meetings.userId, meetings.studentId, userId, shared),
        gte(meetings.scheduledDate, since),
      ),
    )
    .orderBy(asc(meetings.scheduledDate));
  const deadlineRows = await db
    .select({ id: deadlines.id, title: deadlines.title, dueDate: deadlines.dueDate, name: students.name })
    .from(deadlines)
    .innerJoin(students, eq(students.id, deadlines.studentId))
    .where(
      and(
        ownOrShared(deadlines.userId, deadlines.studentId, userId, shared),
        eq(deadlines.status, "pending"),
      ),
    );
  await recordAudit(db, { userId, action: "calendar_feed.read", entity: "calendar_feed" });
  return calendarFeed(
    {
      meetings: meetingRows.map(({ row, name }) => ({
        id: row.id,
        type: row.type as MeetingType,
        studentLabel: studentInitials(name),
        start: row.scheduledDate,
        durationMinutes: row.durationMinutes,
        location: row.location,
        virtualLink: row.virtualLink,
        sequence: row.icalSequence,
        cancelled: row.status === "cancelled",
        attendees: [],
      })),
      deadlines: deadlineRows.map((d) => ({
        id: d.id,
        title: d.title,
        dueDate: d.dueDate,
        studentLabel: studentInitials(d.name),
      })),
    },
    now,
  );
}
