/**
 * The meetings and deadlines of students shared with a teacher in their caseload-wide reads
 * (requirements "Shared students in lists"): GET /meetings and /deadlines without a student, the
 * dashboard and the calendar feed include those of shared students whose role reads them
 * (`team-records.read`), marked `sharedBy`; the services behind stay the owner's; a revoke removes
 * them from the next read.
 */
import { describe, expect, it } from "vitest";
import type { Dashboard } from "../../../shared/contracts/dashboard.ts";
import type { Deadline } from "../../../shared/contracts/deadlines.ts";
import type { CalendarFeed, Meeting } from "../../../shared/contracts/meetings.ts";
import { can, TEAM_ROLES } from "../../../shared/domain/team-access.ts";
import type { TestUser } from "../../test/harness.ts";
import { readCalendar } from "../../test/ical-read.ts";
import { addStudent, schedule } from "../../test/kits/meetings.ts";
import { insertService } from "../../test/kits/service-rows.ts";
import { shareStudent, unshareStudent } from "../../test/kits/teams.ts";
import { setUpHarness } from "../../test/set-up.ts";

/** Monday 2026-11-02, 15:00 UTC. */
const NOW = new Date("2026-11-02T15:00:00Z");

const h = setUpHarness({ now: NOW });

async function json<T>(t: TestUser, path: string): Promise<T> {
  const res = await t.get(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** A teacher with one student, a meeting this week and a deadline due this week; returns their ids. */
async function caseload(t: TestUser, name: string) {
  const student = await addStudent(t, { name });
  const meeting = await schedule(t, { studentId: student.id, scheduledDate: "2026-11-04T15:00:00Z" });
  const res = await t.post("/api/v1/deadlines", {
    studentId: student.id,
    dueDate: "2026-11-05",
    title: `Consent for ${name}`,
  });
  expect(res.status).toBe(201);
  const deadline = (await res.json()) as Deadline;
  return { student, meeting, deadline };
}

/** The ids of a list with the `sharedBy` of each. */
const marked = (rows: { id: string; sharedBy?: string }[]) =>
  Object.fromEntries(rows.map((r) => [r.id, r.sharedBy ?? null]));

describe("meetings and deadlines of a shared student", () => {
  it.each(TEAM_ROLES)(
    "are in a %s's lists, dashboard and calendar feed exactly when the role reads them",
    async (role) => {
      const reads = can(role, "team-records.read");
      const owner = await h.signUp({ name: "Olive Owner" });
      const member = await h.signUp({ name: "Max Member" });
      const theirs = await caseload(owner, "Maya Robinson");
      await insertService(h.db, owner.id, theirs.student.id);
      const mine = await caseload(member, "Abe Own");
      const before = await json<Dashboard>(member, "/api/v1/dashboard");
      await shareStudent(h.db, theirs.student.id, member, role);

      const meetings = await json<Meeting[]>(member, "/api/v1/meetings");
      const deadlines = await json<Deadline[]>(member, "/api/v1/deadlines");
      const expectedMeetings = {
        [mine.meeting.id]: null,
        ...(reads ? { [theirs.meeting.id]: "Olive Owner" } : {}),
      };
      expect(marked(meetings)).toEqual(expectedMeetings);
      const ownDeadlines = (
        await json<Deadline[]>(member, `/api/v1/deadlines?studentId=${mine.student.id}`)
      ).map((d) => d.id);
      const theirDeadlines = (
        await json<Deadline[]>(owner, `/api/v1/deadlines?studentId=${theirs.student.id}`)
      ).map((d) => d.id);
      expect(marked(deadlines)).toEqual({
        ...Object.fromEntries(ownDeadlines.map((id) => [id, null])),
        ...(reads ? Object.fromEntries(theirDeadlines.map((id) => [id, "Olive Owner"])) : {}),
      });
      // The owner's own lists are unchanged and unmarked.
      expect(marked(await json<Meeting[]>(owner, "/api/v1/meetings"))).toEqual({ [theirs.meeting.id]: null });

      // With the shared student named, the gate decides: its rows marked, or 404 for a role that cannot read them.
      const one = await member.get(`/api/v1/meetings?studentId=${theirs.student.id}`);
      expect(one.status).toBe(reads ? 200 : 404);
      if (reads)
        expect(marked((await one.json()) as Meeting[])).toEqual({ [theirs.meeting.id]: "Olive Owner" });

      const d = await json<Dashboard>(member, "/api/v1/dashboard");
      expect(marked(d.upcomingMeetings)).toEqual(expectedMeetings);
      // Pending and due from today (2026-11-02) through today + 7 days, as the lists above answered them.
      const dueThisWeek = deadlines.filter(
        (x) => x.status === "pending" && x.dueDate >= "2026-11-02" && x.dueDate <= "2026-11-09",
      );
      expect(dueThisWeek.some((x) => x.sharedBy)).toBe(reads);
      expect(marked(d.upcomingDeadlines)).toEqual(marked(dueThisWeek));
      expect(d.counts.meetingsThisWeek).toBe(before.counts.meetingsThisWeek + (reads ? 1 : 0));
      // Every role has the student in its list, so in the count.
      expect(d.counts.students).toBe(before.counts.students + 1);
      // The compliance duty stays the owner's.
      expect(d.servicesBehind).toEqual(before.servicesBehind);
      expect((await json<Dashboard>(owner, "/api/v1/dashboard")).servicesBehind.services).toBe(1);
    },
  );

  it("leave the calendar feed and every list with the revoke; an outsider never has them", async () => {
    const owner = await h.signUp({ name: "Olive Owner" });
    const member = await h.signUp();
    const outsider = await h.signUp();
    const theirs = await caseload(owner, "Maya Robinson");
    await shareStudent(h.db, theirs.student.id, member, "co_teacher");
    const feed = async (t: TestUser) => {
      const { url } = (await (await t.post("/api/v1/calendar-feed")).json()) as CalendarFeed;
      return async () => {
        const res = await h.request("GET", new URL(url as string).pathname);
        expect(res.status).toBe(200);
        return readCalendar(await res.text()).events.map((e) => e.uid);
      };
    };
    const memberFeed = await feed(member);
    const outsiderFeed = await feed(outsider);
    const uid = `${theirs.meeting.id}@iep-workspace`;
    expect(await memberFeed()).toContain(uid);
    expect((await memberFeed()).filter((u) => u.startsWith("deadline-")).length).toBeGreaterThan(0);
    expect(await outsiderFeed()).toEqual([]);
    expect(await json<Meeting[]>(outsider, "/api/v1/meetings")).toEqual([]);
    expect(await json<Deadline[]>(outsider, "/api/v1/deadlines")).toEqual([]);

    await unshareStudent(h.db, theirs.student.id, member.id);
    expect(await memberFeed()).toEqual([]);
    expect(await json<Meeting[]>(member, "/api/v1/meetings")).toEqual([]);
    expect(await json<Deadline[]>(member, "/api/v1/deadlines")).toEqual([]);
    const d = await json<Dashboard>(member, "/api/v1/dashboard");
    expect([d.upcomingMeetings, d.upcomingDeadlines, d.overdueDeadlines]).toEqual([[], [], []]);
    expect(d.counts).toMatchObject({ students: 0, goals: 0, meetingsThisWeek: 0 });
  });
});
