/**
 * The weekly notice of make-up minutes owed (requirements "Notifications", "Service compliance"): from
 * Monday 06:00 in the teacher's time zone, the first run of the week tells a teacher whose services owe
 * minutes over the last 8 weeks how many services owe how many minutes, and for which students, with
 * a link to "Services this week". Claimed in the reminders ledger like the other reminders, keyed by
 * the teacher and the week's Monday, so it goes out once a week whatever the number of servers or
 * restarts; a teacher who owes nothing gets nothing.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { CalendarDate } from "../../../shared/domain/legal-clock.ts";
import { countOf } from "../../../shared/domain/plural.ts";
import { periodBounds } from "../../../shared/domain/service-compliance.ts";
import type { Db } from "../../db/client.ts";
import { remindersSent } from "../../db/schema/index.ts";
import { caseloadCompliance, studentNamesOf, summaryRange } from "../services/index.ts";

/** The ledger's and the notification's kind. */
export const SERVICES_OWED_KIND = "services_owed";
/** Students named in the notice before "and N more". */
const NAMED_STUDENTS_MAX = 5;

/**
 * The ledger's subject of a teacher's weekly notice: a UUID made from the user id (user ids are not
 * UUIDs; the ledger's subject column is), the same on every server.
 */
export function servicesOwedSubject(userId: string): string {
  const hex = createHash("sha256").update(`${SERVICES_OWED_KIND}:${userId}`).digest("hex");
  const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The notice's words (no log line ever holds them: they name students). */
export interface ServicesOwedNotice {
  /** The ledger's key: the teacher's subject and this week's Monday. */
  subjectId: string;
  targetDate: CalendarDate;
  title: string;
  /** "3 services owe 90 minutes of make-up: Maya Robinson (60 minutes), Ben Ito (30 minutes)." */
  body: string;
  link: string;
}

/**
 * This week's notice for `userId` on the teacher's calendar date `today`, or null when it was already
 * claimed this week or nothing is owed (the claim itself is the caller's).
 */
export async function servicesOwedNotice(
  db: Pick<Db, "select">,
  userId: string,
  today: CalendarDate,
): Promise<ServicesOwedNotice | null> {
  const subjectId = servicesOwedSubject(userId);
  const [monday] = periodBounds("week", today);
  const [claimed] = await db
    .select({ id: remindersSent.id })
    .from(remindersSent)
    .where(
      and(
        eq(remindersSent.kind, SERVICES_OWED_KIND),
        eq(remindersSent.subjectId, subjectId),
        eq(remindersSent.targetDate, monday),
      ),
    )
    .limit(1);
  if (claimed) return null;

  const caseload = await caseloadCompliance(db, userId, summaryRange(today, {}));
  const owing = caseload.students
    .map((s) => ({
      studentId: s.studentId,
      services: s.services.filter((c) => c.owedMinutes > 0).length,
      minutes: s.services.reduce((n, c) => n + c.owedMinutes, 0),
    }))
    .filter((s) => s.minutes > 0);
  if (owing.length === 0) return null;

  const names = await studentNamesOf(
    db,
    userId,
    owing.map((s) => s.studentId),
  );
  const named = owing
    .map((s) => ({ ...s, name: names.get(s.studentId) ?? "" }))
    .sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name));
  const services = named.reduce((n, s) => n + s.services, 0);
  const minutes = named.reduce((n, s) => n + s.minutes, 0);
  const list = named
    .slice(0, NAMED_STUDENTS_MAX)
    .map((s) => `${s.name} (${countOf(s.minutes, "minute")})`)
    .join(", ");
  const more =
    named.length > NAMED_STUDENTS_MAX
      ? ` and ${countOf(named.length - NAMED_STUDENTS_MAX, "more student")}`
      : "";
  return {
    subjectId,
    targetDate: monday,
    title: "Make-up minutes owed",
    body: `${countOf(services, "service")} ${services === 1 ? "owes" : "owe"} ${countOf(minutes, "minute")} of make-up: ${list}${more}.`,
    link: "/dashboard/services",
  };
}
