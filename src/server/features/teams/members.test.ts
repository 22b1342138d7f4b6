/**
 * API tests of a student's team and its invitations (requirements "IEP teams", "Invitations"):
 * inviting by address (an existing teacher, an unknown address, the owner's own, twice), the
 * notification and mail written, answering (accept, decline, someone else's), the owner's role change
 * and revoke taking effect on the member's next request, the members routes refused to members, and
 * who did what — against a real database.
 */
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { Notification } from "../../../shared/contracts/notifications.ts";
import type { Invitation, Member, TeamActivity } from "../../../shared/contracts/teams.ts";
import { auditLog, studentMembers } from "../../db/schema/index.ts";
import type { TestUser } from "../../test/harness.ts";
import { addStudentWithGoal } from "../../test/kits/caseload.ts";
import { errorOf, MISSING_ID } from "../../test/kits/meetings.ts";
import { shareStudent } from "../../test/kits/teams.ts";
import { setUpHarness, setUpTeacher, setUpValue } from "../../test/set-up.ts";

const NOW = new Date("2026-11-20T17:00:00Z");
const h = setUpHarness({ now: NOW });
const owner = setUpTeacher(h, { name: "Jordan Ortiz" });
const slp = setUpTeacher(h, { name: "Priya Shah" });
const outsider = setUpTeacher(h, { name: "Sam Lee" });
const maya = setUpValue(() =>
  addStudentWithGoal(
    owner,
    { name: "Maya Robinson" },
    {
      statement: "Maya will read 90 words correct per minute",
      baselineValue: 40,
      baselineDate: "2026-09-01",
      targetValue: 90,
      targetDate: "2027-06-01",
      direction: "increase",
    },
  ),
);

// Each test starts with an empty team, whatever the last one left.
afterEach(async () => {
  await h.db.delete(studentMembers);
});

const membersUrl = (studentId = maya.student.id) => `/api/v1/students/${studentId}/members`;

async function invite(email: string, role = "provider", by: TestUser = owner, studentId = maya.student.id) {
  return by.post(membersUrl(studentId), { email, role });
}

async function invited(email: string, role = "provider"): Promise<Member> {
  const res = await invite(email, role);
  if (res.status !== 201) throw new Error(`invite: ${res.status} ${await res.text()}`);
  return (await res.json()) as Member;
}

async function invitationsOf(user: TestUser): Promise<Invitation[]> {
  const res = await user.get("/api/v1/invitations");
  expect(res.status).toBe(200);
  return (await res.json()) as Invitation[];
}

async function notificationsOf(user: TestUser): Promise<Notification[]> {
  return (await (await user.get("/api/v1/notifications")).json()) as Notification[];
}

describe("invite", () => {
  it("invites a teacher with an account: tied to the account, notified in the app and by mail", async () => {
    const mailBefore = h.sentMail.length;
    const member = await invited(slp.email.toUpperCase());
    expect(member).toMatchObject({
      studentId: maya.student.id,
      userId: slp.id,
      email: slp.email.toLowerCase(),
      name: "Priya Shah",
      role: "provider",
      status: "invited",
      invitedAt: NOW.toISOString(),
      acceptedAt: null,
    });
    const [note] = (await notificationsOf(slp)).filter((n) => n.type === "team_invitation");
    expect(note).toMatchObject({
      title: "You are invited to a student's IEP team",
      body: "Jordan Ortiz invited you to the IEP team of Maya as a provider.",
      link: "/dashboard",
    });
    const mail = h.sentMail.slice(mailBefore);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toBe(slp.email.toLowerCase());
    expect(mail[0]?.subject).not.toContain("Maya");
    expect(mail[0]?.text).toContain("Jordan Ortiz invited you to the IEP team of Maya as a provider.");
    expect(mail[0]?.text).not.toContain("Robinson");
    expect(mail[0]?.text).toContain("/dashboard");
  });

  it("invites an unknown address with a sign-up link carrying the invitation", async () => {
    const mailBefore = h.sentMail.length;
    const member = await invited(" New.Para@School.test ", "para");
    expect(member).toMatchObject({
      userId: null,
      email: "new.para@school.test",
      name: "new.para@school.test",
    });
    const [mail] = h.sentMail.slice(mailBefore);
    expect(mail?.text).toContain(
      `/signup?${new URLSearchParams({ invitation: member.id, email: "new.para@school.test" })}`,
    );
    // Anyone may sign up with the address: until it is confirmed, the invitation is not theirs.
    const para = await h.signUp({ email: "new.para@school.test", name: "Lee Para" });
    expect(await invitationsOf(para)).toEqual([]);
    expect((await para.post(`/api/v1/invitations/${member.id}/accept`)).status).toBe(404);
    // Once confirmed, the account finds it by its address, and the listing ties it to the account.
    await h.confirmEmail(para);
    const [inv] = await invitationsOf(para);
    expect(inv).toMatchObject({
      id: member.id,
      studentName: "Maya R.",
      role: "para",
      ownerName: "Jordan Ortiz",
    });
    const team = (await (await owner.get(membersUrl())).json()) as Member[];
    expect(team.find((m) => m.id === member.id)).toMatchObject({ userId: para.id, name: "Lee Para" });
  });

  it.each([
    ["the owner's own address", () => owner.email, 400, "That is your own address"],
    ["an address that is not one", () => "not-an-address", 400, "email"],
    ["an unknown role", () => "x@school.test", 400, "role"],
  ])("refuses %s", async (_what, email, status, words) => {
    const res = await invite(email(), _what === "an unknown role" ? "principal" : "viewer");
    expect(res.status).toBe(status);
    expect((await errorOf(res)).message).toContain(words);
  });

  it("refuses an address already on the team, invited or active, in any case", async () => {
    const member = await invited(slp.email);
    const again = await invite(slp.email.toUpperCase(), "viewer");
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(
      `${slp.email.toLowerCase()} is already on this student's team.`,
    );
    await slp.post(`/api/v1/invitations/${member.id}/accept`);
    expect((await invite(slp.email, "para")).status).toBe(409);
  });

  it("answers 404 for another teacher's or a missing student", async () => {
    expect((await invite(slp.email, "viewer", outsider)).status).toBe(404);
    expect((await invite(slp.email, "viewer", owner, MISSING_ID)).status).toBe(404);
    expect((await outsider.get(membersUrl())).status).toBe(404);
  });
});

describe("answer an invitation", () => {
  it("accepts: active, the member reaches the student, the owner is notified", async () => {
    const member = await invited(slp.email, "provider");
    const goalsUrl = `/api/v1/goals?studentId=${maya.student.id}`;
    expect((await slp.get(goalsUrl)).status).toBe(404);
    const res = await slp.post(`/api/v1/invitations/${member.id}/accept`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: member.id,
      status: "active",
      acceptedAt: NOW.toISOString(),
    });
    expect((await slp.get(goalsUrl)).status).toBe(200);
    expect(await invitationsOf(slp)).toEqual([]);
    const [note] = (await notificationsOf(owner)).filter((n) => n.title === "An invitation was accepted");
    expect(note?.body).toBe("Priya Shah joined Maya R.'s IEP team as a provider.");
    // Answered already: a second answer finds nothing.
    expect((await slp.post(`/api/v1/invitations/${member.id}/accept`)).status).toBe(404);
  });

  it("declines: the membership is gone and the owner is notified", async () => {
    const member = await invited(slp.email, "viewer");
    expect((await slp.post(`/api/v1/invitations/${member.id}/decline`)).status).toBe(204);
    expect((await (await owner.get(membersUrl())).json()) as Member[]).toEqual([]);
    const notes = await notificationsOf(owner);
    expect(notes.map((n) => n.body)).toContain("Priya Shah declined the invitation to Maya R.'s IEP team.");
  });

  it("answers 404 to anyone but the invitee, and for unknown or malformed ids", async () => {
    const member = await invited(slp.email, "viewer");
    for (const action of ["accept", "decline"]) {
      for (const who of [outsider, owner]) {
        const res = await who.post(`/api/v1/invitations/${member.id}/${action}`);
        expect(res.status).toBe(404);
        expect((await errorOf(res)).message).toBe("Invitation not found");
      }
      expect((await slp.post(`/api/v1/invitations/${MISSING_ID}/${action}`)).status).toBe(404);
      expect((await slp.post(`/api/v1/invitations/nope/${action}`)).status).toBe(404);
    }
    expect(await invitationsOf(outsider)).toEqual([]);
  });
});

describe("the owner changes and revokes", () => {
  it("changes a member's role, and the next request follows the new role", async () => {
    const id = await shareStudent(h.db, maya.student.id, slp, "provider");
    const notesUrl = `/api/v1/notes?studentId=${maya.student.id}`;
    expect((await slp.get(notesUrl)).status).toBe(200);
    const res = await owner.patch(`/api/v1/members/${id}`, { role: "viewer" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, role: "viewer", status: "active" });
    expect((await slp.get(notesUrl)).status).toBe(404);
    expect((await owner.patch(`/api/v1/members/${id}`, { role: "owner" })).status).toBe(400);
  });

  it("revokes: the member's next request on the student is 404", async () => {
    const id = await shareStudent(h.db, maya.student.id, slp, "co_teacher");
    const goalsUrl = `/api/v1/goals?studentId=${maya.student.id}`;
    expect((await slp.get(goalsUrl)).status).toBe(200);
    expect((await owner.del(`/api/v1/members/${id}`)).status).toBe(204);
    expect((await slp.get(goalsUrl)).status).toBe(404);
    expect((await owner.del(`/api/v1/members/${id}`)).status).toBe(404);
    const lines = await h.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.userId, owner.id), eq(auditLog.action, "member.revoke")));
    expect(lines.some((l) => l.detail?.memberId === id && l.detail?.role === "co_teacher")).toBe(true);
  });

  it("answers 404 for another teacher's membership", async () => {
    const id = await shareStudent(h.db, maya.student.id, slp, "viewer");
    expect((await outsider.patch(`/api/v1/members/${id}`, { role: "para" })).status).toBe(404);
    expect((await outsider.del(`/api/v1/members/${id}`)).status).toBe(404);
  });
});

describe("members may not manage the team", () => {
  // Rows from requirements "What each role may do": the team is the owner's alone; co-teachers and
  // providers may read who is on it, so their refused change is 403; a paraprofessional or viewer
  // does not see the team, so theirs is 404 like the read. A transfer of a student every member can
  // see is 403.
  it.each([
    ["co_teacher", 200, 403],
    ["provider", 200, 403],
    ["para", 404, 404],
    ["viewer", 404, 404],
  ] as const)(
    "a %s lists the team (%i) but cannot change it (%i)",
    async (role, listStatus, changeStatus) => {
      const memberId = await shareStudent(h.db, maya.student.id, slp, role);
      expect((await slp.get(membersUrl())).status).toBe(listStatus);
      expect((await invite(outsider.email, "viewer", slp)).status).toBe(changeStatus);
      expect((await slp.patch(`/api/v1/members/${memberId}`, { role: "co_teacher" })).status).toBe(
        changeStatus,
      );
      expect((await slp.del(`/api/v1/members/${memberId}`)).status).toBe(changeStatus);
      // Who did what is read by the owner alone: a refused read is 404 for every role.
      expect((await slp.get(`/api/v1/students/${maya.student.id}/activity`)).status).toBe(404);
      expect(
        (await slp.post(`/api/v1/students/${maya.student.id}/transfer`, { email: outsider.email })).status,
      ).toBe(403);
    },
  );
});

describe("a member's malformed student id", () => {
  it("is the route's 404, not a database error", async () => {
    await shareStudent(h.db, maya.student.id, slp, "co_teacher");
    for (const url of ["/api/v1/students/%0D%0A/transfer", "/api/v1/students/not-a-uuid/members"])
      expect((await slp.post(url, { email: outsider.email, role: "viewer" })).status).toBe(404);
    expect((await slp.get("/api/v1/goals?studentId=%ED%A0%80")).status).toBe(404);
  });
});

describe("who did what", () => {
  it("lists the members' changes and reads of the record, newest first, in words", async () => {
    await shareStudent(h.db, maya.student.id, slp, "provider");
    expect((await slp.get(`/api/v1/students/${maya.student.id}`)).status).toBe(200);
    expect((await slp.get(`/api/v1/goals?studentId=${maya.student.id}`)).status).toBe(200);
    const entry = await slp.post("/api/v1/progress-entries", {
      goalId: maya.goal.id,
      entryDate: "2026-11-19",
      progressValue: 55,
      confirmImplausible: true,
    });
    expect(entry.status).toBe(201);
    // A refused change did nothing and is left out.
    expect((await slp.patch(`/api/v1/students/${maya.student.id}`, { grade: "4" })).status).toBe(403);
    const res = await owner.get(`/api/v1/students/${maya.student.id}/activity`);
    expect(res.status).toBe(200);
    const lines = (await res.json()) as TeamActivity[];
    expect(lines.map((l) => l.what)).toEqual(["Recorded a data point", "Read the record"]);
    expect(lines[0]).toMatchObject({ userId: slp.id, name: "Priya Shah", role: "provider" });
    expect((await outsider.get(`/api/v1/students/${maya.student.id}/activity`)).status).toBe(404);
  });
});
