/**
 * What a meeting held changes in the record (requirements "Meetings", "Deadlines"):
 *
 * - an annual review held closes its annual-review deadline (done), and the legal clock puts the next
 *   one a year after the meeting (34 CFR §300.324(b)(1)(i));
 * - a reevaluation held makes the meeting's date (in the teacher's time zone) the student's last
 *   evaluation date when it is later than the one on record, so the next reevaluation falls three
 *   years after it (34 CFR §300.303(b)(2)). Marking the meeting back to scheduled does not undo this:
 *   the date is then the teacher's to correct on the student's record.
 *
 * Runs in the transaction that marks the meeting held (`markMeetingHeld`, `updateMeeting`).
 */
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { calendarDateIn } from "../../../shared/domain/note-record.ts";
import type { Runner } from "../../db/client.ts";
import { deadlines, type MeetingRow, students } from "../../db/schema/index.ts";
import { teacherTimeZone } from "../../lib/teacher-time-zone.ts";
import { syncStudentDeadlines } from "../deadlines/index.ts";

/** The meeting as it was before it was marked held (`type` may be the new one after a change). */
type HeldMeeting = Pick<MeetingRow, "studentId" | "scheduledDate" | "deadlineId" | "type">;

/**
 * Applies a newly held meeting to the record and re-runs the legal clock for its student.
 * Meeting types other than annual review and reevaluation change nothing.
 */
export async function recordMeetingHeld(
  tx: Runner,
  userId: string,
  meeting: HeldMeeting,
  now: Date,
): Promise<void> {
  if (meeting.type === "annual_review" && meeting.deadlineId) {
    await tx
      .update(deadlines)
      .set({ status: "done", updatedAt: now })
      .where(and(eq(deadlines.id, meeting.deadlineId), eq(deadlines.status, "pending")));
  }
  if (meeting.type === "reevaluation") {
    const day = calendarDateIn(new Date(meeting.scheduledDate), await teacherTimeZone(tx, userId));
    await tx
      .update(students)
      .set({ lastEvaluationDate: day, updatedAt: now })
      .where(
        and(
          eq(students.id, meeting.studentId),
          eq(students.userId, userId),
          or(isNull(students.lastEvaluationDate), lt(students.lastEvaluationDate, day)),
        ),
      );
  }
  if (meeting.type === "annual_review" || meeting.type === "reevaluation") {
    await syncStudentDeadlines(tx, userId, meeting.studentId, now);
  }
}
