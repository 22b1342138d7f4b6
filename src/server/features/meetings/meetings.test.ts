/**
 * Meetings API (requirements "Meetings"): ordering, filters, create/read/change/delete, reschedule with
 * history, cancel with a reason, held with attendance, and the 400/401/404/409 answers; against a
 * real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Meeting, MeetingDetail } from "../../../shared/contracts/meetings.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import type { TestUser } from "../../test/harness.ts";
import { addStudent, errorOf, MISSING_ID, schedule, setTimeZone } from "../../test/kits/meetings.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

const NOW = new Date("2026-11-23T15:00:00Z");

let maya: Student;
let leo: Student;

const h = setUpHarness({ now: NOW });
const teacher = setUpTeacher(h);
const other = setUpTeacher(h);

beforeAll(async () => {
  maya = await addStudent(teacher, { name: "Maya Robinson", annualMeetingDueDate: "2027-03-01" });
  leo = await addStudent(teacher, { name: "Leo Tran" });
});

describe("POST /api/v1/meetings", () => {
  it("schedules with defaults and answers 201 with the meeting and its attendees", async () => {
    const m = await schedule(teacher, {
      studentId: leo.id,
      scheduledDate: "2026-12-03T09:30:00-06:00",
      attendees: [
        { attendeeName: "Ana Tran", attendeeEmail: "ana@example.test", attendeeRole: "parent" },
        { attendeeName: "Dr. Kim" },
      ],
    });
    expect(m).toMatchObject({
      studentId: leo.id,
      studentName: "Leo Tran",
      scheduledDate: "2026-12-03T15:30:00.000Z",
      status: "scheduled",
      type: "other",
      durationMinutes: 60,
      location: null,
      virtualLink: null,
      notes: null,
      cancellationReason: null,
      history: [],
      deadlineId: null,
    });
    expect(
      m.attendees.map((a) => [a.attendeeName, a.attendeeRole, a.attendanceStatus, a.attendeeEmail]),
    ).toEqual([
      ["Ana Tran", "parent", "invited", "ana@example.test"],
      ["Dr. Kim", "other", "invited", null],
    ]);
    expect(m.updatedAt).toBe(NOW.toISOString());
  });

  it("links an annual-review meeting to the student's annual-review deadline", async () => {
    const m = await schedule(teacher, {
      studentId: maya.id,
      type: "annual_review",
      scheduledDate: "2027-02-10T15:00:00Z",
    });
    const deadline = await (await teacher.get(`/api/v1/deadlines/${m.deadlineId}`)).json();
    expect(deadline).toMatchObject({ kind: "annual_review", dueDate: "2027-03-01", meetingId: m.id });
  });

  it.each([
    ["no date", { studentId: MISSING_ID }, /scheduledDate/],
    [
      "a date without an offset",
      { scheduledDate: "2026-12-03T09:30:00" },
      /scheduledDate: must be a date and time/,
    ],
    ["an unknown type", { scheduledDate: "2026-12-03T09:30:00Z", type: "party" }, /type: must be one of/],
    ["a duration of 0", { scheduledDate: "2026-12-03T09:30:00Z", durationMinutes: 0 }, /durationMinutes/],
    [
      "a link that is not http",
      { scheduledDate: "2026-12-03T09:30:00Z", virtualLink: "javascript:x" },
      /virtualLink/,
    ],
    [
      "a bad attendee e-mail",
      { scheduledDate: "2026-12-03T09:30:00Z", attendees: [{ attendeeName: "A", attendeeEmail: "x" }] },
      /attendeeEmail/,
    ],
    ["an unknown field", { scheduledDate: "2026-12-03T09:30:00Z", room: "4" }, /Unknown field: room/],
  ])("answers 400 for %s", async (_label, body, message) => {
    const res = await teacher.post("/api/v1/meetings", { studentId: leo.id, ...body });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toMatch(message);
  });

  it("answers 404 for another teacher's student or a malformed student id", async () => {
    for (const studentId of [leo.id, "not-a-uuid"]) {
      const res = await other.post("/api/v1/meetings", { studentId, scheduledDate: "2026-12-03T09:30:00Z" });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe("Student not found");
    }
  });

  it("answers 401 without a session", async () => {
    expect((await h.request("POST", "/api/v1/meetings", "{}")).status).toBe(401);
    expect((await h.request("GET", "/api/v1/meetings")).status).toBe(401);
  });
});

describe("GET /api/v1/meetings", () => {
  let t: TestUser;
  let s: Student;
  beforeAll(async () => {
    t = await h.signUp();
    await setTimeZone(t, "America/Chicago");
    s = await addStudent(t, { name: "Ivy Park" });
    // Entered out of order; 2026-12-01T05:30Z is still 30 November in Chicago.
    for (const d of [
      "2026-12-10T15:00:00Z",
      "2026-12-01T05:30:00Z",
      "2026-12-01T06:30:00Z",
      "2026-11-30T15:00:00Z",
    ]) {
      await schedule(t, { studentId: s.id, scheduledDate: d });
    }
  });

  it("lists by scheduled date ascending", async () => {
    const list = (await (await t.get("/api/v1/meetings")).json()) as Meeting[];
    expect(list.map((m) => m.scheduledDate)).toEqual([
      "2026-11-30T15:00:00.000Z",
      "2026-12-01T05:30:00.000Z",
      "2026-12-01T06:30:00.000Z",
      "2026-12-10T15:00:00.000Z",
    ]);
  });

  it("filters by plain dates as whole days in the teacher's time zone", async () => {
    const dec1 = (await (await t.get("/api/v1/meetings?from=2026-12-01&to=2026-12-01")).json()) as Meeting[];
    expect(dec1.map((m) => m.scheduledDate)).toEqual(["2026-12-01T06:30:00.000Z"]);
    const nov30 = (await (await t.get("/api/v1/meetings?from=2026-11-30&to=2026-11-30")).json()) as Meeting[];
    expect(nov30.map((m) => m.scheduledDate)).toEqual([
      "2026-11-30T15:00:00.000Z",
      "2026-12-01T05:30:00.000Z",
    ]);
  });

  it("filters by instants (inclusive), status and student", async () => {
    const r = (await (
      await t.get("/api/v1/meetings?from=2026-12-01T05:30:00Z&to=2026-12-01T06:30:00Z")
    ).json()) as Meeting[];
    expect(r).toHaveLength(2);
    expect(await (await t.get("/api/v1/meetings?status=cancelled")).json()).toEqual([]);
    expect(((await (await t.get(`/api/v1/meetings?studentId=${s.id}`)).json()) as Meeting[]).length).toBe(4);
  });

  it("answers 400 for a bad filter and 404 for another teacher's student", async () => {
    expect((await t.get("/api/v1/meetings?from=yesterday")).status).toBe(400);
    expect((await t.get("/api/v1/meetings?status=maybe")).status).toBe(400);
    const res = await t.get(`/api/v1/meetings?studentId=${leo.id}`);
    expect(res.status).toBe(404);
  });

  it("never shows another teacher's meetings", async () => {
    const mine = (await (await other.get("/api/v1/meetings")).json()) as Meeting[];
    expect(mine).toEqual([]);
  });
});

describe("GET/PATCH/DELETE /api/v1/meetings/:id", () => {
  let m: MeetingDetail;
  beforeAll(async () => {
    m = await schedule(teacher, { studentId: leo.id, scheduledDate: "2026-12-04T15:00:00Z" });
  });

  it("reads one with its attendees; 404 for missing, foreign or malformed ids", async () => {
    const res = await teacher.get(`/api/v1/meetings/${m.id}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as MeetingDetail).attendees).toEqual([]);
    for (const [user, id] of [
      [teacher, MISSING_ID],
      [other, m.id],
      [teacher, "nope"],
    ] as const) {
      const r = await user.get(`/api/v1/meetings/${id}`);
      expect(r.status).toBe(404);
      expect((await errorOf(r)).message).toBe("Meeting not found");
    }
  });

  it("changes details; the date only through reschedule", async () => {
    const res = await teacher.patch(`/api/v1/meetings/${m.id}`, {
      location: "Room 12",
      durationMinutes: 45,
      type: "amendment",
      virtualLink: "https://meet.example.test/abc",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      location: "Room 12",
      durationMinutes: 45,
      type: "amendment",
      virtualLink: "https://meet.example.test/abc",
    });
    const bad = await teacher.patch(`/api/v1/meetings/${m.id}`, { scheduledDate: "2026-12-05T15:00:00Z" });
    expect(bad.status).toBe(400);
    expect((await teacher.patch(`/api/v1/meetings/${m.id}`, {})).status).toBe(400);
    expect((await other.patch(`/api/v1/meetings/${m.id}`, { location: "x" })).status).toBe(404);
  });

  it("deletes with its attendees; another teacher gets 404", async () => {
    const d = await schedule(teacher, {
      studentId: leo.id,
      scheduledDate: "2026-12-05T15:00:00Z",
      attendees: [{ attendeeName: "A" }],
    });
    expect((await other.del(`/api/v1/meetings/${d.id}`)).status).toBe(404);
    expect((await teacher.del(`/api/v1/meetings/${d.id}`)).status).toBe(204);
    expect((await teacher.get(`/api/v1/meetings/${d.id}`)).status).toBe(404);
    const rows = await h.database.rawQuery(
      "select count(*)::int as n from meeting_attendees where meeting_id = $1",
      [d.id],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe("reschedule, cancel, held", () => {
  it("reschedule: new date and link, status back to scheduled, the old date kept in history", async () => {
    const m = await schedule(teacher, { studentId: leo.id, scheduledDate: "2026-12-07T15:00:00Z" });
    const res = await teacher.post(`/api/v1/meetings/${m.id}/reschedule`, {
      scheduledDate: "2026-12-09T16:00:00Z",
      virtualLink: "https://meet.example.test/new",
      reason: "Parent asked for a later day",
    });
    expect(res.status).toBe(200);
    const moved = (await res.json()) as MeetingDetail;
    expect(moved).toMatchObject({
      scheduledDate: "2026-12-09T16:00:00.000Z",
      status: "scheduled",
      virtualLink: "https://meet.example.test/new",
      history: [
        {
          previousDate: "2026-12-07T15:00:00.000Z",
          newDate: "2026-12-09T16:00:00.000Z",
          changedAt: NOW.toISOString(),
          reason: "Parent asked for a later day",
        },
      ],
    });
    const again = (await (
      await teacher.post(`/api/v1/meetings/${m.id}/reschedule`, { scheduledDate: "2026-12-11T16:00:00Z" })
    ).json()) as MeetingDetail;
    expect(again.history.map((x) => x.previousDate)).toEqual([
      "2026-12-07T15:00:00.000Z",
      "2026-12-09T16:00:00.000Z",
    ]);
    expect(again.virtualLink).toBe("https://meet.example.test/new");
  });

  it("cancel: records the reason; a cancelled meeting cannot be rescheduled, cancelled or changed", async () => {
    const m = await schedule(teacher, { studentId: leo.id, scheduledDate: "2026-12-08T15:00:00Z" });
    expect((await teacher.post(`/api/v1/meetings/${m.id}/cancel`, {})).status).toBe(400);
    expect((await teacher.post(`/api/v1/meetings/${m.id}/cancel`, { reason: "  " })).status).toBe(400);
    const res = await teacher.post(`/api/v1/meetings/${m.id}/cancel`, { reason: "Teacher out sick" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "cancelled", cancellationReason: "Teacher out sick" });
    for (const [path, body] of [
      ["reschedule", { scheduledDate: "2026-12-12T15:00:00Z" }],
      ["cancel", { reason: "again" }],
    ] as const) {
      const r = await teacher.post(`/api/v1/meetings/${m.id}/${path}`, body);
      expect(r.status).toBe(409);
      expect((await errorOf(r)).code).toBe("MEETING_NOT_UPCOMING");
    }
    const r = await teacher.patch(`/api/v1/meetings/${m.id}`, { location: "x" });
    expect(r.status).toBe(409);
  });

  it("held: records attendance; attendees of another meeting answer 404", async () => {
    const m = await schedule(teacher, {
      studentId: leo.id,
      scheduledDate: "2026-11-20T15:00:00Z",
      attendees: [{ attendeeName: "Ana Tran", attendeeRole: "parent" }, { attendeeName: "Mr. Diaz" }],
    });
    const foreign = await schedule(teacher, {
      studentId: leo.id,
      scheduledDate: "2026-11-21T15:00:00Z",
      attendees: [{ attendeeName: "X" }],
    });
    const wrong = await teacher.post(`/api/v1/meetings/${m.id}/held`, {
      attendance: [{ attendeeId: foreign.attendees[0]!.id, attendanceStatus: "attended" }],
    });
    expect(wrong.status).toBe(404);
    const [ana, diaz] = m.attendees;
    const res = await teacher.post(`/api/v1/meetings/${m.id}/held`, {
      attendance: [
        { attendeeId: ana!.id, attendanceStatus: "attended" },
        { attendeeId: diaz!.id, attendanceStatus: "absent" },
      ],
      notes: "Agreed on new reading goal",
    });
    expect(res.status).toBe(200);
    const held = (await res.json()) as MeetingDetail;
    expect(held.status).toBe("held");
    expect(held.notes).toBe("Agreed on new reading goal");
    expect(held.attendees.map((a) => a.attendanceStatus)).toEqual(["attended", "absent"]);
    const r = await teacher.post(`/api/v1/meetings/${m.id}/reschedule`, {
      scheduledDate: "2026-12-12T15:00:00Z",
    });
    expect(r.status).toBe(409);
  });

  it("another teacher's meeting answers 404 to every action", async () => {
    const m = await schedule(teacher, { studentId: leo.id, scheduledDate: "2026-12-14T15:00:00Z" });
    expect(
      (await other.post(`/api/v1/meetings/${m.id}/reschedule`, { scheduledDate: "2026-12-15T15:00:00Z" }))
        .status,
    ).toBe(404);
    expect((await other.post(`/api/v1/meetings/${m.id}/cancel`, { reason: "x" })).status).toBe(404);
    expect((await other.post(`/api/v1/meetings/${m.id}/held`, {})).status).toBe(404);
    const still = (await (await teacher.get(`/api/v1/meetings/${m.id}`)).json()) as MeetingDetail;
    expect(still.status).toBe("scheduled");
  });
});

describe("/api/v1/meetings/:id/attendees", () => {
  it("lists, adds, changes and removes; scoped to the teacher's meeting", async () => {
    const m = await schedule(teacher, { studentId: leo.id, scheduledDate: "2026-12-16T15:00:00Z" });
    const base = `/api/v1/meetings/${m.id}/attendees`;
    const add = await teacher.post(base, {
      attendeeName: "Sam Lee",
      attendeeEmail: "sam@example.test",
      attendeeRole: "school_psychologist",
    });
    expect(add.status).toBe(201);
    const sam = await add.json();
    expect(sam).toMatchObject({ meetingId: m.id, attendeeName: "Sam Lee", attendanceStatus: "invited" });
    expect(await (await teacher.get(base)).json()).toEqual([sam]);

    const patched = await teacher.patch(`${base}/${sam.id}`, {
      attendanceStatus: "accepted",
      attendeeEmail: "",
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ attendanceStatus: "accepted", attendeeEmail: null });

    expect((await teacher.post(base, { attendeeName: "X", attendeeRole: "boss" })).status).toBe(400);
    expect((await teacher.patch(`${base}/${sam.id}`, {})).status).toBe(400);
    expect((await other.get(base)).status).toBe(404);
    expect((await other.post(base, { attendeeName: "X" })).status).toBe(404);
    expect((await other.patch(`${base}/${sam.id}`, { attendeeName: "X" })).status).toBe(404);
    expect((await other.del(`${base}/${sam.id}`)).status).toBe(404);
    const missing = await teacher.patch(`${base}/${MISSING_ID}`, { attendeeName: "X" });
    expect((await errorOf(missing)).message).toBe("Attendee not found");
    const malformed = await teacher.del(`${base}/zzz`);
    expect(malformed.status).toBe(404);
    expect((await errorOf(malformed)).message).toBe("Attendee not found");

    expect((await teacher.del(`${base}/${sam.id}`)).status).toBe(204);
    expect(await (await teacher.get(base)).json()).toEqual([]);
    expect((await h.request("GET", base)).status).toBe(401);
  });
});

describe("OpenAPI document", () => {
  it("describes the meeting, attendee, deadline, notification, dashboard and calendar routes", async () => {
    const res = await h.request("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, object> };
    const methods = (path: string) => Object.keys(doc.paths[path] ?? {}).sort();
    expect(methods("/api/v1/meetings")).toEqual(["get", "post"]);
    expect(methods("/api/v1/meetings/{id}")).toEqual(["delete", "get", "patch"]);
    for (const action of ["reschedule", "cancel", "held"])
      expect(methods(`/api/v1/meetings/{id}/${action}`)).toEqual(["post"]);
    expect(methods("/api/v1/meetings/{id}/attendees")).toEqual(["get", "post"]);
    expect(methods("/api/v1/meetings/{id}/attendees/{attendeeId}")).toEqual(["delete", "patch"]);
    expect(methods("/api/v1/deadlines")).toEqual(["get", "post"]);
    expect(methods("/api/v1/deadlines/{id}")).toEqual(["delete", "get", "patch"]);
    expect(methods("/api/v1/reporting-dates")).toEqual(["get", "patch"]);
    expect(methods("/api/v1/dashboard")).toEqual(["get"]);
    expect(methods("/api/v1/notifications")).toEqual(["get"]);
    expect(methods("/api/v1/notifications/{id}/read")).toEqual(["post"]);
    expect(methods("/api/v1/calendar-feed")).toEqual(["delete", "get", "post"]);
    expect(methods("/api/calendar/{file}")).toEqual(["get"]);
  });
});
