import { Alert, Button, Card, Skeleton } from "@client/components/ui";
import type { Student } from "@shared/contracts/students";
import { FileText } from "lucide-react";
import { useIepDraft } from "../hooks/use-iep-draft";
import { SAVE_DESTINATIONS } from "../lib/save-mapping";
import { IepConfirmDialog } from "./iep-confirm-dialog";
import { IepFieldHistory } from "./iep-field-history";
import { IepSaveCard } from "./iep-save-card";
import { IepSaveReviewDialog } from "./iep-save-review-dialog";
import { IepSectionCard } from "./iep-section-card";

/**
 * The IEP draft of one student (requirements "IEP draft"): draft, edit, regenerate, review the
 * diff and save, restore an earlier version, download. The state and actions live in `useIepDraft`.
 */
export function StudentIepDraft({ student }: { student: Student }) {
  const iep = useIepDraft(student);
  const { draft, pending, busy } = iep;
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
          <Button onClick={iep.askDraftAll} loading={pending === "all"} disabled={busy && pending !== "all"}>
            {pending !== "all" ? <FileText aria-hidden="true" className="size-4" /> : null}
            {pending === "all" ? "Drafting…" : draft ? "Draft IEP again" : "Draft IEP"}
          </Button>
          {busy ? (
            <Button variant="secondary" onClick={iep.cancelDrafting}>
              Cancel drafting
            </Button>
          ) : null}
          {draft ? (
            <Button variant="ghost" onClick={() => iep.setConfirm({ kind: "discard" })} disabled={busy}>
              Discard draft
            </Button>
          ) : null}
        </div>
      </Card>

      {iep.draftError ? (
        <Alert tone="error" title="The draft could not be written">
          {iep.draftError}
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
              onChange={(text) => iep.changeText(s.section, text)}
              onRegenerate={() => iep.askSection(s.section, s.title)}
              regenerating={pending === s.section}
              busy={busy}
            />
          ))}

          <IepSaveCard
            studentId={student.id}
            sections={draft.sections}
            problem={iep.plan?.problem}
            canSave={iep.plan !== null && iep.plan.problem === null}
            saving={iep.saving}
            saveError={iep.saveError}
            busy={busy}
            onSave={iep.save}
          />
        </>
      ) : null}

      <IepFieldHistory studentId={student.id} />

      <IepSaveReviewDialog
        changes={iep.reviewing}
        saving={iep.saving}
        onCancel={iep.cancelSave}
        onConfirm={iep.confirmSave}
      />

      <IepConfirmDialog
        confirm={iep.confirm}
        onClose={() => iep.setConfirm(null)}
        onConfirm={iep.confirmed}
      />
    </div>
  );
}
