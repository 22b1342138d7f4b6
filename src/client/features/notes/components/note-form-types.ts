import type { GenerateNoteData } from "@shared/contracts/notes";
import type { UseFormReturn } from "react-hook-form";
import type { GenerateFormValues } from "../lib/generate-form";

/** The note generation form's `useForm` result, handed to each of its sections. */
export type NoteForm = UseFormReturn<GenerateFormValues, unknown, GenerateNoteData>;
