/**
 * Meeting e-mails (requirements "Notifications"): the teacher's notification on schedule, reschedule
 * and cancel (type, reason, new date); iCalendar invitations to attendees with an address when the
 * teacher asks, updating and cancelling the same event (same UID, higher SEQUENCE), parsed back with
 * ical.js; `.eml` files in the mail folder; a real SMTP server; a failed send never blocks the change.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MeetingDetail } from "../../../shared/contracts/meetings.ts";
import { createMailer } from "../../mail/mailer.ts";
import { createHarness, type Harness } from "../../test/harness.ts";
import { readCalendar, readParticipants } from "../../test/ical-read.ts";
import { addStudent, schedule, setTimeZone } from "../../test/kits/meetings.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

const NOW = new Date("2026-11-23T15:00:00Z");

describe("teacher notifications and attendee invitations", () => {
  let studentId: string;
  const h = setUpHarness({ now: NOW });
  const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });

  beforeAll(async () => {
    await setTimeZone(teacher, "America/Chicago");
    studentId = (await addStudent(teacher, { name: "Maya Robinson" })).id;
  });

  it("without 'invite attendees' only the teacher is e-mailed", async () => {
    h.sentMail.length = 0;
    await schedule(teacher, {
      studentId,
      scheduledDate: "2026-12-03T15:30:00Z",
      attendees: [{ attendeeName: "Ana Robinson", attendeeEmail: "ana@example.test" }],
    });
    expect(h.sentMail.map((m) => m.to)).toEqual([teacher.email]);
    expect(h.sentMail[0]!.icalEvent).toBeUndefined();
  });

  it("schedule → reschedule → cancel: one event, same UID, rising SEQUENCE, METHOD REQUEST then CANCEL", async () => {
    h.sentMail.length = 0;
    const m = await schedule(teacher, {
      studentId,
      type: "annual_review",
      scheduledDate: "2026-12-03T15:30:00Z",
      durationMinutes: 45,
      location: "Room 12",
      inviteAttendees: true,
      attendees: [
        { attendeeName: "Ana Robinson", attendeeEmail: "ana@example.test", attendeeRole: "parent" },
        { attendeeName: "Mr. Diaz", attendeeRole: "general_education_teacher" },
      ],
    });
    const [toTeacher, toAna, ...rest] = h.sentMail;
    expect(rest).toEqual([]);
    expect(toTeacher!.to).toBe(teacher.email);
    expect(toTeacher!.subject).toBe("Meeting scheduled: Annual review for Maya Robinson");
    expect(toTeacher!.text).toContain("Notification type: scheduled");
    expect(toTeacher!.text).toContain(`Meeting id: ${m.id}`);
    expect(toTeacher!.text).toContain("Date: Thu, Dec 3, 2026 at 9:30 AM (America/Chicago)");
    expect(toAna!.to).toBe("ana@example.test");
    const invite = readCalendar(toAna!.icalEvent!.content);
    expect(toAna!.icalEvent!.method).toBe("REQUEST");
    expect(invite.method).toBe("REQUEST");
    expect(invite.events).toEqual([
      {
        uid: `${m.id}@iep-workspace`,
        sequence: 0,
        summary: "Annual review — Maya Robinson",
        start: "2026-12-03T15:30:00.000Z",
        allDayDate: null,
        end: "2026-12-03T16:15:00.000Z",
        status: "CONFIRMED",
        location: "Room 12",
        attendees: ["mailto:ana@example.test"],
      },
    ]);

    h.sentMail.length = 0;
    await teacher.post(`/api/v1/meetings/${m.id}/reschedule`, {
      scheduledDate: "2026-12-04T16:00:00Z",
      reason: "Parent asked",
      inviteAttendees: true,
    });
    expect(h.sentMail[0]!.subject).toBe("Meeting rescheduled: Annual review for Maya Robinson");
    expect(h.sentMail[0]!.text).toContain("Notification type: rescheduled");
    expect(h.sentMail[0]!.text).toContain("Previous date: Thu, Dec 3, 2026 at 9:30 AM (America/Chicago)");
    expect(h.sentMail[0]!.text).toContain("New date: Fri, Dec 4, 2026 at 10:00 AM (America/Chicago)");
    expect(h.sentMail[0]!.text).toContain("Reason: Parent asked");
    const update = readCalendar(h.sentMail[1]!.icalEvent!.content);
    expect(update.method).toBe("REQUEST");
    expect(update.events.map((e) => [e.uid, e.sequence, e.start])).toEqual([
      [`${m.id}@iep-workspace`, 1, "2026-12-04T16:00:00.000Z"],
    ]);

    h.sentMail.length = 0;
    await teacher.post(`/api/v1/meetings/${m.id}/cancel`, {
      reason: "Student moved school",
      inviteAttendees: true,
    });
    expect(h.sentMail[0]!.text).toContain("Notification type: cancelled");
    expect(h.sentMail[0]!.text).toContain("Reason: Student moved school");
    expect(h.sentMail[1]!.icalEvent!.method).toBe("CANCEL");
    const cancel = readCalendar(h.sentMail[1]!.icalEvent!.content);
    expect(cancel.method).toBe("CANCEL");
    expect(cancel.events.map((e) => [e.uid, e.sequence, e.status])).toEqual([
      [`${m.id}@iep-workspace`, 2, "CANCELLED"],
    ]);
  });
});

describe("attendees hear of every change once invited, in the family's language", () => {
  const h = setUpHarness({ now: NOW });
  const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
  const PARENT = "ana@example.test";
  const STAFF = "diaz@example.test";

  beforeAll(async () => {
    await setTimeZone(teacher, "America/Chicago");
    // Pro: a student per test, more than the free plan holds (requirements "Plans and trial").
    await h.givePro(teacher);
  });

  /** Schedules a meeting for a new student with a parent and a teacher who have addresses. */
  async function meetingFor(name: string, inviteAttendees: boolean | undefined, homeLanguage?: "es") {
    const student = await addStudent(teacher, { name, ...(homeLanguage ? { homeLanguage } : {}) });
    h.sentMail.length = 0;
    return schedule(teacher, {
      studentId: student.id,
      type: "annual_review",
      scheduledDate: "2026-12-03T15:30:00Z",
      ...(inviteAttendees === undefined ? {} : { inviteAttendees }),
      attendees: [
        { attendeeName: "Ana Robinson", attendeeEmail: PARENT, attendeeRole: "parent" },
        { attendeeName: "Mr. Diaz", attendeeEmail: STAFF, attendeeRole: "general_education_teacher" },
      ],
    });
  }

  /** The addresses a change mailed, and the meeting it answered. */
  async function change(id: string, action: "reschedule" | "cancel", flag: boolean | undefined) {
    h.sentMail.length = 0;
    const body =
      action === "reschedule"
        ? { scheduledDate: "2026-12-04T16:00:00Z", reason: "Parent asked" }
        : { reason: "Student moved school" };
    const res = await teacher.post(`/api/v1/meetings/${id}/${action}`, {
      ...body,
      ...(flag === undefined ? {} : { inviteAttendees: flag }),
    });
    expect(res.status).toBe(200);
    return { to: h.sentMail.map((m) => m.to), meeting: (await res.json()) as MeetingDetail };
  }

  // [invited when scheduled, the flag the change sends (undefined: omitted), who is mailed]
  const ROWS: [boolean, boolean | undefined, "teacher" | "everyone"][] = [
    [true, undefined, "everyone"],
    [true, true, "everyone"],
    [true, false, "teacher"],
    [false, undefined, "teacher"],
    [false, true, "everyone"],
    [false, false, "teacher"],
  ];
  it.each(
    ROWS.flatMap(([invited, flag, who]) =>
      (["reschedule", "cancel"] as const).map((action) => [action, invited, flag, who] as const),
    ),
  )("%s, invited when scheduled %s, inviteAttendees %s: mails %s", async (action, invited, flag, who) => {
    const m = await meetingFor(`Student ${action} ${invited} ${flag}`, invited);
    expect(m.attendeesInvited).toBe(invited);
    const { to, meeting } = await change(m.id, action, flag);
    expect(to).toEqual(who === "everyone" ? [teacher.email, PARENT, STAFF] : [teacher.email]);
    expect(meeting.attendeesInvited).toBe(invited || flag === true);
  });

  it("a second change after the first invitation goes out by default too", async () => {
    const m = await meetingFor("Leo Tran", false);
    expect((await change(m.id, "reschedule", true)).meeting.attendeesInvited).toBe(true);
    expect((await change(m.id, "cancel", undefined)).to).toEqual([teacher.email, PARENT, STAFF]);
  });

  it("a Spanish-speaking family reads the invitation, the new time and the cancel in Spanish", async () => {
    const m = await meetingFor("Lucía Martínez", true, "es");
    const byAddress = () => new Map(h.sentMail.map((mail) => [mail.to, mail]));
    let mail = byAddress();
    expect(mail.get(PARENT)!.subject).toBe("Reunión programada: Revisión anual del IEP de Lucía Martínez");
    expect(mail.get(PARENT)!.text).toContain(
      "Le invitamos a esta reunión: Revisión anual del IEP de Lucía Martínez.",
    );
    expect(mail.get(PARENT)!.text).toContain(
      "Cuándo: jueves, 3 de diciembre de 2026 a las 9:30 a. m. (America/Chicago) (60 minutos)",
    );
    expect(mail.get(PARENT)!.text).toContain("Organizada por Jordan Ortiz");
    expect(readCalendar(mail.get(PARENT)!.icalEvent!.content).events[0]!.summary).toBe(
      "Revisión anual del IEP — Lucía Martínez",
    );
    // Staff and the teacher read English.
    expect(mail.get(STAFF)!.subject).toBe("Meeting scheduled: Annual review for Lucía Martínez");
    expect(mail.get(STAFF)!.text).toContain(
      "When: Thu, Dec 3, 2026 at 9:30 AM (America/Chicago) (60 minutes)",
    );
    expect(mail.get(teacher.email)!.subject).toBe("Meeting scheduled: Annual review for Lucía Martínez");

    await change(m.id, "reschedule", undefined);
    mail = byAddress();
    expect(mail.get(PARENT)!.subject).toBe(
      "Reunión con nueva fecha: Revisión anual del IEP de Lucía Martínez",
    );
    expect(mail.get(PARENT)!.text).toContain("Cuándo: viernes, 4 de diciembre de 2026 a las 10:00 a. m.");
    expect(mail.get(PARENT)!.text).toContain("Motivo: Parent asked"); // the teacher's words, as typed

    await change(m.id, "cancel", undefined);
    mail = byAddress();
    expect(mail.get(PARENT)!.subject).toBe("Reunión cancelada: Revisión anual del IEP de Lucía Martínez");
    expect(mail.get(PARENT)!.text).toContain(
      "Esta reunión se canceló: Revisión anual del IEP de Lucía Martínez.",
    );
    expect(mail.get(PARENT)!.icalEvent!.method).toBe("CANCEL");
    for (const text of [mail.get(PARENT)!.text, mail.get(PARENT)!.subject]) {
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4}|Meeting|December/);
    }
  });
});

describe("names in an invitation stay names (RFC 5545 §3.2: no DQUOTE in a parameter value)", () => {
  const h = setUpHarness({ now: NOW });
  const ORGANIZER = 'Jordan "J" Ortiz;ROLE=CHAIR';
  const teacher = setUpTeacher(h, { name: ORGANIZER });

  // [name typed for the attendee, the CN a calendar reads back]
  const NAMES: [string, string][] = [
    ['Evil";ROLE=CHAIR;X="', "Evil';ROLE=CHAIR;X='"],
    ['Ana "Annie" Robinson', "Ana 'Annie' Robinson"],
    ["Pat O'Neil, Jr.: Dad; guardian", "Pat O'Neil, Jr.: Dad; guardian"],
    ["Kim\nTran", "Kim Tran"],
    ["Back\\slash Lee", "Back\\slash Lee"],
  ];

  it("each attendee has exactly the parameters we set, and the organizer only its name", async () => {
    const student = await addStudent(teacher, { name: "Maya Robinson" });
    h.sentMail.length = 0;
    await schedule(teacher, {
      studentId: student.id,
      scheduledDate: "2026-12-03T15:30:00Z",
      inviteAttendees: true,
      attendees: NAMES.map(([attendeeName], i) => ({
        attendeeName,
        attendeeEmail: `guest${i}@example.test`,
      })),
    });
    const invitations = h.sentMail.filter((m) => m.icalEvent);
    expect(invitations).toHaveLength(NAMES.length);
    // Every attendee's invitation is the same event with every attendee in it.
    for (const mail of invitations) {
      const [event, ...others] = readParticipants(mail.icalEvent!.content);
      expect(others).toEqual([]);
      expect(event!.organizer).toEqual({
        params: { cn: "Jordan 'J' Ortiz;ROLE=CHAIR" },
        address: `mailto:${teacher.email}`,
      });
      expect(event!.attendees).toEqual(
        NAMES.map(([, cn], i) => ({
          params: { cn, role: "REQ-PARTICIPANT", rsvp: "TRUE" },
          address: `mailto:guest${i}@example.test`,
        })),
      );
    }
  });
});

// Each harness is made in a hook (the hook timeout allows a busy machine a slow start).
describe("a failed send", () => {
  const lines: string[] = [];
  let h: Harness;
  beforeAll(async () => {
    // Only meeting mail fails here; the sign-up confirmation (same mailer, as on a real server) goes out.
    const failing = {
      send: async (m: { subject: string }) => {
        if (!m.subject.startsWith("Meeting")) return "sent";
        const err = new Error("550 mailbox ana@example.test unavailable for Maya Robinson") as Error & {
          code: string;
        };
        err.code = "EENVELOPE";
        throw err;
      },
    };
    h = await createHarness({ now: NOW, mailer: failing, log: (l) => lines.push(l) });
  });
  afterAll(async () => {
    await h?.close();
  });

  it("is logged without student data and never blocks the change", async () => {
    const t = await h.signUp();
    const s = await addStudent(t, { name: "Maya Robinson" });
    const res = await t.post("/api/v1/meetings", {
      studentId: s.id,
      scheduledDate: "2026-12-03T15:30:00Z",
      inviteAttendees: true,
      attendees: [{ attendeeName: "Ana Robinson", attendeeEmail: "ana@example.test" }],
    });
    expect(res.status).toBe(201);
    const m = (await res.json()) as MeetingDetail;
    const cancel = await t.post(`/api/v1/meetings/${m.id}/cancel`, { reason: "Snow day" });
    expect(cancel.status).toBe(200);
    // Scheduling: the teacher and Ana; cancelling (Ana was invited, so she hears of it): both again.
    expect(lines.length).toBe(4);
    for (const line of lines) {
      expect(line).toMatch(/^e-mail failed on MAIL meeting-(scheduled|cancelled): Error code=EENVELOPE$/);
    }
  });
});

describe("the mail folder", () => {
  let dir: string;
  let h: Harness;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "iep-mail-"));
    h = await createHarness({ now: NOW, mailer: createMailer({ mailDir: dir }) });
  });
  afterAll(async () => {
    await h?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("holds the teacher's message and the invitation as .eml files", async () => {
    const t = await h.signUp();
    const s = await addStudent(t, { name: "Leo Tran" });
    const m = await schedule(t, {
      studentId: s.id,
      scheduledDate: "2026-12-03T15:30:00Z",
      inviteAttendees: true,
      attendees: [{ attendeeName: "Kim Tran", attendeeEmail: "kim@example.test" }],
    });
    const files = (await readdir(dir)).filter((f) => f.endsWith(".eml"));
    const all = await Promise.all(files.map((f) => readFile(path.join(dir, f), "utf8")));
    // Besides the sign-up confirmation: the teacher's notice and Kim's invitation.
    const texts = all.filter((x) => !x.includes("Subject: Confirm your email"));
    expect(texts).toHaveLength(2);
    const toTeacher = texts.find((x) => x.includes(`To: ${t.email}`));
    const toKim = texts.find((x) => x.includes("To: kim@example.test"));
    expect(toTeacher).toContain("Subject: Meeting scheduled: Meeting for Leo Tran");
    expect(toKim).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    const ics = /BEGIN:VCALENDAR[\s\S]*END:VCALENDAR/.exec(decodeEmlCalendar(toKim!))?.[0];
    expect(readCalendar(ics!).events[0]!.uid).toBe(`${m.id}@iep-workspace`);
  });
});

describe("a real SMTP server", () => {
  const received: { to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let data = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        data += chunk;
      });
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  let h: Harness;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    h = await createHarness({
      now: NOW,
      mailer: createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailDir: "" }),
    });
  });
  afterAll(async () => {
    await h?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("receives the notice and the invitation (SMTP_URL)", async () => {
    const t = await h.signUp();
    const s = await addStudent(t, { name: "Ivy Park" });
    await schedule(t, {
      studentId: s.id,
      scheduledDate: "2026-12-03T15:30:00Z",
      inviteAttendees: true,
      attendees: [{ attendeeName: "Sam Park", attendeeEmail: "sam@example.test" }],
    });
    // The sign-up confirmation goes through the same server; the meeting mail is what follows it.
    const meetingMail = received.filter((r) => !r.data.includes("Subject: Confirm your email"));
    expect(meetingMail.map((r) => r.to)).toEqual([[t.email], ["sam@example.test"]]);
    expect(meetingMail[0]!.data).toContain("Notification type: scheduled");
    expect(meetingMail[1]!.data).toMatch(/method=REQUEST/i);
    const ics = /BEGIN:VCALENDAR[\s\S]*END:VCALENDAR/.exec(decodeEmlCalendar(meetingMail[1]!.data))![0];
    expect(readCalendar(ics).method).toBe("REQUEST");
  });
});

/** The text/calendar part of a MIME message, decoded from base64 or quoted-printable when needed. */
function decodeEmlCalendar(eml: string): string {
  const unix = eml.replace(/\r\n/g, "\n");
  const part =
    /Content-Type: text\/calendar[^\n]*\n(?:[^\n]+\n)*?Content-Transfer-Encoding: (\S+)\n(?:[^\n]+\n)*\n([\s\S]*?)\n--/i.exec(
      unix,
    );
  if (!part) return unix;
  const [, encoding, body] = part;
  if (encoding!.toLowerCase() === "base64")
    return Buffer.from(body!.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding!.toLowerCase() === "quoted-printable") {
    return body!
      .replace(/=\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  return body!;
}
