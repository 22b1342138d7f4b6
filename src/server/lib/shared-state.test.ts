/**
 * The AI request budget and the suggestion cache kept in the database (requirements "Rate limits",
 * "Suggestions"; architecture "Two ways to run"): two objects over one database — as two app
 * instances would hold — count together and read each other's entries; windows and entries expire;
 * requests at once never get more than the limit, and a try given back frees its place.
 */
import { describe, expect, it } from "vitest";
import { DatabaseSuggestionCache, SuggestionCache } from "../ai/suggestion-cache.ts";
import { setUpHarness } from "../test/set-up.ts";
import { DatabaseRateLimiter } from "./rate-limiter.ts";

const h = setUpHarness();

describe("DatabaseRateLimiter", () => {
  it("two limiters over one database share each key's window, which resets after windowMs", async () => {
    const a = new DatabaseRateLimiter(h.db, "t1:", 3, 60_000);
    const b = new DatabaseRateLimiter(h.db, "t1:", 3, 60_000);
    const waits = await Promise.all([a, b, a, b, a].map((l) => l.take("user-1", 1_000)));
    expect(waits.filter((w) => w === 0)).toHaveLength(3);
    expect(waits.filter((w) => w > 0)).toEqual([60, 60]);
    expect(await b.take("user-2", 1_000)).toBe(0); // another key has its own window
    expect(await a.take("user-1", 31_000)).toBe(30); // seconds until the window ends
    expect(await b.take("user-1", 61_000)).toBe(0); // a new window
  });

  it("100 requests at once through every instance's connections: exactly `limit` allowed", async () => {
    const limiters = h.instanceDatabases().map((d) => new DatabaseRateLimiter(d.db, "t4:", 30, 60_000));
    const waits = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (limiters[i % limiters.length] ?? limiters[0])?.take("user-1", 1_000),
      ),
    );
    expect(waits.filter((w) => w === 0)).toHaveLength(30);
  });

  it("a reserved try given back frees its place in its own window only", async () => {
    const a = new DatabaseRateLimiter(h.db, "t5:", 2, 60_000);
    const first = await a.reserve("k", 1_000);
    expect((await a.reserve("k", 1_000)).allowed).toBe(true);
    expect(await a.reserve("k", 2_000)).toEqual({ allowed: false, retryAfterSeconds: 59 });
    if (!first.allowed) throw new Error("the first try was refused");
    await first.giveBack();
    expect((await a.reserve("k", 3_000)).allowed).toBe(true);
    expect((await a.reserve("k", 3_000)).allowed).toBe(false);
    // A try of an ended window, given back in the next one, frees nothing there.
    const old = await a.reserve("k", 61_000);
    expect((await a.reserve("k", 61_000)).allowed).toBe(true);
    const next = await a.reserve("k", 121_000);
    if (!old.allowed || !next.allowed) throw new Error("a try of a new window was refused");
    await old.giveBack();
    expect((await a.reserve("k", 121_000)).allowed).toBe(true);
    expect((await a.reserve("k", 121_000)).allowed).toBe(false);
  });

  it("sweep deletes ended windows under its own prefix only", async () => {
    const a = new DatabaseRateLimiter(h.db, "t2:", 3, 1_000);
    const other = new DatabaseRateLimiter(h.db, "t3:", 3, 1_000);
    await a.take("k", 0);
    await other.take("k", 0);
    await a.sweep(5_000);
    const rows = (await h.database.rawQuery(
      "select key from request_budgets where key in ('t2:k', 't3:k') order by key",
      [],
    )) as { key: string }[];
    expect(rows.map((r) => r.key)).toEqual(["t3:k"]);
  });
});

describe("DatabaseSuggestionCache", () => {
  it("an entry written through one cache is read through another until it expires", async () => {
    const t = await h.signUp();
    const a = new DatabaseSuggestionCache(h.db, 1_000);
    const b = new DatabaseSuggestionCache(h.db, 1_000);
    const key = SuggestionCache.key({ userId: t.id, fieldType: "observations", input: "read 42 wcpm" });
    expect(await b.get(key, 0)).toBeUndefined();
    await a.set(key, "1. [STUDENT] read well.", 0, t.id);
    expect(await b.get(key, 999)).toBe("1. [STUDENT] read well.");
    expect(await b.get(key, 1_000)).toBeUndefined();
    // A later write replaces the entry and clears the teacher's expired ones.
    const other = SuggestionCache.key({ userId: t.id, fieldType: "observations", input: "other" });
    await b.set(other, "2. newer", 5_000, t.id);
    const rows = (await h.database.rawQuery("select reply from suggestion_replies where user_id = $1", [
      t.id,
    ])) as { reply: string }[];
    expect(rows.map((r) => r.reply)).toEqual(["2. newer"]);
  });
});
