import { describe, expect, it } from "vitest";
import { unrecordedConditions, unrecordedConditionsWarning } from "./named-conditions.ts";

// requirements "Note generation": a disability the text names but the record does not hold is warned of.
const rows: { text: string; disabilities: string[]; expected: string[] }[] = [
  {
    text: "she was being lazy, autistic kid",
    disabilities: ["Specific learning disability", "Speech or language impairment"],
    expected: ["autism"],
  },
  { text: "the autistic kid read 42 wcpm", disabilities: ["Autism"], expected: [] },
  { text: "Has ASD; read 3 of 4 trials", disabilities: ["Autism spectrum disorder"], expected: [] },
  { text: "A dyslexic 4th grader", disabilities: ["SLD"], expected: [] },
  { text: "A dyslexic 4th grader", disabilities: [], expected: ["dyslexia"] },
  { text: "the ADHD kid and an epileptic", disabilities: ["Other health impairment"], expected: [] },
  {
    text: "the ADHD kid, autistic too",
    disabilities: ["Speech or language impairment"],
    expected: ["autism", "ADHD"],
  },
  { text: "She added 5 numbers and was glad", disabilities: [], expected: [] },
  { text: "Used the blind spot mirror", disabilities: [], expected: [] },
  { text: "She is blind and used braille", disabilities: [], expected: ["blindness"] },
];

describe("unrecordedConditions", () => {
  it.each(rows)("$text / $disabilities", ({ text, disabilities, expected }) => {
    expect(unrecordedConditions(text, disabilities)).toEqual(expected);
  });

  it("words the warning for one and for several conditions", () => {
    expect(unrecordedConditionsWarning(["autism"], "Maya")).toBe(
      "The observations name autism, which is not in Maya's disability list. Check the wording before saving the note.",
    );
    expect(unrecordedConditionsWarning(["autism", "ADHD"], "Maya")).toContain(
      "name autism and ADHD, which are not",
    );
  });
});
