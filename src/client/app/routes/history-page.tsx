/**
 * /dashboard/history (alias /note-history): the teacher's notes, newest first (requirements "Note history"),
 * filtered by student and type (also from the URL: `?studentId=&type=`); open one to read it in
 * full, edit, copy or delete it (requirements "Error catalogue"). When loading fails the browser copy is
 * shown with its notice (requirements "Error catalogue").
 */

import { Alert, Button, EmptyState, Field, Select, Skeleton } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { useNotesWithFallback } from "@client/features/notes/api/get-notes";
import { NoteDialog } from "@client/features/notes/components/note-dialog";
import { NoteList } from "@client/features/notes/components/note-list";
import {
  filterNotes,
  isNoteType,
  NOTE_TYPE_LABELS,
  studentFilterOptions,
} from "@client/features/notes/lib/note-format";
import { useStudentsWithFallback } from "@client/features/students/api/get-students";
import { SavedCopyTime } from "@client/lib/offline/saved-copy-time";
import { NOTE_TYPES, type Note } from "@shared/contracts/notes";
import { messages } from "@shared/domain/error-messages";
import { PenLine } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";

/** How many notes are shown before "Show more". */
export const NOTES_PAGE_SIZE = 50;

/** The note history screen. */
export default function HistoryPage() {
  const { query, notes, usingStoredCopy } = useNotesWithFallback();
  const { students } = useStudentsWithFallback();
  const [params, setParams] = useSearchParams();
  const [openNote, setOpenNote] = useState<Note | null>(null);
  const [shown, setShown] = useState(NOTES_PAGE_SIZE);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const studentId = params.get("studentId") || undefined;
  const rawType = params.get("type");
  const type = isNoteType(rawType) ? rawType : undefined;
  const filtered = useMemo(() => filterNotes(notes ?? [], { studentId, type }), [notes, studentId, type]);
  const studentOptions = useMemo(() => studentFilterOptions(students ?? [], notes ?? []), [students, notes]);
  const filtering = Boolean(studentId || type);

  const setFilter = (name: "studentId" | "type", value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    setShown(NOTES_PAGE_SIZE);
  };
  const clearFilters = () => {
    const next = new URLSearchParams(params);
    next.delete("studentId");
    next.delete("type");
    setParams(next, { replace: true });
  };

  // The open note follows the list (after an edit), but stays open from its snapshot while deleting.
  const current = openNote ? (notes?.find((n) => n.id === openNote.id) ?? openNote) : null;

  let body: React.ReactNode;
  if (notes === undefined && query.isPending) {
    body = <ListSkeleton />;
  } else if (notes === undefined) {
    body = (
      <Alert tone="error" title={messages.notes.loadFailed}>
        <p>There is no copy of your notes in this browser yet.</p>
        <Button variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (notes.length === 0) {
    body = (
      <EmptyState
        title="No notes yet"
        action={
          <Button asChild>
            <Link to={paths.generate}>Write your first note</Link>
          </Button>
        }
      >
        Every note you generate is saved here, newest first.
      </EmptyState>
    );
  } else {
    body = (
      <>
        {filtered.length === 0 ? (
          <EmptyState
            title="No notes match these filters"
            action={
              <Button variant="secondary" onClick={clearFilters}>
                Show all notes
              </Button>
            }
          />
        ) : (
          <NoteList notes={filtered.slice(0, shown)} onOpen={setOpenNote} />
        )}
        {filtered.length > shown ? (
          <div className="flex justify-center">
            <Button variant="secondary" onClick={() => setShown((n) => n + NOTES_PAGE_SIZE)}>
              Show {Math.min(NOTES_PAGE_SIZE, filtered.length - shown)} more
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
            Note history
          </h1>
          <p className="text-slate-700">Every note you have generated, newest first.</p>
        </div>
        <Button asChild>
          <Link to={paths.generate}>
            <PenLine className="size-4" aria-hidden="true" />
            Write a note
          </Link>
        </Button>
      </header>

      {usingStoredCopy ? (
        <Alert tone="warning" title={`${messages.notes.loadFailed} The browser-storage copy is used.`}>
          <SavedCopyTime at={query.dataUpdatedAt} />
          <Button variant="secondary" size="sm" className="mt-1" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}

      {notes && notes.length > 0 ? (
        <search
          aria-label="Filter notes"
          className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <Field label="Student">
            {(a) => (
              <Select {...a} value={studentId ?? ""} onChange={(e) => setFilter("studentId", e.target.value)}>
                <option value="">All students</option>
                {studentOptions.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Note type">
            {(a) => (
              <Select {...a} value={type ?? ""} onChange={(e) => setFilter("type", e.target.value)}>
                <option value="">All types</option>
                {NOTE_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {NOTE_TYPE_LABELS[t]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button variant="secondary" onClick={clearFilters} disabled={!filtering}>
            Clear filters
          </Button>
          <p role="status" className="text-sm text-slate-700 sm:col-span-3">
            {filtering
              ? `Showing ${filtered.length} of ${notes.length} ${notes.length === 1 ? "note" : "notes"}`
              : `${notes.length} ${notes.length === 1 ? "note" : "notes"}`}
          </p>
        </search>
      ) : null}

      {body}

      {current ? (
        <NoteDialog
          key={current.id}
          note={current}
          open
          onOpenChange={(open) => {
            if (!open) setOpenNote(null);
          }}
          onDeleted={() => {
            setOpenNote(null);
            requestAnimationFrame(() => headingRef.current?.focus());
          }}
        />
      ) : null}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="space-y-3">
      <p role="status" className="sr-only">
        Loading notes…
      </p>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-28 w-full" />
      ))}
    </div>
  );
}
