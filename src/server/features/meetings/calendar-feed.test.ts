/**
 * The private calendar feed (requirements "Notifications"): a secret, revocable address read without a
 * session; meetings and pending deadlines, parsed back with ical.js; students named by initials only.
 */
import { describe, expect, it } from "vitest";
import type { CalendarFeed } from "../../../shared/contracts/meetings.ts";
import { readCalendar } from "../../test/ical-read.ts";
import { addStudent, schedule } from "../../test/kits/meetings.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

const NOW = new Date("2026-11-23T15:00:00Z");

const h = setUpHarness({ now: NOW });
const teacher = setUpTeacher(h);

const feedPath = (url: string) => new URL(url).pathname;

describe("calendar feed", () => {
  it("is off until made; the address is shown once", async () => {
    expect(await (await teacher.get("/api/v1/calendar-feed")).json()).toEqual({
      active: false,
      url: null,
      createdAt: null,
    });
    const res = await teacher.post("/api/v1/calendar-feed");
    expect(res.status).toBe(201);
    const feed = (await res.json()) as CalendarFeed;
    expect(feed.active).toBe(true);
    expect(feed.url).toMatch(/^http:\/\/localhost\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await (await teacher.get("/api/v1/calendar-feed")).json()).toEqual({
      active: true,
      url: null,
      createdAt: NOW.toISOString(),
    });
  });

  it("serves meetings and pending deadlines to anyone with the address, without a session", async () => {
    const s = await addStudent(teacher, { name: "Maya Lopez Robinson", annualMeetingDueDate: "2027-03-01" });
    const m = await schedule(teacher, {
      studentId: s.id,
      type: "annual_review",
      scheduledDate: "2027-02-10T15:00:00Z",
      location: "Room 12",
    });
    const cancelled = await schedule(teacher, { studentId: s.id, scheduledDate: "2026-12-01T15:00:00Z" });
    await teacher.post(`/api/v1/meetings/${cancelled.id}/cancel`, { reason: "x" });
    await teacher.post(`/api/v1/meetings/${m.id}/reschedule`, { scheduledDate: "2027-02-11T15:00:00Z" });
    const { url } = (await (await teacher.post("/api/v1/calendar-feed")).json()) as CalendarFeed;

    const res = await h.request("GET", feedPath(url!));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await res.text();
    expect(text).not.toContain("Maya");
    expect(text).not.toContain("Robinson");
    const cal = readCalendar(text);
    const meetingEvents = cal.events.filter((e) => !e.uid.startsWith("deadline-"));
    expect(meetingEvents.map((e) => [e.uid, e.sequence, e.summary, e.start, e.status])).toEqual([
      [`${cancelled.id}@iep-workspace`, 1, "Meeting — M. L. R.", "2026-12-01T15:00:00.000Z", "CANCELLED"],
      [`${m.id}@iep-workspace`, 1, "Annual review — M. L. R.", "2027-02-11T15:00:00.000Z", "CONFIRMED"],
    ]);
    const annual = cal.events.find((e) => e.summary === "Due: Annual IEP review due — M. L. R.");
    expect(annual?.allDayDate).toBe("2027-03-01");
  });

  it("a new address replaces the old; a revoked one answers 404", async () => {
    const first = ((await (await teacher.post("/api/v1/calendar-feed")).json()) as CalendarFeed).url!;
    const second = ((await (await teacher.post("/api/v1/calendar-feed")).json()) as CalendarFeed).url!;
    expect((await h.request("GET", feedPath(first))).status).toBe(404);
    expect((await h.request("GET", feedPath(second))).status).toBe(200);
    expect((await teacher.del("/api/v1/calendar-feed")).status).toBe(204);
    expect((await h.request("GET", feedPath(second))).status).toBe(404);
    expect(((await (await teacher.get("/api/v1/calendar-feed")).json()) as CalendarFeed).active).toBe(false);
  });

  it("refuses guesses and answers 401 to the signed-in routes without a session", async () => {
    for (const path of [
      "/api/calendar/abc.ics",
      `/api/calendar/${"A".repeat(43)}.ics`,
      `/api/calendar/${"A".repeat(43)}`,
    ]) {
      expect((await h.request("GET", path)).status).toBe(404);
    }
    for (const method of ["GET", "POST", "DELETE"]) {
      expect((await h.request(method, "/api/v1/calendar-feed")).status).toBe(401);
    }
  });

  it("one teacher's feed never holds another teacher's meetings", async () => {
    const t2 = await h.signUp();
    const s2 = await addStudent(t2, { name: "Other Kid" });
    await schedule(t2, { studentId: s2.id, scheduledDate: "2026-12-05T15:00:00Z" });
    const { url } = (await (await teacher.post("/api/v1/calendar-feed")).json()) as CalendarFeed;
    const text = await (await h.request("GET", feedPath(url!))).text();
    expect(text).not.toContain("O. K.");
  });
});
