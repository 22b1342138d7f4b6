/**
 * One data generator for the test suites (architecture "Tests"): complete records shaped by the
 * shared contracts, for client, server and domain tests alike. Pure TypeScript, no DOM or Node
 * API, so every vitest project can import it.
 *
 * Deterministic: ids and names come from one counter per kind (`Student 1`, `Student 2`…), never
 * from randomness, so a failing test shows the same data on every run. Every builder takes
 * overrides that win over the defaults; pass an `id`/`name` when a test asserts on them.
 */
import type { Goal, ProgressEntry } from "../contracts/goals.ts";
import type { Profile } from "../contracts/me.ts";
import type { GeneratedNote, Note } from "../contracts/notes.ts";
import type { Student } from "../contracts/students.ts";
import { goalProgressView } from "../domain/progress-decision.ts";
import { emptyIepFields, type StudentRecordRow } from "../domain/student-record.ts";

const counters = new Map<string, number>();

/** The next number of `kind`'s counter (1, 2, …). */
function next(kind: string): number {
  const n = (counters.get(kind) ?? 0) + 1;
  counters.set(kind, n);
  return n;
}

/**
 * A valid v4-shaped UUID whose last group is `n`, with a per-kind prefix (students `00000000`,
 * notes `0e0e0e0e`, goals `9b9b9b9b`, entries `e0e0e0e0`), so ids read back in a failing test.
 */
export function testUuid(prefix: string, n: number): string {
  return `${prefix}-0000-4000-8000-${String(n).padStart(12, "0")}`;
}

/** Restarts every counter (the next student is `Student 1` again). Tests rarely need this. */
export function resetDataGenerators(): void {
  counters.clear();
}

/** The signed-in teacher's id in generated profiles. */
export const TEST_USER_ID = "11111111-1111-4111-8111-111111111111";

/**
 * A signed-in, onboarded teacher on the free plan (3 of 10 notes used this month), as
 * GET /api/v1/me answers (requirements "Profile", "Plans and trial"). `plan` overrides merge
 * into the default plan; other overrides replace the field.
 */
export function buildProfile(
  over: Omit<Partial<Profile>, "plan"> & { plan?: Partial<Profile["plan"]> } = {},
): Profile {
  const { plan, ...rest } = over;
  return {
    id: TEST_USER_ID,
    email: "dana@school.test",
    name: "Dana Whitfield",
    firstName: "Dana",
    lastName: "Whitfield",
    role: "Case manager",
    organization: null,
    organizationType: null,
    experienceLevel: null,
    goals: null,
    studentCount: null,
    onboardingCompleted: true,
    planType: "free",
    profilePicture: null,
    subscriptionStatus: "inactive",
    notesGeneratedThisMonth: plan?.notesUsedThisMonth ?? 3,
    maxStudents: 10,
    subscriptionStartDate: null,
    trialEndDate: null,
    // The machine's own zone, so the app has no reason to save one (PATCH /api/v1/me).
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    emailVerified: true,
    createdAt: "2026-09-01T12:00:00.000Z",
    ...rest,
    plan: {
      state: "free",
      daysRemaining: null,
      notesUsedThisMonth: 3,
      noteLimit: 10,
      canGenerate: true,
      ...plan,
    },
  };
}

/**
 * A Student as the API returns it, every contract field present and empty unless overridden
 * (requirements "Student fields"). Default id `00000000-0000-4000-8000-00000000000N`, name
 * `Student N`, grade null, added 2026-01-05.
 */
export function buildStudent(over: Partial<Student> = {}): Student {
  const n = next("student");
  return {
    id: testUuid("00000000", n),
    name: `Student ${n}`,
    grade: null,
    dateOfBirth: null,
    studentId: null,
    parentContact: { name: "", relationship: "", email: "", phone: "" },
    identityFirstLanguage: false,
    homeLanguage: "en",
    annualMeetingDueDate: null,
    lastEvaluationDate: null,
    caseManager: null,
    serviceProviders: [],
    disabilities: [],
    iepGoals: [],
    notes: null,
    dateAdded: "2026-01-05",
    ...emptyIepFields(),
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    ...over,
  };
}

/**
 * A stored student row (the database shape `fromStudentRow` reads) with every optional column
 * empty, as a fresh insert of `{ name }` leaves it (requirements "Student fields").
 */
export function buildStudentRow(over: Partial<StudentRecordRow> = {}): StudentRecordRow {
  const n = next("student-row");
  return {
    id: testUuid("00000000", n),
    userId: TEST_USER_ID,
    name: `Student ${n}`,
    grade: null,
    dateOfBirth: null,
    studentIdNumber: null,
    parentContact: null,
    annualMeetingDueDate: null,
    lastEvaluationDate: null,
    caseManager: null,
    serviceProviders: [],
    disability: null,
    disabilities: [],
    iepGoals: [],
    notesText: null,
    dateAdded: null,
    ...emptyIepFields(),
    identityFirstLanguage: false,
    homeLanguage: null,
    createdAt: new Date("2026-09-14T15:30:00.000Z"),
    updatedAt: new Date("2026-09-20T08:00:00.000Z"),
    ...over,
  };
}

/**
 * A saved progress note (requirements "Note fields"): a template-written progress note for
 * reading dated 2026-03-02, with no student unless overridden (`studentName` "Student").
 */
export function buildNote(over: Partial<Note> = {}): Note {
  const n = next("note");
  return {
    id: testUuid("0e0e0e0e", n),
    studentId: null,
    studentName: "Student",
    type: "progress",
    subject: "Reading",
    date: "2026-03-02",
    observations: "Read 42 words correct per minute.",
    generatedNote: "The student read 42 words correct per minute on a grade 3 passage.",
    goalsAddressed: [],
    isEdited: false,
    performanceData: null,
    strategyData: null,
    contextData: null,
    source: "template",
    studentContext: null,
    createdAt: "2026-03-02T15:00:00.000Z",
    updatedAt: "2026-03-02T15:00:00.000Z",
    ...over,
  };
}

/** The answer to POST /api/v1/notes/generate: a note plus its `warnings` (requirements "Note generation"). */
export function buildGeneratedNote(over: Partial<GeneratedNote> = {}): GeneratedNote {
  const { warnings = [], ...note } = over;
  return { ...buildNote(note), warnings };
}

/** A goal's own stored fields, without the computed progress view. */
export type GoalFields = Omit<
  Goal,
  "trend" | "trendline" | "aimline" | "decision" | "latestEntry" | "entryCount"
>;

/**
 * A goal's own fields (requirements "IEP goals"): reading fluency from 40 to 90 words correct
 * per minute between 2026-09-01 and 2027-05-31, measured weekly. `studentId` defaults to a
 * student id that does not exist; pass the owner's.
 */
export function buildGoalFields(over: Partial<GoalFields> = {}): GoalFields {
  const n = next("goal");
  return {
    id: testUuid("9b9b9b9b", n),
    studentId: testUuid("00000000", 0),
    statement: "Read a grade-3 passage at 90 words correct per minute",
    area: "Reading fluency",
    baselineData: "Reads 40 WCPM on grade-3 probes",
    baselineValue: 40,
    baselineDate: "2026-09-01",
    targetValue: 90,
    targetDate: "2027-05-31",
    unit: "words correct per minute",
    direction: "increase",
    measurementMethod: "CBM oral reading fluency probe",
    evaluationSchedule: "Weekly",
    objectives: [],
    createdAt: "2026-09-01T10:00:00.000Z",
    updatedAt: "2026-09-01T10:00:00.000Z",
    ...over,
  };
}

/** The default "today" of computed goal views: a fixed date keeps trends and decisions stable. */
export const TEST_TODAY = "2026-10-20";

/**
 * A goal as the API returns it: `fields` plus the progress view the server computes from the
 * goal's `entries` on `today` (requirements "Progress trend", "Aimline, trendline and decision
 * rules"). Entries of other goals are ignored.
 */
export function withGoalView(
  fields: GoalFields,
  entries: readonly ProgressEntry[] = [],
  today: string = TEST_TODAY,
): Goal {
  return {
    ...fields,
    ...goalProgressView(
      fields,
      entries.filter((e) => e.goalId === fields.id),
      today,
    ),
  };
}

/** A complete goal with its computed view (no entries unless given; see `withGoalView`). */
export function buildGoal(
  over: Partial<GoalFields> = {},
  entries: readonly ProgressEntry[] = [],
  today: string = TEST_TODAY,
): Goal {
  return withGoalView(buildGoalFields(over), entries, today);
}

/**
 * A progress entry (requirements "Progress entries") recorded at noon UTC of `entryDate`
 * (default 2026-09-08) with value 42 and no note, unless overridden.
 */
export function buildProgressEntry(
  over: Partial<ProgressEntry> & Pick<ProgressEntry, "goalId">,
): ProgressEntry {
  const n = next("entry");
  const entryDate = over.entryDate ?? "2026-09-08";
  return {
    id: testUuid("e0e0e0e0", n),
    entryDate,
    progressValue: 42,
    note: null,
    enteredBy: TEST_USER_ID,
    createdAt: `${entryDate}T12:00:00.000Z`,
    updatedAt: `${entryDate}T12:00:00.000Z`,
    ...over,
  };
}
