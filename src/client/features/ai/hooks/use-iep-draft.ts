import { errorMessage } from "@client/lib/api-client";
import { useSignedInProfile } from "@client/lib/auth/get-me";
import type { IepDraftSection } from "@shared/contracts/ai";
import type { Student, UpdateStudentInput } from "@shared/contracts/students";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { useDraftIep } from "../api/draft-iep";
import {
  type IepDraftState,
  isEdited,
  mergeSections,
  readIepDraft,
  writeIepDraft,
} from "../lib/iep-draft-storage";
import { planSave } from "../lib/save-mapping";

/**
 * The students feature's update mutation (`useUpdateStudent()`), passed in by the screen: a feature
 * does not import another feature (architecture "Modules").
 */
export interface StudentUpdater {
  mutate: (
    variables: { id: string; changes: UpdateStudentInput },
    handlers: { onSuccess: () => void; onError: (err: Error) => void },
  ) => void;
  isPending: boolean;
}

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
 * to the student's record through `update` (the mapping in `lib/save-mapping.ts`).
 */
export function useIepDraft(student: Student, update: StudentUpdater) {
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
  const toRecord = useSaveToStudent(student, update, draft, setDraft);

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
    save: toRecord.save,
    saving: toRecord.saving,
    saveError: toRecord.saveError,
  };
}

/**
 * "Save to student" (requirements "IEP draft"): writes the draft's sections to the student's record
 * as `planSave` maps them; once saved, the sections count as unedited.
 */
function useSaveToStudent(
  student: Student,
  update: StudentUpdater,
  draft: IepDraftState | null,
  setDraft: (next: IepDraftState | null) => void,
) {
  const [saveError, setSaveError] = useState<string | null>(null);
  const plan = draft ? planSave(draft.sections) : null;
  const save = () => {
    if (!draft || !plan || plan.problem) return;
    setSaveError(null);
    update.mutate(
      { id: student.id, changes: plan.changes },
      {
        onSuccess: () => {
          // What was saved is now the record: the sections count as unedited from here on.
          setDraft({ ...draft, sections: draft.sections.map((s) => ({ ...s, drafted: s.text })) });
          toast.success(`Saved to ${student.name}'s record.`);
        },
        onError: (err) => setSaveError(errorMessage(err, "Failed to update student. Please try again.")),
      },
    );
  };

  return { plan, save, saving: update.isPending, saveError, setSaveError };
}
