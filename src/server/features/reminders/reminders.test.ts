/**
 * The reminder job (requirements "Notifications"): e-mails N days (default 3) before a meeting or a
 * deadline and on the morning a deadline becomes overdue (then weekly until done), from 06:00 in the teacher's time zone, each
 * exactly once — across repeated runs and across two app instances on one database running the job at
 * the same time (on PostgreSQL with TEST_DATABASE_URL: two connection pools, as two servers would have);
 * and the weekly notice of make-up minutes owed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import type { Mailer, MailMessage } from "../../mail/mailer.ts";
import type { TestUser } from "../../test/harness.ts";
import { addStudent, schedule, setTimeZone } from "../../test/kits/meetings.ts";
import { insertService, insertSessions } from "../../test/kits/service-rows.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";
import { startReminderScheduler } from "./reminder-scheduler.ts";
import { overdueNoticeKey, runReminders } from "./reminders.ts";

/** Monday 2026-11-23, 09:00 in Chicago. */
const NOW = new Date("2026-11-23T15:00:00Z");

const recorder = () => {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    send: async (m) => {
      sent.push(m);
      return "ok";
    },
  };
  return { sent, mailer };
};

const addDeadline = async (user: TestUser, studentId: string, dueDate: string, title: string) => {
  const res = await user.post("/api/v1/deadlines", { studentId, dueDate, title });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
};

const h = setUpHarness({ now: NOW });
const teacher = setUpTeacher(h);

beforeAll(async () => {
  await setTimeZone(teacher, "America/Chicago");
  const s = await addStudent(teacher, { name: "Maya Robinson" });
  await schedule(teacher, { studentId: s.id, type: "annual_review", scheduledDate: "2026-11-26T20:00:00Z" }); // day 3
  await schedule(teacher, { studentId: s.id, scheduledDate: "2026-11-27T15:00:00Z" }); // day 4: not yet
  await schedule(teacher, { studentId: s.id, scheduledDate: "2026-11-23T14:00:00Z" }); // an hour ago
  await addDeadline(teacher, s.id, "2026-11-26", "Send the draft IEP"); // day 3
  await addDeadline(teacher, s.id, "2026-11-27", "Book the interpreter"); // day 4: not yet
  await addDeadline(teacher, s.id, "2026-11-22", "Parent consent form"); // overdue since this morning
  await addDeadline(teacher, s.id, "2026-11-01", "Old task");
});

describe("runReminders", () => {
  it("sends nothing before 06:00 in the teacher's time zone", async () => {
    const { sent, mailer } = recorder();
    // 05:59 in Chicago.
    const result = await runReminders({ db: h.db, mailer, log: () => {} }, new Date("2026-11-23T11:59:00Z"));
    expect(result).toEqual({ sent: 0, failed: 0 });
    expect(sent).toEqual([]);
  });

  it("sends each due reminder once, with a notification, and nothing on the next run", async () => {
    const { sent, mailer } = recorder();
    expect(await runReminders({ db: h.db, mailer, log: () => {} }, NOW)).toEqual({ sent: 4, failed: 0 });
    expect(sent.map((m) => m.subject).sort()).toEqual([
      "Deadline coming up: Send the draft IEP — Maya Robinson",
      "Overdue: Old task — Maya Robinson", // 22 days late: its fourth weekly notice, due today
      "Overdue: Parent consent form — Maya Robinson",
      "Reminder: Annual review — Maya Robinson",
    ]);
    expect(sent.every((m) => m.to === teacher.email)).toBe(true);
    const meeting = sent.find((m) => m.subject.startsWith("Reminder"))!;
    expect(meeting.text).toContain("When: Thu, Nov 26, 2026 at 2:00 PM (America/Chicago)");
    const consent = sent.find((m) => m.subject === "Overdue: Parent consent form — Maya Robinson")!;
    // requirements "Product and users": dates a person reads: the due day as every screen writes it, never ISO text.
    expect(consent.text).toContain("Due: Nov 22, 2026");
    for (const m of sent) expect(`${m.subject}\n${m.text}`).not.toMatch(/\d{4}-\d\d-\d\d|\d:\d\d:\d\d/);
    expect(
      await runReminders({ db: h.db, mailer, log: () => {} }, new Date(NOW.getTime() + 3_600_000)),
    ).toEqual({
      sent: 0,
      failed: 0,
    });
    const notes = (await (await teacher.get("/api/v1/notifications")).json()) as {
      type: string;
      body: string;
    }[];
    expect(notes.map((n) => n.body)).toContain("Parent consent form — Maya Robinson, due Nov 22, 2026");
    for (const n of notes) expect(n.body).not.toMatch(/\d{4}-\d\d-\d\d|\d:\d\d:\d\d/);
    expect(
      notes
        .map((n) => n.type)
        .filter((t) => t !== "meeting_scheduled")
        .sort(),
    ).toEqual(["deadline_overdue", "deadline_overdue", "deadline_reminder", "meeting_reminder"]);
  });

  it("a moved meeting is reminded again for its new date", async () => {
    const list = (await (await teacher.get("/api/v1/meetings?status=scheduled&from=2026-11-27")).json()) as {
      id: string;
    }[];
    await teacher.post(`/api/v1/meetings/${list[0]!.id}/reschedule`, {
      scheduledDate: "2026-11-25T15:00:00Z",
    });
    const { sent, mailer } = recorder();
    expect(await runReminders({ db: h.db, mailer, log: () => {} }, NOW)).toEqual({ sent: 1, failed: 0 });
    expect(sent[0]!.subject).toBe("Reminder: Meeting — Maya Robinson");
  });

  it("a failed send is logged without student data, recorded, and not sent again", async () => {
    const t = await h.signUp();
    const s = await addStudent(t, { name: "Leo Tran" });
    await addDeadline(t, s.id, "2026-11-24", "Collect work samples");
    const lines: string[] = [];
    const failing: Mailer = {
      send: async () => {
        throw Object.assign(new Error("refused for Leo Tran"), { code: "ECONNREFUSED" });
      },
    };
    expect(await runReminders({ db: h.db, mailer: failing, log: (l) => lines.push(l) }, NOW)).toEqual({
      sent: 0,
      failed: 1,
    });
    expect(lines).toEqual(["e-mail failed on MAIL deadline_reminder: Error code=ECONNREFUSED"]);
    const rows = await h.database.rawQuery("select outcome from reminders_sent where user_id = $1", [t.id]);
    expect(rows).toEqual([{ outcome: "failed" }]);
    const { sent, mailer } = recorder();
    await runReminders({ db: h.db, mailer, log: () => {} }, NOW);
    expect(sent.filter((m) => m.to === t.email)).toEqual([]);
  });
});

describe("the overdue schedule: once when a deadline becomes overdue, then weekly until done", () => {
  // [due date, teacher's day, ledger key of the notice owed (null: none)]
  const rows: [string, string, string | null][] = [
    ["2026-11-23", "2026-11-23", null], // due today: not overdue
    ["2026-11-24", "2026-11-23", null], // due tomorrow
    ["2026-11-22", "2026-11-23", "2026-11-22"], // first morning overdue: the first notice
    ["2026-11-16", "2026-11-23", "2026-11-16"], // 7 days late: still the first (sent on day 1)
    ["2026-11-15", "2026-11-23", "2026-11-22"], // 8 days late: the second notice, a week after the first
    ["2026-11-14", "2026-11-23", "2026-11-21"], // 9 days late: the second (a server down on day 8 catches up)
    ["2026-11-01", "2026-11-23", "2026-11-22"], // 22 days late: the fourth
    ["2025-11-23", "2026-11-23", "2026-11-22"], // a year late: still weekly (day 365 = 1 + 7·52)
    ["2025-12-31", "2026-01-01", "2025-12-31"], // across the year end
    ["2024-02-28", "2024-03-07", "2024-03-06"], // across a leap day: 8 days late
  ];
  it.each(rows)("due %s, on %s → %s", (due, today, key) => {
    expect(overdueNoticeKey(due, today)).toBe(key);
  });
});

describe("an old overdue deadline", () => {
  it("is notified whatever its age, again a week later, and no more once done", async () => {
    const t = await h.signUp();
    await setTimeZone(t, "America/Chicago");
    const s = await addStudent(t, { name: "Ruth Kim" });
    const id = await addDeadline(t, s.id, "2026-10-01", "Triennial paperwork"); // 53 days late on NOW
    const at = (day: string) => new Date(`${day}T15:00:00Z`); // 09:00 in Chicago
    const run = async (day: string) => {
      const { sent, mailer } = recorder();
      await runReminders({ db: h.db, mailer, log: () => {} }, at(day));
      return sent.filter((m) => m.to === t.email).map((m) => m.subject);
    };
    const notice = ["Overdue: Triennial paperwork — Ruth Kim"];
    expect(await run("2026-11-23")).toEqual(notice);
    expect(await run("2026-11-23")).toEqual([]);
    expect(await run("2026-11-26")).toEqual([]); // within the same week
    expect(await run("2026-11-27")).toEqual(notice); // a week after the last notice day (11-20)
    expect(await run("2026-11-27")).toEqual([]);
    const notes = (await (await t.get("/api/v1/notifications")).json()) as { type: string }[];
    expect(notes.map((n) => n.type)).toEqual(["deadline_overdue", "deadline_overdue"]);
    expect((await t.patch(`/api/v1/deadlines/${id}`, { status: "done" })).status).toBe(200);
    expect(await run("2026-12-04")).toEqual([]);
  });
});

describe("the teacher's reminder preferences", () => {
  it("uses the lead time set in the account, and writes in-app reminders only when e-mail is off", async () => {
    const t = await h.signUp();
    const s = await addStudent(t, { name: "Omar Ali" });
    await addDeadline(t, s.id, "2026-11-28", "Five days out");
    expect((await t.patch("/api/v1/me/preferences", { reminderLeadDays: 5 })).status).toBe(200);
    const { sent, mailer } = recorder();
    await runReminders({ db: h.db, mailer, log: () => {} }, NOW);
    expect(sent.filter((m) => m.to === t.email).map((m) => m.subject)).toEqual([
      "Deadline coming up: Five days out — Omar Ali",
    ]);

    const quiet = await h.signUp();
    const q = await addStudent(quiet, { name: "Nia Brown" });
    await addDeadline(quiet, q.id, "2026-11-24", "Tomorrow");
    expect((await quiet.patch("/api/v1/me/preferences", { emailReminders: false })).status).toBe(200);
    const second = recorder();
    await runReminders({ db: h.db, mailer: second.mailer, log: () => {} }, NOW);
    expect(second.sent.filter((m) => m.to === quiet.email)).toEqual([]);
    const notes = (await (await quiet.get("/api/v1/notifications")).json()) as { type: string }[];
    expect(notes.map((n) => n.type)).toEqual(["deadline_reminder"]);
  });
});

describe("two app instances on one database", () => {
  it("running the job at the same time sends every reminder exactly once", async () => {
    const t = await h.signUp();
    const s = await addStudent(t, { name: "Ivy Park" });
    for (let i = 0; i < 6; i++) {
      await schedule(t, { studentId: s.id, scheduledDate: `2026-11-2${4 + (i % 3)}T1${i}:00:00Z` });
      await addDeadline(t, s.id, `2026-11-2${3 + (i % 4)}`, `Task ${i}`);
    }
    // A second server: its own connection pool on PostgreSQL; PGlite has one connection per process.
    const second = h.databaseUrl ? await openDatabase({ kind: "postgres", url: h.databaseUrl }) : h.database;
    const a = recorder();
    const b = recorder();
    const now = () => NOW;
    const first = { db: h.db, mailer: a.mailer, log: () => {}, now };
    const other = { db: second.db, mailer: b.mailer, log: () => {}, now };
    const schedulers = [
      startReminderScheduler(first, { firstDelayMs: 3_600_000 }),
      startReminderScheduler(other, { firstDelayMs: 3_600_000 }),
    ];
    try {
      await Promise.all([
        schedulers[0]!.runOnce(),
        schedulers[1]!.runOnce(),
        runReminders(first, NOW),
        runReminders(other, NOW),
      ]);
      await Promise.all([runReminders(first, NOW), runReminders(other, NOW)]);
    } finally {
      await Promise.all(schedulers.map((x) => x.stop()));
      if (second !== h.database) await second.close();
    }
    const mine = [...a.sent, ...b.sent].filter((m) => m.to === t.email).map((m) => m.subject);
    // 6 meetings within 3 days and 6 pending deadlines due today to day 3: each once, from one server or the other.
    expect(mine).toHaveLength(12);
    expect(mine.filter((x) => x === "Reminder: Meeting — Ivy Park")).toHaveLength(6);
    for (let i = 0; i < 6; i++) {
      expect(mine.filter((x) => x === `Deadline coming up: Task ${i} — Ivy Park`)).toHaveLength(1);
    }
    const ledger = (await h.database.rawQuery(
      "select kind, subject_id, count(*)::int as n from reminders_sent where user_id = $1 group by kind, subject_id",
      [t.id],
    )) as { n: number }[];
    expect(ledger).toHaveLength(12);
    expect(ledger.every((r) => r.n === 1)).toBe(true);
  });
});

describe("the weekly notice of make-up minutes owed (requirements “Service compliance”)", () => {
  const at = (day: string) => new Date(`${day}T15:00:00Z`); // 09:00 in Chicago
  /** A teacher whose two services owe 90 minutes over the last 8 weeks on Monday 2026-11-23. */
  const owingTeacher = async () => {
    const t = await h.signUp();
    await setTimeZone(t, "America/Chicago");
    const week = { startDate: "2026-11-09" };
    const ann = await addStudent(t, { name: "Ann Bell" });
    const zoe = await addStudent(t, { name: "Zoe Hart" });
    const reading = await insertService(h.db, t.id, ann.id, week);
    await insertSessions(h.db, { userId: t.id, studentId: ann.id, serviceId: reading }, [
      ["2026-11-10", 120, "delivered"],
      ["2026-11-17", 60, "delivered"],
    ]);
    const speech = await insertService(h.db, t.id, zoe.id, { ...week, minutes: 30 });
    await insertSessions(h.db, { userId: t.id, studentId: zoe.id, serviceId: speech }, [
      ["2026-11-11", 30, "provider_absent"],
      ["2026-11-18", 30, "delivered"],
    ]);
    return t;
  };
  const notices = async (t: TestUser) =>
    (
      (await (await t.get("/api/v1/notifications")).json()) as { type: string; body: string; link: string }[]
    ).filter((n) => n.type === "services_owed");

  it("goes out once a week from Monday, naming the services, minutes and students, linking to this week", async () => {
    const t = await owingTeacher();
    const run = async (day: string) => {
      const { sent, mailer } = recorder();
      await runReminders({ db: h.db, mailer, log: () => {} }, at(day));
      return sent.filter((m) => m.to === t.email);
    };
    const text = "2 services owe 90 minutes of make-up: Ann Bell (60 minutes), Zoe Hart (30 minutes).";
    const first = await run("2026-11-23");
    expect(first.map((m) => [m.subject, m.text])).toEqual([["Make-up minutes owed", `${text}\n`]]);
    expect(await notices(t)).toMatchObject([{ body: text, link: "/dashboard/services" }]);
    expect(await run("2026-11-23")).toEqual([]);
    expect(await run("2026-11-27")).toEqual([]); // later the same week
    expect((await run("2026-11-30")).map((m) => m.subject)).toEqual(["Make-up minutes owed"]); // next Monday
    expect(await notices(t)).toHaveLength(2);
  });

  it("is claimed once when two servers run the job together, and is in-app only when e-mail is off", async () => {
    const t = await owingTeacher();
    expect((await t.patch("/api/v1/me/preferences", { emailReminders: false })).status).toBe(200);
    const { sent, mailer } = recorder();
    const deps = { db: h.db, mailer, log: () => {} };
    await Promise.all([runReminders(deps, at("2026-11-23")), runReminders(deps, at("2026-11-23"))]);
    expect(sent.filter((m) => m.to === t.email)).toEqual([]);
    expect(await notices(t)).toHaveLength(1);
    const ledger = await h.database.rawQuery(
      "select outcome from reminders_sent where user_id = $1 and kind = 'services_owed'",
      [t.id],
    );
    expect(ledger).toEqual([{ outcome: "in_app_only" }]);
  });

  it("a failed send logs no student name; a teacher who owes nothing gets no notice", async () => {
    const t = await owingTeacher();
    const lines: string[] = [];
    const failing: Mailer = {
      send: async (m) => {
        if (m.to === t.email) throw Object.assign(new Error(`refused: ${m.text}`), { code: "ECONNREFUSED" });
        return "ok";
      },
    };
    await runReminders({ db: h.db, mailer: failing, log: (l) => lines.push(l) }, at("2026-11-23"));
    expect(lines).toEqual(["e-mail failed on MAIL services_owed: Error code=ECONNREFUSED"]);
    expect(await notices(t)).toHaveLength(1);
    // The file's first teacher has no services: no notice, ever.
    expect(await notices(teacher)).toEqual([]);
  });
});
