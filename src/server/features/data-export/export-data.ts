/**
 * What an export holds (requirements "Export and restore"): the teacher's tables in the API's own
 * shapes (src/shared/contracts/data-export.ts `EXPORT_FILES`), read through each feature's public
 * read functions, every query scoped by the session's user.
 *
 * Two scopes: `caseload` (everything the teacher keeps) and `student` (one student's record: that
 * student's rows only — its IEP versions, signatures and consent answers too — and the notifications
 * that point at that student's meetings or deadlines).
 */
import { and, desc, eq, inArray, or } from "drizzle-orm";
import type { Preferences } from "../../../shared/contracts/account.ts";
import type { Contact } from "../../../shared/contracts/contacts.ts";
import type { ExportFile } from "../../../shared/contracts/data-export.ts";
import type { Deadline } from "../../../shared/contracts/deadlines.ts";
import type { Goal, ProgressEntry } from "../../../shared/contracts/goals.ts";
import type { MeetingDetail } from "../../../shared/contracts/meetings.ts";
import type { Note } from "../../../shared/contracts/notes.ts";
import type { Notification } from "../../../shared/contracts/notifications.ts";
import type { Service, ServiceSession } from "../../../shared/contracts/services.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import type { Db } from "../../db/client.ts";
import { deadlines, meetings, notifications, serviceSessions } from "../../db/schema/index.ts";
import { withAuthorNames } from "../../lib/authors.ts";
import { getUserPreferences } from "../account/index.ts";
import { selectContacts } from "../contacts/index.ts";
import { selectDeadlines } from "../deadlines/index.ts";
import { listGoals } from "../goals/index.ts";
import { attendeesOf, selectMeetings, toAttendee } from "../meetings/index.ts";
import { listNotes } from "../notes/index.ts";
import { toNotification } from "../notifications/index.ts";
import { listProgressEntries } from "../progress/index.ts";
import { servicesOfStudents, toServiceSession } from "../services/index.ts";
import { getStudent, listStudents } from "../students/index.ts";
import { collectIeps, type ExportedIepTables } from "./export-ieps.ts";

/** The tables of an export, one per `EXPORT_FILES` entry (preferences: one object). */
export interface ExportTables extends ExportedIepTables {
  students: Student[];
  goals: Goal[];
  "progress-entries": ProgressEntry[];
  notes: Note[];
  meetings: MeetingDetail[];
  deadlines: Deadline[];
  services: Service[];
  "service-sessions": ServiceSession[];
  "parent-contacts": Contact[];
  notifications: Notification[];
  preferences: Preferences;
}

/** `manifest.json`'s counts: rows per file (preferences: 1). */
export function exportCounts(tables: ExportTables): Record<ExportFile, number> {
  const counts = {} as Record<ExportFile, number>;
  for (const [file, value] of Object.entries(tables) as [ExportFile, unknown][]) {
    counts[file] = Array.isArray(value) ? value.length : 1;
  }
  return counts;
}

/**
 * Reads every table of the teacher's export; with `studentId`, only that student's record.
 * Each feature's read writes its own audit line (counts only); the caller writes the export's.
 * @throws AppError 404 "Student not found" when `studentId` is missing or another teacher's.
 */
export async function collectExport(
  db: Db,
  userId: string,
  scope: { studentId?: string },
  now: Date,
): Promise<ExportTables> {
  const { studentId } = scope;
  const students = studentId ? [await getStudent(db, userId, studentId)] : await listStudents(db, userId);
  const studentIds = students.map((s) => s.id);
  const goals = await listGoals(db, userId, studentId ? { studentId } : {}, now);
  const progress: ProgressEntry[] = [];
  for (const goal of goals) progress.push(...(await listProgressEntries(db, userId, goal.id)));
  const notes = await listNotes(db, userId, studentId ? { studentId } : {}, now);

  const meetingWhere = studentId
    ? and(eq(meetings.userId, userId), eq(meetings.studentId, studentId))
    : eq(meetings.userId, userId);
  const meetingList = await selectMeetings(db, meetingWhere);
  const attendees = await attendeesOf(
    db,
    meetingList.map((m) => m.id),
  );
  const meetingDetails = meetingList.map((m) => ({
    ...m,
    attendees: attendees.filter((a) => a.meetingId === m.id).map(toAttendee),
  }));

  const deadlineList = await selectDeadlines(
    db,
    studentId
      ? and(eq(deadlines.userId, userId), eq(deadlines.studentId, studentId))
      : eq(deadlines.userId, userId),
  );
  const services = await servicesOfStudents(db, userId, studentId ? [studentId] : undefined);
  const sessionRows = await db
    .select()
    .from(serviceSessions)
    .where(
      studentId
        ? and(eq(serviceSessions.userId, userId), eq(serviceSessions.studentId, studentId))
        : eq(serviceSessions.userId, userId),
    )
    .orderBy(desc(serviceSessions.sessionDate), desc(serviceSessions.createdAt), desc(serviceSessions.id));
  const contactRows: Contact[] = [];
  for (const id of studentIds) contactRows.push(...(await selectContacts(db, userId, id)));
  // Who entered each session and contact, by name (requirements "Authorship"; one query each).
  const sessions = await withAuthorNames(db, sessionRows.map(toServiceSession), (x) => x.enteredBy);
  const contacts = await withAuthorNames(db, contactRows, (x) => x.enteredBy);

  return {
    students,
    goals,
    "progress-entries": progress,
    notes,
    meetings: meetingDetails,
    deadlines: deadlineList,
    services,
    "service-sessions": sessions,
    "parent-contacts": contacts,
    // The IEP versions with their signatures and consent answers (requirements "Export and restore").
    ...(await collectIeps(db, userId, studentId)),
    notifications: await notificationsOf(
      db,
      userId,
      studentId
        ? { meetingIds: meetingList.map((m) => m.id), deadlineIds: deadlineList.map((d) => d.id) }
        : undefined,
    ),
    preferences: await getUserPreferences(db, userId),
  };
}

/** The user's notifications, newest first; only those naming the given meetings or deadlines when asked. */
async function notificationsOf(
  db: Db,
  userId: string,
  about?: { meetingIds: string[]; deadlineIds: string[] },
): Promise<Notification[]> {
  if (about && about.meetingIds.length === 0 && about.deadlineIds.length === 0) return [];
  const linked = about
    ? or(
        about.meetingIds.length > 0 ? inArray(notifications.meetingId, about.meetingIds) : undefined,
        about.deadlineIds.length > 0 ? inArray(notifications.deadlineId, about.deadlineIds) : undefined,
      )
    : undefined;
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), linked))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return rows.map(toNotification);
}
