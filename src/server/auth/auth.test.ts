/**
 * API tests of authentication through the app (requirements "Sign-up and sign-in": rules, messages and
 * new-record defaults; "Sessions and sign-out": 2-hour inactivity; "Rate limits").
 */
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../shared/domain/error-messages.ts";
import { cookieOf, TEST_ORIGIN } from "../test/harness.ts";
import { withServedHarness } from "../test/served-harness.ts";
import { setUpHarness } from "../test/set-up.ts";

// The server's own password hash, not the API tests' cheap one (architecture "Tests").
const h = setUpHarness({ realPasswordHash: true });

const SIGN_UP = "/api/auth/sign-up/email";
const SIGN_IN = "/api/auth/sign-in/email";

let counter = 0;
const uniqueEmail = () => `auth-${Date.now().toString(36)}-${counter++}@school.test`;

async function errorOf(res: Response): Promise<{ code: string; message: string }> {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

async function usersWithEmail(email: string) {
  return (await h.database.rawQuery("select * from users where lower(email) = lower($1)", [email])) as Record<
    string,
    unknown
  >[];
}

describe("sign-up (email and a password of at least 6 characters)", () => {
  it("creates the user with the new-record defaults and signs them in with an HttpOnly session cookie", async () => {
    const email = uniqueEmail();
    const res = await h.post(SIGN_UP, { email, password: "qm7-river", name: "Dana Whitfield" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { id: string; email: string; name: string } };
    expect(body.user).toMatchObject({ email, name: "Dana Whitfield" });

    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // requirements "Sessions and sign-out": inactivity sign-out after 2 hours.
    expect(setCookie).toMatch(/Max-Age=7200\b/);

    const rows = await usersWithEmail(email);
    expect(rows).toHaveLength(1);
    // requirements "Sign-up and sign-in": a new user has plan_type free, subscription_status inactive,
    // 0 notes generated this month, max_students 10 and onboarding_completed false.
    expect(rows[0]).toMatchObject({
      id: body.user.id,
      email,
      name: "Dana Whitfield",
      plan_type: "free",
      subscription_status: "inactive",
      notes_generated_this_month: 0,
      max_students: 10,
      onboarding_completed: false,
      subscription_start_date: null,
      trial_end_date: null,
    });

    // The password is stored hashed, never as typed.
    const [acct] = (await h.database.rawQuery("select password from account where user_id = $1", [
      body.user.id,
    ])) as { password: string }[];
    expect(acct!.password).toBeTruthy();
    expect(acct!.password).not.toContain("qm7-river");
    // scrypt's 16-byte salt and 64-byte key, in hex (the auth library's format).
    expect(acct!.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);

    // The cookie opens the teacher area.
    const students = await h.request("GET", "/api/v1/students", undefined, { cookie: cookieOf(res) });
    expect(students.status).toBe(200);
    expect(await students.json()).toEqual([]);
  });

  it("refuses an email that already has an account, in any letter case, with the catalogue message", async () => {
    const email = uniqueEmail();
    expect((await h.post(SIGN_UP, { email, password: "first-pass", name: "First" })).status).toBe(200);
    const res = await h.post(SIGN_UP, {
      email: email.toUpperCase(),
      password: "second-pass",
      name: "Second",
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await errorOf(res)).message).toBe(
      "An account with this email already exists. Please try logging in instead.",
    );
    const rows = await usersWithEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe("First");
  });

  // [case, body, sign-up message of requirements "Sign-up and sign-in"]
  const refused: [string, Record<string, unknown>, string][] = [
    ["a 5-character password", { password: "12345" }, "Password must be at least 6 characters long."],
    ["an empty password", { password: "" }, "Password must be at least 6 characters long."],
    ["no password", { password: undefined }, "Password must be at least 6 characters long."],
    ["an email without @", { email: "dana.school.test" }, "Please enter a valid email address."],
    ["an email without a domain", { email: "dana@" }, "Please enter a valid email address."],
    ["no email", { email: undefined }, "Please enter a valid email address."],
  ];

  it.each(refused)("refuses %s with 400 and creates nobody", async (_label, override, message) => {
    const email = uniqueEmail();
    const body = { email, password: "good-password", name: "Dana", ...override };
    const res = await h.post(SIGN_UP, body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(message);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it("accepts a password of exactly 6 characters (the sign-up password minimum)", async () => {
    const res = await h.post(SIGN_UP, { email: uniqueEmail(), password: "qm7-rv", name: "Six" });
    expect(res.status).toBe(200);
  });
});

describe("sign-in (needs an email and a password)", () => {
  const email = uniqueEmail();
  const password = "river-stone-42";

  beforeAll(async () => {
    const res = await h.post(SIGN_UP, { email, password, name: "Robin Ames" });
    expect(res.status).toBe(200);
  });

  it.each([
    ["no password", { email }],
    ["no email", { password }],
    ["an empty body", {}],
  ])("refuses %s with 400", async (_label, body) => {
    const res = await h.post(SIGN_IN, body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("Email and password are required.");
  });

  it("refuses a wrong password with 401 and the service's message, setting no cookie", async () => {
    const res = await h.post(SIGN_IN, { email, password: "wrong-password" });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe("Invalid email or password");
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("answers an unknown email exactly like a wrong password (no account discovery)", async () => {
    const res = await h.post(SIGN_IN, { email: "nobody-here@school.test", password: "wrong-password" });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe("Invalid email or password");
  });

  it("signs in, reports the session, and signs out so the teacher area answers 401", async () => {
    const res = await h.post(SIGN_IN, { email, password });
    expect(res.status).toBe(200);
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/better-auth\.session_token=/);

    const session = await h.request("GET", "/api/auth/get-session", undefined, { cookie });
    expect(session.status).toBe(200);
    const data = (await session.json()) as { user: { email: string }; session: { expiresAt: string } };
    expect(data.user.email).toBe(email);
    // requirements "Sessions and sign-out": the session lasts 2 hours from the last activity.
    const remainingMs = new Date(data.session.expiresAt).getTime() - Date.now();
    expect(remainingMs).toBeGreaterThan(110 * 60_000);
    expect(remainingMs).toBeLessThanOrEqual(120 * 60_000);

    expect((await h.request("GET", "/api/v1/students", undefined, { cookie })).status).toBe(200);

    const out = await h.post("/api/auth/sign-out", {}, { cookie });
    expect(out.status).toBe(200);

    const after = await h.request("GET", "/api/auth/get-session", undefined, { cookie });
    expect(await after.json()).toBeNull();
    const students = await h.request("GET", "/api/v1/students", undefined, { cookie });
    expect(students.status).toBe(401);
    expect(await errorOf(students)).toEqual({ code: "UNAUTHENTICATED", message: "User not authenticated." });
  });

  it("get-session without a cookie answers null", async () => {
    const res = await h.request("GET", "/api/auth/get-session");
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
  });
});

describe("sign-up rate limit (keyed by the real client IP)", () => {
  it("answers 429 with the catalogue message after 10 sign-ups a minute, whatever IP headers the client sends", {
    timeout: 120_000,
  }, async () => {
    // app.request() has no socket, so serve the app on a real (loopback) socket: the limiter then keys
    // by the socket's address, as in production.
    await withServedHarness({ rateLimit: true }, async ({ h: limited, url }) => {
      const signUp = (i: number) =>
        fetch(`${url}${SIGN_UP}`, {
          method: "POST",
          headers: {
            origin: TEST_ORIGIN,
            "content-type": "application/json",
            // A client pretending to be someone else each time must not get a fresh allowance.
            "x-client-ip": `203.0.113.${i}`,
            "x-forwarded-for": `198.51.100.${i}`,
          },
          body: JSON.stringify({ email: `burst-${i}@school.test`, password: "burst-pass", name: "Burst" }),
        });

      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await signUp(i)).status);
      expect(statuses).toEqual(Array(10).fill(200));

      const blocked = await signUp(10);
      expect(blocked.status).toBe(429);
      expect((await errorOf(blocked)).message).toBe(messages.signup.tooManyAttempts);
      // The standard header says how long to wait (seconds).
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      const rows = (await limited.database.rawQuery("select count(*)::int as n from users where email = $1", [
        "burst-10@school.test",
      ])) as { n: number }[];
      expect(rows[0]!.n).toBe(0);
    });
  });
});
