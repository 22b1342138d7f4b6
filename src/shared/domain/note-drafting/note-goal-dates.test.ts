/**
 * The target date a note states (requirements "Note generation"): the addressed goal's own date,
 * nothing when no goal is addressed, the 6-months-ahead proposal only when nothing is known.
 */
import { describe, expect, it } from "vitest";
import type { NoteFacts } from "./note-facts.ts";
import { goalTargetDate, matchGoal, noteTargetDates } from "./note-goal-dates.ts";
import { draftTemplateNote } from "./template-note.ts";

const GOAL = "Given a grade-3 passage, Maya will read 90 wcpm with 95% accuracy by June 2027";

const facts = (over: Partial<NoteFacts> = {}, goals?: NoteFacts["student"]["goals"]): NoteFacts => ({
  student: {
    name: "Maya Lopez",
    grade: "3",
    iepGoals: [GOAL, "Maya will stay in class for 20 minutes"],
    assessmentTools: {},
    iepGoalTargets: {},
    defaultStrategies: [],
    defaultAccommodations: [],
    goals,
  },
  type: "progress",
  subject: "Reading",
  date: "2026-11-18",
  observations: "Read 58 wcpm.",
  goalsAddressed: [GOAL],
  ...over,
});

describe("the target date of a note", () => {
  it("uses the progress goal's own target date, not 6 months after the note (the reported defect)", () => {
    const note = draftTemplateNote(facts({}, [{ statement: `${GOAL}.`, targetDate: "2027-06-01" }]));
    expect(note).toContain("The target date for the goal is June 1, 2027.");
    expect(note).not.toContain("May 18, 2027");
  });

  it("uses the date in the goal's own words when the record has no structured goal", () => {
    const note = draftTemplateNote(facts());
    expect(note).toContain("The target date for the goal is June 2027.");
    expect(note).not.toContain("May 18, 2027");
  });

  it("says nothing of a date when no goal is addressed (a behavioral note)", () => {
    const note = draftTemplateNote(facts({ type: "behavioral", goalsAddressed: [] }));
    expect(note).not.toMatch(/target date|review progress by|2027/i);
  });

  it("proposes a review date 6 months ahead only when nothing is known, and says so", () => {
    const note = draftTemplateNote(facts({ goalsAddressed: ["Maya will stay in class for 20 minutes"] }));
    expect(note).toContain("No target date is recorded for the goal; review progress by May 18, 2027.");
    expect(note).not.toContain("The target date for the goal is");
  });

  it("lists different dates of several goals", () => {
    const f = facts({ goalsAddressed: [GOAL, "Maya will stay in class for 20 minutes"] }, [
      { statement: "Maya will stay in class for 20 minutes", targetDate: "2027-05-01" },
    ]);
    expect(noteTargetDates(f, { fallback: true })).toEqual({
      dates: ["June 2027", "May 1, 2027"],
      origin: "goal",
    });
    expect(draftTemplateNote(f)).toContain("The target dates for the goals are June 2027 and May 1, 2027.");
  });

  it("the model's prompt never gets the proposal", () => {
    const f = facts({ goalsAddressed: ["Maya will stay in class for 20 minutes"] });
    expect(noteTargetDates(f, { fallback: false })).toBeNull();
  });

  it.each([
    ["the same words", GOAL, true],
    [
      "other case, spaces and a full stop",
      ` given a GRADE-3 passage,  Maya will read 90 wcpm with 95% accuracy by June 2027. `,
      true,
    ],
    ["the beginning of the statement", "Given a grade-3 passage, Maya will read 90 wcpm", true],
    ["another goal", "Maya will write 5 sentences", false],
    ["blank", "  ", false],
  ])("matches a ticked goal to the record's goal: %s", (_, addressed, found) => {
    expect(matchGoal(addressed, [{ statement: GOAL }]) !== undefined).toBe(found);
  });

  it("a structured goal without a date falls back to the goal's words", () => {
    expect(goalTargetDate(GOAL, facts({}, [{ statement: GOAL, targetDate: null }]))).toBe("June 2027");
  });
});
