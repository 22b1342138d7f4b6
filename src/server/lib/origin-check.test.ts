/**
 * API tests: another site's page cannot change data under /api/v1 (requirements "Security and privacy"),
 * and which origins the server trusts for each APP_URL; TRUST_PROXY values (requirements "Rate limits").
 */
import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv, trustedOrigins } from "../env.ts";
import { setUpHarness, setUpTeacher } from "../test/set-up.ts";
import { clientAddress, parseTrustProxy } from "./client-address.ts";
import { foreignOriginMessage } from "./origin-check.ts";

const h = setUpHarness();
const t = setUpTeacher(h);

const studentCount = async () =>
  (
    (await h.database.rawQuery("select count(*)::int as n from students where user_id = $1", [t.id])) as {
      n: number;
    }[]
  )[0]!.n;

describe("state-changing /api/v1 requests from a foreign Origin", () => {
  const body = JSON.stringify({ name: "Ana Lopez", grade: "3" });

  it.each(["https://evil.test", "http://localhost:9999", "null", "http://localhost:3000.evil.test"])(
    "POST with Origin %s answers 403 naming the origin and changes nothing",
    async (origin) => {
      const before = await studentCount();
      const res = await t.raw("POST", "/api/v1/students", body, { origin });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: { code: "FOREIGN_ORIGIN", message: foreignOriginMessage(origin) },
      });
      expect(await studentCount()).toBe(before);
    },
  );

  it.each(["PATCH", "DELETE"])("%s with a foreign Origin answers 403", async (method) => {
    const res = await t.raw(method, "/api/v1/me", "{}", { origin: "https://evil.test" });
    expect(res.status).toBe(403);
  });

  it("the app's own origin and a request without Origin pass; a GET from anywhere is left to the session", async () => {
    expect((await t.post("/api/v1/students", { name: "Ana Lopez", grade: "3" })).status).toBe(201);
    const noOrigin = await h.app.request("/api/v1/students", {
      method: "POST",
      headers: { cookie: t.cookie, "content-type": "application/json" },
      body,
    });
    expect(noOrigin.status).toBe(201);
    const get = await h.request("GET", "/api/v1/students", undefined, {
      cookie: t.cookie,
      origin: "https://evil.test",
    });
    expect(get.status).toBe(200);
  });
});

describe("trusted origins per APP_URL", () => {
  it("a loopback http APP_URL trusts both loopback names on its port and on PORT", () => {
    expect(trustedOrigins(loadEnv({ PORT: "3000" })).sort()).toEqual([
      "http://127.0.0.1:3000",
      "http://localhost:3000",
    ]);
  });

  it("an https APP_URL trusts only itself, never http://localhost", () => {
    const origins = trustedOrigins(loadEnv({ PORT: "3000", APP_URL: "https://iep.school.example/" }));
    expect(origins).toEqual(["https://iep.school.example"]);
  });
});

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, "203.0.113.9"],
    ["false", "203.0.113.9"],
    ["0", "203.0.113.9"],
    ["1", "198.51.100.2"],
    ["2", "198.51.100.1"],
    ["203.0.113.9", "198.51.100.2"],
    ["loopback", "203.0.113.9"],
    ["203.0.113.0/24, 198.51.100.2", "198.51.100.1"],
  ])("%s: socket 203.0.113.9 with X-Forwarded-For '198.51.100.1, 198.51.100.2' → %s", (value, expected) => {
    expect(clientAddress("203.0.113.9", "198.51.100.1, 198.51.100.2", parseTrustProxy(value))).toBe(expected);
  });

  it.each(["true", "not-an-address", "10.0.0.0/99"])("refuses %s at start, naming the setting", (value) => {
    expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must/);
  });
});
