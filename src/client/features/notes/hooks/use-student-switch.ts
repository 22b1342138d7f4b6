import type { GenerateNoteData } from "@shared/contracts/notes";
import type { Student } from "@shared/contracts/students";
import { useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import { type GenerateFormValues, switchStudent } from "../lib/generate-form";

/**
 * The note form's Student select (requirements "Note fields"): choosing another student swaps the
 * previous student's default goals, strategies and accommodations for the new one's and keeps what
 * the teacher added by hand (`switchStudent`).
 * @returns the select's registered props, and `resetTo(id)` to call when the form is reset.
 */
export function useStudentSwitch(
  form: UseFormReturn<GenerateFormValues, unknown, GenerateNoteData>,
  studentsById: ReadonlyMap<string, Student>,
  initialStudentId: string,
) {
  const previousStudentId = useRef(initialStudentId);
  const { register, getValues, setValue } = form;
  const field = register("studentId", {
    onChange: (e: { target: { value: string } }) => {
      const next = studentsById.get(e.target.value);
      const previous = studentsById.get(previousStudentId.current);
      previousStudentId.current = e.target.value;
      const switched = switchStudent(getValues(), previous, next);
      setValue("goalsAddressed", switched.goalsAddressed);
      setValue("strategyData.strategiesUsed", switched.strategyData.strategiesUsed);
      setValue("strategyData.accommodationsUsed", switched.strategyData.accommodationsUsed);
    },
  });
  const resetTo = (studentId: string) => {
    previousStudentId.current = studentId;
  };
  return { field, resetTo };
}
