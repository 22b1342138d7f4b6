import { can, ROLE_GRANTS, TEAM_CAPABILITIES, TEAM_ROLES, type TeamRole } from "@shared/domain/team-access";
import { buildStudent } from "@shared/testing/data-generators";
import { describe, expect, it } from "vitest";
import {
  canChangeRow,
  canOnStudent,
  caseloadCountLabel,
  inCaseloadScope,
  mayOnStudentId,
  roleOf,
  writerOf,
} from "./student-role";

// requirements "What each role may do": the rows come from the role table itself, so a change of
// the table changes what the screens offer.
const ME = "me-0001";
const OTHER = "other-0002";
const shared = (role: TeamRole) =>
  buildStudent({ sharing: { role, ownerName: "Ms. Ortiz", ownerEmail: "ortiz@example.org" } });

const cells = TEAM_ROLES.flatMap((role) =>
  TEAM_CAPABILITIES.map((capability) => ({ role, capability, grant: ROLE_GRANTS[role][capability] ?? null })),
);

describe("roleOf", () => {
  it("is the owner for a student without sharing", () => {
    expect(roleOf(buildStudent())).toBe("owner");
  });
  it.each(TEAM_ROLES)("is %s for a student shared as %s", (role) => {
    expect(roleOf(shared(role))).toBe(role);
  });
});

describe("canOnStudent", () => {
  it.each(TEAM_CAPABILITIES)("the owner may %s", (capability) => {
    expect(canOnStudent(buildStudent(), capability)).toBe(true);
  });
  it.each(cells)("$role · $capability → $grant", ({ role, capability, grant }) => {
    expect(canOnStudent(shared(role), capability)).toBe(grant !== null);
  });
});

describe("canChangeRow", () => {
  it.each(cells)(
    "$role · $capability ($grant): a row I wrote, another's row, a row of unknown writer",
    ({ role, capability, grant }) => {
      const s = shared(role);
      expect(canChangeRow(s, capability, ME, ME)).toBe(grant !== null);
      expect(canChangeRow(s, capability, OTHER, ME)).toBe(grant === "all");
      expect(canChangeRow(s, capability, null, ME)).toBe(grant === "all");
    },
  );
  it("an own grant refuses every row while the signed-in teacher is not known yet", () => {
    expect(canChangeRow(shared("provider"), "progress.record", ME, undefined)).toBe(false);
  });
  it.each(TEAM_CAPABILITIES)("the owner may change anyone's row (%s)", (capability) => {
    expect(canChangeRow(buildStudent(), capability, OTHER, ME)).toBe(true);
  });
});

describe("writerOf", () => {
  it.each([
    { row: { authorId: ME }, writer: ME, why: "a goal's or note's author" },
    { row: { enteredBy: ME }, writer: ME, why: "an entry's, session's or contact's writer" },
    { row: { authorId: null }, writer: null, why: "no author: the owner's" },
    { row: {}, writer: null, why: "a row without either field" },
  ])("$why", ({ row, writer }) => {
    expect(writerOf(row)).toBe(writer);
  });
});

describe("caseload scope and count", () => {
  const own = buildStudent();
  const provider = shared("provider");
  const viewer = shared("viewer");
  it.each([
    { scope: "all", own: true, shared: true },
    { scope: "mine", own: true, shared: false },
    { scope: "shared", own: false, shared: true },
  ] as const)("$scope: own $own, shared $shared", ({ scope, own: o, shared: sh }) => {
    expect(inCaseloadScope(own, scope)).toBe(o);
    expect(inCaseloadScope(provider, scope)).toBe(sh);
  });
  it.each([
    { list: [own], label: "1 student" },
    { list: [own, provider], label: "2 students (1 shared with you)" },
    { list: [own, provider, viewer], label: "3 students (2 shared with you)" },
    { list: [], label: "0 students" },
  ])("$label", ({ list, label }) => {
    expect(caseloadCountLabel(list)).toBe(label);
  });
});

describe("mayOnStudentId", () => {
  const own = buildStudent();
  const provider = shared("provider");
  const para = shared("para");
  it.each([
    { who: "my own student", id: own.id, may: true },
    { who: "a provider's student", id: provider.id, may: can("provider", "deadlines.edit") },
    { who: "a paraprofessional's student", id: para.id, may: can("para", "deadlines.edit") },
    { who: "a student not in the list (still loading)", id: "unknown", may: true },
  ])("$who → $may", ({ id, may }) => {
    expect(mayOnStudentId([own, provider, para], "deadlines.edit")(id)).toBe(may);
  });
});
