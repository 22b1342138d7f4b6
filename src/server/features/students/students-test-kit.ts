/**
 * Shared data and helpers of the students API tests (requirements "Student fields", "Saving
 * students"). Not a test file.
 */
import type { CreateStudentInput } from "../../../shared/contracts/students.ts";
import type { Harness } from "../../test/harness.ts";

/** Every writable field with a realistic value (requirements "Student fields"). */
export const fullStudent = {
  name: "Maya Robinson",
  grade: "3",
  dateOfBirth: "2017-04-02",
  studentId: "S-1042",
  parentContact: {
    name: "Ana Robinson",
    relationship: "Mother",
    email: "ana@example.test",
    phone: "555-0100",
  },
  annualMeetingDueDate: "2027-03-01",
  lastEvaluationDate: "2024-10-15",
  caseManager: "Jordan Ortiz",
  serviceProviders: ["Speech-language pathologist", "Occupational therapist"],
  disabilities: ["Specific learning disability", "Speech or language impairment"],
  iepGoals: ["Given a grade-3 passage, Maya will read 90 WCPM with 95% accuracy on 3 of 4 weekly probes"],
  notes: "Takes bus 14",
  dateAdded: "2026-09-01",
  presentLevels: "Reads 52 WCPM with 88% accuracy on grade-3 passages (fall DIBELS ORF)",
  assessmentParticipation: "State assessment with accommodations",
  placement: "General education with resource room support",
  serviceDelivery: "Specialized reading instruction 30 min daily",
  iepDetails: "Annual IEP",
  progressMeasurement: "Weekly CBM probes, reported quarterly",
  behaviorSupport: "None needed",
  assistiveTechnology: "Text-to-speech for content-area reading",
  communication: "Verbal; articulation support for /r/",
  extendedSchoolYear: "Not eligible",
  lreSetting: "General education 80% or more of the day",
  transitionServices: "Not yet required (under 16)",
  accommodations: ["Extended time (1.5x)", "Read-aloud for math tests"],
  strengths: ["Strong oral vocabulary", "Helps peers"],
  areasOfNeed: ["Decoding multisyllabic words", "Reading fluency"],
  defaultStrategies: [{ name: "Repeated reading", frequency: "Daily", duration: "10 minutes" }],
  defaultAccommodations: [
    { name: "Read-aloud", conditions: "Tests over 1 page", whenUsed: "Math and science" },
  ],
  assessmentTools: { reading: "DIBELS 8 ORF", math: "easyCBM" },
  iepGoalTargets: { reading: "90 WCPM", math: "80% accuracy" },
  identityFirstLanguage: true,
  homeLanguage: "es",
} satisfies CreateStudentInput;

/** Creates a student for `user` (the shared kit's `addStudent`). */
export { addStudent as create } from "../../test/kits/caseload.ts";

/** The `error` of a JSON error answer. */
export async function errorOf(res: Response): Promise<{ code: string; message: string }> {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

/** Rows of `table` owned by `userId`. */
export async function countRowsOf(h: Harness, table: string, userId: string): Promise<number> {
  const rows = (await h.database.rawQuery(`select count(*)::int as n from ${table} where user_id = $1`, [
    userId,
  ])) as { n: number }[];
  return rows[0]!.n;
}
