/**
 * The per-account sign-in limit kept in the database (requirements "Rate limits"): two limiters on one
 * database (two servers) count together, the window ends on time, and the address is not stored.
 */
import { describe, expect, it } from "vitest";
import { setUpHarness } from "../test/set-up.ts";
import { ACCOUNT_MAX_FAILURES, ACCOUNT_WINDOW_MS, DatabaseSignInLimiter } from "./sign-in-limiter.ts";

const h = setUpHarness();

describe("DatabaseSignInLimiter", () => {
  it("counts failures from two servers together and blocks until the window ends", async () => {
    const a = new DatabaseSignInLimiter(h.db);
    const b = new DatabaseSignInLimiter(h.db);
    const t0 = Date.UTC(2026, 2, 1, 9);
    for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++) await (i % 2 ? a : b).fail("ana@school.test", t0 + i);
    expect(await a.blockedFor("ana@school.test", t0 + 100)).toBe(0);
    await a.fail("ana@school.test", t0 + 200);
    expect(await b.blockedFor("ana@school.test", t0 + 1000)).toBe(ACCOUNT_WINDOW_MS / 1000 - 1);
    expect(await a.blockedFor("ana@school.test", t0 + ACCOUNT_WINDOW_MS - 1)).toBe(1);
    expect(await a.blockedFor("bo@school.test", t0 + 1000)).toBe(0);
    expect(await b.blockedFor("ana@school.test", t0 + ACCOUNT_WINDOW_MS)).toBe(0);
    // A failure after the window starts a new one.
    await b.fail("ana@school.test", t0 + ACCOUNT_WINDOW_MS + 5);
    expect(await a.blockedFor("ana@school.test", t0 + ACCOUNT_WINDOW_MS + 10)).toBe(0);
  });

  it("stores a digest of the address, never the address", async () => {
    await new DatabaseSignInLimiter(h.db).fail("Private.Person@school.test", Date.now());
    const rows = (await h.database.rawQuery("select key from rate_limit", [])) as { key: string }[];
    expect(rows.some((r) => r.key.startsWith("account-sign-in:"))).toBe(true);
    expect(rows.some((r) => r.key.toLowerCase().includes("private"))).toBe(false);
  });
});
