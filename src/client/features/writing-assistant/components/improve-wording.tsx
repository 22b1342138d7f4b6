import type { EnhanceResult } from "@shared/contracts/ai";
import { Sparkles, Undo2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Alert, Button } from "../../../components/ui";
import { errorMessage, isAbortError } from "../../../lib/api-client";
import { useEnhanceText } from "../api/enhance-text";

/** The failure notice (requirements "AI errors": AI errors are never shown raw; the teacher keeps their text). */
export const IMPROVE_FAILED = "We could not improve the wording just now. Your text is unchanged.";

/** How each writer is named to the teacher (requirements "AI text service": sources). */
export const ENHANCE_SOURCE_LABELS: Record<EnhanceResult["source"], string> = {
  ai: "Rewritten by the AI writing assistant",
  template: "Rewritten by the built-in rewriter",
  original: "Kept as you wrote it",
};

export interface ImproveWordingProps {
  /** The field's current text (what is sent, and what Undo brings back). */
  text: string;
  /** `enhance_<field>` (requirements "Improve wording"), e.g. "enhance_observations". */
  fieldType: `enhance_${string}`;
  /** The student the text is about: lets the server apply their language preference. */
  studentId?: string;
  /** The field's label, for the button's accessible name ("Improve wording of Observations"). */
  fieldLabel: string;
  /** Replaces the field's text (on Accept and on Undo). */
  onReplace: (text: string) => void;
  /** Disables the button (e.g. while the note is being generated). */
  disabled?: boolean;
}

type View =
  | { kind: "idle" }
  | { kind: "review"; before: string; result: EnhanceResult }
  | { kind: "accepted"; before: string };

/**
 * "Improve wording" for one text field (requirements "Improve wording": `enhance_*`): sends the text to
 * POST /api/v1/ai/enhance, then shows the text before and after (words that changed marked),
 * the writer and the guards' warnings. Accept replaces the field's text; Undo then restores what
 * the teacher had; Keep mine closes the review. Errors show a plain notice and leave the text as
 * it is; Cancel stops a request that takes too long. Focus moves to the review on arrival and
 * back to the button when it closes.
 */
export function ImproveWording({
  text,
  fieldType,
  studentId,
  fieldLabel,
  onReplace,
  disabled,
}: ImproveWordingProps) {
  const enhance = useEnhanceText();
  const [view, setView] = useState<View>({ kind: "idle" });
  const ids = useId();
  const reviewRef = useRef<HTMLHeadingElement>(null);
  const buttonId = `${ids}-improve`;
  const undoId = `${ids}-undo`;
  const empty = text.trim().length === 0;
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);
  // Back to the button once it can take focus again (it is disabled while a request runs).
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (refocus && !enhance.isPending) {
      document.getElementById(buttonId)?.focus();
      setRefocus(false);
    }
  }, [refocus, enhance.isPending, buttonId]);

  useEffect(() => {
    if (view.kind === "review") reviewRef.current?.focus();
    if (view.kind === "accepted") document.getElementById(undoId)?.focus();
  }, [view.kind, undoId]);

  // Typing after accepting makes Undo stale: it would throw the new typing away.
  useEffect(() => {
    if (view.kind === "accepted" && enhance.data && text !== enhance.data.text) setView({ kind: "idle" });
  }, [text, view.kind, enhance.data]);

  const improve = () => {
    const before = text;
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    enhance.mutate(
      { input: { fieldType, text: before, ...(studentId ? { studentId } : {}) }, signal: controller.signal },
      { onSuccess: (result) => setView({ kind: "review", before, result }) },
    );
  };

  const cancel = () => {
    abortRef.current?.abort();
    enhance.reset();
    setRefocus(true);
  };

  const close = () => {
    setView({ kind: "idle" });
    setRefocus(true);
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          id={buttonId}
          variant="secondary"
          size="md"
          onClick={improve}
          disabled={disabled || empty || enhance.isPending}
          loading={enhance.isPending}
          aria-label={`Improve wording of ${fieldLabel}`}
          aria-describedby={empty ? `${ids}-empty` : undefined}
        >
          {enhance.isPending ? null : <Sparkles className="size-4" aria-hidden="true" />}
          {enhance.isPending ? "Improving…" : "Improve wording"}
        </Button>
        {enhance.isPending ? (
          <Button variant="secondary" onClick={cancel} aria-label="Cancel improving wording">
            Cancel
          </Button>
        ) : null}
        {empty ? (
          <span id={`${ids}-empty`} className="text-sm text-slate-700">
            Type something first.
          </span>
        ) : null}
        <span role="status" className="text-sm text-slate-700">
          {enhance.isPending ? "Improving the wording. Your text stays as it is until you accept." : ""}
          {view.kind === "accepted" ? "Improved wording accepted." : ""}
        </span>
        {view.kind === "accepted" ? (
          <Button
            id={undoId}
            variant="link"
            className="h-10"
            onClick={() => {
              onReplace(view.before);
              setView({ kind: "idle" });
              setRefocus(true);
            }}
          >
            <Undo2 className="size-4" aria-hidden="true" />
            Undo
          </Button>
        ) : null}
      </div>

      {enhance.isError && !isAbortError(enhance.error) && view.kind === "idle" ? (
        <Alert tone="error" title={IMPROVE_FAILED}>
          {(() => {
            const reason = errorMessage(enhance.error, IMPROVE_FAILED);
            return reason !== IMPROVE_FAILED ? <p>{reason}</p> : null;
          })()}
        </Alert>
      ) : null}

      {view.kind === "review" ? (
        <section
          aria-labelledby={`${ids}-review`}
          className="space-y-3 rounded-lg border border-indigo-200 bg-indigo-50/40 p-4"
        >
          <h3
            id={`${ids}-review`}
            ref={reviewRef}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 focus:outline-none"
          >
            Suggested wording
          </h3>
          <p className="text-sm text-slate-700">{ENHANCE_SOURCE_LABELS[view.result.source]}</p>
          <div className="grid gap-3 md:grid-cols-2">
            <figure className="space-y-1">
              <figcaption className="text-sm font-medium text-slate-800">Before (yours)</figcaption>
              <p className="whitespace-pre-wrap rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-900">
                {markWords(view.before, view.result.text, "removed")}
              </p>
            </figure>
            <figure className="space-y-1">
              <figcaption className="text-sm font-medium text-slate-800">After (suggested)</figcaption>
              <p className="whitespace-pre-wrap rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-900">
                {markWords(view.result.text, view.before, "added")}
              </p>
            </figure>
          </div>
          {view.before === view.result.text ? (
            <p className="text-sm text-slate-800">No changes were needed.</p>
          ) : null}
          {view.result.warnings.length > 0 ? (
            <Alert tone="warning" title="Please check">
              <ul className="list-disc space-y-1 pl-5">
                {view.result.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          {text !== view.before ? (
            <p className="text-sm text-slate-800">
              You changed the text after asking. Choose Improve wording again to rewrite the new text.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button
              onClick={() => {
                onReplace(view.result.text);
                setView({ kind: "accepted", before: view.before });
              }}
              disabled={view.before === view.result.text || text !== view.before}
            >
              Accept
            </Button>
            <Button variant="secondary" onClick={close}>
              Keep mine
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

/**
 * Marks the words of `text` that do not appear in `other` (a light word-level comparison, enough
 * for a teacher to see what changed). Marked words are `<del>` ("removed") or `<ins>` ("added"),
 * which screen readers announce as deletions/insertions.
 */
export function markWords(text: string, other: string, kind: "removed" | "added") {
  const otherWords = new Set(other.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? []);
  const parts = text.split(/(\s+)/);
  return parts.map((part, i) => {
    const word = part.toLowerCase().match(/[\p{L}\p{N}'’-]+/u)?.[0];
    const key = `${i}-${part}`;
    if (!word || otherWords.has(word)) return <span key={key}>{part}</span>;
    return kind === "removed" ? (
      <del key={key} className="rounded bg-red-50 text-red-800">
        {part}
      </del>
    ) : (
      <ins key={key} className="rounded bg-emerald-50 text-emerald-900 no-underline">
        {part}
      </ins>
    );
  });
}
