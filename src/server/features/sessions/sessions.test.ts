/**
 * API tests of the signed-in devices (requirements "Sessions and sign-out"): list, sign out everywhere
 * else, end one device; another teacher's sessions are out of reach.
 */
import { describe, expect, it } from "vitest";
import type { DeviceSession } from "../../../shared/contracts/sessions.ts";
import { setUpHarness } from "../../test/set-up.ts";

const h = setUpHarness();

async function signIn(email: string, userAgent: string) {
  const res = await h.request(
    "POST",
    "/api/auth/sign-in/email",
    JSON.stringify({ email, password: "lantern-bay-9" }),
    { "user-agent": userAgent },
  );
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
const as = (cookie: string) => ({
  get: (url: string) => h.request("GET", url, undefined, { cookie }),
  post: (url: string) => h.request("POST", url, "{}", { cookie }),
  del: (url: string) => h.request("DELETE", url, undefined, { cookie }),
});
const listOf = async (cookie: string) =>
  (await (await as(cookie).get("/api/v1/sessions")).json()) as DeviceSession[];

describe("signed-in devices", () => {
  it("lists the teacher's live sessions with this one marked, never a token", async () => {
    const t = await h.signUp({ password: "lantern-bay-9" });
    const laptop = await signIn(t.email, "Mozilla/5.0 (Macintosh) Firefox/140.0");
    const list = await listOf(laptop);
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.find((s) => s.current)!.userAgent).toBe("Mozilla/5.0 (Macintosh) Firefox/140.0");
    expect(Object.keys(list[0]!).sort()).toEqual(
      ["current", "expiresAt", "id", "ipAddress", "lastActiveAt", "signedInAt", "userAgent"].sort(),
    );
    expect(JSON.stringify(list)).not.toMatch(/token/i);
  });

  it("sign out everywhere else ends every other session and keeps this one", async () => {
    const t = await h.signUp({ password: "lantern-bay-9" });
    const phone = await signIn(t.email, "iPhone Safari");
    const tablet = await signIn(t.email, "iPad Safari");
    const res = await as(phone).post("/api/v1/sessions/revoke-others");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revoked: 2 });
    expect((await as(t.cookie).get("/api/v1/students")).status).toBe(401);
    expect((await as(tablet).get("/api/v1/students")).status).toBe(401);
    expect((await as(phone).get("/api/v1/students")).status).toBe(200);
    expect(await listOf(phone)).toHaveLength(1);
  });

  it("ends one device by id; another teacher's session id answers 404 and stays signed in", async () => {
    const t = await h.signUp({ password: "lantern-bay-9" });
    const other = await h.signUp({ password: "lantern-bay-9" });
    const second = await signIn(t.email, "Chrome on a library computer");
    const target = (await listOf(t.cookie)).find((s) => !s.current)!;
    expect((await as(t.cookie).del(`/api/v1/sessions/${target.id}`)).status).toBe(204);
    expect((await as(second).get("/api/v1/students")).status).toBe(401);

    const othersSession = (await listOf(other.cookie))[0]!;
    const res = await as(t.cookie).del(`/api/v1/sessions/${othersSession.id}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Session not found" } });
    expect((await as(other.cookie).get("/api/v1/students")).status).toBe(200);
  });

  it.each([["%00"], ["a%20b"], ["a%00b"]])(
    "an id with %s names no session: 404, not a database error",
    async (id) => {
      const t = await h.signUp();
      const res = await as(t.cookie).del(`/api/v1/sessions/${id}`);
      expect(res.status).toBe(404);
      expect((await as(t.cookie).get("/api/v1/students")).status).toBe(200);
    },
  );

  it("the library's token-based session endpoints are turned off", async () => {
    const t = await h.signUp();
    for (const path of [
      "/api/auth/list-sessions",
      "/api/auth/revoke-other-sessions",
      "/api/auth/revoke-session",
    ]) {
      const res = path.endsWith("list-sessions")
        ? await as(t.cookie).get(path)
        : await as(t.cookie).post(path);
      expect(res.status).toBe(404);
    }
  });
});
