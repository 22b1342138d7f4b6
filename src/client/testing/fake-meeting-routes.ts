/**
 * The fake API's meeting, deadline, notification, calendar-feed and dashboard routes (architecture
 * "Tests"; requirements "Meetings", "Deadlines", "Notifications"): the server's paths and answers over
 * the in-memory records, in the shapes of the shared contracts. Part of `defaultRoutes`.
 *
 * Simplifications, stated so no test relies on more: list filters are `studentId` and `status`
 * (deadlines also `kind`); bodies are not validated (the UI's own checks are what the tests see);
 * reporting dates are kept as sent and do not move the deadlines; the dashboard's windows use `db.today` (calendar dates, UTC) and its
 * upcoming meetings are the first 5 open ones, whatever the clock.
 */
import type { CreateDeadlineInput, Deadline } from "@shared/contracts/deadlines";
import { ErrorCode } from "@shared/contracts/error-codes";
import type {
  CreateAttendeeInput,
  CreateMeetingInput,
  Meeting,
  MeetingDetail,
} from "@shared/contracts/meetings";
import { normalizeReportingDates, reportingPresetOf } from "@shared/domain/legal-clock-reporting";
import {
  buildAttendee,
  buildDashboard,
  buildDeadline,
  buildMeetingDetail,
} from "@shared/testing/meeting-data-generators";
import { addDays, format, parseISO } from "date-fns";
import { apiError, type FakeDb, type FakeHandler, json } from "./fake-http";

const notFound = (what: string) => apiError(404, ErrorCode.NOT_FOUND, `${what} not found`);
const conflict = (message: string) => apiError(409, ErrorCode.CONFLICT, message);
const NOW = () => new Date().toISOString();

/** A meeting without its attendees (the list shape). */
const listShape = ({ attendees: _attendees, ...m }: MeetingDetail): Meeting => m;

/** The meeting, deadline, notification, feed and dashboard routes over `db`. */
export function meetingRoutes(
  db: FakeDb,
  signedIn: (h: FakeHandler) => FakeHandler,
): [string, FakeHandler][] {
  const meeting = (id: string | undefined) => db.meetings.find((m) => m.id === id);
  const replace = (m: MeetingDetail) => {
    db.meetings = db.meetings.map((x) => (x.id === m.id ? m : x));
    return m;
  };
  let feedsMade = 0;
  let reportingDates = ["10-31", "01-31", "03-31", "06-15"];
  const deadline = (id: string | undefined) => db.deadlines.find((d) => d.id === id);
  const computedRefusal = () =>
    apiError(
      400,
      ErrorCode.COMPUTED_DEADLINE,
      "This deadline follows the student's record; mark it done or dismiss it.",
    );
  const isOpen = (m: Meeting) => m.status === "scheduled" || m.status === "rescheduled";
  /** As the server: invited before, or now by default or on request, with an address to mail. */
  const invitedAfter = (m: MeetingDetail, b: Record<string, unknown>) =>
    m.attendeesInvited || ((b.inviteAttendees ?? false) === true && m.attendees.some((a) => a.attendeeEmail));
  const change = (
    key: string,
    run: (m: MeetingDetail, body: Record<string, unknown>) => MeetingDetail | ReturnType<typeof conflict>,
  ): [string, FakeHandler] => [
    key,
    signedIn(({ params, body }) => {
      const m = meeting(params.id);
      if (!m) return notFound("Meeting");
      const out = run(m, (body ?? {}) as Record<string, unknown>);
      return "status" in out && "body" in out ? out : json(replace(out as MeetingDetail));
    }),
  ];
  return [
    [
      "GET /api/v1/meetings",
      signedIn(({ query }) => {
        const studentId = query.get("studentId");
        const status = query.get("status");
        return json(
          db.meetings
            .filter((m) => (!studentId || m.studentId === studentId) && (!status || m.status === status))
            .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate))
            .map(listShape),
        );
      }),
    ],
    [
      "POST /api/v1/meetings",
      signedIn(({ body }) => {
        const { attendees = [], inviteAttendees, ...input } = body as CreateMeetingInput;
        const student = db.students.find((s) => s.id === input.studentId);
        if (!student) return notFound("Student");
        const created = buildMeetingDetail({
          ...input,
          scheduledDate: new Date(input.scheduledDate).toISOString(),
          studentName: student.name,
          status: "scheduled",
          location: input.location ?? null,
          virtualLink: input.virtualLink ?? null,
          notes: input.notes ?? null,
          attendeesInvited: !!inviteAttendees && attendees.some((a) => a.attendeeEmail),
          attendees: [],
        });
        created.attendees = attendees.map((a) =>
          buildAttendee({
            meetingId: created.id,
            attendeeName: a.attendeeName,
            attendeeEmail: a.attendeeEmail ?? null,
            attendeeRole: a.attendeeRole ?? "other",
          }),
        );
        db.meetings.push(created);
        return json(created, 201);
      }),
    ],
    [
      "GET /api/v1/meetings/:id",
      signedIn(({ params }) => {
        const m = meeting(params.id);
        return m ? json(m) : notFound("Meeting");
      }),
    ],
    change("POST /api/v1/meetings/:id/reschedule", (m, b) => {
      if (!isOpen(m)) return conflict("Only a scheduled meeting can be rescheduled.");
      const scheduledDate = new Date(String(b.scheduledDate)).toISOString();
      const entry = {
        previousDate: m.scheduledDate,
        newDate: scheduledDate,
        changedAt: NOW(),
        reason: (b.reason as string) ?? null,
      };
      return {
        ...m,
        scheduledDate,
        status: "scheduled",
        virtualLink: "virtualLink" in b ? ((b.virtualLink as string | null) ?? null) : m.virtualLink,
        history: [...m.history, entry],
        attendeesInvited: invitedAfter(m, b),
        updatedAt: NOW(),
      };
    }),
    change("POST /api/v1/meetings/:id/cancel", (m, b) =>
      isOpen(m)
        ? {
            ...m,
            status: "cancelled",
            cancellationReason: String(b.reason),
            attendeesInvited: invitedAfter(m, b),
            updatedAt: NOW(),
          }
        : conflict("This meeting is already cancelled or held."),
    ),
    change("POST /api/v1/meetings/:id/held", (m, b) => {
      if (m.status === "cancelled") return conflict("A cancelled meeting cannot be marked held.");
      const attendance = (b.attendance ?? []) as {
        attendeeId: string;
        attendanceStatus: "attended" | "absent";
      }[];
      return {
        ...m,
        status: "held",
        notes: "notes" in b ? ((b.notes as string | null) ?? null) : m.notes,
        attendees: m.attendees.map((a) => ({
          ...a,
          attendanceStatus:
            attendance.find((x) => x.attendeeId === a.id)?.attendanceStatus ?? a.attendanceStatus,
        })),
        updatedAt: NOW(),
      };
    }),
    change("PATCH /api/v1/meetings/:id", (m, b) => {
      if (m.status === "cancelled") return conflict("A cancelled meeting cannot be changed.");
      const { status, ...details } = b as Partial<MeetingDetail>;
      return { ...m, ...details, ...(status ? { status } : {}), updatedAt: NOW() };
    }),
    [
      "POST /api/v1/meetings/:id/attendees",
      signedIn(({ params, body }) => {
        const m = meeting(params.id);
        if (!m) return notFound("Meeting");
        const a = body as CreateAttendeeInput;
        const added = buildAttendee({
          meetingId: m.id,
          attendeeName: a.attendeeName,
          attendeeEmail: a.attendeeEmail ?? null,
          attendeeRole: a.attendeeRole ?? "other",
          attendanceStatus: a.attendanceStatus ?? "invited",
        });
        replace({ ...m, attendees: [...m.attendees, added] });
        return json(added, 201);
      }),
    ],
    [
      "PATCH /api/v1/meetings/:id/attendees/:attendeeId",
      signedIn(({ params, body }) => {
        const m = meeting(params.id);
        const current = m?.attendees.find((a) => a.id === params.attendeeId);
        if (!m || !current) return notFound("Attendee");
        const changed = { ...current, ...(body as object) };
        replace({ ...m, attendees: m.attendees.map((a) => (a.id === current.id ? changed : a)) });
        return json(changed);
      }),
    ],
    [
      "DELETE /api/v1/meetings/:id/attendees/:attendeeId",
      signedIn(({ params }) => {
        const m = meeting(params.id);
        if (!m?.attendees.some((a) => a.id === params.attendeeId)) return notFound("Attendee");
        replace({ ...m, attendees: m.attendees.filter((a) => a.id !== params.attendeeId) });
        return { status: 204 };
      }),
    ],
    [
      "DELETE /api/v1/meetings/:id",
      signedIn(({ params }) => {
        if (!meeting(params.id)) return notFound("Meeting");
        db.meetings = db.meetings.filter((m) => m.id !== params.id);
        return { status: 204 };
      }),
    ],
    // Deadlines (requirements "Deadlines").
    [
      "GET /api/v1/deadlines",
      signedIn(({ query }) => {
        const [studentId, status, kind] = ["studentId", "status", "kind"].map((k) => query.get(k));
        return json(
          db.deadlines
            .filter(
              (d) =>
                (!studentId || d.studentId === studentId) &&
                (!status || d.status === status) &&
                (!kind || d.kind === kind),
            )
            .sort((a, b) => a.dueDate.localeCompare(b.dueDate)),
        );
      }),
    ],
    [
      "PATCH /api/v1/deadlines/:id",
      signedIn(({ params, body }) => {
        const d = deadline(params.id);
        if (!d) return notFound("Deadline");
        const fields = Object.keys(body as object);
        if (d.source === "computed" && fields.some((f) => f !== "status")) return computedRefusal();
        const changed = { ...d, ...(body as object), updatedAt: NOW() };
        db.deadlines = db.deadlines.map((x) => (x.id === d.id ? changed : x));
        return json(changed);
      }),
    ],
    [
      "POST /api/v1/deadlines",
      signedIn(({ body }) => {
        const input = body as CreateDeadlineInput;
        const student = db.students.find((s) => s.id === input.studentId);
        if (!student) return notFound("Student");
        const created: Deadline = buildDeadline({
          ...input,
          kind: input.kind ?? "custom",
          status: input.status ?? "pending",
          studentName: student.name,
          source: "manual",
          meetingId: null,
        });
        db.deadlines.push(created);
        return json(created, 201);
      }),
    ],
    [
      "DELETE /api/v1/deadlines/:id",
      signedIn(({ params }) => {
        const d = deadline(params.id);
        if (!d) return notFound("Deadline");
        if (d.source === "computed") return computedRefusal();
        db.deadlines = db.deadlines.filter((x) => x.id !== d.id);
        return { status: 204 };
      }),
    ],
    [
      "GET /api/v1/reporting-dates",
      signedIn(() => json({ preset: reportingPresetOf(reportingDates), dates: reportingDates })),
    ],
    [
      "PATCH /api/v1/reporting-dates",
      signedIn(({ body }) => {
        reportingDates = normalizeReportingDates((body as { dates: string[] }).dates);
        return json({ preset: reportingPresetOf(reportingDates), dates: reportingDates });
      }),
    ],
    // Notifications (requirements "Notifications").
    ["GET /api/v1/notifications", signedIn(() => json(db.notifications))],
    [
      "GET /api/v1/notifications/unread-count",
      signedIn(() => json({ count: db.notifications.filter((n) => n.readAt === null).length })),
    ],
    [
      "POST /api/v1/notifications/read-all",
      signedIn(() => {
        const unread = db.notifications.filter((n) => n.readAt === null).length;
        db.notifications = db.notifications.map((n) => ({ ...n, readAt: n.readAt ?? NOW() }));
        return json({ updated: unread });
      }),
    ],
    [
      "POST /api/v1/notifications/:id/read",
      signedIn(({ params }) => {
        const n = db.notifications.find((x) => x.id === params.id);
        if (!n) return notFound("Notification");
        const read = { ...n, readAt: n.readAt ?? NOW() };
        db.notifications = db.notifications.map((x) => (x.id === n.id ? read : x));
        return json(read);
      }),
    ],
    // The private calendar feed: the address is answered once, by POST (only its hash is stored).
    ["GET /api/v1/calendar-feed", signedIn(() => json({ ...db.calendarFeed, url: null }))],
    [
      "POST /api/v1/calendar-feed",
      signedIn(() => {
        feedsMade += 1;
        db.calendarFeed = { active: true, url: null, createdAt: NOW() };
        return json(
          { ...db.calendarFeed, url: `http://localhost/api/calendar/secret-${feedsMade}.ics` },
          201,
        );
      }),
    ],
    [
      "DELETE /api/v1/calendar-feed",
      signedIn(() => {
        db.calendarFeed = { active: false, url: null, createdAt: null };
        return { status: 204 };
      }),
    ],
    // The dashboard summary (requirements "Meetings": next 5; "Deadlines": 7 days, at most 10).
    [
      "GET /api/v1/dashboard",
      signedIn(() => {
        const weekEnd = format(addDays(parseISO(db.today), 7), "yyyy-MM-dd");
        const pending = [...db.deadlines]
          .filter((d) => d.status === "pending")
          .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
        return json(
          buildDashboard({
            today: db.today,
            upcomingMeetings: db.meetings
              .filter(isOpen)
              .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate))
              .slice(0, 5)
              .map(listShape),
            upcomingDeadlines: pending
              .filter((d) => d.dueDate >= db.today && d.dueDate <= weekEnd)
              .slice(0, 10),
            overdueDeadlines: pending.filter((d) => d.dueDate < db.today),
            counts: {
              students: db.students.length,
              notesThisMonth: db.notes.length,
              goals: db.goals.length,
              meetingsThisWeek: 0,
            },
          }),
        );
      }),
    ],
  ];
}
