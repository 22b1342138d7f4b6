/**
 * Students shared with a teacher in their lists and reads (requirements "Shared students in lists",
 * "What each role may do"): each shared student carries `sharing`, its fields the role may not read
 * are answered empty, and the list kept in memory (decision 018) changes with the owner's changes and
 * the membership.
 */
import { describe, expect, it } from "vitest";
import type { Student, StudentSummary } from "../../../shared/contracts/students.ts";
import { can, studentFieldsVisible, TEAM_ROLES, type TeamRole } from "../../../shared/domain/team-access.ts";
import type { TestUser } from "../../test/harness.ts";
import { shareStudent, unshareStudent } from "../../test/kits/teams.ts";
import { setUpHarness } from "../../test/set-up.ts";
import { fullStudent } from "./students-test-kit.ts";

const h = setUpHarness();

/** The fields every role reads (requirements "Shared students in lists": the identity and the goals). */
const IDENTITY = ["id", "name", "grade", "dateAdded", "createdAt", "updatedAt", "iepGoals"];
/** The accommodations, read beside the identity by a role that reads them. */
const ACCOMMODATIONS = ["accommodations", "defaultAccommodations"];

/** The fields of a student `role` reads, from `studentFieldsVisible`. */
function readable(role: TeamRole, field: string): boolean {
  const visible = studentFieldsVisible(role);
  if (visible === "all") return true;
  return (
    IDENTITY.includes(field) || (visible === "identity+accommodations" && ACCOMMODATIONS.includes(field))
  );
}

/** An answered-empty value: null, [], {}, a parent contact of empty strings, or a default. */
function isEmptyValue(field: string, value: unknown): boolean {
  if (field === "identityFirstLanguage") return value === false;
  if (field === "homeLanguage") return value === "en";
  if (value === null) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.values(value as object).every((v) => v === "");
  return false;
}

const listOf = async (t: TestUser) => (await (await t.get("/api/v1/students")).json()) as Student[];
const summariesOf = async (t: TestUser) =>
  (await (await t.get("/api/v1/students?view=summary")).json()) as StudentSummary[];
const namesOf = async (t: TestUser) => (await listOf(t)).map((s) => s.name);

/** An owner with one full student and a goal, and a member with a student of their own. */
async function sharedSetUp() {
  const owner = await h.signUp({ name: "Olive Owner" });
  const member = await h.signUp({ name: "Max Member" });
  const res = await owner.post("/api/v1/students", fullStudent);
  expect(res.status).toBe(201);
  const student = (await res.json()) as Student;
  expect((await member.post("/api/v1/students", { name: "Zoe Own" })).status).toBe(201);
  expect((await member.post("/api/v1/students", { name: "Abe Own" })).status).toBe(201);
  const full = (await (await owner.get(`/api/v1/students/${student.id}`)).json()) as Student;
  return { owner, member, student: full };
}

describe("a student shared with a member", () => {
  it.each(TEAM_ROLES)("is listed and read by a %s with sharing, as far as the role reads", async (role) => {
    const { owner, member, student } = await sharedSetUp();
    await shareStudent(h.db, student.id, member, role);
    const sharing = { role, ownerName: "Olive Owner", ownerEmail: owner.email };

    const list = await listOf(member);
    // The member's own students first, as today; then the shared one.
    expect(list.map((s) => s.name)).toEqual(["Abe Own", "Zoe Own", student.name]);
    expect(list.slice(0, 2).every((s) => s.sharing === undefined)).toBe(true);
    const listed = list[2] as Student;
    expect(listed.sharing).toEqual(sharing);

    const read = await member.get(`/api/v1/students/${student.id}`);
    expect(read.status).toBe(200);
    const one = (await read.json()) as Student;
    expect(one).toEqual(listed);

    for (const [field, value] of Object.entries(student)) {
      if (readable(role, field)) expect(one[field as keyof Student], field).toEqual(value);
      else {
        expect(one[field as keyof Student], field).not.toEqual(value);
        expect(isEmptyValue(field, one[field as keyof Student]), field).toBe(true);
      }
    }
    expect(Object.keys(one).sort()).toEqual([...Object.keys(student), "sharing"].sort());

    const summaries = await summariesOf(member);
    const summary = summaries.find((s) => s.id === student.id) as StudentSummary;
    expect(summaries.map((s) => s.id)).toEqual(list.map((s) => s.id));
    expect(summary).toEqual(
      Object.fromEntries(Object.keys(summary).map((k) => [k, listed[k as keyof Student]])),
    );
    expect(summary.sharing).toEqual(sharing);

    // The owner's own reads are unchanged: every field, no `sharing`.
    expect(await listOf(owner)).toEqual([student]);

    // A change by a role that may make it answers the student as that role reads it.
    const change = await member.patch(`/api/v1/students/${student.id}`, { grade: "4" });
    expect(change.status).toBe(can(role, "record.edit") ? 200 : 403);
    if (change.status === 200) {
      const changed = (await change.json()) as Student;
      expect(changed.sharing).toEqual(sharing);
      expect(changed.grade).toBe("4");
    }
  });

  it("is not listed for an invited member, an outsider or after a revoke (the list in memory too)", async () => {
    const { owner, member, student } = await sharedSetUp();
    const invited = await h.signUp();
    const outsider = await h.signUp();
    await shareStudent(h.db, student.id, invited, "co_teacher", "invited");
    await shareStudent(h.db, student.id, member, "provider");
    for (const t of [invited, outsider]) {
      expect(await listOf(t)).toEqual([]);
      expect(await summariesOf(t)).toEqual([]);
      expect((await t.get(`/api/v1/students/${student.id}`)).status).toBe(404);
    }
    // Warm each instance's copy (two under API_INSTANCES=2), then revoke.
    expect(await namesOf(member)).toContain(student.name);
    expect(await namesOf(member)).toContain(student.name);
    await summariesOf(member);
    await summariesOf(member);
    await unshareStudent(h.db, student.id, member.id);
    for (let i = 0; i < 2; i++) {
      expect(await namesOf(member)).toEqual(["Abe Own", "Zoe Own"]);
      expect((await summariesOf(member)).map((s) => s.name)).toEqual(["Abe Own", "Zoe Own"]);
    }
    expect((await member.get(`/api/v1/students/${student.id}`)).status).toBe(404);
    expect(await listOf(owner)).toHaveLength(1);
  });

  it("changes in the member's list in memory when the owner changes it, the role changes or it moves", async () => {
    const { owner, member, student } = await sharedSetUp();
    const membership = await shareStudent(h.db, student.id, member, "viewer");
    const shared = async () => (await listOf(member)).find((s) => s.id === student.id);
    for (let i = 0; i < 2; i++) expect((await shared())?.name).toBe(student.name);

    expect((await owner.patch(`/api/v1/students/${student.id}`, { name: "Maya R. Robinson" })).status).toBe(
      200,
    );
    for (let i = 0; i < 2; i++) expect((await shared())?.name).toBe("Maya R. Robinson");

    expect(
      (await owner.post("/api/v1/goals", { studentId: student.id, statement: "Maya will write 5 sentences" }))
        .status,
    ).toBe(201);
    for (let i = 0; i < 2; i++) expect((await shared())?.iepGoals).toContain("Maya will write 5 sentences");

    await h.database.rawQuery("update student_members set role = 'co_teacher' where id = $1", [membership]);
    for (let i = 0; i < 2; i++) {
      const s = await shared();
      expect(s?.sharing?.role).toBe("co_teacher");
      expect(s?.presentLevels).toBe(student.presentLevels);
    }

    // A transfer to the member: listed once, as their own.
    await h.database.rawQuery("update students set user_id = $1 where id = $2", [member.id, student.id]);
    for (let i = 0; i < 2; i++) {
      const list = await listOf(member);
      expect(list.filter((s) => s.id === student.id)).toHaveLength(1);
      expect((await shared())?.sharing).toBeUndefined();
      expect(await listOf(owner)).toEqual([]);
    }
  });

  it("counts the shared students in the audited list read", async () => {
    const { member, student } = await sharedSetUp();
    await shareStudent(h.db, student.id, member, "para");
    await listOf(member);
    await summariesOf(member);
    const lines = (await h.database.rawQuery(
      "select detail from audit_log where user_id = $1 and action = 'student.list'",
      [member.id],
    )) as { detail: Record<string, unknown> }[];
    expect(lines.map((l) => l.detail.count)).toEqual([3, 3]);
  });
});
