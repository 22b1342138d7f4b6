/**
 * Test data of the writers' tests: the facts of Maya's reading progress note (requirements "Note
 * fields"; grade 3, one IEP goal, 30 → 42 wcpm). Not a test file.
 */
import type { NoteFacts } from "../../../shared/domain/note-drafting/note-facts.ts";

/** Maya Lopez's progress note on reading fluency of 2026-03-03, with `observations`. */
export function readingNoteFacts(observations: string): NoteFacts {
  return {
    student: {
      name: "Maya Lopez",
      grade: "3",
      iepGoals: ["Read 90 wcpm by June 2027"],
      assessmentTools: {},
      iepGoalTargets: {},
      defaultStrategies: [],
      defaultAccommodations: [],
    },
    type: "progress",
    subject: "Reading",
    date: "2026-03-03",
    observations,
    goalsAddressed: ["Reading fluency"],
    performanceData: { baselineLevel: "30 wcpm", currentLevel: "42 wcpm" },
  };
}
