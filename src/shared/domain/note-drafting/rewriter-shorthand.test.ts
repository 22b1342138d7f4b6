import { describe, expect, it } from "vitest";
import { checkNumberFidelity } from "./guards.ts";
import { rewriteText } from "./rewriter.ts";

// requirements "Offline drafter": common IEP shorthand is written out without changing a number,
// and an adjective before a grade noun is written person-first ("a 4th grader with dyslexia").
const shorthand: { input: string; output: string }[] = [
  { input: "Read w/ a peer for 10 min.", output: "Read with a peer for 10 minutes." },
  { input: "Worked w/o prompts.", output: "Worked without prompts." },
  { input: "Used acc during the quiz.", output: "Used accommodations during the quiz." },
  { input: "Given accs as listed.", output: "Given accommodations as listed." },
  { input: "Read 61 wcpm on the probe.", output: "Read 61 WCPM on the probe." },
  { input: "Wrote approx 5 sentences.", output: "Wrote approximately 5 sentences." },
  { input: "Wrote approx. 5 sentences.", output: "Wrote approximately 5 sentences." },
  { input: "Turned in hw on 3/4/2026.", output: "Turned in homework on 3/4/2026." },
  { input: "Worked 12 mins on hw.", output: "Worked 12 minutes on homework." },
  { input: "Left for 5min at 9:15 am.", output: "Left for 5 minutes at 9:15 am." },
  // "min" is only a unit after a number; "acc" before a number is a score (accuracy), left as written.
  { input: "The min score was kept.", output: "The min score was kept." },
  { input: "Acc 80% on 3 of 4 trials.", output: "Acc 80% on 3 of 4 trials." },
];

const graders: { input: string; output: string }[] = [
  { input: "A dyslexic 4th grader read 42 wcpm.", output: "A 4th grader with dyslexia read 42 WCPM." },
  { input: "The autistic third-grader joined.", output: "The third-grader with autism joined." },
  {
    input: "Our dyslexic eighth grader used audiobooks.",
    output: "Our eighth grader with dyslexia used audiobooks.",
  },
  { input: "She is a dyslexic 11th grader.", output: "She is an 11th grader with dyslexia." },
  { input: "Dyslexic 4th graders used audiobooks.", output: "4th graders with dyslexia used audiobooks." },
];

describe("rewriteText: IEP shorthand (requirements 'Offline drafter')", () => {
  it.each(shorthand)("$input", ({ input, output }) => {
    const result = rewriteText(input, { shorthand: true });
    expect(result.text).toBe(output);
    expect(checkNumberFidelity(input, result.text).ok).toBe(true);
  });
});

describe("rewriteText: adjective + grade noun (requirements 'Offline drafter')", () => {
  it.each(graders)("$input", ({ input, output }) => {
    const result = rewriteText(input, { shorthand: true });
    expect(result.text).toBe(output);
    expect(checkNumberFidelity(input, result.text).ok).toBe(true);
  });

  it("keeps identity-first words when the student prefers them", () => {
    expect(rewriteText("An autistic 4th grader joined.", { identityFirst: true }).text).toBe(
      "An autistic 4th grader joined.",
    );
  });
});
