import { paths } from "@client/config/paths";
import { TEXT_LIMITS } from "@shared/contracts/common";
import type { GeneratedNote } from "@shared/contracts/notes";
import { messages } from "@shared/domain/error-messages";
import { History } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Alert, Button, Card, ConfirmDialog, Field, Textarea } from "../../../components/ui";
import { errorMessage } from "../../../lib/api-client";
import { isLocalId } from "../../../lib/outbox/local-ids";
import { DRAFTED_OFFLINE_NOTICE } from "../api/offline-notes";
import { useUpdateNote } from "../api/update-note";
import { formatNoteDate, NOTE_TYPE_LABELS } from "../lib/note-format";
import { CopyNoteButton } from "./copy-note-button";
import { NoteExportActions } from "./note-export-actions";

/** Which drafter wrote the note, as the teacher reads it (requirements "Note generation"). */
export const SOURCE_LABELS = {
  ai: "Drafted by the AI writing assistant",
  template: "Drafted offline from your observations",
} as const;

export interface GeneratedNoteResultProps {
  note: GeneratedNote;
  /** Back to a fresh form (after confirming when there are unsaved edits). */
  onWriteAnother: () => void;
}

/**
 * The freshly generated note, already saved: its source and the guards' warnings, the text in an
 * editable box (read-only, with "waiting to be saved", for a note drafted offline that the outbox
 * has not sent yet), "Save changes" (PATCH generatedNote; requirements "Error catalogue": "Failed to update note" keeps the
 * edit), copy, "Write another" and a link to the history. Focus moves to its heading on arrival.
 */
export function GeneratedNoteResult({ note, onWriteAnother }: GeneratedNoteResultProps) {
  const [saved, setSaved] = useState(note.generatedNote);
  const [text, setText] = useState(note.generatedNote);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const update = useUpdateNote();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dirty = text !== saved;
  // Drafted on this device while offline: the outbox saves it when back online (decision 008).
  const waiting = Boolean(note.draftedOfflineAt) && isLocalId(note.id);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const save = () => {
    update.mutate(
      { id: note.id, changes: { generatedNote: text } },
      {
        onSuccess: (updated) => {
          setSaved(updated.generatedNote);
          setText(updated.generatedNote);
          toast.success("Changes saved");
        },
      },
    );
  };

  const writeAnother = () => {
    if (dirty) setConfirmLeave(true);
    else onWriteAnother();
  };

  const updateError = update.error ? errorMessage(update.error, messages.notes.updateFailed) : null;
  const tooLong = text.length > TEXT_LIMITS.note;

  return (
    <section aria-labelledby="generated-note-heading" className="space-y-4">
      <Card className="space-y-4">
        <div className="space-y-1">
          <h2
            id="generated-note-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            {waiting
              ? `Your note for ${note.studentName} was drafted offline`
              : `Your note for ${note.studentName} is ready`}
          </h2>
          <p className="text-sm text-slate-700">
            {NOTE_TYPE_LABELS[note.type]} note · {note.subject} · {formatNoteDate(note.date)} ·{" "}
            {waiting ? "waiting to be saved" : "saved to your history"}
          </p>
          {waiting ? (
            <p role="status" className="text-sm font-medium text-amber-900">
              {DRAFTED_OFFLINE_NOTICE}
            </p>
          ) : null}
          {note.source && !waiting ? (
            <p className="text-sm font-medium text-slate-800">{SOURCE_LABELS[note.source]}</p>
          ) : null}
        </div>

        {note.warnings.length > 0 ? (
          <Alert tone="warning" title="Please check these points before you use the note">
            <ul className="list-disc space-y-1 pl-5">
              {note.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </Alert>
        ) : null}

        <Field
          label="Note text"
          hint={
            waiting
              ? "Copy it now if you need it; you can edit it in Note history once it is saved."
              : "Read it through and edit anything. Your changes are saved when you choose Save changes."
          }
          error={
            tooLong ? `must be ${TEXT_LIMITS.note.toLocaleString("en-US")} characters or fewer` : undefined
          }
        >
          {(a) => (
            <Textarea
              {...a}
              value={text}
              onChange={(e) => setText(e.target.value)}
              readOnly={waiting}
              rows={16}
              className="min-h-80 leading-relaxed"
            />
          )}
        </Field>

        {updateError ? (
          <Alert tone="error" title={messages.notes.updateFailed}>
            {updateError !== messages.notes.updateFailed ? <p>{updateError}</p> : null}
            <p>Your edits are still in the box above.</p>
          </Alert>
        ) : null}

        <div className="flex flex-wrap items-center gap-3">
          {waiting ? null : (
            <Button onClick={save} disabled={!dirty || tooLong} loading={update.isPending}>
              Save changes
            </Button>
          )}
          <CopyNoteButton text={text} />
          <Button variant="secondary" onClick={writeAnother}>
            Write another
          </Button>
          <Link
            to={paths.history}
            className="inline-flex h-10 items-center gap-2 rounded-md px-2 text-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
          >
            <History className="size-4" aria-hidden="true" />
            Open note history
          </Link>
          <p className="text-sm text-slate-700" role="status">
            {dirty ? "You have unsaved changes." : ""}
          </p>
        </div>
        {waiting ? null : <NoteExportActions noteId={note.id} unsavedChanges={dirty} />}
      </Card>

      <ConfirmDialog
        open={confirmLeave}
        onOpenChange={setConfirmLeave}
        title="Discard your changes?"
        description="Your edits to this note have not been saved. The note stays in your history as it was last saved."
        confirmLabel="Discard changes"
        onConfirm={() => {
          setConfirmLeave(false);
          onWriteAnother();
        }}
      />
    </section>
  );
}
