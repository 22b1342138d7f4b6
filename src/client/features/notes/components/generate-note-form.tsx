import { zodResolver } from "@hookform/resolvers/zod";
import {
  type GeneratedNote,
  type GenerateNoteData,
  generateNoteInput,
  type NoteType,
} from "@shared/contracts/notes";
import type { Student } from "@shared/contracts/students";
import { useId, useMemo, useRef, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { ConfirmDialog } from "../../../components/ui";
import { readStored } from "../../../lib/storage";
import { useDraftAutosave } from "../hooks/use-draft-autosave";
import { useNoteGeneration } from "../hooks/use-note-generation";
import { useStudentSwitch } from "../hooks/use-student-switch";
import {
  blankForm,
  draftKey,
  type GenerateFormValues,
  hasTypedContent,
  parseDraft,
  type StoredDraft,
  toRequestBody,
} from "../lib/generate-form";
import type { PlanInfo } from "../lib/plan-usage";
import { GenerateNoteActions } from "./generate-note-actions";
import type { NoteAssist } from "./note-assist";
import { hasContextValues, NoteContextSection } from "./note-context-section";
import { NoteGoalsSection } from "./note-goals-section";
import { NoteObservationsSection } from "./note-observations-section";
import { NoteStudentSection } from "./note-student-section";
import { RestoredDraftNotice } from "./restored-draft-notice";

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
  /** The teacher's plan (requirements "Note quota"): generation is refused while it is blocked. */
  plan: PlanInfo;
  /** Id of the element explaining why generation is blocked (for aria-describedby). */
  blockedExplanationId?: string;
  /** Called with the saved note once the server has generated it. */
  onGenerated: (note: GeneratedNote) => void;
  /** The writing assistant around the observations (requirements "Writing assistant"), from the page. */
  assist?: NoteAssist;
}

function initialState(props: GenerateNoteFormProps): { values: GenerateFormValues; restored?: StoredDraft } {
  const byId = (id: string | undefined) => props.students.find((s) => s.id === id);
  const draft = parseDraft(readStored<unknown>(draftKey(props.userId)));
  if (draft && hasTypedContent(draft.values)) {
    const values = { ...draft.values };
    if (!byId(values.studentId)) values.studentId = "";
    return { values, restored: draft };
  }
  const student =
    byId(props.preselectedStudentId) ?? byId(props.carryOver?.studentId) ?? byId(draft?.values.studentId);
  return { values: blankForm(props.today, student, props.carryOver?.type ?? draft?.values.type) };
}

const resolver = zodResolver(generateNoteInput) as unknown as Resolver<
  GenerateFormValues,
  unknown,
  GenerateNoteData
>;

/**
 * The note generation form (requirements "Note fields", "Note generation"). Validated with the
 * shared contract; autosaves a draft on the device (`useDraftAutosave`) and restores it on return;
 * streams the note (`useNoteGeneration`); on failure keeps everything typed and says why
 * (requirements "Error catalogue").
 */
export function GenerateNoteForm(props: GenerateNoteFormProps) {
  const { students, today, plan, onGenerated } = props;
  const [init] = useState(() => initialState(props));
  const [restored, setRestored] = useState(init.restored);
  const [confirmClear, setConfirmClear] = useState(false);
  /** Bumped when the form is reset, so editors holding their own rows start again from the values. */
  const [resetCount, setResetCount] = useState(0);
  const form = useForm<GenerateFormValues, unknown, GenerateNoteData>({
    resolver,
    defaultValues: init.values,
  });
  const generation = useNoteGeneration();
  const draft = useDraftAutosave({
    watch: form.watch,
    storageKey: draftKey(props.userId),
    hasContent: hasTypedContent,
  });
  const ids = useId();
  const errorRef = useRef<HTMLDivElement>(null);
  const studentsById = useMemo(() => new Map(students.map((s) => [s.id, s])), [students]);
  const studentSwitch = useStudentSwitch(form, studentsById, init.values.studentId);
  const [contextOpen, setContextOpen] = useState(() => hasContextValues(init.values));
  const student = studentsById.get(form.watch("studentId"));
  const submitId = `${ids}-submit`;

  const onValid = (data: GenerateNoteData) =>
    generation.generate(toRequestBody(data), {
      onSuccess: (note) => {
        draft.discard();
        onGenerated(note);
      },
      // Let the message be read, and keep keyboard users next to the form.
      onError: () => requestAnimationFrame(() => errorRef.current?.focus()),
    });
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

  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} noValidate className="space-y-6">
      {restored ? (
        <RestoredDraftNotice
          savedAt={restored.savedAt}
          restoredStudent={studentsById.get(restored.values.studentId)}
          preselected={studentsById.get(props.preselectedStudentId ?? "")}
          onClear={() => setConfirmClear(true)}
        />
      ) : null}

      <fieldset disabled={generation.pending} className="space-y-6">
        <NoteStudentSection
          form={form}
          students={students}
          student={student}
          studentField={studentSwitch.field}
        />
        <NoteGoalsSection form={form} student={student} />
        <NoteObservationsSection
          form={form}
          student={student}
          pending={generation.pending}
          assist={props.assist}
        />
        <NoteContextSection
          form={form}
          student={student}
          open={contextOpen}
          onOpenChange={setContextOpen}
          resetCount={resetCount}
        />
      </fieldset>

      <GenerateNoteActions
        submitId={submitId}
        idPrefix={ids}
        pending={generation.pending}
        cancelled={generation.cancelled}
        preview={generation.preview}
        error={generation.error}
        errorRef={errorRef}
        plan={plan}
        blocked={!plan.canGenerate}
        blockedExplanationId={props.blockedExplanationId}
        onCancel={cancelGeneration}
      />

      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear this draft?"
        description="The observations and other details you typed will be removed. This cannot be undone."
        confirmLabel="Clear draft"
        onConfirm={clearDraft}
      />
    </form>
  );
}
