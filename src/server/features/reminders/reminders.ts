/**
 * The reminder job (requirements "Notifications"): e-mails the teacher N days before each meeting and
 * deadline (preference, default 3), on the morning a deadline becomes overdue and weekly after that
 * until it is done, with an in-app notification for each; and once a week, from Monday 06:00, the
 * make-up minutes a teacher's services owe (`services-owed.ts`; requirements "Service compliance").
 *
 * Exactly once, across restarts and several servers on one database: before sending, a reminder is
 * claimed with `INSERT … ON CONFLICT DO NOTHING` into `reminders_sent`, keyed by (teacher, kind,
 * subject, target date; migration 0028); only the server whose insert made the row sends it. A moved meeting or deadline has a new
 * target date and is reminded again. A failed send is logged (class and code only) and recorded as
 * `failed`; it is not retried, so nothing is ever sent twice.
 *
 * Meetings of a student shared with a teacher whose role may change them (`meetings.edit`: a
 * co-teacher) are reminded to that teacher too, by their own preferences and time zone, while the
 * membership is active (requirements "Shared students in lists"); other roles, and a revoked member,
 * get none. Deadline and services-owed reminders stay the owner's (the case manager's compliance duty).
 *
 * A teacher who turned e-mail reminders off (account preferences) gets the in-app notification only.
 * Reminders of a day go out from `REMINDER_SEND_HOUR` (06:00) in the teacher's time zone. Why a claim
 * ledger rather than a job table: decision 012.
 */
import { TZDate } from "@date-fns/tz";
import { and, eq, gte, inArray, lt, lte } from "drizzle-orm";
import { type MeetingType, UPCOMING_MEETING_STATUSES } from "../../../shared/contracts/meetings.ts";
import type { NotificationType } from "../../../shared/contracts/notifications.ts";
import { formatDate } from "../../../shared/domain/date-format.ts";
import { addDays } from "../../../shared/domain/legal-clock.ts";
import { dayStart, todayIn, zoneOf } from "../../../shared/domain/teacher-time.ts";
import type { Db } from "../../db/client.ts";
import { deadlines, meetings, remindersSent, students, users } from "../../db/schema/index.ts";
import { describeUnexpectedError } from "../../lib/error-log.ts";
import { ownOrShared, readableSharedStudents } from "../../lib/team-reads.ts";
import type { Mailer, MailMessage } from "../../mail/mailer.ts";
import { formatMeetingTime, meetingSummary } from "../meetings/index.ts";
import { addNotification } from "../notifications/index.ts";
import { readReminderPreferences } from "./preferences.ts";
import { SERVICES_OWED_KIND, servicesOwedNotice } from "./services-owed.ts";

/** Local hour from which a day's reminders are sent. */
export const REMINDER_SEND_HOUR = 6;
/** Days between two overdue notices of one deadline (requirements "Notifications"). */
export const OVERDUE_REPEAT_DAYS = 7;

const DAY_MS = 86_400_000;

/**
 * The overdue notice a pending deadline is owed on `today` (requirements "Notifications"): the first
 * on the day after the due date, then one every `OVERDUE_REPEAT_DAYS` days until the deadline is
 * done, whatever its age. A server that was down sends the latest notice it missed, once.
 *
 * @param dueDate the deadline's due date, `YYYY-MM-DD`.
 * @param today the teacher's calendar day, `YYYY-MM-DD`.
 * @returns the ledger's target date of that notice — the due date for the first notice, the due date
 *   plus 7·k days for the k-th weekly one (so a notice claimed once is never sent again) — or null
 *   when the deadline is not overdue on `today`.
 */
export function overdueNoticeKey(dueDate: string, today: string): string | null {
  const late = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY_MS);
  if (!(late >= 1)) return null;
  return addDays(dueDate, Math.floor((late - 1) / OVERDUE_REPEAT_DAYS) * OVERDUE_REPEAT_DAYS);
}

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  log: (line: string) => void;
}

type ReminderKind = "meeting_reminder" | "deadline_reminder" | "deadline_overdue" | typeof SERVICES_OWED_KIND;

/** One reminder to send, before it is claimed. */
interface Due {
  kind: ReminderKind;
  subjectId: string;
  targetDate: string;
  message: MailMessage;
  /** False when the teacher turned e-mail reminders off: only the in-app notification is written. */
  email: boolean;
  notification: { title: string; body: string; link: string; meetingId?: string; deadlineId?: string };
}

/**
 * Claims a reminder for this server. @returns the ledger row id when this call made the claim, null
 * when it was already claimed (by this or another server).
 */
async function claim(db: Db, userId: string, due: Due, now: Date): Promise<string | null> {
  const rows = await db
    .insert(remindersSent)
    .values({ userId, kind: due.kind, subjectId: due.subjectId, targetDate: due.targetDate, sentAt: now })
    .onConflictDoNothing()
    .returning({ id: remindersSent.id });
  return rows[0]?.id ?? null;
}

/** The reminders due for one teacher at `now` (claimed or not). */
async function dueFor(
  db: Db,
  teacher: { id: string; email: string; timeZone: string | null },
  now: Date,
): Promise<Due[]> {
  const zone = zoneOf(teacher.timeZone);
  if (new TZDate(now.getTime(), zone).getHours() < REMINDER_SEND_HOUR) return [];
  const prefs = await readReminderPreferences(db, teacher.id);
  const today = todayIn(now, zone);
  const horizon = addDays(today, prefs.reminderDaysBefore);
  const out: Due[] = [];
  const shared = await readableSharedStudents(db, teacher.id, "meetings.edit");

  const meetingRows = await db
    .select({ id: meetings.id, at: meetings.scheduledDate, type: meetings.type, name: students.name })
    .from(meetings)
    .innerJoin(students, eq(students.id, meetings.studentId))
    .where(
      and(
        ownOrShared(meetings.userId, meetings.studentId, teacher.id, shared),
        inArray(meetings.status, [...UPCOMING_MEETING_STATUSES]),
        gte(meetings.scheduledDate, now),
        lt(meetings.scheduledDate, dayStart(addDays(horizon, 1), zone)),
      ),
    );
  for (const m of meetingRows) {
    const what = meetingSummary({ type: m.type as MeetingType, studentLabel: m.name });
    const when = formatMeetingTime(m.at, zone);
    out.push({
      kind: "meeting_reminder",
      subjectId: m.id,
      targetDate: m.at.toISOString(),
      email: prefs.emailReminders,
      message: {
        to: teacher.email,
        subject: `Reminder: ${what}`,
        text: `Reminder: ${what}\nWhen: ${when}\n`,
      },
      notification: {
        title: "Meeting coming up",
        body: `${what}, ${when}`,
        link: "/dashboard/meetings",
        meetingId: m.id,
      },
    });
  }

  const deadlineRows = await db
    .select({ id: deadlines.id, due: deadlines.dueDate, title: deadlines.title, name: students.name })
    .from(deadlines)
    .innerJoin(students, eq(students.id, deadlines.studentId))
    .where(
      and(
        eq(deadlines.userId, teacher.id),
        eq(deadlines.status, "pending"),
        // Every overdue deadline, whatever its age: it is notified weekly until done.
        lte(deadlines.dueDate, horizon),
      ),
    );
  for (const d of deadlineRows) {
    const noticeKey = overdueNoticeKey(d.due, today);
    const overdue = noticeKey !== null;
    const what = `${d.title} — ${d.name}`;
    const due = formatDate(d.due);
    out.push({
      kind: overdue ? "deadline_overdue" : "deadline_reminder",
      subjectId: d.id,
      targetDate: noticeKey ?? d.due,
      email: prefs.emailReminders,
      message: {
        to: teacher.email,
        subject: overdue ? `Overdue: ${what}` : `Deadline coming up: ${what}`,
        text: `${overdue ? "Overdue" : "Coming up"}: ${what}\nDue: ${due}\n`,
      },
      notification: {
        title: overdue ? "Deadline overdue" : "Deadline coming up",
        body: `${what}, due ${due}`,
        link: "/dashboard",
        deadlineId: d.id,
      },
    });
  }

  const owed = await servicesOwedNotice(db, teacher.id, today);
  if (owed) {
    out.push({
      kind: SERVICES_OWED_KIND,
      subjectId: owed.subjectId,
      targetDate: owed.targetDate,
      email: prefs.emailReminders,
      message: { to: teacher.email, subject: owed.title, text: `${owed.body}\n` },
      notification: { title: owed.title, body: owed.body, link: owed.link },
    });
  }
  return out;
}

/**
 * One run of the job at `now`: claims and sends every reminder that is due and not yet claimed.
 * Safe to run on several servers at once.
 * @returns how many this run sent and how many failed.
 */
export async function runReminders(deps: ReminderDeps, now: Date): Promise<{ sent: number; failed: number }> {
  const { db } = deps;
  const teachers = await db
    .select({ id: users.id, email: users.email, timeZone: users.timeZone })
    .from(users);
  let sent = 0;
  let failed = 0;
  for (const teacher of teachers) {
    for (const due of await dueFor(db, teacher, now)) {
      const claimId = await claim(db, teacher.id, due, now);
      if (!claimId) continue;
      let outcome: "sent" | "failed" | "in_app_only" = "in_app_only";
      if (due.email) {
        try {
          await deps.mailer.send(due.message);
          outcome = "sent";
          sent++;
        } catch (err) {
          outcome = "failed";
          failed++;
          deps.log(
            describeUnexpectedError(err, "MAIL", due.kind).replace("unexpected error", "e-mail failed"),
          );
        }
      }
      await db.update(remindersSent).set({ outcome }).where(eq(remindersSent.id, claimId));
      const type: NotificationType = due.kind;
      await addNotification(db, { userId: teacher.id, type, ...due.notification }, now);
    }
  }
  return { sent, failed };
}
