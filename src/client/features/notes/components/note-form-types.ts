import type { GeneratedNote, GenerateNoteData, NoteType } from "@shared/contracts/notes";
import type { Student } from "@shared/contracts/students";
import type { UseFormReturn } from "react-hook-form";
import type { GenerateFormValues } from "../lib/generate-form";
import type { PlanInfo } from "../lib/plan-usage";
import type { NoteAssist } from "./note-assist";

/** The note generation form's `useForm` result, handed to each of its sections. */
export type NoteForm = UseFormReturn<GenerateFormValues, unknown, GenerateNoteData>;

/** The props of `GenerateNoteForm` (and the options of `useGenerateNoteForm`). */
export interface GenerateNoteFormProps {
  /** The signed-in teacher's id: the draft lives under `iep:<userId>:draft_note`. */
  userId: string;
  /** The teacher's students (at least one). */
  students: Student[];
  /** `YYYY-MM-DD`: the date field's default. */
  today: string;
  /** From `?studentId=`: chosen when no typed draft is restored. */
  preselectedStudentId?: string;
  /** Kept from the previous note after "Write another". */
  carryOver?: { studentId: string; type: NoteType };
  /** The note type a new form starts with: the teacher's preference (requirements "Profile"). */
  defaultType?: NoteType;
  /** The teacher's plan (requirements "Note quota"): generation is refused while it is blocked. */
  plan: PlanInfo;
  /** Id of the element explaining why generation is blocked (for aria-describedby). */
  blockedExplanationId?: string;
  /** Called with the saved note once the server has generated it. */
  onGenerated: (note: GeneratedNote) => void;
  /** The writing assistant around the observations (requirements "Writing assistant"), from the page. */
  assist?: NoteAssist;
  /**
   * A hook from the page: the statements of a student's progress-monitoring goals, offered under
   * "Goals addressed" beside the record's goal list (requirements "Note fields"). Called on every
   * render with the chosen student's id (or "" for none).
   */
  useGoalStatements?: (studentId: string) => readonly string[];
}
