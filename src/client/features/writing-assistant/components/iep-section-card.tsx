/**
 * One IEP draft section (requirements "IEP draft": "each section editable and regenerable"): its heading, who wrote it,
 * an editable text area and "Regenerate this section" (the page asks first when the text was edited).
 */
import { Button, Card, Field, Textarea } from "@client/components/ui";
import {
  IEP_SECTION_TEXT_MAX,
  type IepDraftSectionState,
  isEdited,
} from "@client/features/writing-assistant/lib/iep-draft-storage";
import { RefreshCw } from "lucide-react";

const SOURCE_LABELS = {
  ai: "Drafted by the AI assistant — check it against the record",
  template: "Written from the student's record",
  original: "Your text",
} as const;

export interface IepSectionCardProps {
  section: IepDraftSectionState;
  /** Where a save writes this section (plain words). */
  destination: string;
  onChange: (text: string) => void;
  onRegenerate: () => void;
  /** This section is being drafted again. */
  regenerating: boolean;
  /** Another draft request is running (the button waits). */
  busy: boolean;
}

/** The card of one section. */
export function IepSectionCard({
  section,
  destination,
  onChange,
  onRegenerate,
  regenerating,
  busy,
}: IepSectionCardProps) {
  const edited = isEdited(section);
  const headingId = `iep-section-${section.section}`;
  return (
    <section aria-labelledby={headingId}>
      <Card className="space-y-3" aria-busy={regenerating || undefined}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {section.title}
            </h2>
            <p className="text-sm text-slate-700">
              {SOURCE_LABELS[section.source]}
              {edited ? " · edited by you" : ""}
            </p>
          </div>
          <Button
            variant="secondary"
            size="md"
            onClick={onRegenerate}
            loading={regenerating}
            disabled={busy && !regenerating}
          >
            {!regenerating ? <RefreshCw aria-hidden="true" className="size-4" /> : null}
            {regenerating ? "Regenerating…" : "Regenerate this section"}
          </Button>
        </div>
        <Field
          label={`${section.title} (text)`}
          hint={`Saved to ${destination}. ${section.text.length.toLocaleString("en-US")} of ${IEP_SECTION_TEXT_MAX.toLocaleString("en-US")} characters.`}
          error={section.text.length > IEP_SECTION_TEXT_MAX ? "This section is too long to save." : undefined}
        >
          {(ids) => (
            <Textarea
              {...ids}
              value={section.text}
              onChange={(e) => onChange(e.target.value)}
              readOnly={regenerating}
              rows={Math.min(24, Math.max(8, section.text.split("\n").length + 2))}
              className="font-mono text-sm leading-relaxed"
              spellCheck
            />
          )}
        </Field>
      </Card>
    </section>
  );
}
