import { Alert, Button, Card } from "@client/components/ui";
import { Save } from "lucide-react";
import type { IepDraftSectionState } from "../lib/iep-draft-storage";
import { SAVE_DESTINATIONS } from "../lib/save-mapping";
import { IepDraftExportActions } from "./iep-export-actions";

export interface IepSaveCardProps {
  studentId: string;
  sections: readonly IepDraftSectionState[];
  /** Why the draft cannot be saved as it is, if so. */
  problem: string | null | undefined;
  /** False when there is nothing to save yet. */
  canSave: boolean;
  saving: boolean;
  saveError: string | null;
  /** True while a section is being drafted. */
  busy: boolean;
  onSave: () => void;
}

/** "Save and download": where each section goes on the student's record, Save, and the downloads. */
export function IepSaveCard({
  studentId,
  sections,
  problem,
  canSave,
  saving,
  saveError,
  busy,
  onSave,
}: IepSaveCardProps) {
  return (
    <section aria-labelledby="iep-save-heading">
      <Card className="space-y-4">
        <h2 id="iep-save-heading" className="text-lg font-semibold text-slate-900">
          Save and download
        </h2>
        <div className="text-sm text-slate-700">
          <p>"Save to student" writes:</p>
          <ul className="mt-1 list-disc pl-5">
            {sections.map((s) => (
              <li key={s.section}>
                {s.title} → {SAVE_DESTINATIONS[s.section]}
              </li>
            ))}
          </ul>
        </div>
        {problem ? <Alert tone="warning">{problem}</Alert> : null}
        {saveError ? (
          <Alert tone="error" title="Not saved">
            {saveError} Your draft is still here.
          </Alert>
        ) : null}
        <Button onClick={onSave} loading={saving} disabled={!canSave || busy}>
          {!saving ? <Save aria-hidden="true" className="size-4" /> : null}
          Save to student
        </Button>
        <IepDraftExportActions
          studentId={studentId}
          sections={sections.map((s) => ({ title: s.title, text: s.text }))}
        />
      </Card>
    </section>
  );
}
