/**
 * /dashboard/history (alias /note-history): the teacher's notes, newest first (requirements "Note history"),
 * filtered by student and type (also from the URL: `?studentId=&type=`; the server filters in SQL and
 * answers one page at a time); more load as the teacher scrolls to the end of the list, or with
 * "Load more", and a polite status line says how many are shown. Open one to read it in full, edit,
 * copy or delete it. When loading fails the browser copy is shown with its notice (requirements
 * "Error catalogue"); the copy is the newest notes last loaded without filters.
 */

import { Alert, Button, EmptyState } from "@client/components/ui";
import { paths } from "@client/config/paths";
import { useNotePages } from "@client/features/notes/api/get-note-pages";
import { notesCacheKey, readStoredNotes } from "@client/features/notes/api/get-notes";
import { NoteDialog } from "@client/features/notes/components/note-dialog";
import { NoteList } from "@client/features/notes/components/note-list";
import { filterNotes, isNoteType, studentFilterOptions } from "@client/features/notes/lib/note-format";
import { useStudentSummaries } from "@client/features/students/api/get-students";
import { useMe } from "@client/lib/auth/get-me";
import { StoredCopyNotice } from "@client/lib/offline/offline-gaps";
import { writeStored } from "@client/lib/storage";
import { useResolvedCopy } from "@client/lib/stored-copy";
import type { Note } from "@shared/contracts/notes";
import { messages } from "@shared/domain/error-messages";
import { PenLine } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { HistoryFilters, ListSkeleton, LoadMore } from "./history-page-parts";

/** The note history screen. */
export default function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const studentId = params.get("studentId") || undefined;
  const rawType = params.get("type");
  const type = isNoteType(rawType) ? rawType : undefined;
  const filtering = Boolean(studentId || type);

  const query = useNotePages({ studentId, type });
  const userId = useMe().data?.id;
  const { students } = useStudentSummaries();
  const [openNote, setOpenNote] = useState<Note | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const loaded = useMemo(() => query.data?.pages.flatMap((p) => p.items), [query.data]);
  // The browser copy: the newest notes loaded without filters.
  useEffect(() => {
    if (userId && loaded && !filtering) writeStored(notesCacheKey(userId), loaded);
  }, [userId, loaded, filtering]);
  // The copy as read now, or once its reader has loaded its checks (a reader may answer later).
  const stored = useResolvedCopy(
    useMemo(
      () => (query.isError && !loaded && userId ? readStoredNotes(userId) : undefined),
      [query.isError, loaded, userId],
    ),
  );
  const usingStoredCopy = stored !== undefined;
  const notes = useMemo(() => {
    const list = loaded ?? stored;
    return list && filterNotes(list, { studentId, type });
  }, [loaded, stored, studentId, type]);
  const studentOptions = useMemo(() => studentFilterOptions(students ?? [], notes ?? []), [students, notes]);
  const hasMore = Boolean(query.hasNextPage) && !usingStoredCopy;

  const setFilter = (name: "studentId" | "type", value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const clearFilters = () => {
    const next = new URLSearchParams(params);
    next.delete("studentId");
    next.delete("type");
    setParams(next, { replace: true });
  };
  const loadMore = () => {
    if (hasMore && !query.isFetchingNextPage) void query.fetchNextPage();
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
  } else if (notes.length === 0 && !filtering) {
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
  } else if (notes.length === 0) {
    body = (
      <EmptyState
        title="No notes match these filters"
        action={
          <Button variant="secondary" onClick={clearFilters}>
            Show all notes
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <NoteList notes={notes} onOpen={setOpenNote} />
        {hasMore ? <LoadMore loading={query.isFetchingNextPage} onLoad={loadMore} /> : null}
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
        <StoredCopyNotice
          failedMessage={`${messages.notes.loadFailed} The browser-storage copy is used.`}
          at={query.dataUpdatedAt}
          retry={
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        />
      ) : null}

      {notes && (notes.length > 0 || filtering) ? (
        <HistoryFilters
          studentId={studentId}
          type={type}
          studentOptions={studentOptions}
          onChange={setFilter}
          onClear={clearFilters}
          status={statusLine(notes.length, filtering, hasMore, query.isFetchingNextPage)}
        />
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

/** The polite status line: how many notes are shown, whether more can load, and loading. */
function statusLine(count: number, filtering: boolean, more: boolean, loading: boolean): string {
  const n = `${count} ${count === 1 ? "note" : "notes"}`;
  if (loading) return `${n} shown. Loading more notes…`;
  const shown = filtering ? `${n} ${count === 1 ? "matches" : "match"} these filters` : n;
  return more ? `${shown}; more load as you scroll.` : shown;
}
