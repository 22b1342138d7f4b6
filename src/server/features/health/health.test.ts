import { describe, expect, it } from "vitest";
import { setUpHarness } from "../../test/set-up.ts";

const h = setUpHarness();

describe("GET /api/health", () => {
  it("answers ok and names the database engine", async () => {
    const res = await h.request("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: "ok",
      database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite",
    });
  });

  it("answers 404 JSON for an unknown API route", async () => {
    const res = await h.request("GET", "/api/nope");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
  });

  it("refuses /api/v1 without a session with 401", async () => {
    const res = await h.request("GET", "/api/v1/students");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: "UNAUTHENTICATED", message: "User not authenticated." },
    });
  });
});
