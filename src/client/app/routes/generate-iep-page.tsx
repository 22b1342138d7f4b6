/**
 * /dashboard/generate-iep (alias /generate-iep) — draft an IEP from the student's data (issue 4):
 * pick a student, "Draft IEP" → present levels (PLAAFP), measurable annual goals, services and
 * accommodations, each in its own editable card with "Regenerate this section" (asks before replacing
 * edits). The draft is kept on this device (`iep:<userId>:iep_draft:<studentId>`) so nothing typed is
 * lost; "Save to student" writes it to the student's record (mapping in `iep/lib/save-mapping.ts`,
 * explained on screen); the draft can be downloaded as PDF or Word.
 */
import { Alert, Button, Card, ConfirmDialog, EmptyState, Skeleton } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { useDraftIep } from "@client/features/ai/api/draft-iep";
import { IepDraftExportActions } from "@client/features/ai/components/iep-export-actions";
import { IepSectionCard } from "@client/features/ai/components/iep-section-card";
import {
  type IepDraftState,
  isEdited,
  mergeSections,
  readIepDraft,
  writeIepDraft,
} from "@client/features/ai/lib/iep-draft-storage";
import { planSave, SAVE_DESTINATIONS } from "@client/features/ai/lib/save-mapping";
import { useStudents } from "@client/features/students/api/get-students";
import { useUpdateStudent } from "@client/features/students/api/update-student";
import { StudentPicker } from "@client/features/students/components/student-picker";
import { errorMessage } from "@client/lib/api-client";
import { useSignedInProfile } from "@client/lib/auth/get-me";
import type { IepDraftSection } from "@shared/contracts/ai";
import type { Student } from "@shared/contracts/students";
import { FileText, Save } from "lucide-react";
import { useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";

/** The page (default export for the router's lazy route). */
export default function GenerateIepPage() {
  const [params, setParams] = useSearchParams();
  const studentId = params.get("studentId") || undefined;
  const students = useStudents();
  const student = students.data?.find((s) => s.id === studentId);

  const chooseStudent = (id: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set("studentId", id);
    else next.delete("studentId");
    setParams(next);
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Draft an IEP</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          Drafts the present levels, measurable annual goals, services and accommodations from the student's
          record and goal data. Numbers and dates are copied exactly; anything missing says "not recorded".
          Edit each section, then save it to the student or download it.
        </p>
      </div>

      {students.isPending ? (
        <div aria-busy="true" className="space-y-3">
          <span className="sr-only">Loading students…</span>
          <Skeleton className="h-10 w-72" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : students.error ? (
        <Alert tone="error" title="Failed to load students. Please try again.">
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void students.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (students.data ?? []).length === 0 ? (
        <EmptyState
          title="No students yet"
          action={
            <Button asChild>
              <Link to={`${paths.students}?add=1`}>Add a student</Link>
            </Button>
          }
        >
          An IEP draft is written from a student's record. Add a student first.
        </EmptyState>
      ) : (
        <>
          <StudentPicker students={students.data ?? []} studentId={studentId} onChoose={chooseStudent} />
          {student ? <StudentIepDraft key={student.id} student={student} /> : null}
        </>
      )}
    </div>
  );
}

type Pending = IepDraftSection | "all" | null;
type Confirm =
  | { kind: "all" }
  | { kind: "section"; section: IepDraftSection; title: string }
  | { kind: "discard" };

/** The draft of one student: draft, edit, regenerate, save, download. */
function StudentIepDraft({ student }: { student: Student }) {
  const profile = useSignedInProfile();
  const [draft, setDraftState] = useState<IepDraftState | null>(() => readIepDraft(profile.id, student.id));
  const [pending, setPending] = useState<Pending>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [draftError, setDraftError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const draftIep = useDraftIep();
  const controller = useRef<AbortController | null>(null);
  const update = useUpdateStudent();

  const setDraft = (next: IepDraftState | null) => {
    setDraftState(next);
    writeIepDraft(profile.id, student.id, next);
  };

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

  const changeText = (section: IepDraftSection, text: string) => {
    if (!draft) return;
    setDraft({ ...draft, sections: draft.sections.map((s) => (s.section === section ? { ...s, text } : s)) });
    setSaveError(null);
  };

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

  const busy = pending !== null;
  return (
    <div className="space-y-6">
      <Card className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{student.name}</h2>
          <p className="text-sm text-slate-700">
            {draft
              ? "Your draft is kept on this device until you discard it."
              : "No draft yet. The draft uses the student's record and goal data."}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button onClick={askDraftAll} loading={pending === "all"} disabled={busy && pending !== "all"}>
            {pending !== "all" ? <FileText aria-hidden="true" className="size-4" /> : null}
            {pending === "all" ? "Drafting…" : draft ? "Draft IEP again" : "Draft IEP"}
          </Button>
          {busy ? (
            <Button variant="secondary" onClick={() => controller.current?.abort()}>
              Cancel drafting
            </Button>
          ) : null}
          {draft ? (
            <Button variant="ghost" onClick={() => setConfirm({ kind: "discard" })} disabled={busy}>
              Discard draft
            </Button>
          ) : null}
        </div>
      </Card>

      {draftError ? (
        <Alert tone="error" title="The draft could not be written">
          {draftError}
        </Alert>
      ) : null}

      {pending === "all" && !draft ? (
        <div aria-busy="true" className="space-y-3">
          <span className="sr-only">Drafting the IEP…</span>
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : null}

      {draft && draft.warnings.length > 0 ? (
        <Alert tone="warning" title="Check these notes on the draft">
          <ul className="list-disc pl-5">
            {draft.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Alert>
      ) : null}

      {draft ? (
        <>
          {draft.sections.map((s) => (
            <IepSectionCard
              key={s.section}
              section={s}
              destination={SAVE_DESTINATIONS[s.section]}
              onChange={(text) => changeText(s.section, text)}
              onRegenerate={() => askSection(s.section, s.title)}
              regenerating={pending === s.section}
              busy={busy}
            />
          ))}

          <section aria-labelledby="iep-save-heading">
            <Card className="space-y-4">
              <h2 id="iep-save-heading" className="text-lg font-semibold text-slate-900">
                Save and download
              </h2>
              <div className="text-sm text-slate-700">
                <p>"Save to student" writes:</p>
                <ul className="mt-1 list-disc pl-5">
                  {draft.sections.map((s) => (
                    <li key={s.section}>
                      {s.title} → {SAVE_DESTINATIONS[s.section]}
                    </li>
                  ))}
                </ul>
              </div>
              {plan?.problem ? <Alert tone="warning">{plan.problem}</Alert> : null}
              {saveError ? (
                <Alert tone="error" title="Not saved">
                  {saveError} Your draft is still here.
                </Alert>
              ) : null}
              <Button
                onClick={save}
                loading={update.isPending}
                disabled={!plan || plan.problem !== null || busy}
              >
                {!update.isPending ? <Save aria-hidden="true" className="size-4" /> : null}
                Save to student
              </Button>
              <IepDraftExportActions
                studentId={student.id}
                sections={draft.sections.map((s) => ({ title: s.title, text: s.text }))}
              />
            </Card>
          </section>
        </>
      ) : null}

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={
          confirm?.kind === "discard"
            ? "Discard this draft?"
            : confirm?.kind === "section"
              ? `Replace your edits to "${confirm.title}"?`
              : "Replace your edited draft?"
        }
        description={
          confirm?.kind === "discard"
            ? "The draft on this device is deleted. What you already saved to the student stays."
            : confirm?.kind === "section"
              ? "Regenerating writes this section again from the record. Your changes to it will be lost."
              : "Drafting again rewrites every section. Your changes will be lost."
        }
        confirmLabel={
          confirm?.kind === "discard"
            ? "Discard draft"
            : confirm?.kind === "section"
              ? "Regenerate"
              : "Draft again"
        }
        onConfirm={() => {
          const c = confirm;
          setConfirm(null);
          if (!c) return;
          if (c.kind === "discard") setDraft(null);
          else if (c.kind === "section") run(c.section);
          else run();
        }}
      />
    </div>
  );
}
