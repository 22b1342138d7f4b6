/**
 * Reminders of a shared student's meetings (requirements "Shared students in lists"): the owner and
 * each active member whose role may change the meetings (`meetings.edit`: co-teachers) are reminded,
 * each once; other roles, a revoked member and an outsider are not; deadline reminders stay the owner's.
 */
import { describe, expect, it } from "vitest";
import { can, TEAM_ROLES } from "../../../shared/domain/team-access.ts";
import type { Mailer, MailMessage } from "../../mail/mailer.ts";
import { addStudent, schedule } from "../../test/kits/meetings.ts";
import { shareStudent, unshareStudent } from "../../test/kits/teams.ts";
import { setUpHarness } from "../../test/set-up.ts";
import { runReminders } from "./reminders.ts";

/** Monday 2026-11-23, 15:00 UTC. */
const NOW = new Date("2026-11-23T15:00:00Z");

const h = setUpHarness({ now: NOW });

describe("reminders of a shared student's meetings", () => {
  it("go to the owner and the members who may change the meetings, once each", async () => {
    const owner = await h.signUp({ name: "Olive Owner" });
    const s = await addStudent(owner, { name: "Maya Robinson" });
    await schedule(owner, { studentId: s.id, type: "annual_review", scheduledDate: "2026-11-25T15:00:00Z" });
    const deadline = await owner.post("/api/v1/deadlines", {
      studentId: s.id,
      dueDate: "2026-11-25",
      title: "Send the draft IEP",
    });
    expect(deadline.status).toBe(201);
    const members = await Promise.all(
      TEAM_ROLES.map(async (role) => {
        const t = await h.signUp();
        await shareStudent(h.db, s.id, t, role);
        return { role, t };
      }),
    );
    const revoked = await h.signUp();
    await shareStudent(h.db, s.id, revoked, "co_teacher");
    await unshareStudent(h.db, s.id, revoked.id);
    const invited = await h.signUp();
    await shareStudent(h.db, s.id, invited, "co_teacher", "invited");
    const outsider = await h.signUp();

    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      send: async (m) => {
        sent.push(m);
        return "ok";
      },
    };
    await runReminders({ db: h.db, mailer, log: () => {} }, NOW);
    const reminded = members.filter((m) => can(m.role, "meetings.edit")).map((m) => m.t.email);
    expect(reminded.length).toBeGreaterThan(0);
    const meetingMail = sent.filter((m) => m.subject === "Reminder: Annual review — Maya Robinson");
    expect(meetingMail.map((m) => m.to).sort()).toEqual([owner.email, ...reminded].sort());
    // The deadline is the case manager's alone.
    expect(sent.filter((m) => m.subject.startsWith("Deadline coming up")).map((m) => m.to)).toEqual([
      owner.email,
    ]);
    for (const t of [
      revoked,
      invited,
      outsider,
      ...members.filter((m) => !can(m.role, "meetings.edit")).map((m) => m.t),
    ])
      expect(sent.filter((m) => m.to === t.email)).toEqual([]);

    // In the app too, for the same teachers.
    const notified = (await h.database.rawQuery(
      "select u.email from notifications n join users u on u.id = n.user_id where n.type = 'meeting_reminder'",
      [],
    )) as { email: string }[];
    expect(notified.map((n) => n.email).sort()).toEqual([owner.email, ...reminded].sort());

    // Exactly once each.
    sent.length = 0;
    await runReminders({ db: h.db, mailer, log: () => {} }, new Date(NOW.getTime() + 3_600_000));
    expect(sent).toEqual([]);
  });
});
