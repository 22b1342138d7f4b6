import { describe, expect, it } from "vitest";
import { checkPersonFirst } from "./person-first.ts";

// Person-first language, checked with retext-equality (requirements "AI guards"), with the phrases it names, and the
// rules that do not fit IEP writing ignored (gendered pronouns, "special education").
const flagged: { text: string; phrase: string; rule: string }[] = [
  {
    text: "The autistic boy read 42 wcpm.",
    phrase: "The autistic boy",
    rule: "person-first:autistic-person",
  },
  { text: "Leo is wheelchair-bound.", phrase: "is wheelchair-bound", rule: "person-first:wheelchair-verb" },
  {
    text: "Ana is confined to a wheelchair.",
    phrase: "confined to a wheelchair",
    rule: "retext-equality:wheelchair-bound",
  },
  { text: "He suffers from asthma.", phrase: "suffers from", rule: "person-first:suffers-from" },
  {
    text: "The ADHD kid needed 5 prompts.",
    phrase: "The ADHD kid",
    rule: "person-first:condition-noun-person",
  },
  {
    text: "A special needs child.",
    phrase: "A special needs child",
    rule: "person-first:special-needs-person",
  },
  { text: "The student is an epileptic.", phrase: "epileptic", rule: "retext-equality:epileptic" },
  { text: "The handicapped entrance.", phrase: "handicapped", rule: "retext-equality:handicapped" },
];

const clean: string[] = [
  "He read 42 wcpm; she read 50 wcpm. His mother and father came.",
  "She works in the special education room with the special education teacher.",
  "Diagnosed with ADHD and OCD; mastered 3 of 4 objectives; writes simple sentences.",
  "The student with autism uses a wheelchair and has epilepsy.",
  "The boy hung up his coat in 2 minutes.",
];

describe("checkPersonFirst", () => {
  it.each(flagged)("flags $phrase in: $text", ({ text, phrase, rule }) => {
    const findings = checkPersonFirst(text);
    expect(findings).toContainEqual(expect.objectContaining({ phrase, rule }));
    expect(findings.every((f) => f.suggestion.length > 0)).toBe(true);
  });

  it.each(clean)("finds nothing in: %s", (text) => {
    expect(checkPersonFirst(text)).toEqual([]);
  });

  it("lists a phrase two rules flag once", () => {
    expect(checkPersonFirst("Leo is wheelchair-bound.")).toHaveLength(1);
  });

  it("gives the person-first suggestion", () => {
    expect(checkPersonFirst("An autistic girl.")[0]?.suggestion).toBe("a student with autism");
  });

  it("leaves identity-first phrasing alone when that is the stated preference", () => {
    const text = "The autistic student is autistic; a dyslexic student.";
    expect(checkPersonFirst(text).length).toBeGreaterThan(0);
    expect(checkPersonFirst(text, { identityFirst: true })).toEqual([]);
    // The preference covers identity-first words only, not other phrasing.
    expect(checkPersonFirst("He suffers from asthma.", { identityFirst: true })).toHaveLength(1);
  });
});
