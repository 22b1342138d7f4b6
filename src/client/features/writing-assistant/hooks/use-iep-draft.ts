import { errorMessage } from "@client/lib/api-client";
import { useSignedInProfile } from "@client/lib/auth/get-me";
import type { IepDraftSection } from "@shared/contracts/ai";
import type { FieldChange, IepSaveInput } from "@shared/contracts/field-history";
import type { Student } from "@shared/contracts/students";
import { fieldChanges } from "@shared/domain/field-diff";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { useDraftIep } from "../api/draft-iep";
import { useSaveIepDraft } from "../api/save-iep-draft";
import {
  type IepDraftState,
  isEdited,
  mergeSections,
  readIepDraft,
  writeIepDraft,
} from "../lib/iep-draft-storage";
import { planSave } from "../lib/save-mapping";

/** What is being drafted: one section, the whole draft, or nothing. */
export type IepPending = IepDraftSection | "all" | null;

/** The question asked before something typed is replaced or dropped. */
export type IepConfirm =
  | { kind: "all" }
  | { kind: "section"; section: IepDraftSection; title: string }
  | { kind: "discard" };

/**
 * One student's IEP draft (requirements "IEP draft"): kept on this device
 * (`iep:<userId>:iep_draft:<studentId>`, requirements "Local storage"), drafted whole or one
 * section at a time (asking first when that would replace edits), cancellable, edited, and saved
 * to the student's record after the teacher reviewed the diff of every field it changes (the
 * mapping in `lib/save-mapping.ts`; the server keeps the previous versions).
 */
export function useIepDraft(student: Student) {
  const profile = useSignedInProfile();
  const [draft, setDraftState] = useState<IepDraftState | null>(() => readIepDraft(profile.id, student.id));
  const [pending, setPending] = useState<IepPending>(null);
  const [confirm, setConfirm] = useState<IepConfirm | null>(null);
  const [draftError, setDraftError] = useState<string | null>(null);
  const draftIep = useDraftIep();
  const controller = useRef<AbortController | null>(null);

  const setDraft = (next: IepDraftState | null) => {
    setDraftState(next);
    writeIepDraft(profile.id, student.id, next);
  };
  const toRecord = useSaveToStudent(student, draft, setDraft);

  const run = (section?: IepDraftSection) => {
    setPending(section ?? "all");
    setDraftError(null);
    const abort = new AbortController();
    controller.current = abort;
    draftIep.mutate(
      { studentId: student.id, section, signal: abort.signal },
      {
        onSuccess: (result) => {
          // Read the latest stored draft: the teacher may have typed while the request ran.
          const current = readIepDraft(profile.id, student.id);
          setDraft(section ? mergeSections(current, result) : mergeSections(null, result));
          toast.success(
            section ? "Section drafted again." : "IEP draft ready. Review and edit each section.",
          );
        },
        onError: (err) => {
          if (abort.signal.aborted) toast("Drafting cancelled. Your draft is unchanged.");
          else setDraftError(errorMessage(err, "The IEP draft could not be written. Please try again."));
        },
        onSettled: () => {
          controller.current = null;
          setPending(null);
        },
      },
    );
  };

  const anyEdited = draft?.sections.some(isEdited) ?? false;
  const askDraftAll = () => (anyEdited ? setConfirm({ kind: "all" }) : run());
  const askSection = (section: IepDraftSection, title: string) => {
    const s = draft?.sections.find((x) => x.section === section);
    if (s && isEdited(s)) setConfirm({ kind: "section", section, title });
    else run(section);
  };
  /** Carries out the confirmed question. */
  const confirmed = () => {
    const c = confirm;
    setConfirm(null);
    if (!c) return;
    if (c.kind === "discard") setDraft(null);
    else if (c.kind === "section") run(c.section);
    else run();
  };

  const changeText = (section: IepDraftSection, text: string) => {
    if (!draft) return;
    setDraft({ ...draft, sections: draft.sections.map((s) => (s.section === section ? { ...s, text } : s)) });
    toRecord.setSaveError(null);
  };

  return {
    draft,
    pending,
    busy: pending !== null,
    draftError,
    askDraftAll,
    askSection,
    cancelDrafting: () => controller.current?.abort(),
    changeText,
    confirm,
    setConfirm,
    confirmed,
    plan: toRecord.plan,
    save: toRecord.review,
    reviewing: toRecord.reviewing,
    confirmSave: toRecord.confirmSave,
    cancelSave: () => toRecord.setReviewing(null),
    saving: toRecord.saving,
    saveError: toRecord.saveError,
  };
}

/** The student's fields an IEP draft writes, as they are now. */
const recordFields = (s: Student) => ({
  presentLevels: s.presentLevels,
  iepDetails: s.iepDetails,
  serviceDelivery: s.serviceDelivery,
  accommodations: s.accommodations,
});

/**
 * "Save to student" (requirements "IEP draft"): `review` shows the diff of every field `planSave`
 * would change (nothing to review: says so); `confirmSave` writes them (the server keeps the
 * previous versions); once saved, the sections count as unedited.
 */
function useSaveToStudent(
  student: Student,
  draft: IepDraftState | null,
  setDraft: (next: IepDraftState | null) => void,
) {
  const [saveError, setSaveError] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState<FieldChange[] | null>(null);
  const saveMutation = useSaveIepDraft();
  const plan = draft ? planSave(draft.sections) : null;
  const review = () => {
    if (!draft || !plan || plan.problem) return;
    setSaveError(null);
    const changes = fieldChanges(recordFields(student), plan.changes as IepSaveInput);
    if (changes.length === 0) toast(`Nothing to save: ${student.name}'s record already says this.`);
    else setReviewing(changes);
  };
  const confirmSave = () => {
    if (!draft || !plan) return;
    saveMutation.mutate(
      { studentId: student.id, changes: plan.changes as IepSaveInput },
      {
        onSuccess: () => {
          // What was saved is now the record: the sections count as unedited from here on.
          setDraft({ ...draft, sections: draft.sections.map((s) => ({ ...s, drafted: s.text })) });
          setReviewing(null);
          toast.success(`Saved to ${student.name}'s record.`);
        },
        onError: (err) => {
          setReviewing(null);
          setSaveError(errorMessage(err, "Failed to update student. Please try again."));
        },
      },
    );
  };

  return {
    plan,
    review,
    reviewing,
    setReviewing,
    confirmSave,
    saving: saveMutation.isPending,
    saveError,
    setSaveError,
  };
}
