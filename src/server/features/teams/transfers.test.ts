/**
 * API tests of transfers (requirements "Transfer"): one student and several, the move of every
 * table of a student's records on accept (and the schema check that none is forgotten), what the
 * sender keeps, the receiver's and other members' memberships, decline and cancel changing nothing,
 * refusals (yourself, no account, pending twice, someone else's), and the receiver's plan limit —
 * against a real database.
 */
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import type { Notification } from "../../../shared/contracts/notifications.ts";
import type { Transfer } from "../../../shared/contracts/teams.ts";
import * as schema from "../../db/schema/index.ts";
import type { TestUser } from "../../test/harness.ts";
import { addEntries, addStudentWithGoal } from "../../test/kits/caseload.ts";
import { errorOf, MISSING_ID, schedule } from "../../test/kits/meetings.ts";
import { insertService, insertSessions } from "../../test/kits/service-rows.ts";
import { shareStudent } from "../../test/kits/teams.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";
import { TRANSFER_TABLES } from "./transfer-move.ts";

const NOW = new Date("2026-11-20T17:00:00Z");
const h = setUpHarness({ now: NOW });
const receiver = setUpTeacher(h, { name: "Alex Kim" });
const coTeacher = setUpTeacher(h, { name: "Robin Diaz" });
const outsider = setUpTeacher(h, { name: "Sam Lee" });

const MOVED = Object.entries(TRANSFER_TABLES)
  .filter(([, what]) => what === "moved")
  .map(([table]) => table);

/** SQL counting a student's rows of `table` owned by $1 (progress entries through their goal). */
const rowsOf = (table: string) =>
  table === "students"
    ? "select count(*)::int as n from students where user_id = $1 and id = $2"
    : table === "progress_entries"
      ? "select count(*)::int as n from progress_entries e join iep_goals g on g.id = e.goal_id where e.user_id = $1 and g.student_id = $2"
      : `select count(*)::int as n from ${table} where user_id = $1 and student_id = $2`;

async function countRows(table: string, userId: string, studentId: string): Promise<number> {
  const [row] = (await h.database.rawQuery(rowsOf(table), [userId, studentId])) as { n: number }[];
  return row?.n ?? 0;
}

/** Each moved table's rows of the student owned by `userId`. */
async function ownedRows(userId: string, studentId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of MOVED) counts[table] = await countRows(table, userId, studentId);
  return counts;
}

/** A new teacher (Pro) with a student holding a row in every table a transfer moves. */
async function senderWithStudent(name = "Jordan Ortiz", studentName = "Maya Robinson") {
  const sender = await h.signUp({ name });
  await h.givePro(sender);
  const student = await record(sender, studentName);
  return { sender, student };
}

/** A student of `user` with a row in every table a transfer moves (and a pending import). */
async function record(user: TestUser, name: string): Promise<string> {
  const { student, goal } = await addStudentWithGoal(
    user,
    { name, annualMeetingDueDate: "2027-03-01" },
    {
      statement: `${name} will read 90 words correct per minute`,
      baselineValue: 40,
      baselineDate: "2026-09-01",
      targetValue: 90,
      targetDate: "2027-06-01",
      direction: "increase",
    },
  );
  await addEntries(user, goal.id, [["2026-11-02", 50]]);
  await schedule(user, { studentId: student.id, scheduledDate: "2026-12-04T15:00:00Z" });
  const serviceId = await insertService(h.db, user.id, student.id);
  await insertSessions(h.db, { userId: user.id, studentId: student.id, serviceId }, [
    ["2026-11-16", 30, "delivered"],
  ]);
  const contact = await user.post(`/api/v1/students/${student.id}/contacts`, {
    date: "2026-11-18",
    method: "phone",
    direction: "outgoing",
    purpose: "progress",
    outcome: "reached",
    followUpDate: "2026-12-01",
  });
  expect(contact.status).toBe(201);
  for (const sql of [
    "insert into notes (user_id, student_id, student_name, note_text) values ($1, $2, 'x', 'A note.')",
    "insert into student_field_history (user_id, student_id, field, origin) values ($1, $2, 'presentLevels', 'iep_draft')",
    "insert into iep_drafted_sections (user_id, student_id, section, text) values ($1, $2, 'services', 'Draft.')",
    "insert into pending_imports (user_id, kind, file_name, format, student_id, table_data, expires_at) values ($1, 'progress', 'a.csv', 'csv', $2, '{}'::jsonb, now() + interval '1 day')",
    "insert into ieps (user_id, student_id, kind, status, start_date, end_date, content) values ($1, $2, 'annual', 'draft', '2026-11-20', '2027-11-19', '{}'::jsonb)",
    "insert into iep_signatures (user_id, student_id, iep_id, signer_name, signer_role, method, signature, document_sha256) select $1, $2, id, 'Ana Park', 'parent', 'typed', 'Ana Park', 'abc' from ieps where student_id = $2",
    "insert into iep_signing_links (user_id, student_id, iep_id, token_hash, email, signer_name, signer_role, expires_at) select $1, $2, id, md5(random()::text), 'ana@example.test', 'Ana Park', 'parent', now() + interval '14 days' from ieps where student_id = $2",
    "insert into iep_consents (user_id, student_id, iep_id, kind, response, responded_on, parent_name) select $1, $2, id, 'initial_services', 'given', '2026-11-20', 'Ana Park' from ieps where student_id = $2",
    "insert into student_files (user_id, student_id, file_name, content_type, size_bytes, sha256, storage_key) values ($1, $2, 'evaluation.pdf', 'application/pdf', 10, 'abc', gen_random_uuid()::text)",
  ])
    await h.database.rawQuery(sql, [user.id, student.id]);
  return student.id;
}

async function offer(sender: TestUser, studentId: string, body: Record<string, unknown>) {
  return sender.post(`/api/v1/students/${studentId}/transfer`, body);
}

async function offered(sender: TestUser, studentId: string, keepAccess = "none"): Promise<Transfer> {
  const res = await offer(sender, studentId, { email: receiver.email, keepAccess });
  if (res.status !== 201) throw new Error(`transfer: ${res.status} ${await res.text()}`);
  return (await res.json()) as Transfer;
}

async function notificationsOf(user: TestUser): Promise<Notification[]> {
  return (await (await user.get("/api/v1/notifications")).json()) as Notification[];
}

describe("the tables a transfer moves", () => {
  it("names every table whose rows have an owner and a student", () => {
    const tables = (Object.values(schema) as unknown[])
      .filter((t): t is PgTable => t instanceof PgTable)
      .map((t) => getTableConfig(t))
      .filter((t) => {
        const columns = new Set(t.columns.map((c) => c.name));
        return columns.has("user_id") && (columns.has("student_id") || columns.has("goal_id"));
      })
      .map((t) => t.name);
    expect([...tables, "students"].sort()).toEqual(Object.keys(TRANSFER_TABLES).sort());
  });
});

describe("accept one student", () => {
  it("moves every row of the student, keeps the sender as chosen, other members stay", async () => {
    const { sender, student } = await senderWithStudent();
    const other = await record(sender, "Leo Park");
    await shareStudent(h.db, student, coTeacher, "co_teacher");
    await shareStudent(h.db, student, receiver, "provider");
    const before = await ownedRows(sender.id, student);
    // The fixture reaches every moved table (an empty one would prove nothing).
    expect(Object.entries(before).filter(([, n]) => n === 0)).toEqual([]);

    const mailBefore = h.sentMail.length;
    const transfer = await offered(sender, student, "viewer");
    // The receiver is e-mailed; no student is named in the mail.
    const mail = h.sentMail.slice(mailBefore);
    expect(mail.map((m) => m.to)).toEqual([receiver.email.toLowerCase()]);
    expect(`${mail[0]?.subject} ${mail[0]?.text}`).not.toMatch(/Maya|Robinson/);
    expect(mail[0]?.text).toContain("Jordan Ortiz wants to hand over 1 student to you as case manager.");
    expect(transfer).toMatchObject({
      status: "pending",
      fromName: "Jordan Ortiz",
      toEmail: receiver.email.toLowerCase(),
      keepAccess: "viewer",
      students: [{ id: student, name: "Maya Robinson" }],
      incoming: false,
    });
    // Nothing moves while pending.
    expect(await ownedRows(sender.id, student)).toEqual(before);

    const res = await receiver.post(`/api/v1/transfers/${transfer.id}/accept`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: "accepted",
      answeredAt: NOW.toISOString(),
      incoming: true,
    });
    expect(await ownedRows(receiver.id, student)).toEqual(before);
    expect(Object.entries(await ownedRows(sender.id, student)).filter(([, n]) => n > 0)).toEqual([]);
    // The other student stays the sender's; the sender's unfinished import of the moved one is gone.
    expect((await ownedRows(sender.id, other)).students).toBe(1);
    const imports = (await h.database.rawQuery("select student_id from pending_imports where user_id = $1", [
      sender.id,
    ])) as { student_id: string }[];
    expect(imports.map((i) => i.student_id)).toEqual([other]);

    // The receiver owns it: no membership of their own any more; the co-teacher stays; the sender is a viewer.
    const members = (await h.database.rawQuery(
      "select user_id, role, status from student_members where student_id = $1 order by role",
      [student],
    )) as { user_id: string; role: string; status: string }[];
    expect(members).toEqual([
      { user_id: coTeacher.id, role: "co_teacher", status: "active" },
      { user_id: sender.id, role: "viewer", status: "active" },
    ]);
    expect((await receiver.patch(`/api/v1/students/${student}`, { grade: "5" })).status).toBe(200);
    expect((await coTeacher.get(`/api/v1/goals?studentId=${student}`)).status).toBe(200);
    expect((await sender.get(`/api/v1/students/${student}/at-a-glance`)).status).toBe(200);
    expect((await sender.patch(`/api/v1/students/${student}`, { grade: "6" })).status).toBe(403);

    // What the sender wrote stays theirs (requirements "Authorship"): not read as the new owner's.
    const goals = (await (await receiver.get(`/api/v1/goals?studentId=${student}`)).json()) as {
      authorId?: string;
      authorName?: string;
    }[];
    expect(goals.length).toBeGreaterThan(0);
    for (const g of goals) expect([g.authorId, g.authorName]).toEqual([sender.id, "Jordan Ortiz"]);
    const notes = (await (await receiver.get(`/api/v1/notes?studentId=${student}`)).json()) as {
      authorId?: string;
    }[];
    expect(notes.length).toBeGreaterThan(0);
    for (const n of notes) expect(n.authorId).toBe(sender.id);

    // The legal clock's deadlines are the receiver's now.
    const deadlines = (await (
      await receiver.get(`/api/v1/deadlines?studentId=${student}`)
    ).json()) as unknown[];
    expect(deadlines.length).toBeGreaterThan(0);

    expect((await notificationsOf(sender)).map((n) => n.body)).toContain(
      "Alex Kim is now the case manager of the 1 student you handed over.",
    );
    expect((await notificationsOf(receiver)).map((n) => n.body)).toContain(
      "You are now the case manager of 1 student from Jordan Ortiz.",
    );
    const audit = (await h.database.rawQuery(
      "select user_id, detail->>'side' as side from audit_log where action = 'student.transfer' and entity_id = $1 order by side",
      [student],
    )) as { user_id: string; side: string }[];
    expect(audit).toEqual([
      { user_id: receiver.id, side: "receiver" },
      { user_id: sender.id, side: "sender" },
    ]);
  });

  it("leaves the sender nothing with keepAccess none", async () => {
    const { sender, student } = await senderWithStudent();
    const transfer = await offered(sender, student);
    expect((await receiver.post(`/api/v1/transfers/${transfer.id}/accept`)).status).toBe(200);
    expect((await sender.get(`/api/v1/students/${student}`)).status).toBe(404);
    expect((await sender.get(`/api/v1/goals?studentId=${student}`)).status).toBe(404);
  });
});

describe("several students at once", () => {
  it("offers and moves them all, as co-teacher when asked", async () => {
    const { sender, student } = await senderWithStudent();
    const second = await record(sender, "Leo Park");
    const res = await sender.post("/api/v1/transfers", {
      studentIds: [student, second],
      email: receiver.email,
      keepAccess: "co_teacher",
    });
    expect(res.status).toBe(201);
    const transfer = (await res.json()) as Transfer;
    expect(transfer.students.map((s) => s.name)).toEqual(["Maya Robinson", "Leo Park"]);
    const listed = (await (await receiver.get("/api/v1/transfers")).json()) as Transfer[];
    expect(listed.find((t) => t.id === transfer.id)).toMatchObject({ status: "pending", incoming: true });
    expect((await receiver.post(`/api/v1/transfers/${transfer.id}/accept`)).status).toBe(200);
    for (const id of [student, second]) {
      expect((await ownedRows(receiver.id, id)).students).toBe(1);
      expect((await sender.patch(`/api/v1/students/${id}`, { grade: "3" })).status).toBe(200);
      expect((await sender.del(`/api/v1/students/${id}`)).status).toBe(403);
    }
  });

  it("answers 404 naming none when any student is not the sender's", async () => {
    const { sender, student } = await senderWithStudent();
    const { student: foreign } = await senderWithStudent("Dana Fox", "Ada Quinn");
    for (const ids of [
      [student, foreign],
      [student, MISSING_ID],
    ]) {
      const res = await sender.post("/api/v1/transfers", { studentIds: ids, email: receiver.email });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Student not found");
    }
    expect(
      (await sender.post("/api/v1/transfers", { studentIds: ["nope"], email: receiver.email })).status,
    ).toBe(404);
    expect((await sender.post("/api/v1/transfers", { studentIds: [], email: receiver.email })).status).toBe(
      400,
    );
  });
});

describe("refusals", () => {
  it.each([
    ["yourself", (s: TestUser) => s.email, 400, "You can't transfer students to yourself."],
    [
      "an address with no account",
      () => "nobody@school.test",
      400,
      "nobody@school.test has no account yet: ask them to sign up first.",
    ],
  ])("refuses a transfer to %s", async (_what, email, status, message) => {
    const { sender, student } = await senderWithStudent();
    const res = await offer(sender, student, { email: email(sender) });
    expect(res.status).toBe(status);
    expect((await errorOf(res)).message).toBe(message);
  });

  it("refuses a student already in a pending transfer, until that one is closed", async () => {
    const { sender, student } = await senderWithStudent();
    const first = await offered(sender, student);
    const again = await offer(sender, student, { email: outsider.email });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(
      "Maya Robinson is already in a pending transfer: cancel that one first.",
    );
    expect((await sender.post(`/api/v1/transfers/${first.id}/cancel`)).status).toBe(200);
    expect((await offer(sender, student, { email: outsider.email })).status).toBe(201);
  });

  it("answers 404 for another teacher's student, whatever the address, so it tells nobody which addresses have accounts", async () => {
    const { student } = await senderWithStudent();
    for (const email of [receiver.email, "nobody-here@example.org", outsider.email])
      expect((await offer(outsider, student, { email })).status, email).toBe(404);
  });
});

describe("decline and cancel", () => {
  it.each([
    ["declined", "decline", () => receiver],
    ["cancelled", "cancel", (s: TestUser) => s],
  ] as const)("a %s transfer moves nothing", async (status, action, who) => {
    const { sender, student } = await senderWithStudent();
    const before = await ownedRows(sender.id, student);
    const transfer = await offered(sender, student, "co_teacher");
    // Only the receiver declines, only the sender cancels; nobody else sees it.
    const wrong = action === "decline" ? [sender, outsider] : [receiver, outsider];
    for (const u of wrong)
      expect((await u.post(`/api/v1/transfers/${transfer.id}/${action}`)).status).toBe(404);
    const res = await who(sender).post(`/api/v1/transfers/${transfer.id}/${action}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status });
    expect(await ownedRows(sender.id, student)).toEqual(before);
    // Answered: nothing more to do with it.
    for (const a of ["accept", "decline", "cancel"])
      expect((await receiver.post(`/api/v1/transfers/${transfer.id}/${a}`)).status).toBe(404);
    expect((await outsider.post(`/api/v1/transfers/${MISSING_ID}/accept`)).status).toBe(404);
    const notified = status === "declined" ? sender : receiver;
    expect((await notificationsOf(notified)).some((n) => n.title === `A transfer was ${status}`)).toBe(true);
  });
});

describe("the receiver's plan", () => {
  it("refuses past the free plan's limit and moves nothing", async () => {
    const { sender, student } = await senderWithStudent();
    const small = await h.signUp({ name: "Casey Free" });
    await record(small, "Ivy Chen");
    await h.database.rawQuery("update users set max_students = 1 where id = $1", [small.id]);
    const res = await offer(sender, student, { email: small.email });
    expect(res.status).toBe(201);
    const transfer = (await res.json()) as Transfer;
    const before = await ownedRows(sender.id, student);
    const accept = await small.post(`/api/v1/transfers/${transfer.id}/accept`);
    expect(accept.status).toBe(403);
    expect(await errorOf(accept)).toMatchObject({
      code: "STUDENT_LIMIT_REACHED",
      message: "Your plan holds up to 1 students. Pro removes this limit.",
    });
    expect(await ownedRows(sender.id, student)).toEqual(before);
    const [listed] = (await (await small.get("/api/v1/transfers")).json()) as Transfer[];
    expect(listed).toMatchObject({ id: transfer.id, status: "pending" });
  });
});
