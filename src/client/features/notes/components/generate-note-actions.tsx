import type { RefObject } from "react";
import { Button, Card } from "../../../components/ui";
import type { PlanInfo } from "../lib/plan-usage";
import { GenerateError } from "./generate-error";

export interface GenerateNoteActionsProps {
  /** The submit button's id (focus returns to it after Cancel). */
  submitId: string;
  /** Prefix of the preview heading's id. */
  idPrefix: string;
  pending: boolean;
  /** True after Cancel, until the next generation. */
  cancelled: boolean;
  /** The draft text streamed so far. */
  preview: string;
  /** The failure to report, if any (never the teacher's own Cancel). */
  error: Error | null;
  /** Holds the failure message; focused when it appears. */
  errorRef: RefObject<HTMLDivElement | null>;
  plan: PlanInfo;
  /** Generation is refused (the plan is blocked): the button is disabled and explained. */
  blocked: boolean;
  blockedExplanationId?: string;
  onCancel: () => void;
}

/**
 * Under the note form (requirements "Note generation", "Note streaming"): the failure, "Generate
 * note" and Cancel, a status line read by screen readers, and the draft preview while streaming.
 */
export function GenerateNoteActions(props: GenerateNoteActionsProps) {
  const { submitId, idPrefix, pending, cancelled, preview, error, errorRef, plan, blocked } = props;
  return (
    <div className="space-y-3">
      {error ? (
        <div ref={errorRef} tabIndex={-1} className="focus:outline-none">
          <GenerateError error={error} plan={plan} />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          id={submitId}
          type="submit"
          size="lg"
          loading={pending}
          disabled={blocked}
          aria-describedby={blocked ? props.blockedExplanationId : undefined}
        >
          {pending ? "Drafting…" : "Generate note"}
        </Button>
        {pending ? (
          <Button variant="secondary" size="lg" onClick={props.onCancel}>
            Cancel
          </Button>
        ) : null}
        <p role="status" className="text-sm text-slate-700">
          {pending ? "Drafting your note. This can take up to a minute; your form stays as it is." : ""}
          {!pending && cancelled ? "Generation cancelled. What you typed is kept." : ""}
        </p>
      </div>
      {pending ? (
        <section aria-labelledby={`${idPrefix}-preview`} aria-busy="true">
          <Card className="space-y-2">
            <h2 id={`${idPrefix}-preview`} className="text-base font-semibold text-slate-900">
              Draft preview
            </h2>
            <p className="text-sm text-slate-700">
              The note appears here as it is written. You can edit it once it is saved.
            </p>
            <p
              data-testid="note-preview"
              className="min-h-24 whitespace-pre-wrap rounded-md border border-slate-200 bg-slate-50 p-3 text-sm leading-relaxed text-slate-900"
            >
              {preview || "Waiting for the first words…"}
            </p>
          </Card>
        </section>
      ) : null}
    </div>
  );
}
