/**
 * Restore from an export (requirements "Export and restore" → "Restore"): the records of an export
 * ZIP (`restore-files.ts`) written into the signed-in teacher's account in one transaction, each with
 * a new id, every link (student → goal → entry, service → session, meeting → deadline, contact →
 * meeting and follow-up deadline, a session's goals and group, an IEP version's student, meeting and
 * amended version, a signature's and a consent answer's IEP) following the old ids to the new ones.
 * Only into an account without students (409 otherwise: nothing is duplicated or overwritten), and
 * never more students than the plan holds (403 STUDENT_LIMIT_REACHED). Nothing is written unless
 * everything is.
 */
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { RestoreResult } from "../../../shared/contracts/data-export.ts";
import { ErrorCode } from "../../../shared/contracts/error-codes.ts";
import { toNoteColumns } from "../../../shared/domain/note-record.ts";
import { countOf } from "../../../shared/domain/plural.ts";
import { toStudentColumns } from "../../../shared/domain/student-record.ts";
import type { Db } from "../../db/client.ts";
import {
  iepGoals,
  iepServices,
  meetingAttendees,
  meetings,
  notes,
  parentContacts,
  progressEntries,
  serviceSessions,
  students,
  userPreferences,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordAudit } from "../../lib/audit.ts";
import { assertStudentRoom, studentRoom } from "../students/index.ts";
import type { ExportContents } from "./restore-files.ts";
import { restoreIeps } from "./restore-ieps.ts";
import { type IdMap, insertChunked, instantOr, restoreDeadlines } from "./restore-rows.ts";

/** The 409 of a restore into an account that already has students. */
export const CASELOAD_NOT_EMPTY =
  "Restore only works in an account with no students yet, so nothing is duplicated or overwritten. Use a new account, or delete the students here first.";

/** The summary's line for the signing links an export counted (requirements "Export and restore" → "Restore"). */
export const signingLinksSkipped = (n: number) =>
  `Signing links are not restored (${countOf(n, "link")} sent): send a new one from the IEP if a parent still has to sign.`;

/** Thrown inside the transaction of a dry run to roll it back, carrying its answer. */
class DryRunDone extends Error {
  constructor(readonly result: RestoreResult) {
    super("dry run");
  }
}

/**
 * Restores `contents` into `userId`'s account (requirements "Export and restore" → "Restore").
 * With `dryRun`, everything is written and checked as for a restore, then rolled back: the answer
 * is what a restore would write, and nothing is kept (nor audited).
 * @returns rows restored per file, and rows skipped with the reason (a goal whose student is not in
 *   the export, …).
 * @throws AppError 409 CONFLICT when the account already has students; 403 STUDENT_LIMIT_REACHED
 *   when the export holds more students than the plan holds (`assertStudentRoom`; `details`: the room).
 */
export async function restoreExport(
  db: Db,
  userId: string,
  contents: ExportContents,
  now: Date,
  dryRun = false,
): Promise<RestoreResult> {
  try {
    return await writeRestore(db, userId, contents, now, dryRun);
  } catch (error) {
    if (error instanceof DryRunDone) return error.result;
    throw error;
  }
}

async function writeRestore(
  db: Db,
  userId: string,
  contents: ExportContents,
  now: Date,
  dryRun: boolean,
): Promise<RestoreResult> {
  const { rows } = contents;
  return db.transaction(async (tx) => {
    // The plan's student limit, the teacher's row locked so a parallel creation cannot take the room.
    const room = await studentRoom(tx, userId, now, { lock: true });
    const [existing] = await tx.select({ n: count() }).from(students).where(eq(students.userId, userId));
    if (Number(existing?.n ?? 0) > 0) throw new AppError(409, ErrorCode.CONFLICT, CASELOAD_NOT_EMPTY);
    assertStudentRoom(room, rows.students.length);
    const skipped: RestoreResult["skipped"] = [];
    const skip = (file: string, index: number, message: string) => skipped.push({ file, index, message });
    const restored: Record<string, number> = {};

    // Students, with the fields of the record as exported (the goals come from goals.json).
    const studentIds: IdMap = new Map();
    const studentValues = rows.students.map((s) => {
      const { id, iepGoals: _projection, createdAt, updatedAt, ...fields } = s;
      const newId = randomUUID();
      studentIds.set(id, newId);
      return {
        ...toStudentColumns(fields),
        id: newId,
        name: s.name,
        dateAdded: s.dateAdded,
        userId,
        createdAt: instantOr(createdAt, now),
        updatedAt: instantOr(updatedAt, now),
      };
    });
    await insertChunked(studentValues, (chunk) => tx.insert(students).values(chunk));
    restored.students = studentValues.length;

    const goalIds: IdMap = new Map();
    const goalValues = rows.goals.flatMap((g, index) => {
      const studentId = studentIds.get(g.studentId);
      if (!studentId) {
        skip("goals.json", index, "Its student is not in the export.");
        return [];
      }
      const newId = randomUUID();
      goalIds.set(g.id, newId);
      return [
        {
          id: newId,
          userId,
          studentId,
          statement: g.statement,
          area: g.area,
          baselineData: g.baselineData,
          baselineValue: g.baselineValue,
          baselineDate: g.baselineDate,
          targetValue: g.targetValue,
          unit: g.unit,
          direction: g.direction,
          measurementMethod: g.measurementMethod,
          evaluationSchedule: g.evaluationSchedule,
          targetDate: g.targetDate,
          objectives: g.objectives,
          createdAt: instantOr(g.createdAt, now),
          updatedAt: instantOr(g.updatedAt, now),
        },
      ];
    });
    await insertChunked(goalValues, (chunk) => tx.insert(iepGoals).values(chunk));
    restored.goals = goalValues.length;

    const entryValues = rows["progress-entries"].flatMap((e, index) => {
      const goalId = goalIds.get(e.goalId);
      if (!goalId) {
        skip("progress-entries.json", index, "Its goal is not in the export.");
        return [];
      }
      return [
        {
          userId,
          goalId,
          entryDate: e.entryDate,
          progressValue: e.progressValue,
          note: e.note,
          enteredByUserId: userId,
          createdAt: instantOr(e.createdAt, now),
          updatedAt: instantOr(e.updatedAt, now),
        },
      ];
    });
    await insertChunked(entryValues, (chunk) => tx.insert(progressEntries).values(chunk));
    restored["progress-entries"] = entryValues.length;

    // Notes keep student_name; a note whose student is not in the export stays unlinked, as after a deletion.
    const noteValues = rows.notes.map((n) => ({
      ...toNoteColumns({
        studentId: n.studentId ? (studentIds.get(n.studentId) ?? null) : null,
        studentName: n.studentName,
        type: n.type,
        subject: n.subject,
        date: n.date,
        observations: n.observations,
        generatedNote: n.generatedNote,
        goalsAddressed: n.goalsAddressed,
        performanceData: n.performanceData,
        strategyData: n.strategyData,
        contextData: n.contextData,
        source: n.source,
        studentContext: n.studentContext,
      }),
      userId,
      isEdited: n.isEdited,
      draftedOfflineAt: n.draftedOfflineAt ? new Date(n.draftedOfflineAt) : null,
      createdAt: instantOr(n.createdAt, now),
      updatedAt: instantOr(n.updatedAt, now),
    }));
    await insertChunked(noteValues, (chunk) => tx.insert(notes).values(chunk));
    restored.notes = noteValues.length;

    const meetingIds: IdMap = new Map();
    const meetingDeadline = new Map<string, string>();
    const meetingValues = rows.meetings.flatMap((m, index) => {
      const studentId = studentIds.get(m.studentId);
      if (!studentId) {
        skip("meetings.json", index, "Its student is not in the export.");
        return [];
      }
      const newId = randomUUID();
      meetingIds.set(m.id, newId);
      if (m.deadlineId) meetingDeadline.set(newId, m.deadlineId);
      const scheduled = new Date(m.scheduledDate);
      return [
        {
          id: newId,
          userId,
          studentId,
          scheduledDate: scheduled,
          status: m.status,
          type: m.type,
          durationMinutes: m.durationMinutes,
          location: m.location,
          virtualLink: m.virtualLink,
          notes: m.notes,
          cancellationReason: m.cancellationReason,
          history: m.history,
          // The export does not say when a meeting was marked held or its invitation sent: its date stands in.
          heldAt: m.status === "held" ? scheduled : null,
          attendeesInvitedAt: m.attendeesInvited ? instantOr(m.createdAt, now) : null,
          createdAt: instantOr(m.createdAt, now),
          updatedAt: instantOr(m.updatedAt, now),
        },
      ];
    });
    await insertChunked(meetingValues, (chunk) => tx.insert(meetings).values(chunk));
    restored.meetings = meetingValues.length;
    const attendeeValues = rows.meetings.flatMap((m) => {
      const meetingId = meetingIds.get(m.id);
      if (!meetingId) return [];
      return m.attendees.map((a) => ({
        meetingId,
        attendeeName: a.attendeeName,
        attendeeEmail: a.attendeeEmail,
        attendeeRole: a.attendeeRole,
        attendanceStatus: a.attendanceStatus,
        createdAt: instantOr(a.createdAt, now),
        updatedAt: instantOr(a.createdAt, now),
      }));
    });
    await insertChunked(attendeeValues, (chunk) => tx.insert(meetingAttendees).values(chunk));
    restored["meeting-attendees"] = attendeeValues.length;

    // The IEP versions, signatures and consent answers before the deadlines: the legal clock's
    // signature and consent deadlines are re-made from them (requirements "Signatures and consent").
    Object.assign(
      restored,
      await restoreIeps(tx, userId, contents, { students: studentIds, meetings: meetingIds }, skip, now),
    );

    const deadlineIds = await restoreDeadlines(tx, userId, contents, studentIds, skip, now);
    restored.deadlines = rows.deadlines.length - skipped.filter((s) => s.file === "deadlines.json").length;
    for (const [meetingId, oldDeadline] of meetingDeadline) {
      const deadlineId = deadlineIds.get(oldDeadline);
      if (deadlineId) await tx.update(meetings).set({ deadlineId }).where(eq(meetings.id, meetingId));
    }

    const serviceIds: IdMap = new Map();
    const serviceValues = rows.services.flatMap((s, index) => {
      const studentId = studentIds.get(s.studentId);
      if (!studentId) {
        skip("services.json", index, "Its student is not in the export.");
        return [];
      }
      const newId = randomUUID();
      serviceIds.set(s.id, newId);
      const { id: _id, studentId: _student, createdAt, updatedAt, ...fields } = s;
      return [
        {
          ...fields,
          id: newId,
          userId,
          studentId,
          createdAt: instantOr(createdAt, now),
          updatedAt: instantOr(updatedAt, now),
        },
      ];
    });
    await insertChunked(serviceValues, (chunk) => tx.insert(iepServices).values(chunk));
    restored.services = serviceValues.length;

    // A group session's rows keep one group id between them: a new one, since the old is another account's.
    const groupIds: IdMap = new Map();
    const sessionValues = rows["service-sessions"].flatMap((s, index) => {
      const serviceId = serviceIds.get(s.serviceId);
      const studentId = studentIds.get(s.studentId);
      if (!serviceId || !studentId) {
        skip("service-sessions.json", index, "Its service is not in the export.");
        return [];
      }
      let groupId: string | null = null;
      if (s.groupId) {
        groupId = groupIds.get(s.groupId) ?? randomUUID();
        groupIds.set(s.groupId, groupId);
      }
      return [
        {
          userId,
          serviceId,
          studentId,
          sessionDate: s.date,
          minutes: s.minutes,
          status: s.status,
          groupSize: s.groupSize,
          groupId,
          goalIds: s.goalIds.flatMap((g) => goalIds.get(g) ?? []),
          note: s.note,
          enteredByUserId: userId,
          createdAt: instantOr(s.createdAt, now),
          updatedAt: instantOr(s.updatedAt, now),
        },
      ];
    });
    await insertChunked(sessionValues, (chunk) => tx.insert(serviceSessions).values(chunk));
    restored["service-sessions"] = sessionValues.length;

    const contactValues = rows["parent-contacts"].flatMap((c, index) => {
      const studentId = studentIds.get(c.studentId);
      if (!studentId) {
        skip("parent-contacts.json", index, "Its student is not in the export.");
        return [];
      }
      return [
        {
          userId,
          studentId,
          contactDate: c.date,
          method: c.method,
          direction: c.direction,
          contactName: c.contactName,
          relationship: c.relationship,
          purpose: c.purpose,
          outcome: c.outcome,
          summary: c.summary,
          meetingId: c.meetingId ? (meetingIds.get(c.meetingId) ?? null) : null,
          followUpDate: c.followUpDate,
          followUpDeadlineId: c.followUpDeadlineId ? (deadlineIds.get(c.followUpDeadlineId) ?? null) : null,
          enteredByUserId: userId,
          createdAt: instantOr(c.createdAt, now),
          updatedAt: instantOr(c.updatedAt, now),
        },
      ];
    });
    await insertChunked(contactValues, (chunk) => tx.insert(parentContacts).values(chunk));
    restored["parent-contacts"] = contactValues.length;

    if (contents.preferences) {
      const values = { ...contents.preferences, updatedAt: now };
      await tx
        .insert(userPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userPreferences.userId, set: values });
      restored.preferences = 1;
    }

    // Attachments are in the ZIP but not restored (requirements "Export and restore"): each is named
    // in the summary, to be uploaded again from the archive's files/ folder.
    for (const [index, file] of (contents.manifest.files ?? []).entries())
      skip("manifest.json", index, `Attachments are not restored: upload ${file.path} again.`);
    // Signing links are counted in the export, not kept: their tokens work on the server that made them.
    const links = contents.manifest.signingLinks ?? 0;
    if (links > 0) skip("manifest.json", 0, signingLinksSkipped(links));
    if (dryRun) throw new DryRunDone({ restored, skipped });
    await recordAudit(tx, {
      userId,
      action: "restore",
      entity: "export",
      detail: { restored, skipped: skipped.length, scope: contents.manifest.scope },
    });
    return { restored, skipped };
  });
}
