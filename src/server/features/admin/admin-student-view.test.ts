/**
 * Staff see a teacher's student records only with the teacher's consent (requirements "Admin area"):
 * without it the API answers 403 and writes nothing; with it each view writes exactly one admin audit
 * line naming the teacher (and the student); withdrawing consent closes the view again. The teacher's
 * own consent changes are audited too. Every other staff read of one teacher's data (the teacher
 * detail, a ticket) writes one line as well, with the target and never the content (requirements
 * "Audit log").
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Preferences } from "../../../shared/contracts/account.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import type { TestUser } from "../../test/harness.ts";
import { auditLines, readyAdmin } from "../../test/kits/admin-test-kit.ts";
import { setUpHarness } from "../../test/set-up.ts";
import { createAdmin } from "./admin-accounts.service.ts";

let admin: Awaited<ReturnType<typeof readyAdmin>>;
let teacher: TestUser;
let studentId: string;
const h = setUpHarness();

beforeAll(async () => {
  admin = await readyAdmin(h, createAdmin);
  teacher = await h.signUp();
  const created = await teacher.post("/api/v1/students", { name: "Maya Johnson", grade: "3" });
  studentId = ((await created.json()) as Student).id;
  await teacher.post("/api/v1/students", { name: "Eli Brooks", grade: "4" });
});

const listUrl = () => `/api/admin/teachers/${teacher.id}/students`;
const recordUrl = (id = studentId) => `/api/admin/teachers/${teacher.id}/students/${id}`;
const setConsent = async (on: boolean) => {
  const res = await teacher.patch("/api/v1/me/preferences", { staffMayViewStudents: on });
  expect(res.status).toBe(200);
  expect(((await res.json()) as Preferences).staffMayViewStudents).toBe(on);
};

describe("staff view of student records", () => {
  it("without the teacher's consent answers 403, shows no name and writes no view line", async () => {
    for (const url of [listUrl(), recordUrl()]) {
      const res = await admin.get(url);
      expect(res.status).toBe(403);
      const body = await res.text();
      expect(body).toContain("NO_STAFF_CONSENT");
      expect(body).not.toContain("Maya");
    }
    expect(await auditLines(h, "admin.students.view", teacher.id)).toHaveLength(0);
    expect(await auditLines(h, "admin.student.view", teacher.id)).toHaveLength(0);
  });

  it("with consent shows the caseload and the record, one audit line per view", async () => {
    await setConsent(true);
    expect(await auditLines(h, "consent.staff_view.grant", teacher.id)).toHaveLength(1);

    const list = await admin.get(listUrl());
    expect(list.status).toBe(200);
    expect(((await list.json()) as { name: string }[]).map((s) => s.name)).toEqual([
      "Eli Brooks",
      "Maya Johnson",
    ]);
    const listLines = await auditLines(h, "admin.students.view", teacher.id);
    expect(listLines).toHaveLength(1);
    expect(listLines[0]?.detail).toMatchObject({ adminEmail: admin.email, count: 2 });
    expect(listLines[0]?.detail).toHaveProperty("ip");

    const record = await admin.get(recordUrl());
    expect(record.status).toBe(200);
    expect(((await record.json()) as Student).name).toBe("Maya Johnson");
    await admin.get(recordUrl());
    const recordLines = await auditLines(h, "admin.student.view", teacher.id);
    expect(recordLines).toHaveLength(2);
    expect(recordLines[0]?.detail).toMatchObject({ studentId });
  });

  it("never opens another teacher's student or an id that is not one", async () => {
    const other = await h.signUp();
    const theirs = (await (await other.post("/api/v1/students", { name: "Zoe Park" })).json()) as Student;
    expect((await admin.get(recordUrl(theirs.id))).status).toBe(404);
    expect((await admin.get(recordUrl("not-a-student"))).status).toBe(404);
    expect((await admin.get(`/api/admin/teachers/no-such-teacher/students`)).status).toBe(404);
  });

  it("once consent is withdrawn answers 403 again, and the withdrawal is audited", async () => {
    await setConsent(false);
    expect(await auditLines(h, "consent.staff_view.withdraw", teacher.id)).toHaveLength(1);
    expect((await admin.get(listUrl())).status).toBe(403);
    expect((await admin.get(recordUrl())).status).toBe(403);
  });

  it("a teacher session cannot use the staff view", async () => {
    expect((await teacher.get(listUrl())).status).toBe(403);
  });
});

describe('every staff read of one teacher\'s data is audited (requirements "Audit log")', () => {
  let ticketId: string;
  beforeAll(async () => {
    const res = await teacher.post("/api/v1/support/tickets", {
      subject: "Export for Maya",
      message: "Maya Johnson's PDF export spins.",
    });
    ticketId = ((await res.json()) as { id: string }).id;
    await setConsent(true);
  });

  /** The staff member's id: the `user_id` of their audit lines. */
  const staffId = async () =>
    (
      (await h.database.rawQuery("select id from admin_users where email = $1", [admin.email])) as {
        id: string;
      }[]
    )[0]!.id;
  /** Every audit line of the staff member, by id. */
  const staffLines = async () =>
    (await h.database.rawQuery(
      "select id, action, entity, entity_id, detail from audit_log where user_id = $1",
      [await staffId()],
    )) as {
      id: string;
      action: string;
      entity: string;
      entity_id: string;
      detail: Record<string, unknown>;
    }[];

  // [read, URL, action, entity, target id, extra detail]
  const READS: [string, () => string, string, string, () => string, () => Record<string, unknown>][] = [
    [
      "teacher detail",
      () => `/api/admin/teachers/${teacher.id}`,
      "admin.teacher.view",
      "teacher",
      () => teacher.id,
      () => ({}),
    ],
    [
      "ticket",
      () => `/api/admin/tickets/${ticketId}`,
      "admin.ticket.view",
      "ticket",
      () => ticketId,
      () => ({ teacherId: teacher.id }),
    ],
    ["shared caseload", listUrl, "admin.students.view", "teacher", () => teacher.id, () => ({ count: 2 })],
    [
      "shared student record",
      () => recordUrl(),
      "admin.student.view",
      "teacher",
      () => teacher.id,
      () => ({ studentId }),
    ],
  ];

  it.each(READS)(
    "%s: one line with the staff actor, the action and the target, none of the content",
    async (_l, url, action, entity, target, extra) => {
      const before = new Set((await staffLines()).map((l) => l.id));
      const res = await admin.get(url());
      expect(res.status).toBe(200);
      const shown = await res.text();
      const added = (await staffLines()).filter((l) => !before.has(l.id));
      expect(added).toHaveLength(1);
      const { id: _id, detail, ...row } = added[0]!;
      expect(row).toEqual({ action, entity, entity_id: target() });
      // The client address: none in process, the proxy's through two instances.
      const { ip, ...facts } = detail;
      expect(ip === null || typeof ip === "string").toBe(true);
      expect(facts).toEqual({ adminEmail: admin.email, ...extra() });
      // What staff saw (the teacher's address and name, the ticket's text, the student) is not in the line.
      const written = JSON.stringify(added);
      const content = [teacher.email, "Export for Maya", "spins", "Maya Johnson"].filter((c) =>
        shown.includes(c),
      );
      expect(content.length).toBeGreaterThan(0);
      for (const c of content) expect(written).not.toContain(c);
    },
  );

  it("a read that finds nothing writes nothing", async () => {
    const before = (await staffLines()).length;
    expect((await admin.get("/api/admin/teachers/no-such-teacher")).status).toBe(404);
    expect((await admin.get("/api/admin/tickets/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect(await staffLines()).toHaveLength(before);
  });
});
