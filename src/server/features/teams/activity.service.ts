/**
 * "Who did what" on a shared student (requirements "IEP teams"): the owner reads the members'
 * accesses the access gate audited (`member.access`, `lib/team-gate.ts`) that changed something or
 * read the record, newest first, each in words. One query over the audit log joined with the
 * members' names; a refused request (status 400 or more) did nothing and is left out.
 */
import { and, desc, eq, lt, ne, or, sql } from "drizzle-orm";
import type { TeamActivity } from "../../../shared/contracts/teams.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import type { Db } from "../../db/client.ts";
import { auditLog, students, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";

/** The most lines one answer holds. */
export const ACTIVITY_LIMIT = 200;

const V = "/api/v1";

/** The route a member read the whole record through. */
const RECORD_READ = `${V}/students/{id}`;

/**
 * What each audited route did, in words, keyed by `<METHOD> <route>` (the routes of
 * `lib/team-operations.ts`). A route missing here reads "Changed the record" (a change) or
 * "Read the record".
 */
export const ACTIVITY_WORDS: Readonly<Record<string, string>> = {
  [`GET ${RECORD_READ}`]: "Read the record",
  [`PATCH ${V}/students/{id}`]: "Changed the record",
  [`POST ${V}/students/{id}/iep-save`]: "Saved the IEP draft",
  [`POST ${V}/students/{id}/field-history/{entryId}/restore`]: "Restored a field of the record",
  [`POST ${V}/goals`]: "Added a goal",
  [`PATCH ${V}/goals/{id}`]: "Changed a goal",
  [`DELETE ${V}/goals/{id}`]: "Deleted a goal",
  [`POST ${V}/progress-entries`]: "Recorded a data point",
  [`PATCH ${V}/progress-entries/{id}`]: "Changed a data point",
  [`DELETE ${V}/progress-entries/{id}`]: "Deleted a data point",
  [`POST ${V}/notes/generate`]: "Wrote a note",
  [`POST ${V}/notes/offline-drafts`]: "Wrote a note",
  [`PATCH ${V}/notes/{id}`]: "Changed a note",
  [`DELETE ${V}/notes/{id}`]: "Deleted a note",
  [`POST ${V}/students/{studentId}/services`]: "Added a service",
  [`PATCH ${V}/services/{id}`]: "Changed a service",
  [`DELETE ${V}/services/{id}`]: "Deleted a service",
  [`POST ${V}/service-sessions`]: "Logged a service session",
  [`PATCH ${V}/service-sessions/{id}`]: "Changed a service session",
  [`DELETE ${V}/service-sessions/{id}`]: "Deleted a service session",
  [`POST ${V}/students/{studentId}/contacts`]: "Logged a parent contact",
  [`PATCH ${V}/contacts/{id}`]: "Changed a parent contact",
  [`DELETE ${V}/contacts/{id}`]: "Deleted a parent contact",
  [`POST ${V}/meetings`]: "Scheduled a meeting",
  [`PATCH ${V}/meetings/{id}`]: "Changed a meeting",
  [`DELETE ${V}/meetings/{id}`]: "Deleted a meeting",
  [`POST ${V}/meetings/{id}/reschedule`]: "Rescheduled a meeting",
  [`POST ${V}/meetings/{id}/cancel`]: "Cancelled a meeting",
  [`POST ${V}/meetings/{id}/held`]: "Marked a meeting held",
  [`POST ${V}/meetings/{id}/attendees`]: "Added a meeting attendee",
  [`PATCH ${V}/meetings/{id}/attendees/{attendeeId}`]: "Changed a meeting attendee",
  [`DELETE ${V}/meetings/{id}/attendees/{attendeeId}`]: "Removed a meeting attendee",
  [`POST ${V}/deadlines`]: "Added a deadline",
  [`PATCH ${V}/deadlines/{id}`]: "Changed a deadline",
  [`DELETE ${V}/deadlines/{id}`]: "Deleted a deadline",
  [`POST ${V}/ai/iep-draft`]: "Drafted IEP sections",
  [`POST ${V}/exports/iep-draft`]: "Exported the IEP draft",
  [`POST ${V}/ai/enhance`]: "Used the writing assistant",
  [`POST ${V}/ai/suggestions`]: "Used the writing assistant",
  [`POST ${V}/reports/progress`]: "Made a progress report",
  [`POST ${V}/students/{studentId}/ieps`]: "Started an IEP draft",
  [`PATCH ${V}/ieps/{id}`]: "Changed the IEP draft",
  [`DELETE ${V}/ieps/{id}`]: "Deleted the IEP draft",
  [`POST ${V}/ieps/{id}/finalize`]: "Finalized the IEP",
  [`POST ${V}/ieps/{id}/update-record`]: "Updated the record from the IEP",
  [`POST ${V}/ieps/{id}/signatures`]: "Recorded a signature on the IEP",
  [`POST ${V}/ieps/{id}/signing-links`]: "Sent the IEP to a parent to sign",
  [`DELETE ${V}/signing-links/{id}`]: "Withdrew a signing link",
  [`POST ${V}/ieps/{id}/consents`]: "Recorded a parent's consent",
  [`POST ${V}/students/{studentId}/files`]: "Attached a file",
  [`DELETE ${V}/files/{id}`]: "Deleted a file",
  [`POST ${V}/exports/at-a-glance`]: "Printed the IEP at a glance",
  [`POST ${V}/exports/note/{id}`]: "Printed a note",
};

/** The words of one audited access (see `ACTIVITY_WORDS`). */
export function activityWords(method: string, route: string): string {
  return (
    ACTIVITY_WORDS[`${method} ${route}`] ?? (method === "GET" ? "Read the record" : "Changed the record")
  );
}

/**
 * The student's "who did what", newest first, at most {@link ACTIVITY_LIMIT} lines.
 * @throws AppError 404 "Student not found" unless `ownerId` owns the student.
 */
export async function listActivity(db: Db, ownerId: string, studentId: string): Promise<TeamActivity[]> {
  const [owned] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.userId, ownerId)))
    .limit(1);
  if (!owned) throw notFound(messages.students.notFound);
  const method = sql<string>`${auditLog.detail}->>'method'`;
  const route = sql<string>`${auditLog.detail}->>'route'`;
  const rows = await db
    .select({
      at: auditLog.at,
      userId: auditLog.userId,
      name: users.name,
      email: users.email,
      role: sql<string | null>`${auditLog.detail}->>'role'`,
      method,
      route,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        eq(auditLog.action, "member.access"),
        eq(auditLog.entity, "student"),
        eq(auditLog.entityId, studentId),
        or(ne(method, "GET"), eq(route, RECORD_READ)),
        lt(sql`(${auditLog.detail}->>'status')::int`, 400),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(ACTIVITY_LIMIT);
  await recordAudit(db, {
    userId: ownerId,
    action: "member.activity.read",
    entity: "student",
    entityId: studentId,
    detail: { count: rows.length },
  });
  return rows.map((r) => ({
    at: r.at.toISOString(),
    userId: r.userId,
    name: r.name?.trim() || r.email || "A former member",
    role: r.role ?? "member",
    what: activityWords(r.method, r.route),
  }));
}
