/**
 * API tests of the admin gate (requirements "Admin area"; architecture "Security model"): every
 * /api/admin route refuses no session (401), a teacher session (403) and another site's request (403);
 * the admin session is separate from the teacher's, needs the password change and TOTP first, lasts
 * 24 hours and ends at sign-out.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness } from "../../test/harness.ts";
import { cookieOf, readyAdmin, totpNow } from "../../test/kits/admin-test-kit.ts";
import { createAdmin } from "./admin-accounts.service.ts";

// Created before the tests are collected: the list of routes below is read from the app itself.
const h = await createHarness();
afterAll(() => h.close());

const ID = "00000000-0000-4000-8000-000000000001";
const OPEN = "/api/admin/auth/sign-in";
/** The OpenAPI document the app serves (`GET /api/openapi.json`). */
const doc = (await (await h.request("GET", "/api/openapi.json")).json()) as {
  paths: Record<string, Record<string, unknown>>;
};
/**
 * Every admin operation of the OpenAPI document but sign-in (open by design), with `ID` for each path
 * parameter: a new admin route is in the document (the next test checks that), so it is walked here.
 */
const ROUTES: [string, string][] = Object.entries(doc.paths)
  .filter(([path]) => path.startsWith("/api/admin/") && path !== OPEN)
  .flatMap(([path, methods]) =>
    Object.keys(methods).map((m): [string, string] => [m.toUpperCase(), path.replace(/\{[A-Za-z]+\}/g, ID)]),
  );

describe("the admin gate", () => {
  it("walks every admin route the app registers: each is in the OpenAPI document", () => {
    const key = (method: string, path: string) => `${method} ${path.replace(/\{([A-Za-z]+)\}/g, ":$1")}`;
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => key(m.toUpperCase(), path)),
      ),
    );
    const registered = h.app.routes
      .filter((r) => r.path.startsWith("/api/admin/") && r.method !== "ALL")
      .map((r) => key(r.method, r.path));
    expect(registered.filter((r) => !documented.has(r))).toEqual([]);
    expect(new Set(registered).size).toBe(ROUTES.length + 1);
    // The sign-in steps, teachers and their seven actions, settings, tickets, dashboard, analytics, audit.
    expect(ROUTES.length).toBeGreaterThanOrEqual(27);
    expect(ROUTES).toContainEqual(["POST", `/api/admin/teachers/${ID}/sign-out-all`]);
    expect(ROUTES).toContainEqual(["POST", `/api/admin/tickets/${ID}/close`]);
  });

  // One teacher and one ready staff account for the whole walk: every request below is refused before
  // it reaches a handler, so none changes either session (a refusal that let one through fails its own
  // row). A staff account costs four real password hashes (the admin feature hashes with better-auth's
  // scrypt), so one per route made this walk the API suite's slowest file.
  let teacher: Awaited<ReturnType<typeof h.signUp>>;
  let admin: Awaited<ReturnType<typeof readyAdmin>>;
  beforeAll(async () => {
    teacher = await h.signUp();
    admin = await readyAdmin(h, createAdmin);
  });

  it.each(ROUTES)(
    "%s %s: 401 without a session, 403 for a teacher, 403 from another site",
    async (m, url) => {
      const body = m === "GET" ? undefined : "{}";
      expect((await h.request(m, url, body)).status).toBe(401);
      const asTeacher = await h.request(m, url, body, { cookie: teacher.cookie });
      expect(asTeacher.status).toBe(403);
      expect(((await asTeacher.json()) as { error: { code: string } }).error.code).toBe("ADMIN_ONLY");
      const foreign = await h.request(m, url, body, { cookie: admin.cookie, origin: "https://evil.example" });
      expect(foreign.status).toBe(403);
      expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe("FOREIGN_ORIGIN");
    },
  );

  it("refuses a foreign sign-in and a cross-site fetch", async () => {
    const { email, password } = await createAdmin(h.db, "foreign@iep.test");
    const res = await h.request("POST", "/api/admin/auth/sign-in", JSON.stringify({ email, password }), {
      origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
    const admin = await readyAdmin(h, createAdmin);
    const cross = await h.request("GET", "/api/admin/teachers", undefined, {
      cookie: admin.cookie,
      "sec-fetch-site": "cross-site",
    });
    expect(cross.status).toBe(403);
  });
});

describe("the admin session", () => {
  it("is its own cookie: it does not open the teacher API, and a teacher cookie does not open it", async () => {
    const admin = await readyAdmin(h, createAdmin);
    expect(admin.cookie).toMatch(/^iep_admin_session=/);
    expect((await h.request("GET", "/api/v1/me", undefined, { cookie: admin.cookie })).status).toBe(401);
    expect((await admin.get("/api/admin/teachers")).status).toBe(200);
  });

  it("sets an HttpOnly, SameSite=Strict cookie for /api/admin that ends in 24 hours", async () => {
    const { email, password } = await createAdmin(h.db, "cookie@iep.test");
    const res = await h.request("POST", "/api/admin/auth/sign-in", JSON.stringify({ email, password }));
    const set = res.headers.getSetCookie()[0] ?? "";
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Strict/);
    expect(set).toMatch(/Path=\/api\/admin/);
    const expires = new Date(/Expires=([^;]+)/.exec(set)?.[1] ?? "").getTime();
    expect(Math.abs(expires - Date.now() - 24 * 3600_000)).toBeLessThan(5_000);
  });

  it("needs the new password, then TOTP, before the rest of the API", async () => {
    const { email, password } = await createAdmin(h.db, "steps@iep.test");
    const res = await h.request("POST", "/api/admin/auth/sign-in", JSON.stringify({ email, password }));
    const cookie = cookieOf(res);
    const get = () => h.request("GET", "/api/admin/teachers", undefined, { cookie });
    const blocked = await get();
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({
      error: { code: "ADMIN_SETUP_REQUIRED", details: { stage: "change_password" } },
    });
    const short = await h.request(
      "POST",
      "/api/admin/auth/password",
      JSON.stringify({ current: password, next: "short" }),
      { cookie },
    );
    expect(short.status).toBe(400);
    await h.request(
      "POST",
      "/api/admin/auth/password",
      JSON.stringify({ current: password, next: "a-much-longer-password" }),
      { cookie },
    );
    expect(await (await get()).json()).toMatchObject({ error: { details: { stage: "enrol_totp" } } });
    const { secret } = (await (
      await h.request("POST", "/api/admin/auth/totp/setup", "{}", { cookie })
    ).json()) as { secret: string };
    const wrong = await h.request("POST", "/api/admin/auth/totp/verify", JSON.stringify({ code: "000000" }), {
      cookie,
    });
    expect(wrong.status).toBe(401);
    await h.request("POST", "/api/admin/auth/totp/verify", JSON.stringify({ code: await totpNow(secret) }), {
      cookie,
    });
    expect((await get()).status).toBe(200);

    // The next sign-in asks for a code again; the old one-time password no longer works.
    expect(
      (await h.request("POST", "/api/admin/auth/sign-in", JSON.stringify({ email, password }))).status,
    ).toBe(401);
    const again = await h.request(
      "POST",
      "/api/admin/auth/sign-in",
      JSON.stringify({ email, password: "a-much-longer-password" }),
    );
    expect(((await again.json()) as { stage: string }).stage).toBe("verify_totp");
  });

  it("ends at sign-out and after 24 hours", async () => {
    const admin = await readyAdmin(h, createAdmin);
    expect((await admin.post("/api/admin/auth/sign-out")).status).toBe(204);
    expect((await admin.get("/api/admin/teachers")).status).toBe(401);
    const later = await readyAdmin(h, createAdmin);
    h.setNow(new Date(Date.now() + 24 * 3600_000 + 1000));
    try {
      expect((await later.get("/api/admin/teachers")).status).toBe(401);
    } finally {
      h.setNow(null);
    }
  });

  it("writes the sign-in to the audit log and refuses a wrong password", async () => {
    const { email } = await createAdmin(h.db, "audit-sign-in@iep.test");
    expect(
      (await h.request("POST", "/api/admin/auth/sign-in", JSON.stringify({ email, password: "nope" })))
        .status,
    ).toBe(401);
    const admin = await readyAdmin(h, createAdmin);
    const rows = (await h.database.rawQuery(
      "select detail from audit_log where action = 'admin.sign_in' and detail->>'adminEmail' = $1",
      [admin.email],
    )) as unknown[];
    expect(rows).toHaveLength(1);
  });
});
