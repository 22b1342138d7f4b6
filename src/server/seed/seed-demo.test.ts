/**
 * The demo seed (`npm run seed:demo`): its data fits the API contracts and the brief ("at least 6
 * fictional students across grades K–8 and disability categories, with goals, present levels,
 * accommodations and a few notes"), and running it through the real app creates the caseload once.
 */
import { randomUUID } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import type { Dashboard } from "../../shared/contracts/dashboard.ts";
import { createDeadlineInput } from "../../shared/contracts/deadlines.ts";
import type { Goal } from "../../shared/contracts/goals.ts";
import type { Iep } from "../../shared/contracts/ieps.ts";
import type { Profile } from "../../shared/contracts/me.ts";
import { updateProfileInput } from "../../shared/contracts/me.ts";
import { createMeetingInput, type Meeting } from "../../shared/contracts/meetings.ts";
import { generateNoteInput } from "../../shared/contracts/notes.ts";
import { createStudentInput, type Student } from "../../shared/contracts/students.ts";
import { diffIepContent } from "../../shared/domain/iep-document.ts";
import { TEST_ORIGIN } from "../test/harness.ts";
import { setUpHarness } from "../test/set-up.ts";
import { DEMO_EMAIL, DEMO_PASSWORD, demoCaseload } from "./demo-caseload.ts";
import { DEMO_GOAL_MEASURES } from "./demo-goals.ts";
import { DEMO_AMENDMENT_REASON, DEMO_IEP_STUDENTS } from "./demo-ieps.ts";
import { DEMO_SCHOOL_HOURS, demoSchedule } from "./demo-meetings.ts";
import { DEMO_CO_TEACHER, DEMO_SHARED_STUDENTS, DEMO_SLP } from "./demo-team.ts";
import { DEMO_TIME_ZONE, seedDemo } from "./seed-demo.ts";

const TODAY = new Date("2026-10-05T12:00:00");
const caseload = demoCaseload(TODAY, "America/Chicago");
const schedule = demoSchedule(TODAY, "America/Chicago");

describe("demo caseload data", () => {
  it.each(caseload.students.map((s) => [s.name, s] as const))(
    "%s passes the create-student contract",
    (_n, s) => {
      const parsed = createStudentInput.safeParse(s);
      expect(parsed.success, parsed.error?.message).toBe(true);
    },
  );

  it("has at least 6 students spanning kindergarten to grade 8", () => {
    expect(caseload.students.length).toBeGreaterThanOrEqual(6);
    const grades = new Set(caseload.students.map((s) => s.grade));
    expect(grades.has("K")).toBe(true);
    expect(grades.has("8")).toBe(true);
  });

  it("covers at least 6 different disability categories", () => {
    const categories = new Set(caseload.students.flatMap((s) => s.disabilities ?? []));
    expect(categories.size).toBeGreaterThanOrEqual(6);
  });

  it("gives every student measurable goals, present levels, accommodations and subject targets", () => {
    for (const s of caseload.students) {
      expect(s.iepGoals?.length, s.name).toBeGreaterThanOrEqual(2);
      // A measurable goal names a criterion: a number (WCPM, percent, trials, digits…).
      for (const goal of s.iepGoals ?? []) expect(goal, s.name).toMatch(/\d/);
      expect(s.presentLevels, s.name).toMatch(/\d/);
      expect(s.accommodations?.length, s.name).toBeGreaterThanOrEqual(2);
      expect(s.strengths?.length, s.name).toBeGreaterThanOrEqual(2);
      expect(s.defaultStrategies?.length, s.name).toBeGreaterThanOrEqual(1);
      expect(Object.keys(s.assessmentTools ?? {}), s.name).toEqual(Object.keys(s.iepGoalTargets ?? {}));
    }
  });

  it("measures every goal of every student (baseline, target, unit, method)", () => {
    for (const s of caseload.students) {
      const measures = DEMO_GOAL_MEASURES[s.name] ?? [];
      expect(measures.length, s.name).toBe(s.iepGoals?.length);
      for (const m of measures) expect(m.baseline, s.name).not.toBe(m.target);
    }
  });

  it("has birth dates that fit each grade and meetings still ahead", () => {
    for (const s of caseload.students) {
      const grade = s.grade === "K" ? 0 : Number(s.grade);
      const ageOnSeptember1 = 2026 - Number(s.dateOfBirth!.slice(0, 4));
      expect(ageOnSeptember1 - grade, s.name).toBeGreaterThanOrEqual(5);
      expect(ageOnSeptember1 - grade, s.name).toBeLessThanOrEqual(6);
      expect(s.annualMeetingDueDate! > "2026-10-05", s.name).toBe(true);
    }
  });

  it("drafts a few notes, each for a student of the caseload and within the note contract", () => {
    expect(caseload.notes.length).toBeGreaterThanOrEqual(3);
    const names = new Set(caseload.students.map((s) => s.name));
    for (const { student, ...note } of caseload.notes) {
      expect(names.has(student)).toBe(true);
      const parsed = generateNoteInput.safeParse({ ...note, studentId: randomUUID() });
      expect(parsed.success, parsed.error?.message).toBe(true);
    }
  });

  it("schedules meetings and deadlines for students of the caseload, within the contracts", () => {
    const names = new Set(caseload.students.map((s) => s.name));
    for (const { student, after: _after, ...m } of schedule.meetings) {
      expect(names.has(student), student).toBe(true);
      const parsed = createMeetingInput.safeParse({ ...m, studentId: randomUUID() });
      expect(parsed.success, parsed.error?.message).toBe(true);
    }
    for (const { student, done: _done, ...d } of schedule.deadlines) {
      expect(names.has(student), student).toBe(true);
      const parsed = createDeadlineInput.safeParse({ ...d, studentId: randomUUID() });
      expect(parsed.success, parsed.error?.message).toBe(true);
    }
    expect(
      schedule.deadlines.filter((d) => d.dueDate < "2026-10-05" && !d.done).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it("completes onboarding in a valid profile update", () => {
    const parsed = updateProfileInput.safeParse(caseload.profile);
    expect(parsed.success, parsed.error?.message).toBe(true);
    expect(caseload.profile.onboardingCompleted).toBe(true);
  });
});

/**
 * A demo meeting starts and ends on a school day (Monday to Friday) within `DEMO_SCHOOL_HOURS`, local
 * time in `timeZone`; so does every earlier date of a rescheduled one.
 */
function expectSchoolHours(
  m: { scheduledDate: string; durationMinutes?: number; history?: { previousDate: string }[] },
  timeZone: string,
) {
  const starts = [m.scheduledDate, ...(m.history ?? []).map((h) => h.previousDate)];
  for (const iso of starts) {
    const start = new TZDate(new Date(iso).getTime(), timeZone);
    const end = new TZDate(start.getTime() + (m.durationMinutes ?? 60) * 60_000, timeZone);
    const what = `${format(start, "EEEE yyyy-MM-dd HH:mm")}–${format(end, "HH:mm")} ${timeZone}`;
    expect(start.getDay() >= 1 && start.getDay() <= 5, what).toBe(true);
    expect(format(start, "HH:mm") >= DEMO_SCHOOL_HOURS.start, what).toBe(true);
    expect(
      format(end, "yyyy-MM-dd HH:mm") <= `${format(start, "yyyy-MM-dd")} ${DEMO_SCHOOL_HOURS.end}`,
      what,
    ).toBe(true);
  }
}

describe("demo meetings in school hours", () => {
  // Every day of one week as the seed day (2026-10-05 is a Monday), in zones across the US.
  const days = ["05", "06", "07", "08", "09", "10", "11"];
  const zones = ["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles"];
  it.each(days.flatMap((d) => zones.map((z) => [`2026-10-${d}`, z] as const)))(
    "seeded on %s in %s: every meeting on a school day within school hours",
    (day, zone) => {
      const today = new TZDate(`${day}T12:00:00`, zone);
      const { meetings } = demoSchedule(new Date(today.getTime()), zone);
      expect(meetings.length).toBeGreaterThan(0);
      for (const m of meetings) {
        expectSchoolHours(m, zone);
        if (m.after && "reschedule" in m.after)
          expectSchoolHours({ ...m, scheduledDate: m.after.reschedule.scheduledDate }, zone);
      }
    },
  );
});

describe("seedDemo through the app", () => {
  const h = setUpHarness();

  it("creates the teacher, profile, students and notes once; a second run changes nothing", async () => {
    // No zone given and none stored: the demo's US school zone, whatever the server's own zone is.
    const first = await seedDemo(h.app, { origin: TEST_ORIGIN, today: TODAY, db: h.db });
    expect(first).toMatchObject({
      iepsCreated: 3,
      servicesCreated: 13,
      contactsCreated: 5,
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      createdTeacher: true,
      signedIn: true,
      studentsCreated: caseload.students.length,
      notesCreated: caseload.notes.length,
      meetingsCreated: schedule.meetings.length,
      deadlinesCreated: schedule.deadlines.length,
      alreadySeeded: false,
    });

    const signIn = await h.request(
      "POST",
      "/api/auth/sign-in/email",
      JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    );
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const get = async (url: string) => {
      const res = await h.request("GET", url, undefined, { cookie });
      expect(res.status).toBe(200);
      return res.json();
    };

    const me = (await get("/api/v1/me")) as {
      onboardingCompleted: boolean;
      firstName: string;
      timeZone: string;
    };
    expect(me).toMatchObject({ onboardingCompleted: true, firstName: "Jordan", timeZone: "America/Chicago" });
    // The demo teacher is in the Pro trial, with reminders five days ahead.
    expect((me as unknown as Profile).plan).toMatchObject({ state: "active_trial", daysRemaining: 14 });
    expect(await get("/api/v1/me/preferences")).toMatchObject({ emailReminders: true, reminderLeadDays: 5 });
    const students = (await get("/api/v1/students")) as Student[];
    expect(students.map((s) => s.name).sort()).toEqual(caseload.students.map((s) => s.name).sort());
    const notes = (await get("/api/v1/notes")) as { studentName: string; generatedNote: string }[];
    expect(notes).toHaveLength(caseload.notes.length);
    for (const n of notes) expect(n.generatedNote.length).toBeGreaterThan(0);

    // Meetings in every state, deadlines due soon and overdue, notifications of the meeting changes.
    const meetings = (await get("/api/v1/meetings")) as { status: string; history: unknown[] }[];
    expect(meetings.map((m) => m.status).sort()).toEqual([
      "cancelled",
      "held",
      "scheduled",
      "scheduled",
      "scheduled",
      "scheduled",
    ]);
    expect(meetings.some((m) => m.history.length === 1)).toBe(true);
    for (const m of meetings as unknown as Meeting[]) expectSchoolHours(m, DEMO_TIME_ZONE);
    h.setNow(TODAY);
    try {
      // Every goal is a structured goal with weeks of data: most on track, some below or above the aimline.
      const goals = (await get("/api/v1/goals")) as Goal[];
      expect(goals).toHaveLength(caseload.students.reduce((n, s) => n + (s.iepGoals?.length ?? 0), 0));
      for (const g of goals) {
        expect(g.baselineValue, g.statement).not.toBeNull();
        expect(g.targetValue, g.statement).not.toBeNull();
        expect(g.targetDate, g.statement).not.toBeNull();
        expect(g.entryCount, g.statement).toBeGreaterThanOrEqual(6);
        expect(g.aimline, g.statement).not.toBeNull();
      }
      const actions = goals.map((g) => g.decision.action);
      expect(actions.filter((a) => a === "continue").length).toBeGreaterThan(goals.length / 2);
      expect(actions).toContain("change_instruction");
      expect(actions).toContain("raise_goal");
      for (const s of students) {
        const typed = caseload.students.find((c) => c.name === s.name)?.iepGoals;
        expect(s.iepGoals, s.name).toEqual(typed);
      }
      const dashboard = (await get("/api/v1/dashboard")) as {
        upcomingMeetings: unknown[];
        upcomingDeadlines: unknown[];
        overdueDeadlines: unknown[];
      };
      expect(dashboard.upcomingMeetings.length).toBeGreaterThanOrEqual(3);
      // Services: most on track, Grace's behind, Noah's reading owing 20 minutes (requirements
      // "Service compliance"); Lily's missed week was made up in full.
      const services = (dashboard as unknown as Dashboard).servicesBehind;
      expect(services).toMatchObject({ services: 13, behind: 1, owed: 1, owedMinutes: 20 });
      expect(services.students.map((s) => [s.studentName, s.behind, s.owedMinutes])).toEqual([
        ["Noah Patel", 0, 20],
        ["Grace Thompson", 1, 0],
      ]);
      expect(dashboard.overdueDeadlines.length).toBeGreaterThanOrEqual(2);
      expect(dashboard.upcomingDeadlines.length).toBeGreaterThanOrEqual(3);
    } finally {
      h.setNow(null);
    }
    const notifications = (await get("/api/v1/notifications")) as { type: string }[];
    expect(new Set(notifications.map((n) => n.type))).toEqual(
      new Set([
        "meeting_scheduled",
        "meeting_rescheduled",
        "meeting_cancelled",
        "team_update",
        "team_invitation",
      ]),
    );

    // IEP teams: the SLP on two students' teams (accepted), some sessions and data points hers, and
    // a co-teacher's invitation waiting for the demo teacher.
    expect(first).toMatchObject({ teamMembersCreated: 2, invitationsCreated: 1, rowsByProvider: 12 });
    for (const name of DEMO_SHARED_STUDENTS) {
      const id = students.find((s) => s.name === name)?.id;
      expect(await get(`/api/v1/students/${id}/members`), name).toMatchObject([
        { name: DEMO_SLP.name, email: DEMO_SLP.email, role: "provider", status: "active" },
      ]);
    }
    const [slp] = (await h.database.rawQuery("select id from users where email = $1", [DEMO_SLP.email])) as {
      id: string;
    }[];
    const byProvider = (await h.database.rawQuery(
      "select (select count(*) from service_sessions where entered_by_user_id = $1)::int as sessions, (select count(*) from progress_entries where entered_by_user_id = $1)::int as entries",
      [slp?.id],
    )) as { sessions: number; entries: number }[];
    expect(byProvider).toEqual([{ sessions: 6, entries: 6 }]);
    expect(await get("/api/v1/invitations")).toMatchObject([
      { studentName: "Jonah R.", role: "co_teacher", ownerName: DEMO_CO_TEACHER.name },
    ]);

    // IEP versions: a final annual IEP from 2026-09-15 to the annual review date for each; for the
    // student with a reading goal, a draft amendment raising it (requirements "IEP versions").
    for (const name of DEMO_IEP_STUDENTS) {
      const student = students.find((s) => s.name === name) as Student;
      const { ieps } = (await get(`/api/v1/students/${student.id}/ieps`)) as { ieps: Iep[] };
      const final = ieps.find((i) => i.status === "final") as Iep;
      expect(final, name).toMatchObject({
        kind: "annual",
        startDate: "2026-09-15",
        endDate: student.annualMeetingDueDate,
      });
      expect(final.finalizedAt?.slice(0, 7), name).toBe("2026-09");
      expect(final.content.annualGoals.length, name).toBeGreaterThan(0);
      const amendments = ieps.filter((i) => i.kind === "amendment");
      if (name !== "Sofia Martinez") expect(amendments, name).toEqual([]);
      else {
        expect(amendments).toMatchObject([
          { status: "draft", amends: final.id, amendment: { reason: DEMO_AMENDMENT_REASON } },
        ]);
        const changed = diffIepContent(final.content, (amendments[0] as Iep).content);
        expect(changed.map((d) => [d.key, d.change])).toEqual([["annualGoals", "changed"]]);
      }
    }

    // 8 weeks of sessions: a reading group of 3 logged as one group id per session, one closed day,
    // make-ups; contacts tied to the upcoming annual review, and a follow-up deadline.
    const sessions = (await h.database.rawQuery(
      "select session_date::text as date, status, group_id, group_size from service_sessions",
      [],
    )) as { date: string; status: string; group_id: string | null; group_size: number | null }[];
    expect(sessions.length).toBe(first.sessionsCreated);
    const dates = sessions.map((x) => x.date).sort();
    expect([dates[0], dates.at(-1)]).toEqual(["2026-08-17", "2026-10-02"]);
    const groups = new Map<string, (number | null)[]>();
    for (const x of sessions)
      if (x.group_id) groups.set(x.group_id, [...(groups.get(x.group_id) ?? []), x.group_size]);
    for (const sizes of groups.values()) expect(sizes).toEqual([3, 3, 3]);
    const statuses = new Set(sessions.map((x) => x.status));
    expect(statuses).toEqual(
      new Set([
        "delivered",
        "makeup",
        "student_absent",
        "student_unavailable",
        "provider_absent",
        "school_closed",
      ]),
    );
    expect(new Set(sessions.filter((x) => x.status === "school_closed").map((x) => x.date))).toEqual(
      new Set(["2026-09-10"]),
    );
    const contacts = (await h.database.rawQuery(
      "select c.purpose, c.meeting_id, m.type, d.kind, d.due_date::text as due from parent_contacts c left join meetings m on m.id = c.meeting_id left join deadlines d on d.id = c.follow_up_deadline_id",
      [],
    )) as {
      purpose: string;
      meeting_id: string | null;
      type: string | null;
      kind: string | null;
      due: string | null;
    }[];
    expect(contacts.filter((c) => c.meeting_id).map((c) => [c.purpose, c.type])).toEqual([
      ["meeting_notice", "annual_review"],
      ["meeting_notice", "annual_review"],
    ]);
    expect(contacts.filter((c) => c.kind).map((c) => [c.kind, c.due])).toEqual([["follow_up", "2026-10-08"]]);

    const second = await seedDemo(h.app, {
      origin: TEST_ORIGIN,
      today: TODAY,
      timeZone: "America/Chicago",
      db: h.db,
    });
    expect(second).toMatchObject({
      iepsCreated: 0,
      servicesCreated: 0,
      createdTeacher: false,
      studentsCreated: 0,
      notesCreated: 0,
      teamMembersCreated: 0,
      invitationsCreated: 0,
      alreadySeeded: true,
    });
    expect((await get("/api/v1/students")) as Student[]).toHaveLength(caseload.students.length);
  });

  it("adds only the missing students when a run was interrupted", async () => {
    const signIn = await h.request(
      "POST",
      "/api/auth/sign-in/email",
      JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    );
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const list = (await (
      await h.request("GET", "/api/v1/students", undefined, { cookie })
    ).json()) as Student[];
    const removed = list[0]!;
    expect((await h.request("DELETE", `/api/v1/students/${removed.id}`, undefined, { cookie })).status).toBe(
      204,
    );

    const again = await seedDemo(h.app, { origin: TEST_ORIGIN, today: TODAY, timeZone: "America/Chicago" });
    expect(again).toMatchObject({ studentsCreated: 1, notesCreated: 0, alreadySeeded: false });
    const after = (await (
      await h.request("GET", "/api/v1/students", undefined, { cookie })
    ).json()) as Student[];
    expect(after.map((s) => s.name)).toContain(removed.name);
  });
});
