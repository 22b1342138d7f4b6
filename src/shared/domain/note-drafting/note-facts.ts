/**
 * The structured facts a note is drafted from (requirements "Note fields" app fields and "For the AI, the
 * student context is: name, grade, iepGoals, assessmentTools by subject, iepGoalTargets by subject,
 * defaultStrategies (name, frequency, duration), defaultAccommodations (name, conditions, whenUsed)").
 *
 * The prompt for a network generator is built from these (`prompts.ts`); the offline drafter writes
 * the note from them directly (`offline-generator.ts`); the number-fidelity guard reads the teacher's
 * text from them (`fidelitySource`).
 */
import type { GoalDecisionAction } from "../../contracts/goals.ts";
import type {
  ContextData,
  GenerateNoteData,
  NoteType,
  PerformanceData,
  StrategyData,
} from "../../contracts/notes.ts";
import type { DefaultAccommodation, DefaultStrategy, Student } from "../../contracts/students.ts";

/** requirements "Note generation". */
export interface StudentContext {
  name: string;
  grade: string | null;
  iepGoals: string[];
  /** Tool by subject, e.g. `{ reading: "DIBELS 8 ORF" }`. */
  assessmentTools: Record<string, string>;
  /** Target by subject, e.g. `{ reading: "90 wcpm by June 2027" }`. */
  iepGoalTargets: Record<string, string>;
  defaultStrategies: DefaultStrategy[];
  defaultAccommodations: DefaultAccommodation[];
  /** The record's disabilities (kept with the note as its student context). */
  disabilities?: string[];
  /**
   * The record's structured goals (progress monitoring): a ticked goal's own target date comes from
   * here (`YYYY-MM-DD` or null; requirements "Note generation"). Absent: none known.
   */
  goals?: {
    statement: string;
    targetDate: string | null;
    /**
     * The goal's four-point decision from its progress data at the note's date (requirements "Aimline,
     * trendline and decision rules"); absent when not computed.
     */
    decision?: GoalDecisionAction;
  }[];
  /**
   * The student's or family's stated preference for identity-first language ("autistic student";
   * APA 7 §5.4). Absent or false: person-first ("student with autism").
   */
  identityFirstLanguage?: boolean;
}

export interface NoteFacts {
  student: StudentContext;
  type: NoteType;
  /** The subject or goal area; null when the teacher gave none. */
  subject: string | null;
  /** The note's date, `YYYY-MM-DD`. */
  date: string;
  /** The teacher's observations, as typed (trimmed). */
  observations: string;
  goalsAddressed: string[];
  performanceData?: PerformanceData;
  strategyData?: StrategyData;
  contextData?: ContextData;
}

/**
 * The facts of one note request (requirements "Note generation"): the student's record, with its
 * goal list taken from the structured goals (`goals`, in the order they were made; decision 017),
 * and the teacher's input; `today` (`YYYY-MM-DD` in the teacher's time zone) when the input has no
 * date. The server and the browser (a note drafted offline) build facts alike.
 */
export function buildNoteFacts(
  student: Student,
  goals: NonNullable<StudentContext["goals"]>,
  input: GenerateNoteData,
  today: string,
): NoteFacts {
  return {
    student: {
      name: student.name,
      grade: student.grade,
      iepGoals: goals.map((g) => g.statement),
      assessmentTools: student.assessmentTools,
      iepGoalTargets: student.iepGoalTargets,
      defaultStrategies: student.defaultStrategies,
      defaultAccommodations: student.defaultAccommodations,
      identityFirstLanguage: student.identityFirstLanguage,
      disabilities: student.disabilities,
      goals,
    },
    type: input.type,
    subject: input.subject?.trim() || null,
    date: input.date ?? today,
    observations: input.observations,
    goalsAddressed: input.goalsAddressed,
    performanceData: input.performanceData,
    strategyData: input.strategyData,
    contextData: input.contextData,
  };
}

/** The student's first name (first word of the name), or "The student" when there is no name. */
export function firstName(name: string): string {
  const first = name.trim().split(/\s+/)[0];
  return first ? first : "The student";
}

/**
 * The teacher's text whose numbers, units, dates and counts a note must keep unchanged (architecture
 * requirements "Note quota" number fidelity): the observations, the baseline and current levels, and the other data values.
 */
export function fidelitySource(facts: NoteFacts): string[] {
  const p = facts.performanceData;
  const parts = [
    facts.observations,
    p?.baselineLevel ?? "",
    p?.currentLevel ?? "",
    ...Object.values(p?.dynamicData ?? {}),
  ];
  return parts.filter((s) => s.trim() !== "");
}

/** Values of a by-subject object whose key matches the subject (case-insensitive), else none. */
export function forSubject(bySubject: Record<string, string>, subject: string | null): string | null {
  if (!subject) return null;
  const wanted = subject.trim().toLowerCase();
  for (const [key, value] of Object.entries(bySubject)) {
    if (key.trim().toLowerCase() === wanted && value.trim() !== "") return value.trim();
  }
  return null;
}
