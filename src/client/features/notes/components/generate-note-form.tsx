import { Form } from "@client/components/form";
import { type GenerateNoteData, generateNoteInput } from "@shared/contracts/notes";
import { type RefObject, useRef, useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { ConfirmDialog } from "../../../components/ui";
import { initialState, type NoteFormStart, useGenerateNoteForm } from "../hooks/use-generate-note-form";
import { useGoalOptions } from "../hooks/use-goal-options";
import type { GenerateFormValues } from "../lib/generate-form";
import { GenerateNoteActions } from "./generate-note-actions";
import { NoteContextSection } from "./note-context-section";
import type { GenerateNoteFormProps } from "./note-form-types";
import { NoteGoalsSection } from "./note-goals-section";
import { NoteObservationsSection } from "./note-observations-section";
import { NoteStudentSection } from "./note-student-section";
import { OfferedDraftNotice, RestoredDraftNotice } from "./restored-draft-notice";

/**
 * The note generation form (requirements "Note fields", "Note generation"). Validated with the
 * shared contract; autosaves a draft on the device (`useDraftAutosave`) and restores it on return;
 * streams the note (`useNoteGeneration`); on failure keeps everything typed and says why
 * (requirements "Error catalogue").
 */
export function GenerateNoteForm(props: GenerateNoteFormProps) {
  const [init] = useState(() => initialState(props));
  // The body's hooks (autosave, generation, student switch) read the form's methods, so the body
  // hands its submit handlers up for the form to call.
  const handlers = useRef<SubmitHandlers>(null);
  return (
    <Form
      className="space-y-6"
      schema={generateNoteInput}
      defaultValues={init.values}
      onSubmit={(data) => handlers.current?.onValid(data)}
      onInvalid={(errors) => handlers.current?.onInvalid(errors as FieldErrors<GenerateFormValues>)}
    >
      <GenerateNoteBody {...props} init={init} handlers={handlers} />
    </Form>
  );
}

/** What the form calls on submit: with the checked note body, or with the fields' errors. */
interface SubmitHandlers {
  onValid: (data: GenerateNoteData) => void;
  onInvalid: (errors: FieldErrors<GenerateFormValues>) => void;
}

function GenerateNoteBody({
  init,
  handlers,
  ...props
}: GenerateNoteFormProps & { init: NoteFormStart; handlers: RefObject<SubmitHandlers | null> }) {
  const { students, plan } = props;
  const {
    form,
    generation,
    ids,
    submitId,
    errorRef,
    student,
    studentsById,
    studentField,
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
    offered,
    openOffered,
  } = useGenerateNoteForm(props, init);
  handlers.current = { onValid, onInvalid };
  const goals = useGoalOptions(form, student, props.useGoalStatements?.(student?.id ?? ""));

  return (
    <>
      {restored ? (
        <RestoredDraftNotice
          savedAt={restored.savedAt}
          restoredStudent={studentsById.get(restored.values.studentId)}
          preselected={studentsById.get(props.preselectedStudentId ?? "")}
          onClear={() => setConfirmClear(true)}
        />
      ) : null}
      {offered ? (
        <OfferedDraftNotice
          savedAt={offered.savedAt}
          draftStudent={studentsById.get(offered.values.studentId)}
          onOpen={openOffered}
        />
      ) : null}

      <fieldset disabled={generation.pending} className="space-y-6">
        <NoteStudentSection form={form} students={students} student={student} studentField={studentField} />
        <NoteGoalsSection form={form} student={student} options={goals} />
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
    </>
  );
}
