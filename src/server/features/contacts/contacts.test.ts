/**
 * API tests of the parent contact log (requirements "Parent contact log"): CRUD, validation, the
 * meeting link, the `follow_up` deadline made, moved and removed with the contact, isolation between
 * teachers, and the contact log PDF's text — against a real database.
 */
import { describe, expect, it } from "vitest";
import type { Contact } from "../../../shared/contracts/contacts.ts";
import type { TestUser } from "../../test/harness.ts";
import {
  addStudent,
  deadlinesOf,
  errorOf,
  MISSING_ID,
  schedule,
  setTimeZone,
} from "../../test/kits/meetings.ts";
import { pdfText } from "../../test/pdf-text.ts";
import { setUpHarness, setUpTeacher, setUpValue } from "../../test/set-up.ts";

/** 17:00 UTC on Friday 2026-11-20: "today" is 2026-11-20 in UTC, 2026-11-20 in Honolulu too (07:00). */
const NOW = new Date("2026-11-20T17:00:00Z");

const h = setUpHarness({ now: NOW });
const teacher = setUpTeacher(h, { name: "Jordan Ortiz" });
const other = setUpTeacher(h, { name: "Sam Lee" });
const maya = setUpValue(() => addStudent(teacher, { name: "Maya Robinson" }));
const leo = setUpValue(() => addStudent(teacher, { name: "Leo Park" }));
const othersStudent = setUpValue(() => addStudent(other, { name: "Ada Quinn" }));
const mayaMeeting = setUpValue(() =>
  schedule(teacher, { studentId: maya.id, type: "annual_review", scheduledDate: "2026-12-03T21:30:00Z" }),
);
const leoMeeting = setUpValue(() =>
  schedule(teacher, { studentId: leo.id, scheduledDate: "2026-12-04T15:00:00Z" }),
);
const othersMeeting = setUpValue(() =>
  schedule(other, { studentId: othersStudent.id, scheduledDate: "2026-12-04T15:00:00Z" }),
);

const call = {
  date: "2026-11-18",
  method: "phone",
  direction: "outgoing",
  contactName: "Maria Robinson",
  relationship: "Mother",
  purpose: "meeting_notice",
  outcome: "left_message",
  summary: "Left a voicemail about the annual review.",
};

const contactsUrl = (studentId: string, query = "") =>
  `/api/v1/students/${studentId}/contacts${query ? `?${query}` : ""}`;

async function log(
  body: Record<string, unknown>,
  user: TestUser = teacher,
  studentId = maya.id,
): Promise<Contact> {
  const res = await user.post(contactsUrl(studentId), body);
  if (res.status !== 201) throw new Error(`log: ${res.status} ${await res.text()}`);
  return (await res.json()) as Contact;
}

async function list(query = "", studentId = maya.id): Promise<Contact[]> {
  const res = await teacher.get(contactsUrl(studentId, query));
  expect(res.status).toBe(200);
  return (await res.json()) as Contact[];
}

describe("log, list, change, delete", () => {
  it("logs a contact with every field and lists it newest first", async () => {
    const first = await log({ ...call, date: "2026-11-02", summary: "First try." });
    const second = await log({ ...call, meetingId: mayaMeeting.id });
    expect(second).toMatchObject({
      studentId: maya.id,
      date: "2026-11-18",
      method: "phone",
      direction: "outgoing",
      contactName: "Maria Robinson",
      relationship: "Mother",
      purpose: "meeting_notice",
      outcome: "left_message",
      meetingId: mayaMeeting.id,
      followUpDate: null,
      followUpDeadlineId: null,
      enteredBy: teacher.id,
    });
    const ids = (await list()).map((c) => c.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it("filters by meeting and by an inclusive date range", async () => {
    const linked = await log({ ...call, date: "2026-10-05", meetingId: mayaMeeting.id });
    const unlinked = await log({ ...call, date: "2026-10-06" });
    const byMeeting = (await list(`meetingId=${mayaMeeting.id}`)).map((c) => c.id);
    expect(byMeeting).toContain(linked.id);
    expect(byMeeting).not.toContain(unlinked.id);
    expect((await list("from=2026-10-05&to=2026-10-06")).map((c) => c.id)).toEqual([unlinked.id, linked.id]);
    expect((await list("from=2026-10-06&to=2026-10-06")).map((c) => c.id)).toEqual([unlinked.id]);
  });

  it("changes the fields sent and stores blank text as null", async () => {
    const c = await log(call);
    const res = await teacher.patch(`/api/v1/contacts/${c.id}`, { outcome: "reached", summary: "  " });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: "reached", summary: null, method: "phone" });
  });

  it("deletes a contact (then 404)", async () => {
    const c = await log(call);
    expect((await teacher.del(`/api/v1/contacts/${c.id}`)).status).toBe(204);
    expect((await teacher.del(`/api/v1/contacts/${c.id}`)).status).toBe(404);
    expect((await list()).map((x) => x.id)).not.toContain(c.id);
  });
});

describe("replayed by an outbox (Idempotency-Key)", () => {
  it("applies a create and a change sent twice once", async () => {
    const key = "7f1c2a9e-4b1d-4c55-9a51-3b8f0e6d2c10";
    const send = () =>
      teacher.raw("POST", contactsUrl(leo.id), JSON.stringify({ ...call, summary: "Once." }), {
        "Idempotency-Key": key,
      });
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const id = ((await first.json()) as Contact).id;
    expect((await list("", leo.id)).filter((c) => c.summary === "Once.").map((c) => c.id)).toEqual([id]);
    const delKey = "1d2b5c3e-8f4a-4e6b-9c7d-2a1b0c9d8e7f";
    const del = () => teacher.raw("DELETE", `/api/v1/contacts/${id}`, "", { "Idempotency-Key": delKey });
    expect([(await del()).status, (await del()).status]).toEqual([204, 204]);
  });
});

describe("validation", () => {
  it.each([
    ["a date after today", { date: "2026-11-21" }, "The contact date can't be after today."],
    [
      "a follow-up before the contact",
      { followUpDate: "2026-11-17" },
      "The follow-up date can't be before the contact date.",
    ],
    ["an unknown method", { method: "pigeon" }, "method: must be one of the contact methods"],
    ["an unknown field", { mood: "good" }, "Unknown field: mood"],
    ["a date that is not a day", { date: "2026-02-30" }, "date"],
  ])("refuses %s with a 400 naming it", async (_name, change, message) => {
    const res = await teacher.post(contactsUrl(maya.id), { ...call, ...change });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toContain(message);
  });

  it("reads today in the teacher's time zone", async () => {
    await setTimeZone(teacher, "Pacific/Kiritimati"); // UTC+14: already 2026-11-21 there
    try {
      expect((await log({ ...call, date: "2026-11-21" })).date).toBe("2026-11-21");
    } finally {
      await setTimeZone(teacher, "UTC");
    }
    expect((await teacher.post(contactsUrl(maya.id), { ...call, date: "2026-11-21" })).status).toBe(400);
  });

  it("refuses a change that moves the date after today, and a reversed range", async () => {
    const c = await log(call);
    expect((await teacher.patch(`/api/v1/contacts/${c.id}`, { date: "2026-12-01" })).status).toBe(400);
    expect((await teacher.patch(`/api/v1/contacts/${c.id}`, {})).status).toBe(400);
    const res = await teacher.get(contactsUrl(maya.id, "from=2026-11-10&to=2026-11-01"));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toContain("must be on or before its end");
  });
});

describe("the meeting link", () => {
  it.each([
    ["another student's meeting of the same teacher", () => leoMeeting.id],
    ["another teacher's meeting", () => othersMeeting.id],
    ["a missing meeting", () => MISSING_ID],
    ["a malformed meeting id", () => "not-a-uuid"],
  ])("answers 404 Meeting not found for %s (create, change, list)", async (_name, id) => {
    const created = await teacher.post(contactsUrl(maya.id), { ...call, meetingId: id() });
    expect(created.status).toBe(404);
    expect((await errorOf(created)).message).toBe("Meeting not found");
    const c = await log(call);
    const changed = await teacher.patch(`/api/v1/contacts/${c.id}`, { meetingId: id() });
    expect(changed.status).toBe(404);
    expect((await errorOf(changed)).message).toBe("Meeting not found");
    const listed = await teacher.get(contactsUrl(maya.id, `meetingId=${id()}`));
    expect(listed.status).toBe(404);
  });

  it("unlinks with null", async () => {
    const c = await log({ ...call, meetingId: mayaMeeting.id });
    const res = await teacher.patch(`/api/v1/contacts/${c.id}`, { meetingId: null });
    expect(((await res.json()) as Contact).meetingId).toBeNull();
  });
});

describe("the follow-up deadline", () => {
  const followUps = async () => deadlinesOf(teacher, `studentId=${leo.id}&kind=follow_up`);

  it("is created, moved, removed and made again with the contact's follow-up date", async () => {
    const c = await log({ ...call, contactName: "Ken Park", followUpDate: "2026-11-25" }, teacher, leo.id);
    let [d] = await followUps();
    expect(d).toMatchObject({
      id: c.followUpDeadlineId,
      dueDate: "2026-11-25",
      kind: "follow_up",
      status: "pending",
      title: "Follow up with Ken Park",
    });

    const moved = (await (
      await teacher.patch(`/api/v1/contacts/${c.id}`, { followUpDate: "2026-12-02" })
    ).json()) as Contact;
    expect(moved.followUpDeadlineId).toBe(c.followUpDeadlineId);
    [d] = await followUps();
    expect(d?.dueDate).toBe("2026-12-02");

    const cleared = (await (
      await teacher.patch(`/api/v1/contacts/${c.id}`, { followUpDate: null })
    ).json()) as Contact;
    expect(cleared.followUpDeadlineId).toBeNull();
    expect(await followUps()).toEqual([]);

    const again = (await (
      await teacher.patch(`/api/v1/contacts/${c.id}`, { followUpDate: "2026-12-04" })
    ).json()) as Contact;
    expect(again.followUpDeadlineId).not.toBeNull();
    expect((await followUps()).map((x) => x.id)).toEqual([again.followUpDeadlineId]);

    expect((await teacher.del(`/api/v1/contacts/${again.id}`)).status).toBe(204);
    expect(await followUps()).toEqual([]);
  });

  it("keeps a follow-up marked done when its contact is deleted", async () => {
    const c = await log({ ...call, followUpDate: "2026-11-24" }, teacher, leo.id);
    expect(
      (await teacher.patch(`/api/v1/deadlines/${c.followUpDeadlineId}`, { status: "done" })).status,
    ).toBe(200);
    expect((await teacher.del(`/api/v1/contacts/${c.id}`)).status).toBe(204);
    const [d] = await followUps();
    expect(d).toMatchObject({ id: c.followUpDeadlineId, status: "done" });
    expect((await teacher.del(`/api/v1/deadlines/${d?.id}`)).status).toBe(204);
  });

  it("leaves no deadline behind when the contact is refused", async () => {
    const res = await teacher.post(contactsUrl(leo.id), {
      ...call,
      followUpDate: "2026-11-30",
      meetingId: MISSING_ID,
    });
    expect(res.status).toBe(404);
    expect(await followUps()).toEqual([]);
  });
});

describe("isolation: another teacher's rows answer 404 like missing ones", () => {
  it("student: list, log and the contact log PDF", async () => {
    for (const studentId of [othersStudent.id, MISSING_ID, "nope"]) {
      for (const res of [
        await teacher.get(contactsUrl(studentId)),
        await teacher.post(contactsUrl(studentId), call),
        await teacher.get(`/api/v1/students/${studentId}/contact-log`),
      ]) {
        expect(res.status).toBe(404);
        expect((await errorOf(res)).message).toBe("Student not found");
      }
    }
  });

  it("contact: change and delete", async () => {
    const theirs = await log(call, other, othersStudent.id);
    for (const id of [theirs.id, MISSING_ID, "nope"]) {
      for (const res of [
        await teacher.patch(`/api/v1/contacts/${id}`, { outcome: "reached" }),
        await teacher.del(`/api/v1/contacts/${id}`),
      ]) {
        expect(res.status).toBe(404);
        expect((await errorOf(res)).message).toBe("Contact not found");
      }
    }
    const res = await other.get(contactsUrl(othersStudent.id));
    expect(((await res.json()) as Contact[]).map((c) => c.outcome)).toEqual(["left_message"]);
  });

  it.each([
    ["GET", `/api/v1/students/${MISSING_ID}/contacts`],
    ["POST", `/api/v1/students/${MISSING_ID}/contacts`],
    ["GET", `/api/v1/students/${MISSING_ID}/contact-log`],
    ["PATCH", `/api/v1/contacts/${MISSING_ID}`],
    ["DELETE", `/api/v1/contacts/${MISSING_ID}`],
  ])("%s %s answers 401 without a session", async (method, url) => {
    const body = method === "POST" || method === "PATCH" ? "{}" : undefined;
    expect((await h.request(method, url, body)).status).toBe(401);
  });
});

describe("the contact log PDF", () => {
  it("prints the student, the range and each contact in it with its linked meeting", async () => {
    await log({
      ...call,
      date: "2026-09-14",
      method: "letter",
      outcome: "sent",
      summary: "Mailed the notice of the annual review.",
      meetingId: mayaMeeting.id,
      followUpDate: "2026-09-21",
    });
    await log({ ...call, date: "2026-08-30", summary: "Outside the range." });
    const res = await teacher.get(`/api/v1/students/${maya.id}/contact-log?from=2026-09-01&to=2026-09-30`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(
      'filename="contact-log-maya-robinson-2026-11-20.pdf"',
    );
    const text = (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, " ");
    for (const part of [
      "Parent contact log",
      "Maya Robinson",
      "Sep 1, 2026 to Sep 30, 2026",
      "Sep 14, 2026 — Letter",
      "Direction: To the family",
      "Who: Maria Robinson (Mother)",
      "Purpose: Meeting notice",
      "Outcome: Sent",
      "Meeting: Annual review, Dec 3, 2026, 9:30 PM",
      "Follow up by: Sep 21, 2026",
      "Mailed the notice of the annual review.",
      "Prepared by: Jordan Ortiz",
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain("Outside the range.");
  });

  it("says so when the range holds no contact, and refuses a reversed range", async () => {
    const res = await teacher.get(`/api/v1/students/${leo.id}/contact-log?from=2020-01-01&to=2020-01-31`);
    expect(res.status).toBe(200);
    expect(await pdfText(new Uint8Array(await res.arrayBuffer()))).toContain(
      "No contacts logged in this range.",
    );
    expect(
      (await teacher.get(`/api/v1/students/${leo.id}/contact-log?from=2020-02-01&to=2020-01-31`)).status,
    ).toBe(400);
  });
});
