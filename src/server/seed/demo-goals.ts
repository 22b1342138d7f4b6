/**
 * The demo caseload's goals as structured goals (requirements "IEP goals", "Progress entries"):
 * each goal statement of `demo-caseload.ts` gets its area, baseline, target, unit, direction,
 * measurement method and schedule, a target date at the student's annual review, and weekly progress
 * entries over the last eight weeks — most on track, some below the aimline (so the four-point rule
 * advises a change of instruction) and a few above it (raise the goal) — so the progress graphs,
 * probes and parent reports have something to show. Values are whole numbers on the goal's own scale.
 */
import { addDays, differenceInCalendarDays, format, parseISO } from "date-fns";
import type { CreateGoalInput, Goal } from "../../shared/contracts/goals.ts";

/** How the demo data sits against the aimline (requirements "Aimline, trendline and decision rules"). */
type Course = "on_track" | "below" | "above";

interface DemoMeasure {
  area: string;
  unit: string;
  baseline: number;
  target: number;
  /** The highest value the scale allows (100 for a percentage, N for "of N"). */
  max: number;
  method: string;
  schedule: string;
  course: Course;
  direction?: "increase" | "decrease";
}

const m = (
  area: string,
  unit: string,
  baseline: number,
  target: number,
  max: number,
  method: string,
  course: Course,
  extra: Partial<DemoMeasure> = {},
): DemoMeasure => ({ area, unit, baseline, target, max, method, schedule: "Weekly", course, ...extra });

/** The measures of each demo student's goals, in the order of their statements. */
export const DEMO_GOAL_MEASURES: Record<string, DemoMeasure[]> = {
  "Aiden Brooks": [
    m("Communication", "requests of 10", 3, 8, 10, "Opportunity-based tally", "on_track"),
    m("Social skills", "trials of 5", 1, 4, 5, "Teacher data sheet", "below"),
    m("Transitions", "% of transitions", 40, 80, 100, "Transition log", "on_track"),
  ],
  "Lily Nguyen": [
    m("Articulation", "percent accuracy", 45, 80, 100, "SLP probe", "on_track"),
    m("Following directions", "trials of 5", 1, 4, 5, "Teacher data sheet", "above"),
  ],
  "Sofia Martinez": [
    m("Reading fluency", "words correct per minute", 52, 90, 200, "DIBELS 8 ORF probe", "below"),
    m("Decoding", "words of 20", 8, 16, 20, "Multisyllabic word probe", "on_track"),
    m("Written expression", "rubric points of 4", 1, 3, 4, "District writing rubric", "on_track", {
      schedule: "Every 2 weeks",
    }),
  ],
  "Noah Patel": [
    m("Self-advocacy", "opportunities of 5", 1, 4, 5, "Observation checklist", "on_track"),
    m("Vocabulary", "words of 10", 4, 8, 10, "Weekly vocabulary check", "above"),
    m("Self-advocacy", "% of school days", 50, 90, 100, "Daily equipment checklist", "on_track"),
  ],
  "Jamal Carter": [
    m("On-task behavior", "% of intervals", 45, 80, 100, "Momentary time sampling", "below"),
    m("Organization", "% of work turned in", 60, 90, 100, "Planner checklist", "on_track"),
    m("Math computation", "percent accuracy", 50, 80, 100, "Multiplication and division probe", "on_track"),
  ],
  "Mateo Alvarez": [
    m("Math computation", "digits correct", 18, 35, 80, "Mixed computation CBM probe", "on_track"),
    m("Math problem solving", "problems of 5", 1, 4, 5, "Word problem probe", "below"),
  ],
  "Ethan Walker": [
    m("Coping skills", "instances of 5", 1, 4, 5, "Daily point sheet", "on_track"),
    m("Classroom behavior", "times per week", 3, 1, 10, "Office referral log", "on_track", {
      direction: "decrease",
    }),
    m("Problem solving", "situations of 4", 1, 3, 4, "Observation checklist", "below"),
  ],
  "Grace Thompson": [
    m("Functional math", "percent accuracy", 50, 90, 100, "School store data", "on_track"),
    m("Reading comprehension", "percent accuracy", 55, 80, 100, "Comprehension probe", "below"),
    m("Vocational skills", "sessions of 5", 1, 4, 5, "Task analysis data", "on_track"),
  ],
};

/** Weeks of data before `today`: eight weekly points (the four-point rule needs six). */
const WEEKS = 8;

/**
 * The structured goal for one demo statement: baseline taken eight weeks before `today`, target at
 * `targetDate` (the student's annual review, or half a year ahead).
 */
export function demoGoalInput(
  studentId: string,
  statement: string,
  measure: DemoMeasure,
  today: Date,
  targetDate: string | null,
): CreateGoalInput {
  const baselineDate = format(addDays(today, -7 * WEEKS - 1), "yyyy-MM-dd");
  return {
    studentId,
    statement,
    area: measure.area,
    baselineData: `${measure.baseline} ${measure.unit} at the start of the IEP`,
    baselineValue: measure.baseline,
    baselineDate,
    targetValue: measure.target,
    targetDate:
      targetDate && targetDate > baselineDate ? targetDate : format(addDays(today, 180), "yyyy-MM-dd"),
    unit: measure.unit,
    direction: measure.direction ?? "increase",
    measurementMethod: measure.method,
    evaluationSchedule: measure.schedule,
    objectives: [],
  };
}

/**
 * The weekly entries of a goal: on its aimline with a small alternating wobble ("on_track"), or a
 * growing gap on the wrong ("below") or good ("above") side for the last six weeks; whole numbers
 * between 0 and the scale's maximum.
 * @returns `{ entryDate, progressValue }` oldest first, the last one a day before `today`.
 */
export function demoEntries(goal: Pick<Goal, "baselineDate" | "targetDate">, measure: DemoMeasure) {
  const start = parseISO(goal.baselineDate);
  const span = Math.max(1, differenceInCalendarDays(parseISO(goal.targetDate ?? goal.baselineDate), start));
  const range = measure.target - measure.baseline;
  const worse = Math.sign(range) || 1;
  const entries: { entryDate: string; progressValue: number }[] = [];
  for (let week = 1; week <= WEEKS; week++) {
    const date = addDays(start, 7 * week);
    const expected = measure.baseline + (range * differenceInCalendarDays(date, start)) / span;
    const step = Math.max(1, Math.abs(range) * 0.08);
    let value = expected + (week % 2 === 0 ? step : -step) * 0.6;
    if (measure.course !== "on_track" && week > WEEKS - 6) {
      const gap = step * (1 + (week - (WEEKS - 6)) * 0.25);
      value = expected + (measure.course === "below" ? -worse : worse) * gap;
    }
    const clamped = Math.min(measure.max, Math.max(0, Math.round(value)));
    entries.push({ entryDate: format(date, "yyyy-MM-dd"), progressValue: clamped });
  }
  return entries;
}

type Call = <T>(method: string, url: string, expected: number, body?: unknown) => Promise<T>;

/**
 * Adds a demo student's goals, fully measured, and their weekly entries through the API.
 * @param statements the student's goal statements (demo-caseload.ts), matched by position to
 *   {@link DEMO_GOAL_MEASURES}; a statement without measures is added with its statement only.
 * @returns how many goals and entries were added.
 */
export async function seedStudentGoals(
  call: Call,
  student: { id: string; name: string; annualMeetingDueDate: string | null },
  statements: readonly string[],
  today: Date,
): Promise<{ goals: number; entries: number }> {
  const measures = DEMO_GOAL_MEASURES[student.name] ?? [];
  let entries = 0;
  for (const [i, statement] of statements.entries()) {
    const measure = measures[i];
    if (!measure) {
      await call<Goal>("POST", "/api/v1/goals", 201, { studentId: student.id, statement });
      continue;
    }
    const input = demoGoalInput(student.id, statement, measure, today, student.annualMeetingDueDate);
    const goal = await call<Goal>("POST", "/api/v1/goals", 201, input);
    for (const e of demoEntries(goal, measure)) {
      await call("POST", "/api/v1/progress-entries", 201, { goalId: goal.id, ...e });
      entries++;
    }
  }
  return { goals: statements.length, entries };
}
