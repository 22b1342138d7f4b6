/**
 * In-app notifications (requirements "Notifications"): written for meeting changes and note-quota
 * warnings; listed newest first, unread count, mark read and mark all read; scoped by teacher.
 */
import { describe, expect, it } from "vitest";
import type { Notification } from "../../../shared/contracts/notifications.ts";
import type { TestUser } from "../../test/harness.ts";
import { addStudent, errorOf, MISSING_ID, schedule } from "../../test/kits/meetings.ts";
import { setUpHarness, setUpTeacher } from "../../test/set-up.ts";

const NOW = new Date("2026-11-23T15:00:00Z");

const list = async (user: TestUser, query = "") =>
  (await (await user.get(`/api/v1/notifications${query}`)).json()) as Notification[];
const unread = async (user: TestUser) =>
  ((await (await user.get("/api/v1/notifications/unread-count")).json()) as { count: number }).count;

const h = setUpHarness({ now: NOW });
const teacher = setUpTeacher(h);
const other = setUpTeacher(h);

describe("meeting changes", () => {
  it("scheduling, rescheduling and cancelling each add one, newest first", async () => {
    const s = await addStudent(teacher, { name: "Maya Robinson" });
    const m = await schedule(teacher, { studentId: s.id, scheduledDate: "2026-12-03T15:30:00Z" });
    h.setNow(new Date("2026-11-23T15:01:00Z"));
    await teacher.post(`/api/v1/meetings/${m.id}/reschedule`, { scheduledDate: "2026-12-04T15:30:00Z" });
    h.setNow(new Date("2026-11-23T15:02:00Z"));
    await teacher.post(`/api/v1/meetings/${m.id}/cancel`, { reason: "Snow day" });
    h.setNow(NOW);
    const items = await list(teacher);
    expect(items.map((n) => [n.type, n.meetingId, n.readAt])).toEqual([
      ["meeting_cancelled", m.id, null],
      ["meeting_rescheduled", m.id, null],
      ["meeting_scheduled", m.id, null],
    ]);
    expect(items[0]!.body).toBe("Maya Robinson: Snow day");
    expect(items[0]!.link).toBe("/dashboard/meetings");
    expect(await unread(teacher)).toBe(3);
    expect(await list(other)).toEqual([]);
    expect(await unread(other)).toBe(0);
  });

  it("mark one read, then all read; another teacher's id answers 404", async () => {
    const [first] = await list(teacher);
    expect((await other.post(`/api/v1/notifications/${first!.id}/read`)).status).toBe(404);
    for (const id of [MISSING_ID, "zzz"]) {
      const r = await teacher.post(`/api/v1/notifications/${id}/read`);
      expect(r.status).toBe(404);
      expect((await errorOf(r)).message).toBe("Notification not found");
    }
    const res = await teacher.post(`/api/v1/notifications/${first!.id}/read`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Notification).readAt).toBe(NOW.toISOString());
    expect(await unread(teacher)).toBe(2);
    expect((await list(teacher, "?unread=true")).map((n) => n.id)).not.toContain(first!.id);
    expect(await list(teacher, "?limit=1")).toHaveLength(1);
    expect((await teacher.get("/api/v1/notifications?limit=0")).status).toBe(400);
    expect((await teacher.get("/api/v1/notifications?unread=yes")).status).toBe(400);

    const all = await teacher.post("/api/v1/notifications/read-all");
    expect(await all.json()).toEqual({ updated: 2 });
    expect(await unread(teacher)).toBe(0);
    expect(await (await teacher.post("/api/v1/notifications/read-all")).json()).toEqual({ updated: 0 });
  });

  it("answers 401 without a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/v1/notifications"],
      ["GET", "/api/v1/notifications/unread-count"],
      ["POST", "/api/v1/notifications/read-all"],
    ] as const) {
      expect((await h.request(method, url)).status).toBe(401);
    }
  });
});

describe("note-quota warnings", () => {
  it("warns once at 8 of 10 free notes and once at 10", async () => {
    const t = await h.signUp();
    const s = await addStudent(t, { name: "Leo Tran" });
    // Seven notes already generated this month (the quota counts generations), then three through the API.
    for (let i = 0; i < 7; i++) {
      await h.database.rawQuery("insert into note_generations (user_id, created_at) values ($1, $2)", [
        t.id,
        NOW.toISOString(),
      ]);
    }
    const generate = () =>
      t.post("/api/v1/notes/generate", { studentId: s.id, observations: "On task 8 of 10 minutes." });
    expect((await generate()).status).toBe(201);
    let warnings = (await list(t)).filter((n) => n.type === "quota_warning");
    expect(warnings.map((n) => n.body)).toEqual(["You have used 8 of your 10 free notes this month."]);
    h.setNow(new Date(NOW.getTime() + 60_000));
    expect((await generate()).status).toBe(201);
    h.setNow(new Date(NOW.getTime() + 120_000));
    expect((await generate()).status).toBe(201);
    h.setNow(NOW);
    warnings = (await list(t)).filter((n) => n.type === "quota_warning");
    expect(warnings.map((n) => n.title)).toEqual(["Monthly note limit reached", "Notes running low"]);
  });
});
