/**
 * Test data of the IEP drafter tests: a student record, a goal with its progress view, a full and an
 * empty record (requirements "IEP draft", "Student fields", "IEP goals"). Not a test file.
 */
import type { Goal } from "../../../shared/contracts/goals.ts";
import type { Student } from "../../../shared/contracts/students.ts";
import { buildStudent } from "../../../shared/testing/data-generators.ts";
import type { IepDraftData } from "../writers/text-generator.ts";

export const NOW = new Date("2026-11-22T10:00:00Z");

/** Maya, grade 4, with her mother's contact and every other field empty, `over` applied. */
export function student(over: Partial<Student> = {}): Student {
  return buildStudent({
    id: "00000000-0000-4000-8000-000000000001",
    name: "Maya Lopez",
    grade: "4",
    parentContact: { name: "Rosa Lopez", relationship: "mother", email: "", phone: "" },
    dateAdded: "2026-09-01",
    createdAt: "2026-09-01T00:00:00Z",
    updatedAt: "2026-09-01T00:00:00Z",
    ...over,
  });
}

/** A goal with a baseline, a target and one entry, `over` applied. */
export function goal(over: Partial<Goal> = {}): Goal {
  return {
    id: "00000000-0000-4000-8000-0000000000a1",
    studentId: "00000000-0000-4000-8000-000000000001",
    statement: "Maya will read a grade 4 passage aloud",
    area: "Reading",
    baselineData: "42 wcpm on a grade 4 probe",
    baselineValue: 42,
    baselineDate: "2026-09-08",
    targetValue: 90,
    unit: "wcpm",
    direction: "increase",
    measurementMethod: "weekly 1-minute ORF probe",
    evaluationSchedule: "every 2 weeks",
    targetDate: "2027-06-11",
    objectives: ["60 wcpm by January"],
    createdAt: "2026-09-08T00:00:00Z",
    updatedAt: "2026-09-08T00:00:00Z",
    trend: "improving",
    trendline: null,
    aimline: null,
    decision: { action: "continue", message: "" },
    latestEntry: { entryDate: "2026-11-17", progressValue: 55 },
    entryCount: 6,
    ...over,
  };
}

/** A full record: every field of the IEP filled, one goal. */
export const full: IepDraftData = {
  student: student({
    presentLevels: "Reads 42 wcpm at grade 4; solves 7 of 10 two-digit addition problems.",
    strengths: ["kind to peers", "strong listening comprehension"],
    areasOfNeed: ["reading fluency", "written expression"],
    assessmentTools: { reading: "DIBELS 8 ORF", math: "easyCBM" },
    iepGoals: ["Maya will write a 5-sentence paragraph with 4 of 5 capitals correct"],
    iepGoalTargets: { reading: "90 wcpm", writing: "4 of 5 sentences" },
    serviceProviders: ["Special education teacher", "Speech-language pathologist"],
    serviceDelivery: "Reading: 30 minutes 5 times a week in the resource room; speech 2 x 20 minutes weekly",
    placement: "General education with resource support",
    lreSetting: "80% or more of the day in general education",
    extendedSchoolYear: "Not eligible",
    accommodations: ["Extended time (1.5x) on tests"],
    defaultAccommodations: [
      { name: "Read-aloud", conditions: "tests over 2 pages", whenUsed: "math and science" },
    ],
    assistiveTechnology: "Text-to-speech on a Chromebook",
  }),
  goals: [goal()],
};

/** An empty record: nothing recorded. */
export const empty: IepDraftData = { student: student(), goals: [] };
