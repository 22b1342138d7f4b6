/**
 * The team screens' words and choices (requirements "IEP teams", "Invitations", "Transfer"): the
 * invitation and transfer lines of the dashboard, a member's "Invited"/"Joined" date, the sender's
 * pending transfer of a student, and the transfer checklist kept in the caseload's order. Rows from
 * the rules' text.
 */
import type { Transfer } from "@shared/contracts/teams";
import { describe, expect, it } from "vitest";
import {
  freeToTransfer,
  invitationLine,
  memberSince,
  ownStudents,
  pendingTransferOf,
  selectAll,
  toggleOne,
  transferOffer,
} from "./team-words";

const transfer = (over: Partial<Transfer>): Transfer => ({
  id: "t1",
  status: "pending",
  fromName: "Rosa Lopez",
  fromEmail: "rosa@school.test",
  toEmail: "dana@school.test",
  keepAccess: "none",
  students: [{ id: "s1", name: "Maya R." }],
  createdAt: "2026-11-20T15:00:00.000Z",
  answeredAt: null,
  incoming: false,
  ...over,
});

describe("the dashboard's lines", () => {
  it.each([
    ["provider", "Rosa Lopez invited you to Maya R.'s team as Provider"],
    ["para", "Rosa Lopez invited you to Maya R.'s team as Paraprofessional"],
    ["co_teacher", "Rosa Lopez invited you to Maya R.'s team as Co-teacher"],
  ] as const)("an invitation as %s", (role, line) => {
    expect(invitationLine({ ownerName: "Rosa Lopez", studentName: "Maya R.", role })).toBe(line);
  });

  it.each([
    [["Maya R."], "Rosa Lopez wants to hand you Maya R."],
    [["Maya R.", "Leo K.", "Ana P."], "Rosa Lopez wants to hand you 3 students: Maya R., Leo K., Ana P."],
  ])("a transfer of %j", (names, line) => {
    const students = names.map((name, i) => ({ id: `s${i}`, name }));
    expect(transferOffer({ fromName: "Rosa Lopez", students })).toBe(line);
  });
});

describe("a member's date", () => {
  it.each([
    ["invited", null, "Invited Nov 2, 2026"],
    ["active", "2026-11-05T15:00:00.000Z", "Joined Nov 5, 2026"],
  ] as const)("%s", (status, acceptedAt, words) => {
    expect(memberSince({ status, invitedAt: "2026-11-02T15:00:00.000Z", acceptedAt })).toBe(words);
  });
});

describe("the sender's pending transfer of a student", () => {
  it.each([
    ["a pending transfer sent", transfer({}), "t1"],
    ["one already accepted", transfer({ status: "accepted" }), undefined],
    ["one cancelled", transfer({ status: "cancelled" }), undefined],
    ["one received, not sent", transfer({ incoming: true }), undefined],
    ["one of other students", transfer({ students: [{ id: "s9", name: "Leo K." }] }), undefined],
  ])("%s", (_name, t, id) => {
    expect(pendingTransferOf([t], "s1")?.id).toBe(id);
  });
});

describe("the transfer checklist", () => {
  const caseload = [{ id: "a" }, { id: "b" }, { id: "c" }];

  it("Select all takes every student in the caseload's order, and unticking it none", () => {
    expect(selectAll(caseload, true)).toEqual(["a", "b", "c"]);
    expect(selectAll(caseload, false)).toEqual([]);
  });

  it("a student ticked later still goes in the caseload's order", () => {
    expect(toggleOne(caseload, ["c"], "a", true)).toEqual(["a", "c"]);
    expect(toggleOne(caseload, ["a", "c"], "a", false)).toEqual(["c"]);
  });

  it.each([
    ["a student in a pending transfer sent is not offered again", transfer({}), ["s2"]],
    ["a cancelled transfer frees its students", transfer({ status: "cancelled" }), ["s1", "s2"]],
    ["a declined transfer frees its students", transfer({ status: "declined" }), ["s1", "s2"]],
    ["a transfer received says nothing of the teacher's own", transfer({ incoming: true }), ["s1", "s2"]],
  ])("%s", (_name, t, offered) => {
    expect(freeToTransfer([{ id: "s1" }, { id: "s2" }], [t]).map((s) => s.id)).toEqual(offered);
  });

  it("only the teacher's own students are offered", () => {
    const shared = { id: "x", sharing: { role: "viewer" as const, ownerName: "R", ownerEmail: "r@x.test" } };
    const students: { id: string; sharing?: typeof shared.sharing }[] = [{ id: "a" }, shared];
    expect(ownStudents(students).map((s) => s.id)).toEqual(["a"]);
  });
});
