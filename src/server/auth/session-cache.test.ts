/**
 * The signed session copy (decision 014; requirements "Sessions and sign-out"): with the cache on, a
 * request is answered from the browser's signed copy without a session lookup, and a session ended
 * on another device stops working once the copy is older than the bound.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { setUpHarness } from "../test/set-up.ts";
import { sessionMemoMs } from "./session-memo.ts";

const BOUND_SECONDS = 1;
/** The copy's lifetime plus the moment a verified answer is remembered, and a margin (ms). */
const PAST_BOUND_MS = BOUND_SECONDS * 1000 + sessionMemoMs(BOUND_SECONDS) + 200;

const h = setUpHarness({ sessionCacheSeconds: BOUND_SECONDS });

async function signIn(email: string): Promise<string> {
  const res = await h.request(
    "POST",
    "/api/auth/sign-in/email",
    JSON.stringify({ email, password: "lantern-bay-9" }),
  );
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
const get = (cookie: string, url: string) => h.request("GET", url, undefined, { cookie });

describe("session cookie cache", () => {
  it("signs in with a signed session copy beside the session cookie", async () => {
    const t = await h.signUp({ password: "lantern-bay-9" });
    expect(t.cookie).toMatch(/session_token=/);
    expect(t.cookie).toMatch(/session_data=/);
    expect((await t.get("/api/v1/students")).status).toBe(200);
  });

  it("ends another device's session within the bound after sign-out everywhere else", async () => {
    const t = await h.signUp({ password: "lantern-bay-9" });
    const phone = await signIn(t.email);
    expect((await get(phone, "/api/v1/students")).status).toBe(200);

    const revoked = await t.post("/api/v1/sessions/revoke-others");
    expect(revoked.status).toBe(200);
    // The phone's copy is younger than the bound: it may still be answered from the copy.
    expect([200, 401]).toContain((await get(phone, "/api/v1/students")).status);

    await sleep(PAST_BOUND_MS);
    expect((await get(phone, "/api/v1/students")).status).toBe(401);
    // The device that signed the others out keeps working (its copy is refreshed from the database).
    expect((await t.get("/api/v1/students")).status).toBe(200);
  });

  it("answers from the copy without a session lookup while the copy is young", async () => {
    const t = await h.signUp({ password: "lantern-bay-9" });
    const tablet = await signIn(t.email);
    // Take the session rows away behind the library's back: only the signed copy can answer now.
    await h.database.rawQuery("delete from session where user_id = $1", [t.id]);
    expect((await get(tablet, "/api/v1/students")).status).toBe(200);
    await sleep(PAST_BOUND_MS);
    expect((await get(tablet, "/api/v1/students")).status).toBe(401);
  });

  it("ending this device's own session deletes its signed copy too", async () => {
    const t = await h.signUp({ password: "lantern-bay-9" });
    const list = (await (await t.get("/api/v1/sessions")).json()) as { id: string; current: boolean }[];
    const own = list.find((d) => d.current);
    expect(own).toBeDefined();
    const res = await t.del(`/api/v1/sessions/${own?.id}`);
    expect(res.status).toBe(204);
    const cleared = res.headers.getSetCookie().filter((c) => /Max-Age=0/i.test(c));
    expect(cleared.some((c) => c.includes("session_data="))).toBe(true);
    expect(cleared.some((c) => c.includes("session_token="))).toBe(true);
  });
});
