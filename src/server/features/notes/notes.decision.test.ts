/**
 * A drafted note compares the addressed goal's progress data with its aimline and gives the decision
 * rule's advice, read from progress monitoring at the note's date (requirements "Offline drafter",
 * "Aimline, trendline and decision rules").
 */
import { describe, expect, it } from "vitest";
import type { GeneratedNote } from "../../../shared/contracts/notes.ts";
import { addStudent, body, START } from "../../test/kits/notes.ts";
import { setUpHarness } from "../../test/set-up.ts";

const h = setUpHarness({ now: START });

const STATEMENT = "Given a grade-3 passage, Maya will read 90 words correct per minute by June 2026";

/** A teacher with Maya, one reading goal (40 → 90 WCPM, Jan 5 → Jun 22) and weekly scores. */
async function mayaWithScores(scores: number[]) {
  const teacher = await h.signUp();
  const maya = await addStudent(teacher, { name: "Maya Lopez", grade: "3" });
  const goal = await body<{ id: string }>(
    await teacher.post("/api/v1/goals", {
      studentId: maya.id,
      statement: STATEMENT,
      area: "Reading fluency",
      baselineValue: 40,
      baselineDate: "2026-01-05",
      targetValue: 90,
      unit: "words correct per minute",
      direction: "increase",
      targetDate: "2026-06-22",
    }),
  );
  for (const [i, value] of scores.entries()) {
    const day = new Date(Date.UTC(2026, 0, 12 + 7 * i)).toISOString().slice(0, 10);
    expect(
      (
        await teacher.post("/api/v1/progress-entries", {
          goalId: goal.id,
          entryDate: day,
          progressValue: value,
        })
      ).status,
    ).toBe(201);
  }
  const decision = (
    await body<{ decision: { action: string } }>(await teacher.get(`/api/v1/goals/${goal.id}`))
  ).decision.action;
  return { teacher, maya, decision };
}

const draft = async (teacher: Awaited<ReturnType<typeof mayaWithScores>>["teacher"], studentId: string) =>
  body<GeneratedNote>(
    await teacher.post("/api/v1/notes/generate", {
      studentId,
      type: "progress",
      subject: "Reading",
      date: "2026-03-09",
      observations: "Read 44 words correct per minute on the grade-3 probe.",
      goalsAddressed: [STATEMENT],
    }),
  );

describe("the note and the decision rule", () => {
  it("scores flat below the aimline: the note says so and plans a change in instruction", async () => {
    const { teacher, maya, decision } = await mayaWithScores([41, 42, 41, 43, 42, 44, 43, 44]);
    expect(decision).toBe("change_instruction");
    const note = await draft(teacher, maya.id);
    expect(note.generatedNote).toMatch(/fall below the aimline/);
    expect(note.generatedNote).toMatch(/Next steps are to change Maya's instruction/);
    expect(note.generatedNote).toContain("44 words correct per minute");
  });

  it("a goal with too few scores: the note says there is not enough data yet", async () => {
    const { teacher, maya, decision } = await mayaWithScores([42, 45]);
    expect(decision).toBe("insufficient_data");
    const note = await draft(teacher, maya.id);
    expect(note.generatedNote).toMatch(
      /not yet enough data points to compare Maya's progress with the aimline/,
    );
  });
});
