/**
 * API tests of the admin actions (requirements "Admin area"): each changes what it says and writes
 * exactly one audit line (who, what, which teacher, from where, why); the settings change the note
 * limit and the trial length for the very next request; staff see counts, never student names.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { TeacherDetail, TeacherPage } from "../../../shared/contracts/admin.ts";
import type { Profile } from "../../../shared/contracts/me.ts";
import type { TestUser } from "../../test/harness.ts";
import { auditLines, readyAdmin } from "../../test/kits/admin-test-kit.ts";
import { setUpHarness } from "../../test/set-up.ts";
import { createAdmin } from "./admin-accounts.service.ts";

let admin: Awaited<ReturnType<typeof readyAdmin>>;
const h = setUpHarness();

beforeAll(async () => {
  admin = await readyAdmin(h, createAdmin);
});

const json = async <T>(res: Response) => (await res.json()) as T;
const me = async (t: TestUser) => json<Profile>(await t.get("/api/v1/me"));
/** The stored trial end, as the teacher detail shows it (ms). */
const trialEndOf = async (t: TestUser) =>
  new Date(
    (await json<TeacherDetail>(await admin.get(`/api/admin/teachers/${t.id}`))).trialEndsAt ?? 0,
  ).getTime();
const act = (t: TestUser, action: string, body: Record<string, unknown> = {}) =>
  admin.post(`/api/admin/teachers/${t.id}/${action}`, { reason: "Asked by the district", ...body });

/** Checks that exactly one audit line of `action` names the teacher, the admin and the reason. */
async function expectOneAuditLine(action: string, teacherId: string) {
  const lines = await auditLines(h, `admin.${action}`, teacherId);
  expect(lines).toHaveLength(1);
  expect(lines[0]?.detail).toMatchObject({ adminEmail: admin.email, reason: "Asked by the district" });
  expect(lines[0]?.detail).toHaveProperty("ip");
}

describe("teacher actions", () => {
  it("extend-trial moves the trial end by the days given", async () => {
    const t = await h.signUp({ plan: "pro" });
    const before = await trialEndOf(t);
    expect((await me(t)).plan.daysRemaining).toBe(14);
    expect((await act(t, "extend-trial", { days: 7 })).status).toBe(200);
    expect((await trialEndOf(t)) - before).toBe(7 * 24 * 3600_000);
    expect((await me(t)).plan.daysRemaining).toBe(21);
    await expectOneAuditLine("trial.extend", t.id);
  });

  it("grant-pro and revoke-pro change the plan", async () => {
    const t = await h.signUp();
    await act(t, "grant-pro");
    expect((await me(t)).plan.state).toBe("pro");
    await expectOneAuditLine("pro.grant", t.id);
    await act(t, "revoke-pro");
    expect((await me(t)).plan.state).toBe("free");
    await expectOneAuditLine("pro.revoke", t.id);
  });

  it("reset-quota gives the month's notes back", async () => {
    const t = await h.signUp();
    const s = await json<{ id: string }>(await t.post("/api/v1/students", { name: "Ana Ruiz" }));
    for (let i = 0; i < 2; i++) {
      expect(
        (
          await t.post("/api/v1/notes/generate", {
            studentId: s.id,
            observations: "On task 8 of 10 minutes.",
          })
        ).status,
      ).toBe(201);
    }
    expect((await me(t)).plan.notesUsedThisMonth).toBe(2);
    await act(t, "reset-quota");
    expect((await me(t)).plan.notesUsedThisMonth).toBe(0);
    await expectOneAuditLine("quota.reset", t.id);
  });

  it("suspend signs every session out and refuses sign-in; reactivate lets the teacher back", async () => {
    const t = await h.signUp({ password: "correct-horse" });
    await act(t, "suspend");
    expect((await t.get("/api/v1/me")).status).toBe(401);
    const signIn = () =>
      h.request(
        "POST",
        "/api/auth/sign-in/email",
        JSON.stringify({ email: t.email, password: "correct-horse" }),
      );
    const refused = await signIn();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "ACCOUNT_SUSPENDED" } });
    await expectOneAuditLine("teacher.suspend", t.id);
    await act(t, "reactivate");
    expect((await signIn()).status).toBe(200);
    await expectOneAuditLine("teacher.reactivate", t.id);
  });

  it("sign-out-all ends the teacher's sessions", async () => {
    const t = await h.signUp();
    expect((await t.get("/api/v1/me")).status).toBe(200);
    await act(t, "sign-out-all");
    expect((await t.get("/api/v1/me")).status).toBe(401);
    await expectOneAuditLine("sessions.revoke_all", t.id);
  });

  it("an action needs a reason, and an unknown teacher is a 404", async () => {
    const t = await h.signUp();
    expect((await admin.post(`/api/admin/teachers/${t.id}/grant-pro`, {})).status).toBe(400);
    expect((await admin.post("/api/admin/teachers/nobody/grant-pro", { reason: "test" })).status).toBe(404);
    expect(await auditLines(h, "admin.pro.grant", t.id)).toHaveLength(0);
  });

  it("allows a deleted account's address to sign up again", async () => {
    const signUpAgain = () =>
      h.post("/api/auth/sign-up/email", { email: "gone@school.test", password: "correct-horse", name: "G" });
    await h.database.rawQuery("insert into email_blacklist (email) values ('gone@school.test')", []);
    expect((await signUpAgain()).status).toBe(403);
    const res = await admin.post("/api/admin/reregistrations", {
      email: "gone@school.test",
      reason: "Asked by the district",
    });
    expect(res.status).toBe(204);
    expect(await auditLines(h, "admin.address.allow_reregistration", "gone@school.test")).toHaveLength(1);
    expect((await signUpAgain()).status).toBe(200);
  });
});

describe("teachers list and detail", () => {
  it("searches, filters and pages on the server; the detail shows counts, never student names", async () => {
    const t = await h.signUp({ email: "findme-unique@school.test", name: "Rosa Findme" });
    await t.post("/api/v1/students", { name: "Secret Student" });
    const page = await json<TeacherPage>(await admin.get("/api/admin/teachers?q=findme-unique&pageSize=5"));
    expect(page.total).toBe(1);
    expect(page.rows[0]?.email).toBe("findme-unique@school.test");
    const free = await json<TeacherPage>(await admin.get("/api/admin/teachers?q=findme&plan=pro"));
    expect(free.total).toBe(0);
    const paged = await json<TeacherPage>(
      await admin.get("/api/admin/teachers?pageSize=1&page=2&sort=email_asc"),
    );
    expect(paged.rows).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
    const res = await admin.get(`/api/admin/teachers/${t.id}`);
    const text = await res.text();
    expect(text).not.toContain("Secret Student");
    const detail = JSON.parse(text) as TeacherDetail;
    expect(detail.usage.students).toBe(1);
    expect(detail.signIns.length).toBeGreaterThan(0);
  });
});

describe("settings apply to the next request", () => {
  it("the free note limit and the trial length", async () => {
    const t = await h.signUp();
    expect((await me(t)).plan.noteLimit).toBe(10);
    const res = await admin.patch("/api/admin/settings", {
      freeNoteLimit: 3,
      trialDays: 30,
      reason: "Pilot",
    });
    expect(res.status).toBe(200);
    expect((await me(t)).plan.noteLimit).toBe(3);
    const trial = await h.signUp({ plan: "pro" });
    expect((await me(trial)).plan.daysRemaining).toBe(30);
    const lines = (await h.database.rawQuery(
      "select detail from audit_log where action = 'admin.settings.update'",
      [],
    )) as {
      detail: { changed: Record<string, unknown> };
    }[];
    expect(lines).toHaveLength(1);
    expect(lines[0]?.detail.changed).toEqual({
      freeNoteLimit: { from: 10, to: 3 },
      trialDays: { from: 14, to: 30 },
    });
    await admin.patch("/api/admin/settings", { freeNoteLimit: 10, trialDays: 14, reason: "Back" });
  });

  it("the maintenance banner reaches every teacher's next read of the service notice", async () => {
    const notice = async () =>
      (await (await h.request("GET", "/api/service-notice")).json()) as { banner: string };
    expect(await notice()).toEqual({ banner: "" });
    await admin.patch("/api/admin/settings", {
      maintenanceBanner: "Maintenance tonight 9–10 p.m.",
      reason: "Planned upgrade",
    });
    expect(await notice()).toEqual({ banner: "Maintenance tonight 9–10 p.m." });
    await admin.patch("/api/admin/settings", { maintenanceBanner: "", reason: "Upgrade done" });
    expect(await notice()).toEqual({ banner: "" });
  });

  it("closed sign-ups refuse the next sign-up; opened again, it works", async () => {
    await admin.patch("/api/admin/settings", { signUpsOpen: false, reason: "Maintenance" });
    const refused = h.signUp();
    await expect(refused).rejects.toThrow(/403.*SIGN_UPS_CLOSED/);
    await admin.patch("/api/admin/settings", { signUpsOpen: true, reason: "Maintenance over" });
    await expect(h.signUp()).resolves.toHaveProperty("id");
  });
});

describe("support tickets", () => {
  it("a teacher opens one; staff reply (e-mailed), assign and close, each audited; the teacher reads the reply", async () => {
    const t = await h.signUp();
    const opened = await t.post("/api/v1/support/tickets", {
      subject: "Export fails",
      message: "The PDF export spins forever.",
      page: "/dashboard/history",
      screenshotConsent: true,
    });
    expect(opened.status).toBe(201);
    const { id } = await json<{ id: string }>(opened);
    const queue = await json<{ rows: { id: string; status: string }[] }>(
      await admin.get("/api/admin/tickets?status=open"),
    );
    expect(queue.rows.map((q) => q.id)).toContain(id);
    expect((await admin.post(`/api/admin/tickets/${id}/reply`, { body: "Fixed; try again." })).status).toBe(
      200,
    );
    expect(h.sentMail.at(-1)).toMatchObject({ to: t.email, subject: "Re: Export fails" });
    expect((await admin.post(`/api/admin/tickets/${id}/assign`)).status).toBe(200);
    const closed = await json<{ status: string; assignedTo: string | null }>(
      await admin.post(`/api/admin/tickets/${id}/close`),
    );
    expect(closed.status).toBe("closed");
    expect(closed.assignedTo).not.toBeNull();
    for (const a of ["reply", "assign", "close"])
      expect(await auditLines(h, `admin.ticket.${a}`, id)).toHaveLength(1);
    const mine = await json<{ id: string; messages: { author: string; body: string }[] }[]>(
      await t.get("/api/v1/support/tickets"),
    );
    expect(mine[0]?.messages).toEqual([
      expect.objectContaining({ author: "staff", body: "Fixed; try again." }),
    ]);
    const other = await h.signUp();
    expect(await json<unknown[]>(await other.get("/api/v1/support/tickets"))).toEqual([]);
    expect((await other.post(`/api/v1/support/tickets/${id}/reply`, { body: "mine?" })).status).toBe(404);
  });

  it("the dashboard, analytics and audit answer from SQL; CSV exports", async () => {
    const dash = await json<{ teachersTotal: number; openTickets: number }>(
      await admin.get("/api/admin/dashboard"),
    );
    expect(dash.teachersTotal).toBeGreaterThan(0);
    const series = await json<{ days: unknown[] }>(await admin.get("/api/admin/analytics?days=7"));
    expect(series.days).toHaveLength(7);
    const csv = await admin.get("/api/admin/analytics?days=7&format=csv");
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    expect((await csv.text()).split("\r\n")[0]).toMatch(
      /^day,sign_ups,active_teachers,notes,fallback_notes,/,
    );
    const audit = await json<{ action: string }[]>(await admin.get("/api/admin/audit?action=pro.grant"));
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((a) => a.action === "admin.pro.grant")).toBe(true);
    const auditCsv = await (await admin.get("/api/admin/audit?format=csv")).text();
    expect(auditCsv.startsWith("at,actor,action,entity,entity_id,reason,ip,subject")).toBe(true);
  });
});

describe("audit subjects are readable (requirements 'Audit log')", () => {
  let teacher: TestUser;
  let ticketId: string;
  beforeAll(async () => {
    teacher = await h.signUp({ name: "Rosa Kim" });
    expect((await act(teacher, "reset-quota")).status).toBe(200);
    const opened = await teacher.post("/api/v1/support/tickets", {
      subject: "Calendar feed is empty",
      message: "Nothing shows in my calendar.",
    });
    ticketId = (await json<{ id: string }>(opened)).id;
    expect((await admin.post(`/api/admin/tickets/${ticketId}/assign`)).status).toBe(200);
    const changed = await admin.patch("/api/admin/settings", {
      trialDays: 21,
      aiModel: "m2",
      reason: "Pilot",
    });
    expect(changed.status).toBe(200);
    await admin.patch("/api/admin/settings", { trialDays: 14, aiModel: "", reason: "Pilot over" });
  });

  type Line = { action: string; entityId: string | null; subject: string | null };
  const newest = async (action: string, entityId?: string) => {
    const query = new URLSearchParams({ action, actor: admin.email });
    const rows = await json<Line[]>(await admin.get(`/api/admin/audit?${query}`));
    return rows.find((r) => entityId === undefined || r.entityId === entityId);
  };

  it.each([
    ["a teacher: name and address", "quota.reset", () => teacher.id, () => `Rosa Kim (${teacher.email})`],
    ["a ticket: its subject", "ticket.assign", () => ticketId, () => "Calendar feed is empty"],
    [
      "settings: the changed settings' names",
      "settings.update",
      () => undefined,
      () => "Trial length (days), AI model name",
    ],
    ["a staff member: the address", "sign_in", () => undefined, () => admin.email],
  ])("%s", async (_subject, action, entityId, expected) => {
    const line = await newest(action, entityId());
    expect(line?.subject).toBe(expected());
  });

  it("the CSV has the same subject", async () => {
    const csv = await (await admin.get("/api/admin/audit?action=ticket.assign&format=csv")).text();
    expect(csv).toContain("Calendar feed is empty");
  });
});
