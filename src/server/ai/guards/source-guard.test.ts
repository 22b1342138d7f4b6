/**
 * The source guard (requirements "AI guards"): every date, strategy, accommodation and goal a draft
 * names comes from the request or the record; otherwise the draft is retried, then replaced by the
 * template note with a warning naming what was removed. Cases from the reported notes, then a
 * property over generated requests.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { NoteFacts } from "../../../shared/domain/note-drafting/note-facts.ts";
import { draftTemplateNote } from "../../../shared/domain/note-drafting/template-note.ts";
import { draftNote } from "../drafting/draft-note.ts";
import { createModelWriter } from "../writers/model-writer.ts";
import { noteKnownFacts } from "./note-known-facts.ts";
import { checkSourcedFacts, parseDateParts } from "./source-guard.ts";

const GOAL = "Given a grade-3 passage, Maya will read 90 wcpm with 95% accuracy by June 2027.";
const student: NoteFacts["student"] = {
  name: "Maya Lopez",
  grade: "3",
  iepGoals: [GOAL, "Maya will stay in the assigned area for 20 of 25 minutes in 4 of 5 sessions."],
  assessmentTools: { Reading: "DIBELS 8 ORF" },
  iepGoalTargets: { Reading: "90 wcpm with 95% accuracy" },
  defaultStrategies: [
    { name: "Repeated reading", frequency: "daily", duration: "10 minutes" },
    { name: "Graphic organizer", frequency: "", duration: "" },
  ],
  defaultAccommodations: [{ name: "Extended time", conditions: "tests", whenUsed: "always" }],
  goals: [{ statement: GOAL, targetDate: "2027-06-01" }],
};
const base: NoteFacts = {
  student,
  type: "progress",
  subject: "Reading",
  date: "2026-11-18",
  observations: "Read 58 wcpm with 96% accuracy on 3 of 4 probes on November 16, 2026.",
  goalsAddressed: [GOAL],
};
const check = (facts: NoteFacts, draft: string) =>
  checkSourcedFacts(noteKnownFacts(facts), draft, [facts.student.name]).foreign;

describe("parseDateParts", () => {
  it.each([
    ["2027-06-01", { y: 2027, m: 6, d: 1 }],
    ["6/1/2027", { y: 2027, m: 6, d: 1 }],
    ["6/1/27", { y: 2027, m: 6, d: 1 }],
    ["June 1, 2027", { y: 2027, m: 6, d: 1 }],
    ["Sept. 3rd", { y: undefined, m: 9, d: 3 }],
    ["1st of June 2027", { y: 2027, m: 6, d: 1 }],
    ["June 2027", { y: 2027, m: 6 }],
    ["Blob 2027", null],
  ])("%s", (text, parts) => {
    expect(parseDateParts(text)).toEqual(parts);
  });
});

describe("checkSourcedFacts on the reported notes", () => {
  it("a target date the teacher never gave (6 months after the note) is foreign; the goal's is not", () => {
    expect(check(base, "The target date for the goal is May 18, 2027.")).toEqual(["May 18, 2027"]);
    expect(check(base, "The target date for the goal is June 1, 2027.")).toEqual([]);
    expect(check(base, "Maya is working toward this goal by June 2027.")).toEqual([]);
    expect(check(base, "On November 16, 2026 and on 2026-11-18 she read.")).toEqual([]);
  });

  it("defaults of the record stated as used, never confirmed, are foreign", () => {
    const behavioral = { ...base, type: "behavioral" as const, goalsAddressed: [] };
    expect(
      check(
        behavioral,
        "Strategies used: Repeated reading and Graphic organizer. Accommodations provided: Extended time.",
      ),
    ).toEqual(["repeated reading", "graphic organizer", "extended time"]);
  });

  it("a confirmed support may be stated as used; a record default may be named as background", () => {
    const confirmed = { ...base, strategyData: { strategiesUsed: ["Repeated reading"] } };
    expect(check(confirmed, "Repeated reading was used for 10 minutes.")).toEqual([]);
    expect(check(base, "Her IEP lists extended time for tests.")).toEqual([]);
  });

  it("a support neither the request nor the record holds is foreign", () => {
    expect(check(base, "She benefited from preferential seating near the board.")).toEqual([
      "preferential seating",
    ]);
  });

  it("a goal the record does not hold is foreign; the record's goals are not", () => {
    const invented = "Maya will write a paragraph of five sentences with correct capitals in 4 of 5 trials.";
    expect(check(base, `Goal addressed: ${GOAL}`)).toEqual([]);
    expect(check(base, `${GOAL.replace("Given", "given")} Progress continues.`)).toEqual([]);
    expect(check(base, `Goal addressed: ${invented}`)).toEqual([invented]);
    expect(check(base, `Next, ${invented}`)).toEqual([`Next, ${invented}`]);
  });

  it("the template note of the reported request passes", () => {
    expect(check(base, draftTemplateNote(base))).toEqual([]);
  });
});

// ---- Property over generated requests ----

const GOALS = [
  GOAL,
  "Maya will stay in the assigned area for 20 of 25 minutes in 4 of 5 sessions.",
  "Maya will solve 8 of 10 two-digit addition problems by May 2027.",
];
const DEFAULTS = ["Repeated reading", "Extended time", "Visual schedule", "Frequent breaks", "Wiggle seat"];
const OWN = ["Echo reading", "Word bank", "Quiet corner"];
/** Never in a generated request or record. */
const FOREIGN_SUPPORTS = ["Graphic organizer", "Token economy", "Preferential seating", "Text-to-speech"];
const INVENTED_GOAL = "Maya will write a paragraph of five sentences with correct capitals in 4 of 5 trials.";

const isoDate = fc
  .record({
    y: fc.integer({ min: 2025, max: 2027 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
const writtenDate = isoDate.chain((iso) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const month = new Date(2000, m - 1, 1).toLocaleString("en-US", { month: "long" });
  return fc.constantFrom(`${month} ${d}, ${y}`, `${m}/${d}/${y}`, iso);
});
const sentence = fc.oneof(
  fc.constantFrom(
    "Read 42 wcpm with 95% accuracy.",
    "Left the room 3 times for 10-15 minutes.",
    "Answered 3 of 4 questions after a short break.",
    "Worked quietly at the table.",
  ),
  writtenDate.map((d) => `On ${d} she finished 5 of 6 tasks.`),
);

const requestArb = fc
  .record({
    type: fc.constantFrom("progress", "behavioral", "quarterly", "annual" as const),
    date: isoDate,
    observations: fc.array(sentence, { minLength: 1, maxLength: 4 }).map((a) => a.join(" ")),
    goalsAddressed: fc.subarray(GOALS),
    defaults: fc.subarray(DEFAULTS),
    confirmed: fc.subarray([...DEFAULTS, ...OWN]),
    goalDates: fc.array(fc.option(isoDate, { nil: null }), { minLength: 3, maxLength: 3 }),
  })
  .map(
    (r): NoteFacts => ({
      student: {
        ...student,
        iepGoals: GOALS,
        iepGoalTargets: {},
        defaultStrategies: r.defaults.map((name) => ({ name, frequency: "", duration: "" })),
        defaultAccommodations: [],
        goals: GOALS.map((statement, i) => ({ statement, targetDate: r.goalDates[i] ?? null })),
      },
      type: r.type as NoteFacts["type"],
      subject: "Reading",
      date: r.date,
      observations: r.observations,
      goalsAddressed: r.goalsAddressed,
      strategyData: { strategiesUsed: r.confirmed },
    }),
  );

/** A model that always answers `reply`. */
const modelSaying = (reply: string) =>
  createModelWriter({
    complete: async () => reply,
    stream: async function* () {
      yield reply;
    },
  });

/** A fact the request and the record never give, and how it appears in the draft. */
const injection = (facts: NoteFacts) => {
  const unconfirmedDefault = facts.student.defaultStrategies
    .map((d) => d.name)
    .find((n) => !(facts.strategyData?.strategiesUsed ?? []).includes(n));
  return fc.oneof(
    fc.constant({ named: "May 18, 2031", sentence: "The target date for the goal is May 18, 2031." }),
    fc.constantFrom(...FOREIGN_SUPPORTS).map((s) => ({ named: s.toLowerCase(), sentence: `${s} was used.` })),
    fc.constant({ named: INVENTED_GOAL, sentence: INVENTED_GOAL }),
    ...(unconfirmedDefault
      ? [
          fc.constant({
            named: unconfirmedDefault.toLowerCase(),
            sentence: `${unconfirmedDefault} was used today.`,
          }),
        ]
      : []),
  );
};

describe("the source guard over generated requests", () => {
  it("the template note names nothing without a source", () => {
    fc.assert(
      fc.property(requestArb, (facts) => {
        expect(check(facts, draftTemplateNote(facts))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it("a draft from the request's own facts is used; one that adds a fact is replaced and the warning names it", async () => {
    await fc.assert(
      fc.asyncProperty(
        requestArb.chain((facts) => fc.tuple(fc.constant(facts), injection(facts))),
        async ([facts, injected]) => {
          const clean = draftTemplateNote(facts);
          const ok = await draftNote(modelSaying(clean), facts);
          expect(ok).toEqual({ text: clean, source: "ai", warnings: [] });

          const bad = await draftNote(modelSaying(`${clean}\n\n${injected.sentence}`), facts);
          expect(bad.source).toBe("template");
          expect(bad.text).toBe(clean);
          expect(bad.text).not.toContain(injected.sentence);
          expect(bad.warnings).toHaveLength(1);
          expect(bad.warnings[0]).toContain(`"${injected.named}"`);
          expect(bad.warnings[0]).toMatch(/never gave .* removed/);
        },
      ),
      { numRuns: 120 },
    );
  });
});
