/** The suggestion reply cache: keys, size cap and time to live (requirements "Suggestions"). */
import { describe, expect, it } from "vitest";
import { SuggestionCache } from "./suggestion-cache.ts";

describe("SuggestionCache (requirements 'AI text service' cache; size cap and time to live)", () => {
  const key = (input: string) => SuggestionCache.key({ userId: "u", fieldType: "observations", input });

  it("keys differ by field type, input, grade and note type (and user)", () => {
    const base = { userId: "u", fieldType: "observations", input: "abc", grade: "3", noteType: "progress" };
    const keys = new Set([
      SuggestionCache.key(base),
      SuggestionCache.key({ ...base, fieldType: "baselineData" }),
      SuggestionCache.key({ ...base, input: "abcd" }),
      SuggestionCache.key({ ...base, grade: "4" }),
      SuggestionCache.key({ ...base, noteType: "annual" }),
      SuggestionCache.key({ ...base, userId: "v" }),
    ]);
    expect(keys.size).toBe(6);
  });

  it("expires entries after the time to live", () => {
    const cache = new SuggestionCache(10, 1000);
    cache.set(key("a"), "reply", 0);
    expect(cache.get(key("a"), 999)).toBe("reply");
    expect(cache.get(key("a"), 1000)).toBeUndefined();
  });

  it("drops the least recently used entry over the size cap", () => {
    const cache = new SuggestionCache(2, 60_000);
    cache.set(key("a"), "A", 0);
    cache.set(key("b"), "B", 0);
    cache.get(key("a"), 1); // a is now the most recently used
    cache.set(key("c"), "C", 2);
    expect(cache.size).toBe(2);
    expect(cache.get(key("b"), 3)).toBeUndefined();
    expect(cache.get(key("a"), 3)).toBe("A");
    expect(cache.get(key("c"), 3)).toBe("C");
  });
});
