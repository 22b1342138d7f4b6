import { AuthorLabel } from "@client/components/author-label";
import type { Note } from "@shared/contracts/notes";
import { memo } from "react";
import { excerpt, formatNoteDate, NOTE_TYPE_LABELS } from "../lib/note-format";

/**
 * Notes as a list (newest first, as given): student, type, subject, date, who wrote it when not the
 * signed-in teacher (requirements "Authorship"), an excerpt and an "Edited" badge. Each note's heading is a button that opens it (`onOpen(note)`).
 */
export function NoteList({ notes, onOpen }: { notes: readonly Note[]; onOpen: (note: Note) => void }) {
  return (
    <ul className="space-y-3">
      {notes.map((note) => (
        <NoteRow key={note.id} note={note} onOpen={onOpen} />
      ))}
    </ul>
  );
}

/**
 * One note of the list. Memoised: loading the next page of a long history draws the new notes only
 * (decision 022).
 */
const NoteRow = memo(function NoteRow({ note, onOpen }: { note: Note; onOpen: (note: Note) => void }) {
  return (
    <li>
      <article className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-indigo-300">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h2 className="text-base font-semibold text-slate-900">
            <button
              type="button"
              onClick={() => onOpen(note)}
              className="min-h-10 rounded-sm text-left text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
            >
              {note.studentName}: {NOTE_TYPE_LABELS[note.type]} note
            </button>
          </h2>
          <p className="text-sm text-slate-700">
            <time dateTime={note.date}>{formatNoteDate(note.date)}</time>
          </p>
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>{note.subject}</span>
          <AuthorLabel authorId={note.authorId} authorName={note.authorName} className="text-sm" />
          {note.draftedOfflineAt ? (
            <span className="rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
              Drafted while offline
            </span>
          ) : null}
          {note.isEdited ? (
            <span className="rounded-full border border-slate-300 bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
              Edited
            </span>
          ) : null}
        </p>
        <p className="mt-2 text-sm text-slate-800">
          {excerpt(note.generatedNote) || "This note has no text."}
        </p>
      </article>
    </li>
  );
});
