/**
 * Parts of the note history screen (requirements "Note history"): the filter bar with its polite
 * status line, the "Load more" button with the scroll sentinel that loads the next page when it
 * comes into view, and the loading skeleton.
 */
import { Button, Field, Select, Skeleton } from "@client/components/ui";
import { NOTE_TYPE_LABELS } from "@client/features/notes/lib/note-format";
import { NOTE_TYPES, type NoteType } from "@shared/contracts/notes";
import { useEffect, useRef } from "react";

/** The student and type filters, "Clear filters", and the status line (`role="status"`, polite). */
export function HistoryFilters(props: {
  studentId: string | undefined;
  type: NoteType | undefined;
  studentOptions: { id: string; name: string }[];
  onChange: (name: "studentId" | "type", value: string) => void;
  onClear: () => void;
  status: string;
}) {
  return (
    <search
      aria-label="Filter notes"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <Field label="Student">
        {(a) => (
          <Select
            {...a}
            value={props.studentId ?? ""}
            onChange={(e) => props.onChange("studentId", e.target.value)}
          >
            <option value="">All students</option>
            {props.studentOptions.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Note type">
        {(a) => (
          <Select {...a} value={props.type ?? ""} onChange={(e) => props.onChange("type", e.target.value)}>
            <option value="">All types</option>
            {NOTE_TYPES.map((t) => (
              <option key={t} value={t}>
                {NOTE_TYPE_LABELS[t]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button variant="secondary" onClick={props.onClear} disabled={!(props.studentId || props.type)}>
        Clear filters
      </Button>
      <p role="status" aria-live="polite" className="text-sm text-slate-700 sm:col-span-3">
        {props.status}
      </p>
    </search>
  );
}

/**
 * "Load more" and, just above it, a sentinel watched by an IntersectionObserver (when the browser
 * has one): scrolling it into view (200 px early) calls `onLoad`, as the button does.
 */
export function LoadMore({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load.current();
      },
      { rootMargin: "200px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="flex flex-col items-center">
      <div ref={sentinel} data-testid="history-sentinel" aria-hidden="true" />
      <Button variant="secondary" onClick={onLoad} disabled={loading}>
        {loading ? "Loading…" : "Load more"}
      </Button>
    </div>
  );
}

/** Three grey cards while the first page loads, with a screen-reader status. */
export function ListSkeleton() {
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
