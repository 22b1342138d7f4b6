import type { GenerateNoteData } from "@shared/contracts/notes";
import { useId, useMemo, useRef, useState } from "react";
import { type FieldErrors, useFormContext } from "react-hook-form";
import { readStored } from "../../../lib/storage";
import { hasContextValues } from "../components/note-context-section";
import type { GenerateNoteFormProps, NoteForm } from "../components/note-form-types";
import {
  blankForm,
  draftKey,
  type GenerateFormValues,
  hasTypedContent,
  parseDraft,
  type StoredDraft,
  toRequestBody,
} from "../lib/generate-form";
import { useDraftAutosave } from "./use-draft-autosave";
import { useNoteGeneration } from "./use-note-generation";
import { useStudentSwitch } from "./use-student-switch";

/** Where the note form starts: its values, and the stored draft restored or offered, if any. */
export interface NoteFormStart {
  values: GenerateFormValues;
  restored?: StoredDraft;
  offered?: StoredDraft;
}

/**
 * The starting values: a typed draft restored from the device, or a blank form for the right
 * student. The student the teacher chose (`?studentId=`) wins: another student's draft is offered
 * (`offered`), never applied.
 */
export function initialState(props: GenerateNoteFormProps): NoteFormStart {
  const byId = (id: string | undefined) => props.students.find((s) => s.id === id);
  const draft = parseDraft(readStored<unknown>(draftKey(props.userId)));
  const chosen = byId(props.preselectedStudentId);
  if (draft && hasTypedContent(draft.values) && chosen && draft.values.studentId !== chosen.id) {
    return {
      values: blankForm(props.today, chosen, props.carryOver?.type ?? props.defaultType),
      offered: draft,
    };
  }
  if (draft && hasTypedContent(draft.values)) {
    const values = { ...draft.values };
    if (!byId(values.studentId)) values.studentId = "";
    return { values, restored: draft };
  }
  const student =
    byId(props.preselectedStudentId) ?? byId(props.carryOver?.studentId) ?? byId(draft?.values.studentId);
  const type = props.carryOver?.type ?? draft?.values.type ?? props.defaultType;
  return { values: blankForm(props.today, student, type) };
}

/**
 * The note generation form's state and actions (requirements "Note fields", "Note generation"),
 * inside the `Form` that validates it with the shared contract and starts from `init`: the
 * autosaved draft (`useDraftAutosave`), the
 * streaming generation (`useNoteGeneration`), the Student select (`useStudentSwitch`), the restored
 * draft notice and "Clear draft", and the "Data and context" disclosure (opened when one of its
 * fields is invalid).
 */
export function useGenerateNoteForm(props: GenerateNoteFormProps, init: NoteFormStart) {
  const { students, today, onGenerated } = props;
  // The form's values are the note's fields as typed; its output is the contract's body.
  const form = useFormContext() as unknown as NoteForm;
  const [restored, setRestored] = useState(init.restored);
  const [offered, setOffered] = useState(init.offered);
  const [confirmClear, setConfirmClear] = useState(false);
  /** Bumped when the form is reset, so editors holding their own rows start again from the values. */
  const [resetCount, setResetCount] = useState(0);
  const generation = useNoteGeneration();
  const draft = useDraftAutosave({
    watch: form.watch,
    storageKey: draftKey(props.userId),
    hasContent: hasTypedContent,
    keepStoredUntilTyped: init.offered !== undefined,
  });
  const ids = useId();
  const errorRef = useRef<HTMLDivElement>(null);
  const studentsById = useMemo(() => new Map(students.map((s) => [s.id, s])), [students]);
  const studentSwitch = useStudentSwitch(form, studentsById, init.values.studentId);
  const [contextOpen, setContextOpen] = useState(() => hasContextValues(init.values));
  const student = studentsById.get(form.watch("studentId"));
  const submitId = `${ids}-submit`;

  const onValid = (data: GenerateNoteData) =>
    generation.generate(
      toRequestBody(data),
      {
        onSuccess: (note) => {
          draft.discard();
          onGenerated(note);
        },
        // Let the message be read, and keep keyboard users next to the form.
        onError: () => requestAnimationFrame(() => errorRef.current?.focus()),
      },
      studentsById.get(data.studentId),
    );
  const onInvalid = (invalid: FieldErrors<GenerateFormValues>) => {
    if (invalid.performanceData || invalid.strategyData || invalid.contextData) setContextOpen(true);
  };
  const cancelGeneration = () => {
    generation.cancel();
    requestAnimationFrame(() => document.getElementById(submitId)?.focus());
  };
  const clearDraft = () => {
    draft.discard();
    const fresh = blankForm(today, studentsById.get(props.preselectedStudentId ?? "") ?? student);
    studentSwitch.resetTo(fresh.studentId);
    form.reset(fresh);
    setResetCount((n) => n + 1);
    setRestored(undefined);
    setConfirmClear(false);
    generation.reset();
  };

  /** Applies the offered draft (another student's) in place of the blank form. */
  const openOffered = () => {
    if (!offered) return;
    const values = { ...offered.values };
    if (!studentsById.has(values.studentId)) values.studentId = "";
    studentSwitch.resetTo(values.studentId);
    form.reset(values);
    setResetCount((n) => n + 1);
    setContextOpen(hasContextValues(values));
    setRestored(offered);
    setOffered(undefined);
  };

  return {
    form,
    offered,
    openOffered,
    generation,
    ids,
    submitId,
    errorRef,
    student,
    studentsById,
    studentField: studentSwitch.field,
    restored,
    confirmClear,
    setConfirmClear,
    resetCount,
    contextOpen,
    setContextOpen,
    onValid,
    onInvalid,
    cancelGeneration,
    clearDraft,
  };
}
