import { ConfirmDialog } from "../../../components/ui";
import { useGenerateNoteForm } from "../hooks/use-generate-note-form";
import { useGoalOptions } from "../hooks/use-goal-options";
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
    onSubmit,
    cancelGeneration,
    clearDraft,
    offered,
    openOffered,
  } = useGenerateNoteForm(props);
  const goals = useGoalOptions(form, student, props.useGoalStatements?.(student?.id ?? ""));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
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
    </form>
  );
}
