/**
 * The AI suggestion rules of requirements "Suggestions", row by row (each row's name states its rule):
 * at most 3 suggestions, each longer than 10 characters; input at least 3 characters.
 */
import { describe, expect, it } from "vitest";
import {
  FALLBACK_SUGGESTIONS,
  fallbackSuggestions,
  parseSuggestions,
  suggestionPlan,
} from "./ai-suggestions.ts";

describe("suggestionPlan (requirements: Suggestions)", () => {
  it.each([
    // "requested only when the input has at least 3 characters after trimming; shorter input returns none"
    { input: "", studentName: "Maya", plan: "none" },
    { input: "  ab  ", studentName: "Maya", plan: "none" },
    { input: "abc", studentName: "Maya", plan: "ask" },
    { input: "  abc ", studentName: "Maya", plan: "ask" },
    // "Without a student name, fixed fallback suggestions are returned"
    { input: "read 42 wcpm", studentName: undefined, plan: "fallback" },
    { input: "read 42 wcpm", studentName: "   ", plan: "fallback" },
    // short input wins over a missing name: none
    { input: "ab", studentName: undefined, plan: "none" },
  ])("input $input, name $studentName → $plan", ({ input, studentName, plan }) => {
    expect(suggestionPlan({ fieldType: "observations", input, studentName })).toBe(plan);
  });
});

describe("fallbackSuggestions (keys currentPerformance, baselineData, observations)", () => {
  it.each(["currentPerformance", "baselineData", "observations"] as const)("%s has its own set", (key) => {
    expect(fallbackSuggestions(key)).toEqual(FALLBACK_SUGGESTIONS[key]);
    expect(fallbackSuggestions(key)).toHaveLength(3);
  });
  it("another field type gets the observations set", () => {
    expect(fallbackSuggestions("strategies")).toEqual(FALLBACK_SUGGESTIONS.observations);
  });
  it("every fallback obeys the size rule (longer than 10 characters)", () => {
    for (const list of Object.values(FALLBACK_SUGGESTIONS)) {
      for (const s of list) expect(s.length).toBeGreaterThan(10);
    }
  });
});

describe("parseSuggestions (requirements: Suggestions)", () => {
  const fb = FALLBACK_SUGGESTIONS.baselineData;
  it.each([
    // "A result that is empty or shorter than 10 characters gives fallback suggestions"
    { name: "null reply → fallbacks", reply: null, want: fb },
    { name: "empty reply → fallbacks", reply: "   ", want: fb },
    { name: "9 characters → fallbacks", reply: "1. abcdef", want: fb },
    // "Numbered suggestion lines are kept only when longer than 10 characters, at most 3"
    {
      name: "numbered lines longer than 10 kept, in order",
      reply: "1. Read 42 wcpm on a grade 3 probe\n2) Answered 3 of 4 questions",
      want: ["Read 42 wcpm on a grade 3 probe", "Answered 3 of 4 questions"],
    },
    {
      name: "a line of exactly 10 characters is dropped",
      reply: "1. 0123456789\n2. Wrote 5 sentences with capitals",
      want: ["Wrote 5 sentences with capitals"],
    },
    {
      name: "at most 3",
      reply:
        "1. First suggestion text\n2. Second suggestion text\n3. Third suggestion text\n4. Fourth suggestion text",
      want: ["First suggestion text", "Second suggestion text", "Third suggestion text"],
    },
    {
      name: "unnumbered lines are not suggestions",
      reply: "Here are some ideas:\n1. Solved 8 of 10 problems\nHope this helps!",
      want: ["Solved 8 of 10 problems"],
    },
    {
      name: "no numbered line qualifies → fallbacks",
      reply: "Here are some ideas without numbers",
      want: fb,
    },
  ])("$name", ({ reply, want }) => {
    expect(parseSuggestions(reply, "baselineData")).toEqual(want);
  });
});
