import type { Student } from "@shared/contracts/students";
import { useEffect, useRef } from "react";
import type { NoteForm } from "../components/note-form-types";
import { goalOptions } from "../components/note-goals-section";

const NO_GOALS: readonly string[] = [];

/**
 * The goals "Goals addressed" offers for the chosen student — its structured goals' statements
 * (`structured`, decision 017) — and, when the teacher picks another student, unticks
 * every goal that was offered for the previous one (goals typed by hand stay; requirements "Note fields").
 */
export function useGoalOptions(
  form: NoteForm,
  student: Student | undefined,
  structured: readonly string[] = NO_GOALS,
): string[] {
  const options = goalOptions(structured);
  const previous = useRef({ id: student?.id, options });
  useEffect(() => {
    if (previous.current.id === student?.id) {
      previous.current.options = options;
      return;
    }
    const offered = new Set(previous.current.options);
    const ticked = form.getValues("goalsAddressed") ?? [];
    const kept = ticked.filter((g) => !offered.has(g));
    if (kept.length !== ticked.length) form.setValue("goalsAddressed", kept);
    previous.current = { id: student?.id, options };
  });
  return options;
}
