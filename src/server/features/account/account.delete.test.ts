/**
 * Account deletion and the e-mail blacklist (requirements "Account deletion", "Sign-up and
 * sign-in") against a real database.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messages } from "../../../shared/domain/error-messages.ts";
import type { Db } from "../../db/client.ts";
import {
  archivedNotes,
  auditLog,
  deletedStudents,
  emailBlacklist,
  iepGoals,
  notes,
  session,
  students,
  users,
} from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { TestUser } from "../../test/harness.ts";
import { setUpHarness } from "../../test/set-up.ts";
import { deleteMe, errorOf } from "./account-test-kit.ts";
import { allowEmailReregistration, blacklistEmail, isEmailBlacklisted } from "./blacklist.service.ts";
import { deleteAccount } from "./delete-account.service.ts";

const NOW = new Date("2026-03-10T15:00:00Z");

const h = setUpHarness({ now: NOW });

/** A teacher with two students, a goal and three notes. */
async function teacherWithRecords(): Promise<TestUser> {
  const t = await h.signUp({ password: "correct-horse" });
  for (const name of ["Maya Lopez", "Kai Mendez"]) {
    const s = (await (await t.post("/api/v1/students", { name })).json()) as { id: string };
    const goal = await t.post("/api/v1/goals", {
      studentId: s.id,
      area: "Reading",
      statement: "Read 90 wcpm",
    });
    if (goal.status !== 201) throw new Error(`goal create failed: ${goal.status}`);
    if (name === "Maya Lopez") {
      for (let i = 0; i < 3; i++) {
        const note = await t.post("/api/v1/notes/generate", {
          studentId: s.id,
          observations: "Read 42 wcpm.",
        });
        if (note.status !== 201) throw new Error(`note failed: ${note.status}`);
      }
    }
  }
  return t;
}

describe("DELETE /api/v1/me (requirements 'Account deletion')", () => {
  it("archives students and notes, ends the session, blacklists the address and answers the counts", async () => {
    const t = await teacherWithRecords();
    const other = await h.signUp();
    await other.post("/api/v1/students", { name: "Theo Park" });

    const res = await deleteMe(t, "correct-horse");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ studentsPreserved: 2, notesPreserved: 3 });

    expect(await h.db.select().from(users).where(eq(users.id, t.id))).toHaveLength(0);
    expect(await h.db.select().from(students).where(eq(students.userId, t.id))).toHaveLength(0);
    expect(await h.db.select().from(notes).where(eq(notes.userId, t.id))).toHaveLength(0);
    expect(await h.db.select().from(iepGoals).where(eq(iepGoals.userId, t.id))).toHaveLength(0);
    expect(await h.db.select().from(session).where(eq(session.userId, t.id))).toHaveLength(0);

    const keptStudents = await h.db.select().from(deletedStudents).where(eq(deletedStudents.userId, t.id));
    expect(keptStudents.map((s) => s.name).sort()).toEqual(["Kai Mendez", "Maya Lopez"]);
    const keptNotes = await h.db.select().from(archivedNotes).where(eq(archivedNotes.userId, t.id));
    expect(keptNotes).toHaveLength(3);
    expect(keptNotes.every((n) => n.studentName === "Maya Lopez" && n.noteText.length > 0)).toBe(true);
    const audit = await h.db.select().from(auditLog).where(eq(auditLog.action, "account.delete"));
    expect(audit.some((a) => a.userId === t.id)).toBe(true);

    expect((await t.get("/api/v1/me")).status).toBe(401);
    expect(await isEmailBlacklisted(h.db, t.email)).toBe(true);
    // The other teacher's records are untouched.
    expect(await h.db.select().from(students).where(eq(students.userId, other.id))).toHaveLength(1);
  });

  it("a wrong password is refused with 403 and the catalogue's message; nothing changes", async () => {
    const t = await teacherWithRecords();
    const res = await deleteMe(t, "wrong-horse");
    expect(res.status).toBe(403);
    const { error } = await errorOf(res);
    expect(error.message).toBe("You do not have permission to delete this account.");
    expect(error.details).toEqual({ reason: "password" });
    expect((await t.get("/api/v1/me")).status).toBe(200);
    expect(await isEmailBlacklisted(h.db, t.email)).toBe(false);
  });

  it("an administrator account is refused with 403 (another administrator removes it)", async () => {
    const t = await h.signUp({ password: "correct-horse" });
    await h.db.update(users).set({ authRole: "admin" }).where(eq(users.id, t.id));
    const res = await deleteMe(t, "correct-horse");
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error.details).toEqual({ reason: "admin" });
    expect((await t.get("/api/v1/me")).status).toBe(200);
  });

  it("a missing password is a 400 naming the field; without a session 401", async () => {
    const t = await h.signUp();
    const res = await t.raw("DELETE", "/api/v1/me", JSON.stringify({}));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).error.message).toContain("password");
    const anonymous = await h.request("DELETE", "/api/v1/me", JSON.stringify({ password: "x" }));
    expect(anonymous.status).toBe(401);
  });

  it("a foreign-key failure inside the deletion answers 409 with the dependencies message and rolls back", async () => {
    const t = await teacherWithRecords();
    const failing = {
      ...h.db,
      select: h.db.select.bind(h.db),
      transaction: async () => {
        throw Object.assign(new Error("violates foreign key constraint"), { code: "23503" });
      },
    } as unknown as Db;
    const attempt = deleteAccount(failing, t.id, "correct-horse", {
      checkPassword: async () => true,
      now: NOW,
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ status: 409, message: messages.account.dependencies });
    expect((await t.get("/api/v1/me")).status).toBe(200);
  });
});

describe("the blacklist at sign-up (requirements 'Sign-up and sign-in')", () => {
  it("a deleted account's address is refused with the catalogue's message until re-registration is allowed", async () => {
    const t = await h.signUp({ password: "correct-horse" });
    expect((await deleteMe(t, "correct-horse")).status).toBe(200);

    const again = () =>
      h.request(
        "POST",
        "/api/auth/sign-up/email",
        JSON.stringify({ email: t.email.toUpperCase(), password: "another-pass", name: "Again" }),
      );
    const refused = await again();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: {
        code: "EMAIL_BLACKLISTED",
        message:
          "This email address cannot be used to create a new account. Please contact IEP Workspace support to use it again.",
      },
    });
    expect(await h.db.select().from(users).where(eq(users.email, t.email))).toHaveLength(0);

    expect(await allowEmailReregistration(h.db, t.email)).toBe(true);
    const allowed = await again();
    expect(allowed.status).toBe(200);
  });

  it("a form-encoded sign-up of that address is refused too and creates nothing", async () => {
    const t = await h.signUp({ password: "correct-horse" });
    expect((await deleteMe(t, "correct-horse")).status).toBe(200);
    const form = new URLSearchParams({ email: t.email, password: "another-pass", name: "Again" });
    const res = await h.request("POST", "/api/auth/sign-up/email", form.toString(), {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(415);
    expect((await errorOf(res)).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await h.db.select().from(users).where(eq(users.email, t.email))).toHaveLength(0);
  });
});

describe("the blacklist at a change of address (requirements 'Account deletion')", () => {
  const REFUSED = { error: { code: "EMAIL_BLACKLISTED", message: messages.emailChange.blacklisted } };
  const addressOf = async (id: string) =>
    (await h.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

  it("refuses to move an account onto a deleted account's address, and sends no link", async () => {
    const gone = await h.signUp({ password: "correct-horse" });
    expect((await deleteMe(gone, "correct-horse")).status).toBe(200);
    const t = await h.signUp();
    const mailBefore = h.sentMail.length;

    const res = await t.post("/api/auth/change-email", {
      newEmail: gone.email.toUpperCase(),
      callbackURL: "/auth/callback",
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(REFUSED);
    expect(h.sentMail.slice(mailBefore)).toEqual([]);
    expect(await addressOf(t.id)).toBe(t.email);
  });

  it("a link sent before the address was blacklisted no longer moves the account when opened", async () => {
    const t = await h.signUp();
    const newEmail = `later-gone-${t.id.slice(0, 8).toLowerCase()}@school.test`;
    expect((await t.post("/api/auth/change-email", { newEmail, callbackURL: "/auth/callback" })).status).toBe(
      200,
    );
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(
      h.sentMail.filter((m) => m.to === newEmail).at(-1)?.text ?? "",
    )?.[0];
    expect(link).toBeTruthy();
    await blacklistEmail(h.db, newEmail, NOW);

    const url = new URL(link!);
    const opened = await h.request("GET", url.pathname + url.search, undefined, { cookie: t.cookie });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("/auth/callback?error=EMAIL_BLACKLISTED");
    expect(await addressOf(t.id)).toBe(t.email);
  });
});

describe("isEmailBlacklisted / allowEmailReregistration", () => {
  it("compare addresses without case or surrounding spaces", async () => {
    await blacklistEmail(h.db, " Someone@School.TEST ", NOW);
    expect(await isEmailBlacklisted(h.db, "someone@school.test")).toBe(true);
    expect(await isEmailBlacklisted(h.db, "SOMEONE@school.test ")).toBe(true);
    expect(await isEmailBlacklisted(h.db, "someone-else@school.test")).toBe(false);
  });

  it("allowing is reported once; the row stays as history; blacklisting again blocks again", async () => {
    await blacklistEmail(h.db, "twice@school.test", NOW);
    expect(await allowEmailReregistration(h.db, "twice@school.test")).toBe(true);
    expect(await allowEmailReregistration(h.db, "twice@school.test")).toBe(false);
    expect(await allowEmailReregistration(h.db, "never@school.test")).toBe(false);
    expect(await isEmailBlacklisted(h.db, "twice@school.test")).toBe(false);
    const [row] = await h.db
      .select()
      .from(emailBlacklist)
      .where(eq(emailBlacklist.email, "twice@school.test"));
    expect(row?.reregistrationAllowed).toBe(true);
    await blacklistEmail(h.db, "twice@school.test", NOW);
    expect(await isEmailBlacklisted(h.db, "twice@school.test")).toBe(true);
  });
});
