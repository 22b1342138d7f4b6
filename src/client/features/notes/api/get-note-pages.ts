/**
 * The teacher's notes one page at a time (requirements "Note history"): GET
 * /api/v1/notes?limit&cursor&studentId&type → {items, nextCursor}, newest first, the filters done by
 * the server in SQL. `useNotePages` is a TanStack infinite query: `fetchNextPage` asks for the page
 * after the last one loaded.
 *
 * The note mutations (delete, edit) update the whole-list query `["notes"]`; so the loaded pages
 * follow them too, `useNotePages` watches the mutation cache and applies a saved note (replaced by
 * id) or a deleted note id (removed) to its pages; a saved note they do not hold (a new one)
 * refetches them.
 */
import {
  type ListNotesQuery,
  NOTES_PAGE_DEFAULT,
  type Note,
  type NotePage,
  noteSchema,
} from "@shared/contracts/notes";
import { type InfiniteData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { apiRequest } from "../../../lib/api-client";
import { NOTES_QUERY_KEY } from "./get-notes";

/** The filters of the history screen, sent to the server. */
export type NotePageFilters = Pick<ListNotesQuery, "studentId" | "type">;

/** The query key of the pages under `filters` (under ["notes"], so a notes invalidation reaches them). */
export const notePagesKey = (filters: NotePageFilters) =>
  [
    ...NOTES_QUERY_KEY,
    "pages",
    { studentId: filters.studentId ?? null, type: filters.type ?? null },
  ] as const;

/**
 * Fetches one page of notes (`NOTES_PAGE_DEFAULT` of them) after `cursor` (none = the newest).
 * @throws ApiRequestError when the server answers non-2xx or cannot be reached.
 */
export async function getNotePage(
  filters: NotePageFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotePage> {
  const q = new URLSearchParams({ limit: String(NOTES_PAGE_DEFAULT) });
  if (filters.studentId) q.set("studentId", filters.studentId);
  if (filters.type) q.set("type", filters.type);
  if (cursor) q.set("cursor", cursor);
  return apiRequest<NotePage>(`/api/v1/notes?${q}`, { signal });
}

type Pages = InfiniteData<NotePage, string | null>;

/** `pages` with `change` applied to every page's items. */
const mapItems = (pages: Pages | undefined, change: (items: Note[]) => Note[]) =>
  pages && { ...pages, pages: pages.pages.map((p) => ({ ...p, items: change(p.items) })) };

/** The note pages under `filters`, fresh for 1 minute; follows note deletes and edits (see above). */
export function useNotePages(filters: NotePageFilters) {
  const queryClient = useQueryClient();
  const key = notePagesKey(filters);
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        const m = event.mutation;
        if (event.type !== "updated" || m?.state.status !== "success") return;
        const saved = noteSchema.safeParse(m.state.data);
        const all = [...NOTES_QUERY_KEY, "pages"];
        if (saved.success) {
          const note = saved.data;
          const held = queryClient
            .getQueriesData<Pages>({ queryKey: all })
            .some(([, d]) => d?.pages.some((p) => p.items.some((n) => n.id === note.id)));
          if (!held) return void queryClient.invalidateQueries({ queryKey: all });
          queryClient.setQueriesData<Pages>({ queryKey: all }, (old) =>
            mapItems(old, (items) => items.map((n) => (n.id === note.id ? note : n))),
          );
        } else if (typeof m.state.variables === "string" && m.state.data === undefined) {
          const id = m.state.variables;
          queryClient.setQueriesData<Pages>({ queryKey: all }, (old) =>
            mapItems(old, (items) => items.filter((n) => n.id !== id)),
          );
        }
      }),
    [queryClient],
  );
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => getNotePage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
  });
}
