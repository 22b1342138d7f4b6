/**
 * The teacher's notes one page at a time (requirements "Note history"): GET
 * /api/v1/notes?limit&cursor&studentId&type → {items, nextCursor}, newest first, the filters done by
 * the server in SQL. `useNotePages` is a TanStack infinite query: `fetchNextPage` asks for the page
 * after the last one loaded.
 *
 * The note writes (the outbox) change every plain notes list cached under ["notes"]; so the loaded
 * pages follow them, `useNotePages` keeps their notes, flattened, in such a list too
 * (`loadedNotesKey`; it is never fetched), and applies what a write does to that list — a note
 * replaced or removed — to the pages.
 */
import { NOTES_PAGE_DEFAULT, type Note, type NotePage } from "@shared/contracts/notes";
import { type InfiniteData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { apiRequest } from "../../../lib/api-client";
import { LOADED_NOTES_QUERY_PREFIX, loadedNotesKey, type NotePageFilters, notePagesKey } from "./query-keys";

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

/** The note pages under `filters`, fresh for 1 minute; follows the note writes (see above). */
export function useNotePages(filters: NotePageFilters) {
  const queryClient = useQueryClient();
  const key = notePagesKey(filters);
  const mirror = loadedNotesKey(filters);
  const mirrorHash = JSON.stringify(mirror);
  const pagesHash = JSON.stringify(key);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => getNotePage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
  });
  const loaded = useMemo(() => query.data?.pages.flatMap((p) => p.items), [query.data]);
  const written = useRef<Note[] | undefined>(undefined);

  // A list nobody fetches: a refetch of ["notes"] answers what it holds.
  queryClient.setQueryDefaults(LOADED_NOTES_QUERY_PREFIX, {
    queryFn: ({ queryKey }) => queryClient.getQueryData<Note[]>(queryKey) ?? [],
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (!loaded) return;
    written.current = loaded;
    queryClient.setQueryData(JSON.parse(mirrorHash), loaded);
  }, [queryClient, loaded, mirrorHash]);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "success") return;
        if (event.query.queryHash !== mirrorHash) return;
        const list = event.query.state.data as Note[] | undefined;
        if (!list || list === written.current) return;
        const byId = new Map(list.map((n) => [n.id, n]));
        queryClient.setQueryData<Pages>(JSON.parse(pagesHash), (old) =>
          mapItems(old, (items) => items.flatMap((n) => byId.get(n.id) ?? [])),
        );
      }),
    [queryClient, mirrorHash, pagesHash],
  );
  return query;
}
