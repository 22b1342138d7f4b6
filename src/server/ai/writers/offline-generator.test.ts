import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkNumberFidelity, extractFacts } from "../../../shared/domain/note-drafting/guards.ts";
import { fidelitySource, type NoteFacts } from "../../../shared/domain/note-drafting/note-facts.ts";
import { draftTemplateNote, tidyText } from "../../../shared/domain/note-drafting/template-note.ts";
import { AiError } from "./errors.ts";
import { createOfflineGenerator } from "./offline-generator.ts";

const student: NoteFacts["student"] = {
  name: "Maya Lopez",
  grade: "3",
  iepGoals: ["Given a grade-3 passage, Maya will read 90 wcpm with 95% accuracy by June 2027."],
  assessmentTools: { Reading: "DIBELS 8 ORF" },
  iepGoalTargets: { Reading: "90 wcpm with 95% accuracy" },
  defaultStrategies: [{ name: "Repeated reading", frequency: "daily", duration: "10 minutes" }],
  defaultAccommodations: [{ name: "Extended time", conditions: "tests", whenUsed: "always" }],
};

const facts = (over: Partial<NoteFacts> = {}): NoteFacts => ({
  student,
  type: "progress",
  subject: "Reading",
  date: "2026-03-03",
  observations: "",
  goalsAddressed: [],
  ...over,
});

// Realistic observations (requirements "CBM probes"; objective behavior descriptions).
const observationRows: string[] = [
  "Read 42 wcpm on the grade-3 passage with 95% accuracy; 3 errors, all vowel teams.",
  "Left the classroom 3 times for 10–15 minutes each; returned after 2 prompts.",
  "Solved 8 of 10 two-digit addition problems; 14 digits correct in 2 minutes.",
  "Answered 3 of 4 inferential questions correctly after a 5-minute read-aloud.",
  "On 3/4/2026 used the visual schedule without prompting for 4 of 5 transitions.",
  "Reading level moved from 2.5 to 2.8 between January 12, 2026 and March 2, 2026.",
  "Wrote 5 complete sentences in 15 minutes; 1 needed a capital letter.",
  "Requested a break twice using the break card; each break lasted 3-5 min.",
  "During the 30-minute small-group session (group of 4) took three turns and waited 45 seconds.",
  "Accuracy 80% on sight words (40/50); at 10:30 am she read 1,250 words on the log.",
  "shouted 6 times during the 9:00 a.m. math block; 0 incidents after the token board was introduced.",
  "Percent correct: 60% on Monday, 75% on Wednesday, 90% on Friday.",
];

describe("draftTemplateNote keeps every number of realistic observations", () => {
  it.each(observationRows)("%s", (observations) => {
    const f = facts({
      observations,
      performanceData: { baselineLevel: "30 wcpm", currentLevel: "42 wcpm", dynamicData: { Errors: "3" } },
    });
    const note = draftTemplateNote(f);
    expect(extractFacts(observations).length).toBeGreaterThan(0);
    expect(checkNumberFidelity(fidelitySource(f), note)).toEqual({ ok: true, missing: [] });
  });
});

describe("draftTemplateNote writes a real note", () => {
  const full = facts({
    observations: "read 58 wcpm with 96% accuracy on 3 of 4 probes.\nself-corrected 4 errors.",
    goalsAddressed: ["Given a grade-3 passage, Maya will read 90 wcpm with 95% accuracy"],
    performanceData: {
      baselineLevel: "42 wcpm",
      currentLevel: "58 wcpm",
      progressPercentage: 33,
      dynamicData: { Accuracy: "96%" },
    },
    strategyData: {
      strategiesUsed: ["Repeated reading", "Echo reading"],
      accommodationsUsed: ["Extended time"],
    },
    contextData: { setting: "Resource room", duration: "30 minutes", groupSize: "3" },
  });
  const note = draftTemplateNote(full);

  it("names the student by first name, the date, the type and the subject", () => {
    expect(note).toMatch(/^Progress Note: Reading\nStudent: Maya \| Grade: 3 \| Date: March 3, 2026/);
    expect(note).not.toContain("Lopez");
  });

  it("lists the goal addressed", () => {
    expect(note).toContain(
      "Goal addressed: Given a grade-3 passage, Maya will read 90 wcpm with 95% accuracy.",
    );
  });

  it("restates the observations, lightly normalised", () => {
    expect(note).toContain("Maya read 58 WCPM with 96% accuracy on 3 of 4 probes.\nSelf-corrected 4 errors.");
  });

  it("compares performance with the baseline and gives the progress percentage", () => {
    expect(note).toContain(
      "Maya's current level is 58 wcpm, an increase of 16 wcpm from the baseline of 42 wcpm.",
    );
    expect(note).toContain("Progress toward the goal is 33%.");
    expect(note).toContain("Other data recorded: Accuracy: 96%.");
  });

  it("uses the student's assessment tool and goal target for the subject", () => {
    expect(note).toContain(
      "Progress in Reading is measured with DIBELS 8 ORF, against an IEP target of 90 wcpm with 95% accuracy.",
    );
    expect(note).toContain("At 58 wcpm, Maya is 32 wcpm short of that target.");
  });

  it("names the strategies, accommodations and setting", () => {
    expect(note).toContain(
      "The strategies used in the session were Repeated reading and Echo reading, and Maya was provided Extended time as an accommodation.",
    );
    expect(note).toContain(
      "On March 3, 2026, Maya worked on Reading in the Resource room for 30 minutes, in a group of 3.",
    );
  });

  it("ends with next steps and the default goal date 6 months ahead (requirements 'Constants')", () => {
    expect(note).toMatch(/Next steps are to continue the current instruction[^\n]*September 3, 2026\.$/);
  });

  it("is several paragraphs", () => {
    expect(note.split("\n\n").length).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ["behavioral", "Behavioral Note", /behavior plan/],
    ["quarterly", "Quarterly Progress Note", /quarterly progress report/],
    ["annual", "Annual Progress Summary", /annual IEP review/],
  ] as const)("a %s note has its own title and next steps", (type, title, steps) => {
    const text = draftTemplateNote(facts({ type, observations: "Calm for 20 minutes." }));
    expect(text.startsWith(`${title}: Reading`)).toBe(true);
    expect(text).toMatch(steps);
  });

  it.each([
    [
      { baselineLevel: "5 incidents", currentLevel: "2 incidents" },
      "a decrease of 3 incidents from the baseline",
    ],
    [{ baselineLevel: "60%", currentLevel: "75%" }, "an increase of 15 percentage points from the baseline"],
    [{ baselineLevel: "2.5", currentLevel: "2.75" }, "an increase of 0.25 from the baseline"],
    [{ baselineLevel: "40 wcpm", currentLevel: "40 wcpm" }, "the same as the baseline"],
    [
      { baselineLevel: "45% of intervals on task", currentLevel: "65% of intervals on task" },
      "an increase of 20% of intervals on task from the baseline",
    ],
  ])("baseline comparison %j", (performanceData, phrase) => {
    expect(draftTemplateNote(facts({ observations: "Probe given.", performanceData }))).toContain(phrase);
  });

  it("ends every session detail with a full stop, even one ending in a bracket", () => {
    const text = draftTemplateNote(
      facts({
        observations: "Probe.",
        contextData: { setting: "General education classroom", groupSize: "Whole class (24 students)" },
      }),
    );
    expect(text).toContain("in the General education classroom (group: Whole class (24 students)).");
  });

  it("states both levels without arithmetic when their units differ", () => {
    const text = draftTemplateNote(
      facts({
        observations: "Probe.",
        performanceData: { baselineLevel: "Level C", currentLevel: "42 wcpm" },
      }),
    );
    expect(text).toContain("Maya's current level is 42 wcpm; the baseline was Level C.");
  });

  it("works with the bare minimum: no name, no subject, no data", () => {
    const text = draftTemplateNote(
      facts({
        student: { ...student, name: "", grade: null },
        subject: null,
        observations: "Worked quietly.",
      }),
    );
    expect(text).toContain("Progress Note: General");
    expect(text).toContain("Student: The student | Date: March 3, 2026");
    expect(text).toContain("Goal area: General.");
    expect(text).toContain(
      "On March 3, 2026, the student was observed during instruction. The student worked quietly.",
    );
  });
});

describe("draftTemplateNote passes the fidelity guard for any input", () => {
  const piece = fc.constantFrom(
    ..."0123456789 .,:/-–%\n\t".split(""),
    "of ",
    " out of ",
    " wcpm",
    " minutes",
    "three",
    "am",
    "March ",
    "read ",
    "Maya",
    "x",
  );
  const text = fc.array(piece, { minLength: 1, maxLength: 40 }).map((a) => a.join(""));
  it("observations, levels and other data keep all their facts", () => {
    fc.assert(
      fc.property(text, text, text, text, (observations, baseline, current, other) => {
        const f = facts({
          observations,
          performanceData: { baselineLevel: baseline, currentLevel: current, dynamicData: { Other: other } },
        });
        expect(checkNumberFidelity(fidelitySource(f), draftTemplateNote(f)).missing).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe("createOfflineGenerator", () => {
  const generator = createOfflineGenerator();
  const noteFacts = facts({ observations: "Read 42 wcpm." });
  const task = { kind: "note", facts: noteFacts, now: new Date("2026-03-03T12:00:00Z") } as const;
  /** The offline writer never sends anything anywhere: a hider that must not be needed. */
  const options = { hide: (text: string) => text };
  const enhance = (text: string, identityFirst = false) =>
    generator.complete({ kind: "enhance", fieldType: "enhance_observations", text, identityFirst }, options);

  it("is the template author and answers a full note from the facts", async () => {
    expect(generator.author).toBe("template");
    expect(await generator.complete(task, options)).toBe(draftTemplateNote(noteFacts));
  });

  it("streams the same text in several parts", async () => {
    const parts: string[] = [];
    for await (const part of generator.stream(task, options)) parts.push(part);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join("")).toBe(await generator.complete(task, options));
  });

  it("tidies text for enhance_* requests without changing numbers", async () => {
    expect(await enhance("  read   42 wcpm  ")).toBe("Read 42 WCPM.");
    expect(tidyText("iPad used for 10 minutes")).toBe("iPad used for 10 minutes.");
  });

  it("rewrites enhance_* text into person-first, objective wording, keeping the student's preference", async () => {
    expect(await enhance("autistic boy had a meltdown for 12 minutes")).toBe(
      "A student with autism had a period of distress (crying and shouting) for 12 minutes.",
    );
    expect(await enhance("autistic boy read 3 of 4 passages. he was lazy", true)).toBe(
      "Autistic boy read 3 of 4 passages.",
    );
  });

  it("restates the observations of a template note through the rewriter", () => {
    const note = draftTemplateNote(facts({ observations: "the ADHD kid eloped 2 times in 30 minutes" }));
    expect(note).toContain(
      "The student with ADHD left the assigned area without permission 2 times in 30 minutes.",
    );
  });

  it("refuses suggestions with an AiError the caller can fall back on", async () => {
    await expect(
      generator.complete(
        { kind: "suggestions", fieldType: "currentPerformance", input: "Reads", now: new Date() },
        options,
      ),
    ).rejects.toSatisfy((e) => e instanceof AiError && e.kind === "unsupported");
  });
});
