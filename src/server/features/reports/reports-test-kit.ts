/**
 * Shared data of the parent report API tests (requirements "Parent progress report"). Not a test
 * file; used by this feature's tests alone (decision 020).
 */
import type { CreateGoalInput } from "../../../shared/contracts/goals.ts";

/**
 * The reading fluency goal both report tests print: 52 → 90 WCPM (increase) from 2026-09-01 to
 * 2027-06-01, with `statement` and `over` applied.
 */
export function fluencyGoal(
  statement: string,
  over: Partial<CreateGoalInput> = {},
): Omit<CreateGoalInput, "studentId"> {
  return {
    statement,
    area: "Reading",
    baselineValue: 52,
    baselineDate: "2026-09-01",
    targetValue: 90,
    targetDate: "2027-06-01",
    unit: "WCPM",
    direction: "increase",
    ...over,
  };
}
