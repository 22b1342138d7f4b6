/**
 * API tests of a suspension (requirements "Admin area", "Sessions and sign-out"): a suspended
 * teacher gets no session by any path the auth library offers (sign-in, the password reset, the
 * e-mail confirmation link, a password change, the change-of-address link), and a session the
 * browser still holds, even one answered from the signed session copy without a database look-up
 * (decision 014), is refused at once on `/api/v1` with the suspension's message; reactivation lets
 * the teacher back. The signed copy is on (30 s, the server's default) so that the last case is the
 * one a real browser meets.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../shared/domain/error-messages.ts";
import { cookieOf, type TestUser } from "../../test/harness.ts";
import { readyAdmin } from "../../test/kits/admin-test-kit.ts";
import { setUpHarness } from "../../test/set-up.ts";
import { createAdmin } from "./admin-accounts.service.ts";

const h = setUpHarness({ sessionCacheSeconds: 30 });
let admin: Awaited<ReturnType<typeof readyAdmin>>;

beforeAll(async () => {
  admin = await readyAdmin(h, createAdmin);
});

const PASSWORD = "lantern-bay-9";
const SUSPENDED = { error: { code: "ACCOUNT_SUSPENDED", message: messages.login.suspended } };

async function act(t: TestUser, action: "suspend" | "reactivate") {
  const res = await admin.post(`/api/admin/teachers/${t.id}/${action}`, { reason: "Asked by the district" });
  expect(res.status).toBe(200);
}

/** The session cookies an answer sets that are not deletions. */
const sessionCookiesSet = (res: Response) =>
  res.headers
    .getSetCookie()
    .filter((c) => /^better-auth\.session_(token|data)=[^;]+/.test(c) && !/max-age=0/i.test(c));

const sessionRows = async (t: TestUser) =>
  (await h.database.rawQuery("select id from session where user_id = $1", [t.id])).length;

/** The link of the last mail to `to` matching `pattern`. */
function linkTo(to: string, pattern: RegExp): string {
  const mail = h.sentMail.filter((m) => m.to === to).at(-1);
  const link = pattern.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no link to ${to} matching ${pattern}`);
  return link;
}

/** Opens a mailed link as a browser would, with `cookie` when given. */
const open = (link: string, cookie?: string) => {
  const url = new URL(link);
  return h.request("GET", url.pathname + url.search, undefined, cookie ? { cookie } : {});
};

/**
 * Suspends `t` in staff's table only, leaving its sessions in place: what a session made in the same
 * instant as the suspension would meet, so that only the checks of the session itself stand between
 * it and the records.
 */
const suspendLeavingSessions = (t: TestUser) =>
  h.database.rawQuery(
    "insert into teacher_admin_state (user_id, suspended_at, updated_at) values ($1, now(), now())",
    [t.id],
  );

/**
 * Every way the auth library can give this teacher a session: each row prepares what the path needs
 * while the account is active, the account is suspended (by staff's action, which also ends every
 * session, unless the row says otherwise), then the row takes the path.
 */
const PATHS: {
  name: string;
  prepare?: (t: TestUser) => Promise<string>;
  /** true: the suspension leaves the teacher's sessions in place ({@link suspendLeavingSessions}). */
  sessionsKept?: boolean;
  take: (t: TestUser, prepared: string) => Promise<Response>;
  check: (res: Response) => Promise<void>;
}[] = [
  {
    name: "sign-in with the right password",
    take: (t) => h.post("/api/auth/sign-in/email", { email: t.email, password: PASSWORD }),
    check: async (res) => {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(SUSPENDED);
    },
  },
  {
    name: "password reset: the mailed link and a new password",
    take: async (t) => {
      const asked = await h.post("/api/auth/request-password-reset", {
        email: t.email,
        redirectTo: "/reset-password",
      });
      expect(asked.status).toBe(200);
      const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(
        linkTo(t.email, /\S+\/reset-password\/\S+/),
      )?.[1];
      return h.post("/api/auth/reset-password", { token, newPassword: "harbor-gale-31" });
    },
    check: async (res) => {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(SUSPENDED);
    },
  },
  {
    name: "the e-mail confirmation link (it signs the browser in when opened)",
    prepare: async (t) => linkTo(t.email, /\S+\/api\/auth\/verify-email\?\S+/),
    take: (_t, link) => open(link),
    check: async (res) => {
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/auth/callback?error=ACCOUNT_SUSPENDED");
    },
  },
  {
    // The library checks the password change's session in the database, so the row keeps it.
    name: "a password change (it signs the browser in again) from a session left in place",
    sessionsKept: true,
    take: (t) =>
      h.post(
        "/api/auth/change-password",
        { currentPassword: PASSWORD, newPassword: "harbor-gale-31" },
        { cookie: t.cookie },
      ),
    check: async (res) => {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(SUSPENDED);
    },
  },
  {
    name: "the change-of-address link",
    prepare: async (t) => {
      const newEmail = `moved-${t.id.slice(0, 8).toLowerCase()}@school.test`;
      const res = await t.post("/api/auth/change-email", { newEmail, callbackURL: "/auth/callback" });
      expect(res.status).toBe(200);
      return linkTo(newEmail, /\S+\/api\/auth\/verify-email\?\S+/);
    },
    take: (_t, link) => open(link),
    check: async (res) => {
      expect(res.status).toBe(302);
    },
  },
];

describe("a suspended teacher gets no session (requirements 'Admin area')", () => {
  it.each(PATHS)("$name", async ({ prepare, sessionsKept, take, check }) => {
    const t = await h.signUp({ password: PASSWORD });
    const prepared = prepare ? await prepare(t) : "";
    if (sessionsKept) await suspendLeavingSessions(t);
    else await act(t, "suspend");
    const res = await take(t, prepared);
    await check(res);
    expect(sessionCookiesSet(res)).toEqual([]);
    expect(await sessionRows(t)).toBe(0);
  });

  it("signs in again once reactivated", async () => {
    const t = await h.signUp({ password: PASSWORD });
    await act(t, "suspend");
    await act(t, "reactivate");
    const res = await h.post("/api/auth/sign-in/email", { email: t.email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect((await h.request("GET", "/api/v1/students", undefined, { cookie: cookieOf(res) })).status).toBe(
      200,
    );
  });
});

describe("a session held when the account is suspended (requirements 'Admin area', decision 014)", () => {
  it("is refused at once with 401 and the suspension's message, though its signed copy is still valid", async () => {
    const t = await h.signUp({ password: PASSWORD });
    // The browser's cookies hold the signed copy the next requests are answered from.
    expect(t.cookie).toMatch(/better-auth\.session_data=/);
    expect((await t.get("/api/v1/students")).status).toBe(200);

    await act(t, "suspend");
    for (const res of [
      await t.get("/api/v1/students"),
      await t.post("/api/v1/students", { name: "Ana Ruiz" }),
      await t.get("/api/v1/me"),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(SUSPENDED);
    }
    expect(await h.database.rawQuery("select id from students where user_id = $1", [t.id])).toEqual([]);
  });

  it("is checked on every request: refused while the account is suspended, served again after reactivation", async () => {
    const t = await h.signUp({ password: PASSWORD });
    expect((await t.get("/api/v1/students")).status).toBe(200);
    await suspendLeavingSessions(t);
    expect(await sessionRows(t)).toBeGreaterThan(0);
    const refused = await t.get("/api/v1/students");
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual(SUSPENDED);

    await act(t, "reactivate");
    expect((await t.get("/api/v1/students")).status).toBe(200);
  });
});
