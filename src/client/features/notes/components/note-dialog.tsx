import { AuthorLabel } from "@client/components/author-label";
import { paths } from "@client/config/paths";
import { TEXT_LIMITS } from "@shared/contracts/common";
import type { Note } from "@shared/contracts/notes";
import { messages } from "@shared/domain/error-messages";
import { studentContextSummary } from "@shared/domain/note-record";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Alert, Button, ConfirmDialog, Dialog, Field, Textarea } from "../../../components/ui";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { useDeleteNote } from "../api/delete-note";
import { useUpdateNote } from "../api/update-note";
import { formatNoteDate, NOTE_TYPE_LABELS } from "../lib/note-format";
import { CopyNoteButton } from "./copy-note-button";
import { SOURCE_LABELS } from "./generated-note-result";
import { NoteExportActions } from "./note-export-actions";

export interface NoteDialogProps {
  note: Note;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the server confirmed the deletion (the dialog is closing). */
  onDeleted: () => void;
}

/**
 * One note in full (requirements "Note fields"): read it, edit the text (PATCH generatedNote; on failure
 * requirements "Error catalogue": "Failed to update note. Please try again." and the edit stays), copy it, or delete it
 * after confirmation (requirements "Error catalogue": "Failed to delete note. Please try again."). Closing with unsaved
 * edits asks first. Give it `key={note.id}` so each note starts fresh.
 */
export function NoteDialog({ note, open, onOpenChange, onDeleted }: NoteDialogProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.generatedNote);
  /** Set while asking whether to drop unsaved edits: on "close" the dialog closes afterwards. */
  const [discardFor, setDiscardFor] = useState<"cancel" | "close" | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateNote();
  // Who the student was when the note was written, so it reads right after the record changes.
  const contextLine = studentContextSummary(note.studentContext);
  const remove = useDeleteNote();
  const dirty = editing && text !== note.generatedNote;
  const tooLong = text.length > TEXT_LIMITS.note;

  const requestClose = (next: boolean) => {
    if (!next && dirty) setDiscardFor("close");
    else onOpenChange(next);
  };

  const startEditing = () => {
    setText(note.generatedNote);
    update.reset();
    setEditing(true);
  };

  const save = () => {
    update.mutate(
      { id: note.id, changes: { generatedNote: text } },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success("Changes saved");
        },
      },
    );
  };

  const confirmDeletion = () => {
    remove.mutate(note.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        toast.success("Note deleted");
        onDeleted();
      },
      onError: (err) => {
        if (err instanceof ApiRequestError && err.status === 404) {
          // Already gone (e.g. deleted in another tab): nothing left to delete.
          setConfirmDelete(false);
          toast.info("This note had already been deleted.");
          onDeleted();
        }
      },
    });
  };

  const updateError = update.error ? errorMessage(update.error, messages.notes.updateFailed) : null;
  const deleteError = remove.error ? errorMessage(remove.error, messages.notes.deleteFailed) : null;
  const typeLabel = NOTE_TYPE_LABELS[note.type];

  return (
    <Dialog
      open={open}
      onOpenChange={requestClose}
      title={`${note.studentName}: ${typeLabel} note`}
      description={`${formatNoteDate(note.date)} · ${note.subject}${note.isEdited ? " · Edited" : ""}`}
      widthClass="max-w-3xl"
    >
      <div className="space-y-5">
        <AuthorLabel authorId={note.authorId} authorName={note.authorName} className="block text-sm" />
        {note.goalsAddressed.length > 0 ? (
          <section aria-labelledby={`goals-${note.id}`}>
            <h3 id={`goals-${note.id}`} className="text-sm font-semibold text-slate-900">
              Goals addressed
            </h3>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800">
              {note.goalsAddressed.map((g) => (
                <li key={g}>{g}</li>
              ))}
            </ul>
          </section>
        ) : null}

        {editing ? (
          <div className="space-y-3">
            <Field
              label="Note text"
              error={
                tooLong
                  ? `must be ${TEXT_LIMITS.note.toLocaleString("en-US")} characters or fewer`
                  : undefined
              }
            >
              {(a) => (
                <Textarea
                  {...a}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  rows={14}
                  className="min-h-72 leading-relaxed"
                  autoFocus
                />
              )}
            </Field>
            {updateError ? (
              <Alert tone="error" title={messages.notes.updateFailed}>
                {updateError !== messages.notes.updateFailed ? <p>{updateError}</p> : null}
                <p>Your edits are still in the box above.</p>
              </Alert>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Button onClick={save} disabled={!dirty || tooLong} loading={update.isPending}>
                Save changes
              </Button>
              <Button
                variant="secondary"
                onClick={() => (dirty ? setDiscardFor("cancel") : setEditing(false))}
                disabled={update.isPending}
              >
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <section aria-labelledby={`text-${note.id}`} className="space-y-3">
            <h3 id={`text-${note.id}`} className="text-sm font-semibold text-slate-900">
              Note
            </h3>
            <div className="whitespace-pre-wrap rounded-md border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-900">
              {note.generatedNote || "This note has no text."}
            </div>
            {note.source ? <p className="text-sm text-slate-700">{SOURCE_LABELS[note.source]}</p> : null}
            {contextLine ? <p className="text-sm text-slate-700">{contextLine}</p> : null}
            <div className="flex flex-wrap gap-3">
              <Button onClick={startEditing}>
                <Pencil className="size-4" aria-hidden="true" />
                Edit
              </Button>
              <CopyNoteButton text={note.generatedNote} />
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </Button>
              {note.studentId ? (
                <Button variant="link" asChild>
                  <Link to={`${paths.generate}?${new URLSearchParams({ studentId: note.studentId })}`}>
                    Write another note for {note.studentName}
                  </Link>
                </Button>
              ) : null}
            </div>
            <NoteExportActions noteId={note.id} />
          </section>
        )}

        {note.observations ? (
          <details className="rounded-md border border-slate-200">
            <summary className="flex min-h-10 cursor-pointer items-center px-3 text-sm font-medium text-slate-900">
              Your observations
            </summary>
            <p className="whitespace-pre-wrap border-t border-slate-200 p-3 text-sm text-slate-800">
              {note.observations}
            </p>
          </details>
        ) : null}
      </div>

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={(next) => {
          setConfirmDelete(next);
          if (!next) remove.reset();
        }}
        title="Delete this note?"
        description={
          <div className="space-y-3">
            <p>
              The {typeLabel.toLowerCase()} note for {note.studentName} from {formatNoteDate(note.date)} will
              be deleted for good. This cannot be undone.
            </p>
            {deleteError ? (
              <Alert tone="error" title={messages.notes.deleteFailed}>
                {deleteError !== messages.notes.deleteFailed ? <p>{deleteError}</p> : null}
              </Alert>
            ) : null}
          </div>
        }
        confirmLabel="Delete note"
        onConfirm={confirmDeletion}
        busy={remove.isPending}
      />
      <ConfirmDialog
        open={discardFor !== null}
        onOpenChange={(next) => {
          if (!next) setDiscardFor(null);
        }}
        title="Discard your changes?"
        description="Your edits to this note have not been saved. The note stays as it was last saved."
        confirmLabel="Discard changes"
        onConfirm={() => {
          const close = discardFor === "close";
          setDiscardFor(null);
          setEditing(false);
          setText(note.generatedNote);
          update.reset();
          if (close) onOpenChange(false);
        }}
      />
    </Dialog>
  );
}
