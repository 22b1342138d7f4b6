/**
 * What the auth endpoints give away (requirements "Sessions and sign-out", "Security and privacy"):
 * no JSON answer carries the session token, which lives only in the HttpOnly cookie, out of reach of
 * the page's scripts; and no log line holds a submitted reset token, even when looking it up fails
 * (the library's own lines go through `auth-log.ts`, its unexpected errors through the app's handler).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { cookieOf, type TestUser } from "../test/harness.ts";
import { setUpHarness } from "../test/set-up.ts";
import { AUTH_LOG_LEVEL, authLogger, authLogLine } from "./auth-log.ts";

const logged: string[] = [];
const h = setUpHarness({ log: (line) => logged.push(line) });
const PASSWORD = "lantern-bay-9";

/** The raw session tokens a `Cookie` or the `Set-Cookie` of an answer hold. */
const tokensIn = (cookies: string) =>
  [...cookies.matchAll(/better-auth\.session_token=([^;,\s]+)/g)].map(
    (m) => decodeURIComponent(m[1] ?? "").split(".")[0] ?? "",
  );

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
}

async function resetToken(email: string): Promise<string> {
  await h.post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
  const mail = h.sentMail.filter((m) => m.to === email).at(-1);
  return /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
}

/** Each answer of the auth endpoints that signs a browser in or reads its session. */
const ANSWERS: { name: string; answer: (t: TestUser) => Promise<Response> }[] = [
  {
    name: "sign-up",
    answer: () =>
      h.post("/api/auth/sign-up/email", {
        email: `answers-${Math.random().toString(36).slice(2, 10)}@school.test`,
        password: PASSWORD,
        name: "Dana",
      }),
  },
  {
    name: "sign-in",
    answer: (t) => h.post("/api/auth/sign-in/email", { email: t.email, password: PASSWORD }),
  },
  {
    name: "get-session",
    answer: (t) => h.request("GET", "/api/auth/get-session", undefined, { cookie: t.cookie }),
  },
  {
    name: "change-password",
    answer: (t) =>
      h.post(
        "/api/auth/change-password",
        { currentPassword: PASSWORD, newPassword: "harbor-gale-31" },
        { cookie: t.cookie },
      ),
  },
  {
    name: "reset-password",
    answer: async (t) =>
      h.post("/api/auth/reset-password", { token: await resetToken(t.email), newPassword: "harbor-gale-31" }),
  },
  {
    name: "update-user",
    answer: (t) => h.post("/api/auth/update-user", { name: "Dana R" }, { cookie: t.cookie }),
  },
];

describe("no answer carries the session token (requirements 'Sessions and sign-out')", () => {
  it.each(ANSWERS)("$name", async ({ answer }) => {
    const t = await h.signUp({ password: PASSWORD });
    const res = await answer(t);
    expect(res.status).toBe(200);
    const text = await res.text();
    const tokens = [...tokensIn(t.cookie), ...tokensIn(res.headers.getSetCookie().join("; "))];
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect(text).not.toContain(token);
    expect(keysOf(JSON.parse(text))).not.toContain("token");
  });

  it("the sign-in's cookie is the session the answer stands for", async () => {
    const t = await h.signUp({ password: PASSWORD });
    const res = await h.post("/api/auth/sign-in/email", { email: t.email, password: PASSWORD });
    const body = (await res.json()) as { user: { id: string } };
    expect(body.user.id).toBe(t.id);
    expect((await h.request("GET", "/api/v1/me", undefined, { cookie: cookieOf(res) })).status).toBe(200);
  });
});

describe("no submitted reset token in the log (requirements 'Security and privacy')", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("a reset token whose look-up fails in the database is in no log line", async () => {
    const secret = "SECRET-RESET-TOKEN-4f9a2c";
    const printed: string[] = [];
    for (const method of ["log", "info", "warn", "error"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        printed.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(" "));
      });
    }
    logged.length = 0;
    // A NUL character cannot be stored in a text column: the look-up of this token fails in the database.
    const res = await h.post("/api/auth/reset-password", {
      token: `${secret}\u0000`,
      newPassword: "harbor-gale-31",
    });
    expect(res.status).not.toBe(200);
    const everything = [...logged, ...printed].join("\n");
    expect(everything).not.toContain(secret);
    expect(await res.text()).not.toContain(secret);
  });
});

describe("the library's log lines (auth-log.ts)", () => {
  it.each([
    [
      "error",
      'Failed query: select "id" from "verification" where "identifier" = $1\nparams: reset-password:SECRET',
      "auth error: a database query failed (its values are not logged)",
    ],
    ["warn", "Reset Password: User not found", "auth warn: Reset Password: User not found"],
    [
      "info",
      "Sign-up attempt for existing email: dana.r@school.test",
      "auth info: Sign-up attempt for existing email: [address]",
    ],
    [
      "error",
      "Invalid callbackURL: https://x.test/reset?token=abcdefghijklmnopqrstuvwxyz0123",
      "auth error: Invalid callbackURL: https://x.test/reset?[redacted]",
    ],
    ["error", "first line\nsecond line with SECRET", "auth error: first line"],
    ["warn", { token: "SECRET" }, "auth warn: (object)"],
  ])("%s %j → %s", (level, message, line) => {
    expect(authLogLine(level, message)).toBe(line);
  });

  it("keeps the message only, never the values logged with it, from the warn level up", () => {
    const sink: string[] = [];
    const logger = authLogger((line) => sink.push(line));
    logger.log?.("error", "Reset failed", new Error("params: SECRET"), { email: "dana@school.test" });
    expect(sink).toEqual(["auth error: Reset failed"]);
    expect(AUTH_LOG_LEVEL).toBe("warn");
    expect(logger.level).toBe("warn");
  });
});
