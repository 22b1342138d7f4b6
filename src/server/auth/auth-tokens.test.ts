/**
 * API tests: nothing in the database opens a session or a reset (requirements "Security and privacy"),
 * and a password reset or change signs every other session out (requirements "Sessions and sign-out").
 */
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cookieOf, TEST_AUTH_SECRET } from "../test/harness.ts";
import { setUpHarness } from "../test/set-up.ts";
import { TEST_ORIGIN } from "../test/test-constants.ts";
import { hashSessionToken } from "./session-token-hash.ts";

const h = setUpHarness({ realPasswordHash: true });

/** The raw session token inside a signed `better-auth.session_token=<token>.<signature>` cookie. */
const tokenOf = (cookie: string) =>
  decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? "").split(".")[0]!;
const signedIn = async (cookie: string) =>
  (await h.request("GET", "/api/v1/students", undefined, { cookie })).status === 200;

async function signIn(email: string, password: string) {
  const res = await h.post("/api/auth/sign-in/email", { email, password });
  expect(res.status).toBe(200);
  return cookieOf(res);
}

/** Requests a reset for `email` and returns the token from the link in the mail. */
async function resetTokenFor(email: string): Promise<string> {
  const before = h.sentMail.length;
  const res = await h.post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
  expect(res.status).toBe(200);
  const mail = h.sentMail.slice(before).find((m) => m.to === email);
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  expect(token).toBeTruthy();
  return token!;
}

describe("tokens at rest", () => {
  it("stores only a digest of the session token: the cookie's token is nowhere in the database, and it still works", async () => {
    const t = await h.signUp({ password: "lantern-bay-9" });
    const cookie = await signIn(t.email, "lantern-bay-9");
    const token = tokenOf(cookie);
    expect(token.length).toBeGreaterThanOrEqual(32);

    const rows = (await h.database.rawQuery("select * from session where user_id = $1", [t.id])) as Record<
      string,
      unknown
    >[];
    expect(rows.length).toBe(2);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(token);
    expect(rows.map((r) => r.token)).toContain(hashSessionToken(token));

    expect(await signedIn(cookie)).toBe(true);
    const session = await h.request("GET", "/api/auth/get-session", undefined, { cookie });
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe(t.id);
  });

  it("a digest copied from the database, signed with the server's secret into a cookie, is not a session", async () => {
    const t = await h.signUp({ password: "lantern-bay-9" });
    const [row] = (await h.database.rawQuery("select token from session where user_id = $1", [t.id])) as {
      token: string;
    }[];
    // Someone holding a copy of the whole data folder has the secret too: sign like the server does.
    const sign = (value: string) =>
      `better-auth.session_token=${encodeURIComponent(
        `${value}.${createHmac("sha256", TEST_AUTH_SECRET).update(value).digest("base64")}`,
      )}`;
    expect(await signedIn(sign(tokenOf(t.cookie)))).toBe(true); // the forging itself is right
    expect(await signedIn(sign(row!.token))).toBe(false);
  });

  it("stores the reset token hashed: the link's token is not in the verification table", async () => {
    const t = await h.signUp({ password: "lantern-bay-9" });
    const token = await resetTokenFor(t.email);
    const rows = (await h.database.rawQuery("select identifier, value from verification", [])) as Record<
      string,
      string
    >[];
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe("password reset", () => {
  it("sets the new password from the mailed link, signs every old session out and signs this browser in", async () => {
    const t = await h.signUp({ password: "lantern-bay-9" });
    const other = await signIn(t.email, "lantern-bay-9");
    expect(await signedIn(t.cookie)).toBe(true);

    const token = await resetTokenFor(t.email);
    const res = await h.post("/api/auth/reset-password", { token, newPassword: "harbor-gale-31" });
    expect(res.status).toBe(200);

    expect(await signedIn(t.cookie)).toBe(false);
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(cookieOf(res))).toBe(true);

    expect(
      (await h.post("/api/auth/sign-in/email", { email: t.email, password: "lantern-bay-9" })).status,
    ).toBe(401);
    await signIn(t.email, "harbor-gale-31");
    // The link works once.
    const again = await h.post("/api/auth/reset-password", { token, newPassword: "another-gale-32" });
    expect(again.status).toBe(400);
  });

  it("answers an unknown address exactly like a known one and sends nothing", async () => {
    const before = h.sentMail.length;
    const res = await h.post("/api/auth/request-password-reset", {
      email: "nobody-at-all@school.test",
      redirectTo: "/reset-password",
    });
    expect(res.status).toBe(200);
    const known = await h.signUp();
    const res2 = await h.post("/api/auth/request-password-reset", {
      email: known.email,
      redirectTo: "/reset-password",
    });
    expect(await res.json()).toEqual(await res2.json());
    const resets = h.sentMail.slice(before).filter((m) => /reset/i.test(m.subject));
    expect(resets.map((m) => m.to)).toEqual([known.email]);
  });
});

describe("password change", () => {
  it("needs the current password, signs every other session out and keeps this one", async () => {
    const t = await h.signUp({ password: "lantern-bay-9" });
    const other = await signIn(t.email, "lantern-bay-9");

    const wrong = await h.post(
      "/api/auth/change-password",
      { currentPassword: "not-my-password", newPassword: "harbor-gale-31" },
      { cookie: t.cookie },
    );
    expect(wrong.status).toBe(400);
    expect(await signedIn(other)).toBe(true);

    // Even a client asking to keep the other sessions has them signed out.
    const res = await h.post(
      "/api/auth/change-password",
      { currentPassword: "lantern-bay-9", newPassword: "harbor-gale-31", revokeOtherSessions: false },
      { cookie: t.cookie },
    );
    expect(res.status).toBe(200);
    expect(await signedIn(other)).toBe(false);
    const kept = cookieOf(res) || t.cookie;
    expect(await signedIn(kept)).toBe(true);
    await signIn(t.email, "harbor-gale-31");
  });
});

describe("reset and confirmation links lead back to this site only", () => {
  // Rows: what an attacker would put where the library sends the browser next (requirements
  // "Security and privacy"); the library's own check of these is off under a test environment.
  const foreign = [
    "https://evil.test/x",
    "//evil.test/x",
    "/\\evil.test/x",
    "evil.test",
    "javascript:alert(1)",
  ];

  it.each(foreign)(
    "a reset request whose redirectTo is %s is refused with 400 naming it, and no mail leaves",
    async (to) => {
      const t = await h.signUp();
      const before = h.sentMail.length;
      const res = await h.post("/api/auth/request-password-reset", { email: t.email, redirectTo: to });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
        /^redirectTo: must be a path on this site/,
      );
      expect(h.sentMail.length).toBe(before);
    },
  );

  it.each(foreign)("a reset link opened with callbackURL=%s is refused, not redirected", async (to) => {
    const t = await h.signUp();
    const token = await resetTokenFor(t.email);
    const res = await h.request(
      "GET",
      `/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(to)}`,
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("location")).toBeNull();
  });

  it("the link as the mail gives it still leads to the reset screen with its token", async () => {
    const t = await h.signUp();
    const token = await resetTokenFor(t.email);
    const res = await h.request("GET", `/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${TEST_ORIGIN}/reset-password?token=${token}`);
  });
});
