/**
 * The per-account password budget kept in the database (requirements "Rate limits"): two limiters
 * on one database (two servers) share it, a try given back frees its place, the window ends on time,
 * parallel tries from every instance's connections hold exactly the limit, and the address is not
 * stored.
 */
import { describe, expect, it } from "vitest";
import { setUpHarness } from "../test/set-up.ts";
import {
  ACCOUNT_MAX_FAILURES,
  ACCOUNT_WINDOW_MS,
  createPasswordGuessLimiter,
  teacherPasswordKey,
} from "./sign-in-limiter.ts";

const h = setUpHarness();

const retryAfter = (attempt: { allowed: boolean; retryAfterSeconds?: number }) =>
  attempt.allowed ? 0 : attempt.retryAfterSeconds;

describe("the password-guess limiter", () => {
  it("is shared by two limiters, gives tries back, and blocks until the window ends", async () => {
    const a = createPasswordGuessLimiter(h.db);
    const b = createPasswordGuessLimiter(h.db);
    const key = teacherPasswordKey(" Ana@School.test");
    const t0 = Date.UTC(2026, 2, 1, 9);
    for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++) {
      expect((await (i % 2 ? a : b).reserve(key, t0 + i)).allowed).toBe(true);
    }
    // The last try, taken and given back (a right password), can be taken again.
    const right = await a.reserve(key, t0 + 50);
    if (!right.allowed) throw new Error("the 10th try was refused");
    await right.giveBack();
    await right.giveBack(); // a second give-back changes nothing
    expect((await b.reserve(teacherPasswordKey("ana@school.test"), t0 + 200)).allowed).toBe(true);

    expect(retryAfter(await b.reserve(key, t0 + 1000))).toBe(ACCOUNT_WINDOW_MS / 1000 - 1);
    expect(retryAfter(await a.reserve(key, t0 + ACCOUNT_WINDOW_MS - 1))).toBe(1);
    expect((await a.reserve(teacherPasswordKey("bo@school.test"), t0 + 1000)).allowed).toBe(true);
    // A new window.
    expect((await b.reserve(key, t0 + ACCOUNT_WINDOW_MS)).allowed).toBe(true);
  });

  it("holds exactly the limit when 100 tries come at once through every instance's connections", async () => {
    const limiters = h.instanceDatabases().map((d) => createPasswordGuessLimiter(d.db));
    const now = Date.UTC(2026, 2, 2, 9);
    const attempts = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (limiters[i % limiters.length] ?? limiters[0])?.reserve("teacher:race@school.test", now),
      ),
    );
    expect(attempts.filter((t) => t?.allowed)).toHaveLength(ACCOUNT_MAX_FAILURES);
  });

  it("stores a digest of the address, never the address", async () => {
    await createPasswordGuessLimiter(h.db).reserve(
      teacherPasswordKey("Private.Person@school.test"),
      Date.now(),
    );
    const rows = (await h.database.rawQuery("select key from request_budgets", [])) as { key: string }[];
    expect(rows.some((r) => r.key.startsWith("password-guess:"))).toBe(true);
    expect(rows.some((r) => r.key.toLowerCase().includes("private"))).toBe(false);
  });
});
