import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkNumberFidelity } from "./guards.ts";
import { REWRITE_RULES, rewriteText } from "./rewriter.ts";

// Rows from the rewriter rules (requirements "Offline drafter": the rewriter
// "autistic boy" → "a student with autism", "wheelchair-bound" → "who uses a wheelchair", objective
// wording with no "lazy", "meltdown", "bad day") and requirements "AI text service": objective, professional, person-first.
const rows: { input: string; output: string }[] = [
  // person-first
  { input: "The autistic boy read 42 wcpm.", output: "The student with autism read 42 wcpm." },
  { input: "Sam is an autistic girl in grade 3.", output: "Sam is a student with autism in grade 3." },
  { input: "Two autistic students joined the group.", output: "Two students with autism joined the group." },
  {
    input: "Mia is autistic and reads 3 grades below level.",
    output: "Mia has autism and reads 3 grades below level.",
  },
  { input: "Leo is wheelchair-bound.", output: "Leo uses a wheelchair." },
  {
    input: "A wheelchair-bound student used the ramp 4 times.",
    output: "A student who uses a wheelchair used the ramp 4 times.",
  },
  {
    input: "Ana, confined to a wheelchair, joined PE for 20 minutes.",
    output: "Ana, who uses a wheelchair, joined PE for 20 minutes.",
  },
  { input: "He suffers from ADHD.", output: "He has ADHD." },
  { input: "She suffered from seizures on 3/4/2026.", output: "She had seizures on 3/4/2026." },
  { input: "The ADHD kid needed 5 prompts.", output: "The student with ADHD needed 5 prompts." },
  {
    input: "Every special needs child gets a visual schedule.",
    output: "Every student with a disability gets a visual schedule.",
  },
  { input: "Special needs kids sit near the door.", output: "Students with disabilities sit near the door." },
  { input: "He has special needs.", output: "He has a disability." },
  { input: "A dyslexic student used audiobooks.", output: "A student with dyslexia used audiobooks." },
  {
    input: "An epileptic child rests after seizures.",
    output: "A student with epilepsy rests after seizures.",
  },
  { input: "The disabled student rode the lift.", output: "The student with a disability rode the lift." },
  {
    input: "She played with normal peers for 15 minutes.",
    output: "She played with same-age peers for 15 minutes.",
  },
  // objective wording
  { input: "Jo was lazy during math. Jo read 52 wcpm.", output: "Jo read 52 wcpm." },
  {
    input: "He had a meltdown at 10:15 am.",
    output: "He had a period of distress (crying and shouting) at 10:15 am.",
  },
  {
    input: "Meltdowns happened 3 times.",
    output: "Periods of distress (crying and shouting) happened 3 times.",
  },
  { input: "Kai had a bad day.", output: "Kai had a day with more difficulty than usual." },
  // judgement words: left out, never translated into a behaviour (requirements "Offline drafter")
  { input: "She was defiant when asked to start. She read 40 wcpm.", output: "She read 40 wcpm." },
  {
    input: "He was unmotivated and put his head down for 10 minutes.",
    output: "He put his head down for 10 minutes.",
  },
  { input: "She was defiant during math and threw 2 pencils.", output: "During math, she threw 2 pencils." },
  { input: "Was lazy during reading, then read 40 wcpm.", output: "During reading, read 40 wcpm." },
  { input: "He is a bad kid but read 45 wcpm.", output: "He read 45 wcpm." },
  { input: "He was defiant toward the aide. He read 40 wcpm.", output: "He read 40 wcpm." },
  { input: "He eloped from the classroom twice.", output: "He left the classroom without permission twice." },
  { input: "Eloped from the work site once.", output: "Left the work site without permission once." },
  { input: "He eloped from math.", output: "He left math without permission." },
  {
    input: "He eloped from the 2nd floor.",
    output: "He left the assigned area without permission from the 2nd floor.",
  },
  {
    input: "Confined to a wheelchair, she stacked 8 blocks.",
    output: "Using a wheelchair, she stacked 8 blocks.",
  },
  {
    input: "The student eloped constantly on Monday.",
    output: "The student left the assigned area without permission repeatedly on Monday.",
  },
  {
    input: "Eloped 3 times in 2 hours.",
    output: "Left the assigned area without permission 3 times in 2 hours.",
  },
  { input: "He threw a tantrum.", output: "He had an episode of crying and shouting." },
  { input: "A lazy attempt at 2 of 10 items.", output: "An attempt at 2 of 10 items." },
  // already fine: untouched
  {
    input: "The student with autism read 42 wcpm with 95% accuracy.",
    output: "The student with autism read 42 wcpm with 95% accuracy.",
  },
  {
    input: "Works in the special education room 3 days a week.",
    output: "Works in the special education room 3 days a week.",
  },
];

describe("rewriteText", () => {
  it.each(rows)("$input", ({ input, output }) => {
    const result = rewriteText(input);
    expect(result.text).toBe(output);
    expect(checkNumberFidelity(input, result.text).ok).toBe(true);
    expect(result.changes.length > 0).toBe(input !== output);
  });

  it("lists each change with the words before and after", () => {
    expect(rewriteText("Sam had a bad day.").changes).toEqual([
      '"a bad day" → "a day with more difficulty than usual" (objective)',
    ]);
    expect(rewriteText("She was being lazy, did 2 of 10.").changes).toEqual([
      '"She was being lazy," left out (judgement)',
    ]);
  });

  it("keeps identity-first phrasing when the student prefers it (APA 7 §5.4), fixes the rest", () => {
    const text = "The autistic student is autistic and was lazy.";
    expect(rewriteText(text, { identityFirst: true }).text).toBe("The autistic student is autistic.");
    expect(rewriteText(text).text).toBe("The student with autism has autism.");
  });

  it("never changes a number, unit, date or count (any text around the trigger words)", () => {
    const words = [
      ...REWRITE_RULES.map((r) => r.id.replace(/-/g, " ")),
      "autistic boy",
      "wheelchair-bound",
      "meltdown",
    ];
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom(...words),
            fc.constantFrom("3 of 4 trials", "42 wcpm", "80%", "3/4/2026", "10-15 minutes", "twice", "2.5"),
          ),
          { maxLength: 12 },
        ),
        (parts) => {
          const text = parts.join(" ");
          expect(checkNumberFidelity(text, rewriteText(text).text).ok).toBe(true);
        },
      ),
    );
  });

  it("returns the text itself when nothing matches", () => {
    const text = "  Read 90 wcpm  on 3 of 4 probes.\n";
    expect(rewriteText(text)).toEqual({ text, changes: [], style: [] });
  });
});
