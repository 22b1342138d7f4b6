/**
 * Progress notes of one teacher (requirements "Note fields", "Note generation", "Note save and read rules": "Note updates and deletes
 * are scoped to the note id and the owning user", requirements "Note quota" note limits, requirements "Notes").
 *
 * Every function takes the session's user id (never one from the request, architecture "Request path") and
 * scopes every query by it; another teacher's note or student answers exactly like a missing one
 * (404). Every read and change is written to the audit log (architecture "Security model").
 */
import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Note, NotePage, NoteType, UpdateNoteData } from "../../../shared/contracts/notes.ts";
import { messages } from "../../../shared/domain/error-messages.ts";
import { fromNoteRow, type ReadOptions, toNoteUpdateColumns } from "../../../shared/domain/note-record.ts";
import { grantOf } from "../../../shared/domain/team-access.ts";
import type { Db } from "../../db/client.ts";
import { notes } from "../../db/schema/index.ts";
import { notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { withAuthorName, withAuthorNames } from "../../lib/authors.ts";
import { decodeCursor, pageOf } from "../../lib/keyset.ts";
import { sharedStudentRoles } from "../../lib/student-access.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";

const ENTITY = "note";

const noteNotFound = () => notFound(messages.notes.notFound);

const byIdAndOwner = (id: string, userId: string) => and(eq(notes.id, id), eq(notes.userId, userId));

export interface NoteFilters {
  studentId?: string;
  type?: NoteType;
  /**
   * Without `studentId`: add the notes the user wrote as a team member on students still shared
   * with them (the notes history, requirements "Authorship"). The export leaves it off: it holds
   * the teacher's own records only.
   */
  withAuthoredShared?: boolean;
}

/**
 * A stored note → the API shape with its author's id: `author_id`, else the owner, who wrote it
 * (requirements "Authorship"). `authorName` is added by {@link withAuthorNames}.
 */
export function toNote(row: typeof notes.$inferSelect, opts: ReadOptions): Note {
  return { ...fromNoteRow(row, opts), authorId: row.authorId ?? row.userId };
}

/**
 * The students whose notes `userId` wrote as a team member and may still read (requirements
 * "Authorship": the notes history): active memberships whose role reads notes (`team-records.read`).
 */
async function studentsWithOwnNotes(db: Db, userId: string): Promise<string[]> {
  const roles = await sharedStudentRoles(db, userId);
  return [...roles].filter(([, role]) => grantOf(role, "team-records.read") !== null).map(([id]) => id);
}

/**
 * The filters in SQL: the user's notes, optionally one student's and one type's. `authoredOn`: the
 * shared students whose notes the user wrote are listed too (the member's notes history).
 */
function noteFilters(userId: string, filters: NoteFilters, authoredOn: readonly string[] = []): SQL[] {
  const own = eq(notes.userId, userId);
  const where: SQL[] = [
    authoredOn.length === 0
      ? own
      : (or(own, and(eq(notes.authorId, userId), inArray(notes.studentId, [...authoredOn]))) as SQL),
  ];
  if (filters.studentId) where.push(eq(notes.studentId, filters.studentId));
  if (filters.type) where.push(eq(notes.type, filters.type));
  return where;
}

/**
 * The shared students a caseload-wide list (no `studentId`) adds the user's own notes of; none for a
 * list of one student (the access gate has already chosen whose notes those are).
 */
function authoredOnFor(db: Db, userId: string, filters: NoteFilters): Promise<string[]> {
  return filters.studentId || !filters.withAuthoredShared
    ? Promise.resolve([])
    : studentsWithOwnNotes(db, userId);
}

/** created_at as UTC text at microsecond precision: the keyset of a page (lib/keyset.ts). */
const createdKey = sql<string>`to_char(${notes.createdAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`;

/**
 * One page of the user's notes, newest first by (created_at, id) (requirements "Note history"): at most
 * `limit` notes after `cursor` (the `nextCursor` of the page before), filters applied in SQL. Reads
 * `limit + 1` rows through the (user_id, created_at) index, whatever the depth of the page.
 * @throws AppError 400 for a cursor this server did not give out.
 */
export async function listNotesPage(
  db: Db,
  userId: string,
  filters: NoteFilters & { limit: number; cursor?: string },
  now: Date,
): Promise<NotePage> {
  const where = noteFilters(userId, filters, await authoredOnFor(db, userId, filters));
  if (filters.cursor) {
    const after = decodeCursor(filters.cursor);
    const at = sql`(${after.key}::timestamp at time zone 'UTC')`;
    // The first bound lets the index range-scan; the row comparison breaks ties by id.
    where.push(
      sql`${notes.createdAt} <= ${at}`,
      sql`(${notes.createdAt}, ${notes.id}) < (${at}, ${after.id}::uuid)`,
    );
  }
  const [rows, timeZone] = await Promise.all([
    db
      .select({ row: notes, key: createdKey })
      .from(notes)
      .where(and(...where))
      .orderBy(desc(notes.createdAt), desc(notes.id))
      .limit(filters.limit + 1),
    teacherTimeZone(db, userId),
  ]);
  const page = pageOf(rows, filters.limit, (r) => ({ key: r.key, id: r.row.id }));
  await recordAudit(db, {
    userId,
    action: "note.list",
    entity: ENTITY,
    detail: {
      count: page.rows.length,
      ...(filters.studentId ? { studentId: filters.studentId } : {}),
      ...(filters.type ? { type: filters.type } : {}),
      page: filters.cursor ? "next" : "first",
    },
  });
  const items = await withAuthorNames(
    db,
    page.rows.map((r) => toNote(r.row, { now, timeZone })),
    (n) => n.authorId,
  );
  return { items, nextCursor: page.nextCursor };
}

/**
 * The user's notes, newest first by created_at (requirements "Notes"), optionally only one student's or one
 * type's. A student id of another teacher simply matches nothing.
 * @param now "today" for the read rule of a note without a date or creation time (requirements "Note fields").
 */
export async function listNotes(db: Db, userId: string, filters: NoteFilters, now: Date): Promise<Note[]> {
  const where = noteFilters(userId, filters, await authoredOnFor(db, userId, filters));
  const [rows, timeZone] = await Promise.all([
    db
      .select()
      .from(notes)
      .where(and(...where))
      .orderBy(desc(notes.createdAt), desc(notes.id)),
    teacherTimeZone(db, userId),
  ]);
  await recordAudit(db, {
    userId,
    action: "note.list",
    entity: ENTITY,
    detail: {
      count: rows.length,
      ...(filters.studentId ? { studentId: filters.studentId } : {}),
      ...(filters.type ? { type: filters.type } : {}),
    },
  });
  return withAuthorNames(
    db,
    rows.map((row) => toNote(row, { now, timeZone })),
    (n) => n.authorId,
  );
}

/**
 * One note of the user.
 * @throws AppError 404 "Note not found" for a missing id or another teacher's note.
 */
export async function getNote(db: Db, userId: string, id: string, now: Date): Promise<Note> {
  const [row] = await db.select().from(notes).where(byIdAndOwner(id, userId)).limit(1);
  if (!row) throw noteNotFound();
  await recordAudit(db, { userId, action: "note.read", entity: ENTITY, entityId: id });
  const note = toNote(row, { now, timeZone: await teacherTimeZone(db, userId) });
  return withAuthorName(db, note, (n) => n.authorId);
}

/**
 * Changes some fields of a note (requirements "Notes": Update by id and user_id with a partial mapped payload):
 * the requirements "Note fields" save rules are re-applied (note_text mirrors the generated note, goal_area,
 * input_summary), is_edited becomes true and updated_at is `now`.
 * @throws AppError 404 "Note not found" for a missing id or another teacher's note.
 */
export async function updateNote(
  db: Db,
  userId: string,
  id: string,
  patch: UpdateNoteData,
  now: Date,
): Promise<Note> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(notes).where(byIdAndOwner(id, userId)).limit(1).for("update");
    if (!current) throw noteNotFound();
    const [updated] = await tx
      .update(notes)
      .set({ ...toNoteUpdateColumns(current, patch), isEdited: true, updatedAt: now })
      .where(byIdAndOwner(id, userId))
      .returning();
    if (!updated) throw noteNotFound();
    await recordAudit(tx, {
      userId,
      action: "note.update",
      entity: ENTITY,
      entityId: id,
      detail: { fields: Object.keys(patch) },
    });
    return updated;
  });
  // The author stays who wrote it: an edit changes the text, not the authorship (requirements "Authorship").
  const note = toNote(row, { now, timeZone: await teacherTimeZone(db, userId) });
  return withAuthorName(db, note, (n) => n.authorId);
}

/**
 * Deletes a note of the user (requirements "Notes": Delete by id and user_id).
 * @throws AppError 404 "Note not found" for a missing id or another teacher's note.
 */
export async function deleteNote(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(notes).where(byIdAndOwner(id, userId)).returning({ id: notes.id });
    if (deleted.length === 0) throw noteNotFound();
    await recordAudit(tx, { userId, action: "note.delete", entity: ENTITY, entityId: id });
  });
}
