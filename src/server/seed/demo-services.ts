/**
 * The demo teacher's IEP services, 8 weeks of logged sessions and parent contacts (requirements
 * "Services", "Service log", "Service compliance", "Parent contact log"), relative to the seed day so
 * the caseload always shows most services on track, one behind (Grace's last session was cut short
 * and none is logged this week) and one owing minutes (Noah's reading: a provider's absence only
 * half made up); Lily's speech-language provider was absent one week and made it up in full.
 * Sessions are logged on school days before today; one school day was closed for everyone; Jamal,
 * Aiden and Ethan share a reading group (one group id per session, 3 rows). All people are fictional.
 *
 * Written straight into the tables (the one part of the seed not sent through the API).
 */
import { randomUUID } from "node:crypto";
import type { ContactMethod, ContactOutcome, ContactPurpose } from "../../shared/contracts/contacts.ts";
import type { ServicePeriod, ServiceSetting, SessionStatus } from "../../shared/contracts/services.ts";
import { addDays, addYears, type CalendarDate } from "../../shared/domain/legal-clock.ts";
import { periodBounds } from "../../shared/domain/service-compliance.ts";
import type { Db } from "../db/client.ts";
import { deadlines, iepServices, parentContacts, serviceSessions } from "../db/schema/index.ts";
import { DEMO_NAME } from "./demo-caseload.ts";

/** Weeks of sessions, the current one included. */
const WEEKS = 8;

interface DemoService {
  student: string;
  name: string;
  providerName: string;
  providerRole: string;
  setting: ServiceSetting;
  /** Set for the reading group's three students. */
  group?: boolean;
  minutes: number;
  period: ServicePeriod;
  /** Weekdays (0 = Monday) and minutes of the usual sessions; a month service: the month's first school day. */
  days: number[];
  sessionMinutes: number;
  /** Sessions that went otherwise: [week (0 = first), weekday, status, minutes]. */
  exceptions?: [number, number, SessionStatus, number][];
  /** No session logged yet in the current week. */
  noneThisWeek?: boolean;
}

const TEACHER = { providerName: DEMO_NAME, providerRole: "Special education teacher" };
const SLP = { providerName: "Ms. Park", providerRole: "Speech-language pathologist" };
const COUNSELOR = { providerName: "Mr. Osei", providerRole: "School counselor" };
const reading = (student: string, group: boolean): DemoService => ({
  student,
  name: "Specialized reading instruction",
  ...TEACHER,
  setting: "special_education",
  group,
  minutes: 120,
  period: "week",
  days: [0, 2, 3],
  sessionMinutes: 40,
});
const speech = (student: string): DemoService => ({
  student,
  name: "Speech-language therapy",
  ...SLP,
  setting: "related_service",
  minutes: 30,
  period: "week",
  days: [1],
  sessionMinutes: 30,
});
const checkInOut = (student: string): DemoService => ({
  student,
  name: "Check-in/check-out",
  ...COUNSELOR,
  setting: "general_education",
  minutes: 20,
  period: "day",
  days: [0, 1, 2, 3, 4],
  sessionMinutes: 20,
});

/** The school day closed for everyone: week 4, Thursday. */
const CLOSED: [number, number] = [3, 3];

const SERVICES: DemoService[] = [
  reading("Jamal Carter", true),
  speech("Jamal Carter"),
  reading("Aiden Brooks", true),
  checkInOut("Aiden Brooks"),
  reading("Ethan Walker", true),
  {
    student: "Ethan Walker",
    name: "Math support",
    ...TEACHER,
    setting: "general_education",
    minutes: 60,
    period: "week",
    days: [1, 4],
    sessionMinutes: 30,
  },
  { ...reading("Sofia Martinez", false), exceptions: [[1, 2, "student_absent", 40]] },
  speech("Sofia Martinez"),
  {
    ...speech("Lily Nguyen"),
    // The provider was absent in week 3; two 15-minute make-ups followed.
    exceptions: [
      [2, 1, "provider_absent", 30],
      [3, 4, "makeup", 15],
      [4, 4, "makeup", 15],
    ],
  },
  {
    ...reading("Noah Patel", false),
    // The provider was absent on a Monday of week 6; only 20 of the 40 minutes were made up.
    exceptions: [
      [5, 0, "provider_absent", 40],
      [6, 4, "makeup", 20],
    ],
  },
  {
    student: "Noah Patel",
    name: "Occupational therapy",
    providerName: "Ms. Lee",
    providerRole: "Occupational therapist",
    setting: "related_service",
    minutes: 30,
    period: "month",
    days: [],
    sessionMinutes: 30,
  },
  { ...checkInOut("Mateo Alvarez"), exceptions: [[4, 1, "student_absent", 20]] },
  {
    student: "Grace Thompson",
    name: "Social skills group",
    ...COUNSELOR,
    setting: "special_education",
    minutes: 75,
    period: "week",
    days: [0, 1, 2, 3, 4],
    sessionMinutes: 15,
    noneThisWeek: true,
    // Last week's Friday session was cut short after 5 minutes (the student was called away); none
    // is logged this week, so the service is behind.
    exceptions: [
      [WEEKS - 2, 4, "delivered", 5],
      [WEEKS - 2, 4, "student_unavailable", 10],
    ],
  },
];

/** One contact of the log: `meeting` names a meeting of the student's that is coming up. */
interface DemoContact {
  student: string;
  daysAgo: number;
  method: ContactMethod;
  direction: "outgoing" | "incoming";
  contactName: string;
  relationship: string;
  purpose: ContactPurpose;
  outcome: ContactOutcome;
  summary: string;
  meeting?: boolean;
  followUpInDays?: number;
}

const CONTACTS: DemoContact[] = [
  {
    student: "Jamal Carter",
    daysAgo: 9,
    method: "letter",
    direction: "outgoing",
    contactName: "Denise Carter",
    relationship: "Mother",
    purpose: "meeting_notice",
    outcome: "sent",
    summary: "Mailed the notice of the annual review meeting with the proposed date and time.",
    meeting: true,
  },
  {
    student: "Jamal Carter",
    daysAgo: 4,
    method: "phone",
    direction: "outgoing",
    contactName: "Denise Carter",
    relationship: "Mother",
    purpose: "meeting_notice",
    outcome: "reached",
    summary: "Confirmed the annual review date; she will attend in person.",
    meeting: true,
  },
  {
    student: "Sofia Martinez",
    daysAgo: 6,
    method: "email",
    direction: "outgoing",
    contactName: "Carmen Martinez",
    relationship: "Mother",
    purpose: "progress",
    outcome: "sent",
    summary: "Sent the reading progress update in Spanish.",
  },
  {
    student: "Grace Thompson",
    daysAgo: 2,
    method: "phone",
    direction: "outgoing",
    contactName: "Michael Thompson",
    relationship: "Father",
    purpose: "general",
    outcome: "left_message",
    summary: "Left a message about rescheduling the transition meeting.",
    followUpInDays: 3,
  },
  {
    student: "Noah Patel",
    daysAgo: 12,
    method: "in_person",
    direction: "incoming",
    contactName: "Priya Patel",
    relationship: "Mother",
    purpose: "behavior",
    outcome: "reached",
    summary: "Talked at pick-up about the new break card; it is going well at home too.",
  },
];

const weekdayDate = (monday: CalendarDate, week: number, weekday: number) =>
  addDays(monday, week * 7 + weekday);

/**
 * Writes the demo services, their sessions and the parent contacts for `userId`, whose students are
 * `idByName` and whose upcoming meetings are `meetingByStudent`, on the teacher's calendar date `today`.
 * @returns the counts written.
 */
export async function seedDemoServices(
  db: Db,
  userId: string,
  idByName: ReadonlyMap<string, string>,
  meetingByStudent: ReadonlyMap<string, string>,
  today: CalendarDate,
): Promise<{ services: number; sessions: number; contacts: number }> {
  const firstMonday = addDays(periodBounds("week", today)[0], -7 * (WEEKS - 1));
  const endDate = addDays(addYears(firstMonday, 1), -1);
  const groupIds = new Map<CalendarDate, string>();
  let services = 0;
  let sessions = 0;
  for (const s of SERVICES) {
    const studentId = idByName.get(s.student);
    if (!studentId) continue;
    const { student: _student, group, days, sessionMinutes, exceptions = [], noneThisWeek, ...fields } = s;
    const [row] = await db
      .insert(iepServices)
      .values({
        userId,
        studentId,
        delivery: group ? "group" : "individual",
        ...fields,
        startDate: firstMonday,
        endDate,
      })
      .returning({ id: iepServices.id });
    if (!row) continue;
    services++;
    const planned: [CalendarDate, SessionStatus, number][] = [];
    if (s.period === "month") {
      // The first school day of each month from the service's start.
      for (let d = firstMonday; d < today; d = addDays(periodBounds("month", d)[1], 1)) {
        let day = d;
        while (new Date(`${day}T00:00:00Z`).getUTCDay() % 6 === 0) day = addDays(day, 1);
        if (day < today) planned.push([day, "delivered", sessionMinutes]);
      }
    } else {
      for (let week = 0; week < (noneThisWeek ? WEEKS - 1 : WEEKS); week++) {
        for (const weekday of days) {
          if (exceptions.some(([w, d]) => w === week && d === weekday)) continue;
          const date = weekdayDate(firstMonday, week, weekday);
          if (date >= today) continue;
          const closed = week === CLOSED[0] && weekday === CLOSED[1];
          planned.push([date, closed ? "school_closed" : "delivered", sessionMinutes]);
        }
      }
    }
    for (const [week, weekday, status, minutes] of exceptions) {
      const date = weekdayDate(firstMonday, week, weekday);
      if (date < today) planned.push([date, status, minutes]);
    }
    if (planned.length === 0) continue;
    await db.insert(serviceSessions).values(
      planned.map(([sessionDate, status, minutes]) => {
        const groupId = group && status === "delivered" ? (groupIds.get(sessionDate) ?? randomUUID()) : null;
        if (groupId) groupIds.set(sessionDate, groupId);
        return {
          userId,
          serviceId: row.id,
          studentId,
          sessionDate,
          minutes,
          status,
          groupSize: groupId ? 3 : null,
          groupId,
          enteredByUserId: userId,
        };
      }),
    );
    sessions += planned.length;
  }

  let contacts = 0;
  for (const c of CONTACTS) {
    const studentId = idByName.get(c.student);
    if (!studentId) continue;
    const followUpDate = c.followUpInDays === undefined ? null : addDays(today, c.followUpInDays);
    let followUpDeadlineId: string | null = null;
    if (followUpDate) {
      const [deadline] = await db
        .insert(deadlines)
        .values({
          userId,
          studentId,
          dueDate: followUpDate,
          title: `Follow up: call ${c.contactName} back`,
          kind: "follow_up",
        })
        .returning({ id: deadlines.id });
      followUpDeadlineId = deadline?.id ?? null;
    }
    await db.insert(parentContacts).values({
      userId,
      studentId,
      contactDate: addDays(today, -c.daysAgo),
      method: c.method,
      direction: c.direction,
      contactName: c.contactName,
      relationship: c.relationship,
      purpose: c.purpose,
      outcome: c.outcome,
      summary: c.summary,
      meetingId: c.meeting ? (meetingByStudent.get(c.student) ?? null) : null,
      followUpDate,
      followUpDeadlineId,
      enteredByUserId: userId,
    });
    contacts++;
  }
  return { services, sessions, contacts };
}
