/**
 * The fake server's answer to GET /api/v1/notes (requirements "Note history"): with `limit`, one
 * page `{items, nextCursor}` of the notes newest first, filtered by `studentId` and `type` as the
 * server does in SQL, the cursor being the offset of the next page (`o<n>`); without `limit`, the
 * stored list (in its order) of the `studentId` given, or all.
 */
import type { Note, NotePage } from "@shared/contracts/notes";

/** The answer body for `notes` under the request's `query`. */
export function notePageOf(notes: readonly Note[], query: URLSearchParams): Note[] | NotePage {
  const studentId = query.get("studentId");
  const type = query.get("type");
  const limit = query.get("limit");
  if (!limit) return notes.filter((n) => !studentId || n.studentId === studentId);
  const all = notes
    .filter((n) => (!studentId || n.studentId === studentId) && (!type || n.type === type))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const from = Number(query.get("cursor")?.slice(1) ?? 0);
  const to = from + Number(limit);
  return { items: all.slice(from, to), nextCursor: to < all.length ? `o${to}` : null };
}
