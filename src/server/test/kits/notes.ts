/**
 * Shared set-up of the notes API tests (architecture "Tests"): a harness with two teachers and one
 * student each (`setUpNotesSuite`), and the request helpers. Not a test file; each `notes.*.test.ts`
 * file uses it, and so do other features' tests that draft a note (decision 020: kits shared between
 * features live here).
 */
import { eq } from "drizzle-orm";
import type { GenerateNoteInput } from "../../../shared/contracts/notes.ts";
import { notes } from "../../db/schema/index.ts";
import { createHarness, type Harness } from "../harness.ts";
import { setUpValue, standIn } from "../set-up.ts";
import { addStudent } from "./caseload.ts";

/** The suite's clock. */
export const START = new Date("2026-03-10T15:00:00Z");

/** The JSON body of a response. */
export const body = async <T>(res: Response) => (await res.json()) as T;
/** The `error` of a JSON error answer. */
export const errorOf = async (res: Response) =>
  (await res.json()) as { error: { code: string; message: string } };

export { addStudent };

/** Observations with a count, a percentage and a measure (number fidelity has work to do). */
export const observations = "Maya read 42 wcpm with 95% accuracy on 3 of 4 trials; 2 self-corrections.";

/** A complete generate request for `studentId`, with `over` applied. */
export const noteInput = (studentId: string, over: Partial<GenerateNoteInput> = {}): GenerateNoteInput => ({
  studentId,
  type: "progress",
  subject: "Reading",
  date: "2026-03-09",
  observations,
  goalsAddressed: ["Reading fluency: 90 wcpm by June 2027"],
  performanceData: { baselineLevel: "30 wcpm", currentLevel: "42 wcpm", progressPercentage: 20 },
  strategyData: { strategiesUsed: ["Repeated reading"], accommodationsUsed: ["Extended time"] },
  contextData: { setting: "Resource room", duration: "30 minutes", groupSize: "3" },
  ...over,
});

/** How many notes `userId` has in the table. */
export async function countNotesOf(h: Harness, userId: string) {
  return (await h.db.select({ id: notes.id }).from(notes).where(eq(notes.userId, userId))).length;
}

/** A harness at `START` (offline drafter) with teacher + Maya Lopez, and another teacher + Theo Park. */
export async function startNotesSuite() {
  const h = await createHarness({ now: START });
  const teacher = await h.signUp({ name: "Jordan Ortiz" });
  const other = await h.signUp({ name: "Sam Lee" });
  const maya = await addStudent(teacher, {
    name: "Maya Lopez",
    grade: "3",
    iepGoals: ["Read 90 wcpm"],
    parentContact: { name: "Ana Lopez", relationship: "Mother", email: "", phone: "" },
    assessmentTools: { Reading: "DIBELS 8 ORF" },
  });
  const otherStudent = await addStudent(other, { name: "Theo Park", grade: "5" });
  /** A complete generate request for Maya, with `over` applied. */
  const generateInput = (over: Partial<GenerateNoteInput> = {}) => noteInput(maya.id, over);
  /** How many notes `userId` has. */
  const countNotes = (userId: string) => countNotesOf(h, userId);
  return { h, teacher, other, maya, otherStudent, generateInput, countNotes };
}

/** What `startNotesSuite` sets up. */
export type NotesSuite = Awaited<ReturnType<typeof startNotesSuite>>;

/**
 * Registers the suite's hooks in the calling test file: made in `beforeAll` (`startNotesSuite`), the
 * harness closed in `afterAll`.
 * @returns the suite at once, its harness, teachers and students as stand-ins that read through to
 * them once made (`test/set-up.ts`), so a file may destructure it at the top.
 */
export function setUpNotesSuite(): NotesSuite {
  const suite = setUpValue(
    () => startNotesSuite(),
    (made) => made.h.close(),
    "the notes suite",
  );
  return {
    h: standIn(() => suite.h),
    teacher: standIn(() => suite.teacher),
    other: standIn(() => suite.other),
    maya: standIn(() => suite.maya),
    otherStudent: standIn(() => suite.otherStudent),
    generateInput: (over) => suite.generateInput(over),
    countNotes: (userId) => suite.countNotes(userId),
  };
}
